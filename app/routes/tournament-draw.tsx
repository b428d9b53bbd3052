import { Link, isRouteErrorResponse, useRouteError } from "react-router";
import { BackButton } from "~/components/ui/back-button";
import { Button } from "~/components/ui/button";
import { DrawBoard } from "~/components/play/draw-view";
import { LivePlay } from "~/components/play/live-play";
import { lazyComponent } from "~/lib/page-weight/lazy-component";
import { pageMeta } from "~/lib/seo";
import { drawPageAction, loadDrawPage } from "~/server/play";
import type { Route } from "./+types/tournament-draw";
import { type CacheHandle, SHARED_WITH_MEMBERS } from "~/lib/cache-params";

export const DRAW_NOT_FOUND = "Cuadro no encontrado";

// The organiser's tools are a chunk of their own: visitors never download them.
const DrawEditor = lazyComponent(() => import("~/components/play/draw-editor").then((m) => m.DrawEditor));

/** Members share the page; the 'Anotar' links of their own matches come from /api/yo (ADR 0036). */
export const handle: CacheHandle = SHARED_WITH_MEMBERS;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadDrawPage({ request, context }, params);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return drawPageAction({ request, context }, params);
}

export const meta: Route.MetaFunction = ({ data, error }) => {
  if (!data || error) return [{ title: DRAW_NOT_FOUND }];
  const { title, description, siteUrl, path, tournament, category } = data;
  // An unpublished draw is its editors' work in progress: no preview image, not indexed.
  const published = data.draw?.status === "published";
  const ogImage = { path: `${path}/og.png`, alt: `Cuadro ${category.label} del torneo ${tournament.title}` };
  return [
    ...pageMeta({ title, description, siteUrl, path, ...(published ? { ogImage } : {}) }),
    ...(published ? [] : [{ name: "robots", content: "noindex" }]),
  ];
};

export default function TournamentDrawPage({ loaderData }: Route.ComponentProps) {
  const { tournament, category, draw, live, canEdit, unpaired, defaultRules, orderOfPlayHref } = loaderData;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:py-12">
      <div className="mb-4">
        <BackButton fallback={tournament.href} />
      </div>
      <header className="mb-6 flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">
          <Link to={tournament.href} className="hover:underline">
            {tournament.title}
          </Link>
        </p>
        <h1 className="text-3xl font-bold">Cuadro {category.label}</h1>
        {draw ? (
          <p className="text-sm text-muted-foreground">
            {draw.formatLabel} · {draw.rulesLabel}
          </p>
        ) : null}
        <p className="text-sm">
          <Link to={orderOfPlayHref} className="text-primary hover:underline">
            Ver el orden de juego
          </Link>
        </p>
      </header>
      <div className={canEdit ? "grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" : undefined}>
        <div className="min-w-0">
          {draw ? (
            <LivePlay snapshot={live}>
              <DrawBoard draw={draw} />
            </LivePlay>
          ) : (
            <p className="text-muted-foreground">Esta categoría aún no tiene cuadro.</p>
          )}
        </div>
        {canEdit ? <DrawEditor draw={draw} unpaired={unpaired} defaultRules={defaultRules} /> : null}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      {notFound ? <title>{DRAW_NOT_FOUND}</title> : null}
      <h1 className="text-3xl font-bold">{notFound ? DRAW_NOT_FOUND : "No se pudo cargar el cuadro"}</h1>
      {notFound ? <p className="text-muted-foreground">Este cuadro no existe o aún no se ha publicado.</p> : null}
      <Button asChild>
        <Link to="/torneos-padel-puebla">Ver todos los torneos</Link>
      </Button>
    </div>
  );
}
