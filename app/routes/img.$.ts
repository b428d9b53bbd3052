import { resizedImage, servedWidth } from "~/server/infra/uploads.server";
import type { Route } from "./+types/img.$";

/** /img/<folder>/<name>.webp?w=400|600|800|1200: an uploaded image as resized WebP, cached for a year. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  const requested = new URL(request.url).searchParams.get("w");
  const width = servedWidth(requested === null ? null : Number.parseInt(requested, 10));
  const image = await resizedImage(key, width);
  if (!image) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(new Uint8Array(image), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(image.byteLength),
      // Keys are random and never reused: the bytes behind a URL never change.
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
