import { ArrowDown, ArrowUp, Plus, Search, X } from "lucide-react";
import { OG_PATHS } from "~/lib/og-paths";
import { ogImageMeta } from "~/lib/seo";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Loading } from "~/components/ui/spinner";
import { mexicoToday } from "~/domain/calendar";
import { staticIsland } from "~/lib/page-weight/static-island";
import { topPlayersByTitles } from "~/server/players";
import { listTournaments, parseListFilters, recentChampions } from "~/server/tournaments";
import { getConfig } from "~/server/infra/config.server";
import type { Route } from "./+types/tournaments";
import { type CacheHandle, PAGE_PARAM, SHARED_WITH_MEMBERS } from "~/lib/cache-params";
import { Pagination } from "~/components/ui/pagination";

export const AUTO_SWITCH_NOTICE_MS = 3000;

// The cards, top players and champions are links and text: server HTML, code only when the data changes.
const parts = () => import("~/components/tournaments/tournament-list-parts");
const TournamentGrid = staticIsland(() => parts().then((m) => m.TournamentGrid));
const TopPlayers = staticIsland(() => parts().then((m) => m.TopPlayers));
const RecentChampions = staticIsland(() => parts().then((m) => m.RecentChampions));

export const handle: CacheHandle = {
  cacheParams: { tab: ["pasados", "proximos"], orden: ["asc", "desc"], ...PAGE_PARAM },
  ...SHARED_WITH_MEMBERS,
};

export const meta: Route.MetaFunction = ({ data }) => [
  { title: "Torneos de Pádel en Puebla | Pádel Puebla" },
  {
    name: "description",
    content: "Próximos, activos y pasados torneos de pádel en Puebla: fechas, sedes, categorías, inscripciones y resultados.",
  },
  ...(data
    ? [
        { tagName: "link", rel: "canonical", href: data.canonical },
        { property: "og:title", content: "Torneos de Pádel en Puebla" },
        {
          property: "og:description",
          content: "Próximos, activos y pasados torneos de pádel en Puebla: fechas, sedes, categorías, inscripciones y resultados.",
        },
        { property: "og:url", content: data.canonical },
        { property: "og:type", content: "website" },
        ...ogImageMeta(
          `${new URL(data.canonical).origin}${OG_PATHS.tournaments}`,
          "Torneos de pádel en Puebla: los próximos con sus fechas",
        ),
      ]
    : []),
];

export async function loader({ request }: Route.LoaderArgs) {
  // Public page: no permission needed (docs/product.md §1.3).
  const url = new URL(request.url);
  const filters = parseListFilters(url.searchParams);
  const today = mexicoToday();
  const page = Number.parseInt(url.searchParams.get("pagina") ?? "1", 10) || 1;
  // docs/product.md §4.1: with no upcoming tournaments but past ones, show the past tab (unless the URL chose a tab).
  const [list, topPlayers, champions] = await Promise.all([
    listTournaments({ ...filters, page }, today),
    topPlayersByTitles(10),
    recentChampions(6),
  ]);
  return {
    filters,
    ...list,
    topPlayers,
    champions,
    canonical: `${getConfig().SITE_URL}/torneos-padel-puebla`,
  };
}

/** The current query with some parameters replaced (null removes one). */
function withParams(search: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `?${query}` : "";
}

