import { data, isRouteErrorResponse, replace, useRouteError } from "react-router";
import { PlayerNotFound, PlayerProfile } from "~/components/players/player-profile";
import { normalizeHandle, playerPath } from "~/domain/slugs";
import { playerPageAction, loadPlayerPage } from "~/server/players";
import { findPlayer, findPlayerNearHandle } from "~/server/players";
import { playerSocialEvents } from "~/server/social";
import type { Route } from "./+types/player";
import { type CacheHandle, PAGE_PARAM, SHARED_WITH_MEMBERS } from "~/lib/cache-params";
import { lazyComponent } from "~/lib/page-weight/lazy-component";
import { staticIsland } from "~/lib/page-weight/static-island";

// One module for /padel/{handle}, /jugador/id/{id} and /player/id/{id}: the browser loads one chunk for the
// profile, not the profile plus a route chunk per address.

/** The player by handle, or by id (the address partners without Instagram link to). */
async function playerFromParams(params: { username?: string; id?: string }, { nearest = false } = {}) {
  let found = null;
  if (params.username !== undefined) {
    const handle = normalizeHandle(params.username);
    // A handle one or two letters from a player's goes there (the loader answers 301 to the profile).
    found = handle ? ((await findPlayer({ handle })) ?? (nearest ? await findPlayerNearHandle(handle) : null)) : null;
  } else {
    const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : 0;
    found = id > 0 ? await findPlayer({ id }) : null;
  }
  if (!found) throw data(null, { status: 404 });
  return found;
}

// ?pagina= of the titles' history.
/** Members share the profile; whether it is theirs or a favourite comes from /api/yo (ADR 0036). */
export const handle: CacheHandle = { cacheParams: PAGE_PARAM, ...SHARED_WITH_MEMBERS };

/**
 * An address in another case ('/padel/Juan.Padel') goes to the canonical one, and so does the id address of a
 * player with a handle (who lives at /padel/{handle}).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  // Public page (docs/product.md §6.2); what the viewer may do is decided in loadPlayerPage.
  const found = await playerFromParams(params, { nearest: true });
  if (params.username !== undefined) {
    if (found.handle !== params.username) throw replace(`/padel/${encodeURIComponent(found.handle ?? "")}`, 301);
  } else {
    const canonical = playerPath(found);
    if (canonical !== new URL(request.url).pathname) throw replace(canonical, 301);
  }
  const [page, social] = await Promise.all([loadPlayerPage({ request, context }, found), playerSocialEvents(found.id)]);
  return { ...page, social };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return playerPageAction({ request, context }, await playerFromParams(params));
}

export { playerMeta as meta } from "~/components/players/player-meta";

// Both dialogs are separate chunks: the claim dialog loads on intent, the edit dialog only for admins;
// the favourite button only for signed-in visitors (anonymous ones get a link to sign up). Matches
// played: server HTML with links only; its code loads only if its data changes.
const parts = {
  FavoriteButton: lazyComponent(() => import("~/components/players/favorite-button").then((m) => m.FavoriteButton)),
  ClaimDialog: lazyComponent(() => import("~/components/players/claim-dialog").then((m) => m.ClaimDialog)),
  ReportDialog: lazyComponent(() => import("~/components/players/claim-dialog").then((m) => m.ReportDialog)),
  PlayedMatches: staticIsland(() => import("~/components/players/played-matches").then((m) => m.PlayedMatches)),
  // The level card (chart included) is server HTML too.
  PlayerLevel: staticIsland(() => import("~/components/players/player-level").then((m) => m.PlayerLevel)),
  PlayerSocialEvents: staticIsland(() => import("~/components/social/player-social-events").then((m) => m.PlayerSocialEventsCard)),
  PlayerEditDialog: lazyComponent(() => import("~/components/players/player-edit-dialog").then((m) => m.PlayerEditDialog)),
};

export default function PlayerPage({ loaderData }: Route.ComponentProps) {
  const { social, ...data } = loaderData;
  return <PlayerProfile data={data} social={social} parts={parts} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <PlayerNotFound />;
  throw error;
}
