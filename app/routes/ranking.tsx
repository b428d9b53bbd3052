import { Info, Search, Users } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { levelRankingHref, rankingHref, RANKING_PATH, type RankingView } from "~/lib/ranking-links";
import { LevelRankingTable } from "~/components/rankings/level-ranking-table";
import { RankingTable } from "~/components/rankings/ranking-table";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Pagination } from "~/components/ui/pagination";
import { Loading } from "~/components/ui/spinner";
import { type Gender, GENDERS } from "~/domain/categories";
import { RANKING_TABS } from "~/domain/ranking-tabs";
import { cn } from "~/lib/utils";
import { rankingOgPath } from "~/lib/og-paths";
import { pageMeta } from "~/lib/seo";
import { playerPath } from "~/domain/slugs";
import { loadRankingPage } from "~/server/players";
import { getDb } from "~/server/infra/db.server";
import { type LevelRanking, levelRanking } from "~/server/levels";
import type { Route } from "./+types/ranking";
import { type CacheHandle, PAGE_PARAM, SHARED_WITH_MEMBERS } from "~/lib/cache-params";

export const handle: CacheHandle = {
  cacheParams: { ...PAGE_PARAM, category: RANKING_TABS.map((tab) => tab.param), gender: ["varonil", "femenil"], vista: ["nivel"] },
  ...SHARED_WITH_MEMBERS,
};

export async function loader({ request }: Route.LoaderArgs) {
  // Public page: no permission needed (docs/product.md §1.3).
  const page = await loadRankingPage(request);
  const params = new URL(request.url).searchParams;
  // ?vista=nivel: the second view, by level (issue 35); by points stays the default.
  const byLevel = params.get("vista") === "nivel" ? await levelRanking(getDb(), page.view.gender, params.get("pagina")) : null;
  return { ...page, byLevel };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const root = matches[0]?.loaderData as { config?: { siteUrl: string; siteName: string } } | undefined;
  const tab = data ? RANKING_TABS.find((t) => t.param === data.view.category) : undefined;
  const description = "Ranking de jugadores de pádel en Puebla por categoría (Primera a Sexta y Open) y género, con victorias y puntos.";
  if (!tab || !data || !root?.config)
    return [{ title: "Ranking de Jugadores Pádel en Puebla" }, { name: "description", content: description }];
  const { siteUrl } = root.config;
  if (data.byLevel) {
    const heading = `Ranking por nivel ${data.view.gender}`;
    return pageMeta({
      title: `${heading} | Pádel Puebla`,
      description: `${heading}: jugadores de pádel en Puebla ordenados por su nivel, calculado con todos sus partidos.`,
      siteUrl,
      path: levelRankingHref({ gender: data.view.gender, page: data.byLevel.page }),
    });
  }
  const heading = `Ranking ${tab.fuerza} ${data.view.gender}`;
  const path = rankingHref({ ...data.view, search: "", page: 1 });
  // The list as search engines read it: the players of the page shown, in ranking order.
  const itemList = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: `${heading} de pádel en Puebla`,
    url: `${siteUrl}${path}`,
    numberOfItems: data.total,
    itemListOrder: "https://schema.org/ItemListOrderDescending",
    itemListElement: data.rows.slice(0, 50).map((row) => ({
      "@type": "ListItem",
      position: row.position,
      item: { "@type": "Person", name: row.name, url: `${siteUrl}${playerPath({ id: row.playerId, handle: row.handle })}` },
    })),
  };
  return [
    ...pageMeta({
      title: `${heading} | Pádel Puebla`,
      description: `${heading}: ${description}`,
      siteUrl,
      path,
      ogImage: { path: rankingOgPath(tab.param, data.view.gender), alt: `${heading}: los tres primeros lugares con sus puntos` },
    }),
    { "script:ld+json": itemList },
  ];
};

/** 'Por puntos' (the default) or 'Por nivel': two views of the ranking, each keeping the gender. */
function ViewSwitch({ view, byLevel }: { view: RankingView; byLevel: boolean }) {
  const links = [
    { label: "Por puntos", to: rankingHref({ ...view, page: 1 }), current: !byLevel },
    { label: "Por nivel", to: levelRankingHref({ gender: view.gender }), current: byLevel },
  ];
  return (
    <nav aria-label="Vista del ranking" className="flex gap-2">
      {links.map((link) => (
        <Link key={link.label} to={link.to} aria-current={link.current ? "page" : undefined}>
          <Badge variant={link.current ? "default" : "outline"} className="px-4 py-1 text-sm">
            {link.label}
          </Badge>
        </Link>
      ))}
    </nav>
  );
}

