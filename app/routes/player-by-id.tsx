import { data, isRouteErrorResponse, replace, useRouteError } from "react-router";
import { PlayerNotFound, PlayerProfile } from "~/components/players/player-profile";
import { playerPath } from "~/domain/slugs";
import { useRootData } from "~/root";
import { loadPlayerPage, playerPageAction } from "~/server/player-page.server";
import { findPlayer } from "~/server/players.server";
import type { Route } from "./+types/player-by-id";

async function playerFromParams(params: Route.LoaderArgs["params"]) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const found = id > 0 ? await findPlayer({ id }) : null;
  if (!found) throw data(null, { status: 404 });
  return found;
}

/**
 * /jugador/id/{id} and /player/id/{id}: a player with a handle lives at /padel/{handle}; one without
 * a handle is shown here (the address partners without Instagram link to).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  // Public page (001 §6); what the viewer may do is decided in loadPlayerPage.
  const found = await playerFromParams(params);
  const canonical = playerPath(found);
  if (canonical !== new URL(request.url).pathname) throw replace(canonical, 301);
  return loadPlayerPage(request, found);
}

export async function action({ params, request }: Route.ActionArgs) {
  return playerPageAction(request, await playerFromParams(params));
}

export { playerMeta as meta } from "~/components/players/player-meta";

export default function PlayerById({ loaderData }: Route.ComponentProps) {
  return <PlayerProfile data={loaderData} siteUrl={useRootData()?.config.siteUrl} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <PlayerNotFound />;
  throw error;
}
