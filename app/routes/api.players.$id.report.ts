import { data, redirect } from "react-router";
import { safeRedirect } from "~/lib/safe-redirect";
import { PLAYER_REPORT_MAX, reportPlayerLink, requireUser } from "~/server/accounts";
import { redirectWithToast } from "~/server/infra/toast.server";
import type { Route } from "./+types/api.players.$id.report";

/**
 * 'Este perfil no es mío' (docs/product.md §6.3): a signed-in user reports that the player is linked to the
 * wrong account; administrators see it in /admin/solicitudes. The player page's form posts here with
 * `redirectTo` (its own path) and an optional `message`.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser({ request, context });
  const playerId = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  if (playerId === null) throw data(null, { status: 404 });
  const form = await request.formData().catch(() => null);
  const back = safeRedirect(form?.get("redirectTo"));
  const raw = form?.get("message");
  const message = typeof raw === "string" ? raw.trim() : "";
  if (message.length > PLAYER_REPORT_MAX) {
    return redirectWithToast(
      back,
      { type: "error", title: "No se pudo enviar el reporte", description: `El mensaje admite hasta ${PLAYER_REPORT_MAX} caracteres.` },
      { status: 303 },
    );
  }
  const outcome = await reportPlayerLink(user.id, playerId, message);
  if (outcome === "not_found") throw data(null, { status: 404 });
  if (outcome === "already_reported") {
    return redirectWithToast(
      back,
      { title: "Reporte ya enviado", description: "Un administrador ya tiene tu reporte sobre este perfil." },
      { status: 303 },
    );
  }
  return redirectWithToast(
    back,
    outcome === "unlinked"
      ? { title: "Perfil desconectado", description: "Este perfil ya no está conectado a tu cuenta. Avisamos a un administrador." }
      : { title: "Reporte enviado", description: "Un administrador revisará la vinculación de este perfil." },
    { status: 303 },
  );
}

export function loader() {
  return redirect("/");
}
