import { data } from "react-router";
import { currentUser } from "~/server/accounts";
import { visitorPartsOf } from "~/server/tournaments";
import type { Route } from "./+types/api.yo";

/** Whatever this answers is one visitor's: no cache anywhere may keep it or give it to someone else. */
const NO_STORE = { "Cache-Control": "private, no-store", Vary: "Cookie" };

/**
 * GET /api/yo: the signed-in visitor's own parts of the public pages (ADR 0036), which are the same for
 * every member: their name, linked player, favourites, registrations and registration details. `null`
 * when nobody is signed in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parts = await visitorPartsOf(request.headers.get("Cookie"), () => currentUser({ context }));
  return data(parts, { headers: NO_STORE });
}
