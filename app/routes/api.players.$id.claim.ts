import { data, redirect } from "react-router";
import { safeRedirect } from "~/lib/safe-redirect";
import { linkPlayer } from "~/server/accounts";
import { requireUser } from "~/server/accounts";
import { redirectWithToast } from "~/server/infra/toast.server";
import type { Route } from "./+types/api.players.$id.claim";

/**
 * '¿Eres tú?' (docs/product.md §6.3): links the signed-in account to the player and records the claim for
 * administrators. The player page's form posts here with `redirectTo` (its own path).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser({ request, context });
  const playerId = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  if (playerId === null) throw data(null, { status: 404 });
  const form = await request.formData().catch(() => null);
  const back = safeRedirect(form?.get("redirectTo"));
  const outcome = await linkPlayer(user.id, playerId);
  if (outcome.ok) {
    return redirectWithToast(back, { title: "¡Perfil reclamado!", description: "Este perfil ahora está conectado a tu cuenta." });
  }
  if (outcome.reason === "not_found") throw data(null, { status: 404 });
  return redirectWithToast(back, { type: "error", title: "No se pudo reclamar el perfil", description: outcome.message }, { status: 303 });
}

export function loader() {
  return redirect("/");
}
