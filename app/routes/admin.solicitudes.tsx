import { data, useSearchParams } from "react-router";
import { RequestCard } from "~/components/admin/solicitudes/request-card";
import { RequestDetailDialog } from "~/components/admin/solicitudes/request-detail-dialog";
import { RequestFiltersForm } from "~/components/admin/solicitudes/request-filters";
import { PlayerClaimList } from "~/components/admin/solicitudes/player-claim-list";
import { isReviewDecision, parseRequestFilters } from "~/domain/requests";
import { readFormData } from "~/server/http.server";
import { guardedAdmin } from "~/server/permissions.server";
import { REVIEW_REFUSALS, listPlayerClaims, listRequests, reviewPlayerClaim, reviewRequest } from "~/server/requests.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.solicitudes";

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseRequestFilters(new URL(request.url).searchParams);
  const [requests, claims] = await Promise.all([listRequests(filters), filters.type === null ? listPlayerClaims(filters) : []]);
  return { filters, requests, claims };
}

const refusal = (message: string, status: number) =>
  data({ toast: { type: "error" as const, title: `Error al actualizar solicitud: ${message}` } }, { status });

/**
 * Aprobar / Rechazar (001 §4): only a pending solicitud (or player profile claim, kind=reclamo)
 * changes; anything else is refused in Spanish.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = guardedAdmin({ context });
  const form = await readFormData(request);
  const intent = form.get("intent");
  const idText = form.get("id");
  if (!isReviewDecision(intent)) return refusal("Acción no válida.", 400);
  if (typeof idText !== "string" || !/^\d{1,9}$/.test(idText)) return refusal("Solicitud no válida.", 400);
  const kind = form.get("kind");
  if (kind !== null && kind !== "reclamo") return refusal("Acción no válida.", 400);
  const review = kind === "reclamo" ? reviewPlayerClaim : reviewRequest;
  const outcome = await review(Number(idText), intent, admin.id);
  if (outcome === "not_found") return refusal(REVIEW_REFUSALS.not_found, 404);
  if (outcome === "not_pending") return refusal(REVIEW_REFUSALS.not_pending, 409);
  const url = new URL(request.url);
  return redirectWithToast(`${url.pathname}${url.search}`, { title: "Solicitud actualizada correctamente" }, { status: 303 });
}

export const meta: Route.MetaFunction = () => [{ title: "Solicitudes | Panel de Administración" }, { name: "robots", content: "noindex" }];

export default function RequestsTab({ loaderData }: Route.ComponentProps) {
  const { requests, claims, filters } = loaderData;
  const [searchParams] = useSearchParams();
  const detailId = Number(searchParams.get("detalle"));
  const detail = requests.find((r) => r.id === detailId) ?? null;
  return (
    <section aria-labelledby="solicitudes-title" className="mt-6 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="solicitudes-title" className="text-2xl font-semibold">
            Solicitudes
          </h2>
          <p className="text-sm text-muted-foreground" role="status">
            {requests.length === 1 ? "1 solicitud" : `${requests.length} solicitudes`}
          </p>
        </div>
        <RequestFiltersForm filters={filters} />
      </div>
      {requests.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
          No hay solicitudes con estos filtros.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {requests.map((row) => (
            <li key={row.id}>
              <RequestCard request={row} />
            </li>
          ))}
        </ul>
      )}
      {filters.type === null && <PlayerClaimList claims={claims} />}
      <RequestDetailDialog request={detail} />
    </section>
  );
}
