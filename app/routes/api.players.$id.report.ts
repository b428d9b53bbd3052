import { data, redirect } from "react-router";
import { PlayerReportSchema } from "~/lib/schemas/player";
import { safeRedirect } from "~/lib/safe-redirect";
import { reportPlayerLink, requireUser } from "~/server/accounts";
import { intent, runIntent } from "~/server/infra/form-intents.server";
import { readFormData } from "~/server/infra/http.server";
import { redirectWithToast } from "~/server/infra/toast.server";
import type { Route } from "./+types/api.players.$id.report";

const REPORT = intent(PlayerReportSchema, async ({ value }, { userId, playerId }: { userId: string; playerId: number }) => {
  const back = safeRedirect(value.redirectTo);
  const outcome = await reportPlayerLink(userId, playerId, value.message);
  if (!outcome.ok && outcome.status === 404) throw data(null, { status: 404 });
  return redirectWithToast(
    back,
    !outcome.ok
      ? { title: "Reporte ya enviado", description: outcome.message }
      : outcome.value === "unlinked"
        ? { title: "Perfil desconectado", description: "Este perfil ya no está conectado a tu cuenta. Avisamos a un administrador." }
        : { title: "Reporte enviado", description: "Un administrador revisará la vinculación de este perfil." },
    { status: 303 },
  );
});

/**
 * 'Este perfil no es mío' (docs/product.md §6.3): a signed-in user reports that the player is linked to the
 * wrong account, with a message; administrators see it in /admin/solicitudes. The player page's dialog
 * posts here with `redirectTo` (its own path).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser({ request, context });
  const playerId = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  if (playerId === null) throw data(null, { status: 404 });
  return runIntent("report", REPORT, await readFormData(request), { userId: user.id, playerId });
}

export function loader() {
  return redirect("/");
}
