import { ogImageAt } from "~/server/share";
import { shareImageResponse } from "~/server/infra/share-image.server";
import type { Route } from "./+types/og.$";

/** Open Graph images of the public pages (public, like the pages): /og/inicio.png, /og/clubs/12.png... */
export async function loader({ params, request }: Route.LoaderArgs) {
  const image = await ogImageAt(params["*"] ?? "");
  if (!image) throw new Response("Not Found", { status: 404 });
  return shareImageResponse(request, image);
}