function LevelRankingCard({ gender, ranking, loading }: { gender: Gender; ranking: LevelRanking; loading: boolean }) {
  return (
    <Card className="mt-6">
      <CardHeader className="flex flex-col gap-1">
        <CardTitle as="h2" className="text-xl">
          Ranking por nivel - {gender}{" "}
          <span className="text-base font-normal text-muted-foreground">
            ({ranking.total} {ranking.total === 1 ? "jugador" : "jugadores"})
          </span>
        </CardTitle>
        <p className="text-sm text-muted-foreground" data-testid="level-ranking-minimum">
          Con al menos {ranking.minMatches} partidos.{" "}
          <Link to="/nivel/como-se-calcula" className="font-medium text-primary underline-offset-4 hover:underline">
            ¿Cómo se calcula el nivel?
          </Link>
        </p>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Loading text="Cargando rankings..." />
        ) : ranking.rows.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground">Todavía no hay jugadores con al menos {ranking.minMatches} partidos.</p>
        ) : (
          <LevelRankingTable rows={ranking.rows} />
        )}
        <Pagination
          className="mt-4"
          page={ranking.page}
          pageCount={ranking.pageCount}
          hrefFor={(page) => levelRankingHref({ gender, page })}
        />
      </CardContent>
    </Card>
  );
}

export default function RankingPage({ loaderData }: Route.ComponentProps) {
  const { view, rows, total, pageCount, byLevel } = loaderData;
  const tab = RANKING_TABS.find((t) => t.param === view.category) ?? RANKING_TABS[0]!;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === RANKING_PATH;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 md:py-12">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Ranking de Jugadores Pádel en Puebla</h1>
          <p className="mt-2 text-muted-foreground">
            Puntos de los torneos de las últimas 52 semanas.{" "}
            <Link
              to="/ranking-padel-puebla/como-se-calcula"
              className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
            >
              <Info className="size-4" aria-hidden />
              ¿Cómo se calcula el ranking?
            </Link>
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/jugadores-padel-puebla">
            <Users aria-hidden />
            Ver todos los jugadores
          </Link>
        </Button>
      </div>

      <div className="mt-6">
        <ViewSwitch view={view} byLevel={byLevel !== null} />
      </div>

      <div className="mt-4 flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        {byLevel ? null : (
          <Form method="get" role="search" className="flex w-full gap-2 md:max-w-sm">
            <input type="hidden" name="category" value={view.category} />
            <input type="hidden" name="gender" value={view.gender} />
            <label htmlFor="ranking-search" className="sr-only">
              Buscar jugador
            </label>
            <Input id="ranking-search" type="search" name="search" defaultValue={view.search} placeholder="Buscar jugador por nombre" />
            <Button type="submit" variant="secondary">
              <Search aria-hidden />
              Buscar
            </Button>
          </Form>
        )}
        <div className="flex gap-2" aria-label="Género">
          {GENDERS.map((gender) => (
            <Link
              key={gender}
              to={byLevel ? levelRankingHref({ gender }) : rankingHref({ ...view, gender, page: 1 })}
              aria-current={gender === view.gender ? "true" : undefined}
            >
              <Badge variant={gender === view.gender ? "default" : "outline"} className="px-4 py-1 text-sm">
                {gender}
              </Badge>
            </Link>
          ))}
        </div>
      </div>

      {byLevel ? (
        <LevelRankingCard gender={view.gender} ranking={byLevel} loading={loading} />
      ) : (
        <>
          <nav aria-label="Categorías" className="mt-6 grid grid-cols-3 gap-1 rounded-lg bg-muted p-1 md:grid-cols-7">
            {RANKING_TABS.map((t) => (
              <Link
                key={t.param}
                to={rankingHref({ ...view, category: t.param, page: 1 })}
                aria-current={t.param === view.category ? "page" : undefined}
                className={cn(
                  "rounded-md px-3 py-2 text-center text-sm font-medium",
                  t.param === view.category ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {t.label}
              </Link>
            ))}
          </nav>

          <Card className="mt-6">
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
              <CardTitle as="h2" className="text-xl">
                {tab.fuerza} - Rankings{" "}
                <span className="text-base font-normal text-muted-foreground">
                  ({total} {total === 1 ? "jugador" : "jugadores"})
                </span>
              </CardTitle>
              <Link to="/jugadores-padel-puebla" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                Ver todos los jugadores
              </Link>
            </CardHeader>
            <CardContent>
              {loading ? (
                <Loading text="Cargando rankings..." />
              ) : rows.length === 0 ? (
                <p className="py-10 text-center text-muted-foreground">
                  No se encontraron jugadores que coincidan con los filtros seleccionados.
                </p>
              ) : (
                <RankingTable rows={rows} />
              )}
              <Pagination className="mt-4" page={view.page} pageCount={pageCount} hrefFor={(page) => rankingHref({ ...view, page })} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
