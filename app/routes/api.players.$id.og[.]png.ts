import { data } from "react-router";
import { playerOgImage } from "~/server/share";
import { findPlayer } from "~/server/players";
import { shareImageResponse } from "~/server/infra/share-image.server";
import type { Route } from "./+types/api.players.$id.og[.]png";

/** Open Graph image of a player profile (public, like the profile). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const found = id > 0 ? await findPlayer({ id }) : null;
  if (!found) throw data(null, { status: 404 });
  return shareImageResponse(request, await playerOgImage(found));
}
