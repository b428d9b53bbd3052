import { useSearchParams } from "react-router";
import { RequestCard } from "~/components/admin/solicitudes/request-card";
import { RequestDetailDialog } from "~/components/admin/solicitudes/request-detail-dialog";
import { RequestFiltersForm } from "~/components/admin/solicitudes/request-filters";
import { PlayerClaimList } from "~/components/admin/solicitudes/player-claim-list";
import { PlayerReportList } from "~/components/admin/solicitudes/player-report-list";
import { parseRequestFilters } from "~/domain/requests";
import { parsePage } from "~/domain/home";
import { Pagination } from "~/components/ui/pagination";
import { readFormData } from "~/server/infra/http.server";
import { guardedAdmin } from "~/server/accounts";
import { listPlayerClaims, listPlayerReports, listRequests } from "~/server/admin";
import { REQUEST_INTENTS } from "~/server/admin";
import { dispatchIntent } from "~/server/infra/form-intents.server";
import type { Route } from "./+types/admin.solicitudes";
import { plural } from "~/lib/format";

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters = parseRequestFilters(params);
  const claimsShown = filters.type === null;
  const [list, claims, reports] = await Promise.all([
    listRequests(filters, parsePage(params.get("pagina"))),
    claimsShown ? listPlayerClaims(filters) : [],
    claimsShown ? listPlayerReports() : [],
  ]);
  return { filters, requests: list.rows, total: list.total, page: list.page, pageCount: list.pageCount, claims, reports };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = guardedAdmin({ context });
  return dispatchIntent(await readFormData(request), REQUEST_INTENTS, { admin, request });
}

export const meta: Route.MetaFunction = () => [{ title: "Solicitudes | Panel de Administración" }, { name: "robots", content: "noindex" }];

export default function RequestsTab({ loaderData }: Route.ComponentProps) {
  const { requests, total, page, pageCount, claims, reports, filters } = loaderData;
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
            {plural(total, "solicitud", "solicitudes")}
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
      <Pagination
        label="Páginas de solicitudes"
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => {
          const next = new URLSearchParams(searchParams);
          if (target > 1) next.set("pagina", String(target));
          else next.delete("pagina");
          const query = next.toString();
          return query ? `?${query}` : "/admin/solicitudes";
        }}
      />
      {filters.type === null && <PlayerClaimList claims={claims} />}
      {filters.type === null && <PlayerReportList reports={reports} />}
      <RequestDetailDialog request={detail} />
    </section>
  );
}
