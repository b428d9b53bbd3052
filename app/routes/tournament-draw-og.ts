import { shareImageResponse } from "~/server/infra/share-image.server";
import { drawOgImage } from "~/server/share";
import type { Route } from "./+types/tournament-draw-og";

/** A published draw's 1200 x 630 link preview (public, like the page): its knockout, group leaders or podium. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const image = await drawOgImage(params);
  if (!image) throw new Response("Not Found", { status: 404 });
  return shareImageResponse(request, image);
}
