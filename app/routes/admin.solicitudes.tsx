import { useSearchParams } from "react-router";
import { RequestCard } from "~/components/admin/solicitudes/request-card";
import { RequestDetailDialog } from "~/components/admin/solicitudes/request-detail-dialog";
import { RequestFiltersForm } from "~/components/admin/solicitudes/request-filters";
import { PlayerClaimList } from "~/components/admin/solicitudes/player-claim-list";
import { PlayerReportList } from "~/components/admin/solicitudes/player-report-list";
import { parseRequestFilters } from "~/domain/requests";
import { readFormData } from "~/server/infra/http.server";
import { guardedAdmin } from "~/server/accounts";
import { listPlayerClaims, listPlayerReports, listRequests } from "~/server/admin";
import { REQUEST_INTENTS } from "~/server/admin";
import { dispatchIntent } from "~/server/infra/form-intents.server";
import type { Route } from "./+types/admin.solicitudes";

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseRequestFilters(new URL(request.url).searchParams);
  const claimsShown = filters.type === null;
  const [requests, claims, reports] = await Promise.all([
    listRequests(filters),
    claimsShown ? listPlayerClaims(filters) : [],
    claimsShown ? listPlayerReports() : [],
  ]);
  return { filters, requests, claims, reports };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = guardedAdmin({ context });
  return dispatchIntent(await readFormData(request), REQUEST_INTENTS, { admin, request });
}

export const meta: Route.MetaFunction = () => [{ title: "Solicitudes | Panel de Administración" }, { name: "robots", content: "noindex" }];

export default function RequestsTab({ loaderData }: Route.ComponentProps) {
  const { requests, claims, reports, filters } = loaderData;
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
      {filters.type === null && <PlayerReportList reports={reports} />}
      <RequestDetailDialog request={detail} />
    </section>
  );
}