export default function TournamentsPage({ loaderData }: Route.ComponentProps) {
  const { filters, tab, autoSwitched, cards, counts, page, pageCount, clubs, topPlayers, champions } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/torneos-padel-puebla";
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.club) params.set("club", filters.club);
  if (filters.order) params.set("orden", filters.order);
  if (tab === "pasados" && !autoSwitched) params.set("tab", "pasados");
  const effectiveOrder = filters.order ?? (tab === "pasados" ? "desc" : "asc");
  const hasFilters = Boolean(filters.search || filters.club || filters.order);
  const [notice, setNotice] = useState(autoSwitched);
  useEffect(() => {
    setNotice(autoSwitched);
    if (!autoSwitched) return;
    const timer = setTimeout(() => setNotice(false), AUTO_SWITCH_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [autoSwitched]);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:py-12">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Torneos de Pádel en Puebla</h1>
          <p className="mt-2 text-muted-foreground">Próximos, activos y pasados: encuentra tu próximo torneo.</p>
        </div>
        <Button asChild>
          <Link to="/torneos-padel-puebla/registrar">
            <Plus aria-hidden />
            Registrar Torneo
          </Link>
        </Button>
      </div>

      <Form method="get" className="mt-6 flex flex-col gap-3 md:flex-row md:items-end" role="search">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            name="search"
            type="search"
            defaultValue={filters.search}
            key={filters.search}
            placeholder="Buscar torneos..."
            aria-label="Buscar torneos"
            className="pl-9"
          />
        </div>
        <div className="md:w-64">
          <NativeSelect
            name="club"
            defaultValue={filters.club}
            key={filters.club}
            aria-label="Club"
            onChange={(e) => e.currentTarget.form?.requestSubmit()}
          >
            <option value="">Todos los clubs</option>
            {clubs.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
        {filters.order ? <input type="hidden" name="orden" value={filters.order} /> : null}
        {tab === "pasados" && !autoSwitched ? <input type="hidden" name="tab" value="pasados" /> : null}
        <Button type="submit">Buscar</Button>
        <Button asChild variant="outline">
          <Link to={withParams(params, { orden: effectiveOrder === "asc" ? "desc" : "asc" })} preventScrollReset>
            {effectiveOrder === "asc" ? <ArrowUp aria-hidden /> : <ArrowDown aria-hidden />}
            {effectiveOrder === "asc" ? "Fecha ↑" : "Fecha ↓"}
          </Link>
        </Button>
        {hasFilters ? (
          <Button asChild variant="ghost">
            <Link to={tab === "pasados" && !autoSwitched ? "?tab=pasados" : "."}>
              <X aria-hidden />
              Limpiar filtros
            </Link>
          </Button>
        ) : null}
      </Form>

      {notice ? (
        <div role="status" className="mt-4 rounded-lg border border-border bg-secondary p-4">
          <p className="font-semibold">No hay torneos próximos o activos</p>
          <p className="text-sm text-muted-foreground">Mostrando torneos pasados</p>
        </div>
      ) : null}

      <nav aria-label="Torneos" className="mt-6 grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
        {(
          [
            ["proximos", "Próximos y Activos", counts.proximos],
            ["pasados", "Torneos Pasados", counts.pasados],
          ] as const
        ).map(([value, label, count]) => (
          <Link
            key={value}
            to={withParams(params, { tab: value === "pasados" ? "pasados" : "proximos" })}
            aria-current={tab === value ? "page" : undefined}
            preventScrollReset
            className="flex items-center justify-center gap-2 rounded-md px-2 py-2 text-sm font-medium text-muted-foreground aria-[current=page]:bg-background aria-[current=page]:text-foreground aria-[current=page]:shadow-sm"
          >
            {label}
            <Badge variant="secondary" data-testid={`count-${value}`}>
              {count}
            </Badge>
          </Link>
        ))}
      </nav>

      <section className="mt-6" aria-live="polite">
        {loading ? (
          <Loading text="Cargando torneos..." />
        ) : cards.length === 0 ? (
          <p className="py-12 text-center text-muted-foreground">
            {tab === "pasados" ? "No se encontraron torneos pasados." : "No se encontraron torneos próximos o activos."}
          </p>
        ) : (
          <TournamentGrid tournaments={cards} />
        )}
        <Pagination
          className="mt-8"
          label="Páginas de torneos"
          page={page}
          pageCount={pageCount}
          hrefFor={(target) => `/torneos-padel-puebla${withParams(params, { pagina: target > 1 ? String(target) : null })}`}
        />
      </section>

      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <TopPlayers players={topPlayers} />
        <RecentChampions champions={champions} />
      </div>
    </div>
  );
}
