import { Search, Trophy } from "lucide-react";
import { OG_PATHS } from "~/lib/og-paths";
import { ogImageMeta } from "~/lib/seo";
import { Form, Link, useNavigation } from "react-router";
import { FavoriteButton, FavoriteCount } from "~/components/players/favorite-button";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Pagination } from "~/components/ui/pagination";
import { Loading } from "~/components/ui/spinner";
import { categoryFromWins } from "~/domain/categories";
import { playerPath } from "~/domain/slugs";
import { currentUser } from "~/server/accounts";
import { listPlayers } from "~/server/players";
import type { Route } from "./+types/players";
import { type CacheHandle, PAGE_PARAM, SHARED_WITH_MEMBERS } from "~/lib/cache-params";
import { usePersonal } from "~/components/account/visitor";

const PLAYERS_PATH = "/jugadores-padel-puebla";

function playersHref(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (page > 1) params.set("pagina", String(page));
  const query = params.toString();
  return query ? `${PLAYERS_PATH}?${query}` : PLAYERS_PATH;
}

/** Members share the page; their hearts are filled from /api/yo (ADR 0036). */
export const handle: CacheHandle = { cacheParams: PAGE_PARAM, ...SHARED_WITH_MEMBERS };

export async function loader({ request, context }: Route.LoaderArgs) {
  // Public page; the viewer only decides which hearts are filled.
  const user = await currentUser({ context });
  const params = new URL(request.url).searchParams;
  const page = Number.parseInt(params.get("pagina") ?? "1", 10) || 1;
  return listPlayers({ search: params.get("search"), page, viewerId: user?.id ?? null });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData as { config?: { siteUrl: string } } | undefined;
  return [
    { title: "Jugadores de Pádel en Puebla | Pádel Puebla" },
    { name: "description", content: "Todos los jugadores de pádel de Puebla: títulos, categoría y seguidores." },
    ...(root?.config
      ? [
          { tagName: "link", rel: "canonical", href: `${root.config.siteUrl}${PLAYERS_PATH}` },
          { property: "og:title", content: "Jugadores de Pádel en Puebla" },
          { property: "og:description", content: "Todos los jugadores de pádel de Puebla: títulos, categoría y seguidores." },
          { property: "og:url", content: `${root.config.siteUrl}${PLAYERS_PATH}` },
          { property: "og:type", content: "website" },
          ...ogImageMeta(`${root.config.siteUrl}${OG_PATHS.players}`, "Jugadores de pádel en Puebla: los que más títulos tienen"),
        ]
      : []),
  ];
};

export default function PlayersPage({ loaderData }: Route.ComponentProps) {
  const { players, total, page, pageCount, search } = loaderData;
  // null: each row's own (rendered for this visitor); undefined: not known yet.
  const favorites = usePersonal<ReadonlySet<number> | null>(null, (visitor) => new Set(visitor.favorites));
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === PLAYERS_PATH;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Jugadores de Pádel en Puebla</h1>
      <p className="mt-2 text-muted-foreground">
        {total} {total === 1 ? "jugador" : "jugadores"}. Consulta también el{" "}
        <Link to="/ranking-padel-puebla" className="font-medium text-primary underline-offset-4 hover:underline">
          ranking por categoría
        </Link>
        .
      </p>
      <Form method="get" role="search" className="mt-6 flex w-full gap-2 md:max-w-md">
        <label htmlFor="players-search" className="sr-only">
          Buscar por nombre o Instagram
        </label>
        <Input id="players-search" type="search" name="search" defaultValue={search} placeholder="Buscar por nombre o @instagram" />
        <Button type="submit" variant="secondary">
          <Search aria-hidden />
          Buscar
        </Button>
      </Form>

      {loading ? (
        <Loading text="Cargando jugadores..." />
      ) : players.length === 0 ? (
        <p className="py-16 text-center text-muted-foreground">No se encontraron jugadores que coincidan con los filtros seleccionados.</p>
      ) : (
        <ul aria-label="Jugadores" className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {players.map((p) => (
            <li key={p.id}>
              <Card className="h-full">
                <CardContent className="flex items-start gap-4 p-4">
                  <Avatar src={p.image} name={p.name} className="size-16 text-lg" aria-hidden />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <h2 className="font-semibold leading-tight">
                      <Link to={playerPath(p)} className="break-words hover:underline">
                        {p.name}
                      </Link>
                    </h2>
                    {p.handle ? <p className="truncate text-sm text-muted-foreground">@{p.handle}</p> : null}
                    <div className="mt-1 flex flex-wrap items-center gap-2">
                      <span className="inline-flex items-center gap-1 text-sm">
                        <Trophy className="size-4 text-yellow-600" aria-hidden />
                        {p.titles} {p.titles === 1 ? "torneo ganado" : "torneos ganados"}
                      </span>
                      <Badge variant="secondary">{categoryFromWins(p.titles)}</Badge>
                      <FavoriteCount count={p.favorites} />
                    </div>
                  </div>
                  <FavoriteButton
                    playerId={p.id}
                    playerName={p.name}
                    isFavorite={favorites === null ? p.isFavorite : favorites?.has(p.id)}
                  />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination className="mt-8" page={page} pageCount={pageCount} hrefFor={(target) => playersHref(search, target)} />
    </div>
  );
}
