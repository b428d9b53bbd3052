import { data } from "react-router";
import { currentUser } from "~/server/accounts";
import { visitorParts } from "~/server/tournaments";
import type { Route } from "./+types/api.yo";

/** Whatever this answers is one visitor's: no cache anywhere may keep it or give it to someone else. */
const NO_STORE = { "Cache-Control": "private, no-store", Vary: "Cookie" };

/**
 * GET /api/yo: the signed-in visitor's own parts of the public pages (ADR 0036), which are the same for
 * every member: their name, linked player, favourites, registrations and registration details. `null`
 * when nobody is signed in.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await currentUser({ context });
  return data(user ? await visitorParts(user) : null, { headers: NO_STORE });
}
