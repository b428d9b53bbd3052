import { data, redirect } from "react-router";
import { safeRedirect, signInHref } from "~/lib/safe-redirect";
import { requireUser } from "~/server/accounts";
import { readFormData } from "~/server/infra/http.server";
import { playerExists, toggleFavoritePlayer } from "~/server/players";
import { redirectWithToast } from "~/server/infra/toast.server";
import type { Route } from "./+types/api.players.$id.favorite";

export const FAVORITE_SIGN_IN_MESSAGE = "Necesitas iniciar sesión para guardar jugadores favoritos";

/**
 * Favourite toggle (docs/product.md §6.1) posted by the heart on the players list and the profile, with `redirectTo`
 * (the page to go back to). Anonymous visitors are sent to sign in and nothing is written.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const playerId = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  if (playerId === null) throw data(null, { status: 404 });
  const form = await readFormData(request);
  const back = safeRedirect(form.get("redirectTo"));
  // The one permission of this action: any signed-in user may follow players (docs/product.md §6.1).
  // Anonymous: to /auth, which comes back to the same page after signing in (docs/product.md §1.3).
  const user = await requireUser({ request, context }, async () => {
    throw await redirectWithToast(signInHref(back), { type: "error", title: FAVORITE_SIGN_IN_MESSAGE });
  });
  if (!(await playerExists(playerId))) throw data(null, { status: 404 });
  const added = await toggleFavoritePlayer(user.id, playerId);
  return redirectWithToast(back, added ? { title: "Añadido a favoritos" } : { title: "Eliminado de favoritos" });
}

export function loader() {
  return redirect("/");
}
