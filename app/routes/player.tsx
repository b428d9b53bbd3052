import { data, isRouteErrorResponse, replace, useRouteError } from "react-router";
import { PlayerNotFound, PlayerProfile } from "~/components/players/player-profile";
import { normalizeHandle } from "~/domain/slugs";
import { useRootData } from "~/root";
import { playerPageAction, loadPlayerPage } from "~/server/player-page.server";
import { findPlayer } from "~/server/players.server";
import type { Route } from "./+types/player";

/** The player by handle; an address in another case ('/padel/Juan.Padel') goes to the canonical one. */
async function playerFromParams(params: Route.LoaderArgs["params"]) {
  const handle = normalizeHandle(params.username);
  const found = handle ? await findPlayer({ handle }) : null;
  if (!found) throw data(null, { status: 404 });
  return found;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  // Public page (001 §6); what the viewer may do is decided in loadPlayerPage.
  const found = await playerFromParams(params);
  if (found.handle !== params.username) throw replace(`/padel/${encodeURIComponent(found.handle ?? "")}`, 301);
  return loadPlayerPage(request, found);
}

export async function action({ params, request }: Route.ActionArgs) {
  return playerPageAction(request, await playerFromParams(params));
}

export { playerMeta as meta } from "~/components/players/player-meta";

export default function PlayerPage({ loaderData }: Route.ComponentProps) {
  return <PlayerProfile data={loaderData} siteUrl={useRootData()?.config.siteUrl} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <PlayerNotFound />;
  throw error;
}
