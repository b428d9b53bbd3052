import { data } from "react-router";
import { requireUser } from "~/server/accounts";
import { searchUsers } from "~/server/tournaments";
import type { Route } from "./+types/api.users.search";

/**
 * GET /api/users/search?q=: accounts by name for the organiser picker of the tournament form (docs/product.md §4.7:
 * visible only when signed in). Signed-in visitors only; answers id, name and picture, never e-mail.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser({ request, context });
  const term = (new URL(request.url).searchParams.get("q") ?? "").trim();
  return data({ users: await searchUsers(term) }, { headers: { "Cache-Control": "private, no-store" } });
}
