import { GraduationCap, Plus } from "lucide-react";
import { OG_PATHS } from "~/lib/og-paths";
import { Link } from "react-router";
import { CoachCard } from "~/components/directory/coach-card";
import { directoryHref, ListState, listErrorBoundary, SearchBox } from "~/components/directory/directory-parts";
import { Pagination } from "~/components/ui/pagination";
import { DIRECTORY_PER_PAGE } from "~/domain/directory";
import { pageOf, parsePage } from "~/domain/home";
import { type CacheHandle, PAGE_PARAM, SHARED_WITH_MEMBERS } from "~/lib/cache-params";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";
import { listCoaches } from "~/server/directory";
import { getConfig } from "~/server/infra/config.server";
import type { Route } from "./+types/coaches";

const COACHES_PATH = "/entrenadores-padel-puebla";

/** Public page: no permission needed. The search comes from the URL (?q=). */
// The same page for every member: nothing on it is personal (ADR 0036).
export const handle: CacheHandle = { cacheParams: PAGE_PARAM, ...SHARED_WITH_MEMBERS };

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  // One page of cards at a time (issue 34): ?pagina=N, with the search kept.
  const { items, page, pageCount } = pageOf(await listCoaches(q), parsePage(params.get("pagina")), DIRECTORY_PER_PAGE);
  return { q, coaches: items, page, pageCount, siteUrl: getConfig().SITE_URL };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Entrenadores de Pádel en Puebla | Clases de pádel",
    description: "Encuentra entrenadores de pádel en Puebla: experiencia, costo por clase, clubs donde dan clases y contacto.",
    siteUrl: data?.siteUrl ?? "",
    path: COACHES_PATH,
    ogImage: { path: OG_PATHS.coaches, alt: "Entrenadores de pádel en Puebla con sus fotos" },
  });

export default function CoachesPage({ loaderData }: Route.ComponentProps) {
  const { q, coaches, page, pageCount } = loaderData;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Entrenadores de Pádel en Puebla</h1>
      <p className="mt-2 text-muted-foreground">Encuentra al entrenador ideal para mejorar tu juego.</p>
      <div className="mt-6">
        <SearchBox defaultValue={q} label="Buscar entrenadores" placeholder="Buscar entrenadores..." />
      </div>
      <section aria-label="Entrenadores" className="mt-8">
        <ListState loadingText="Cargando entrenadores...">
          {coaches.length === 0 ? (
            <p className="py-10 text-center text-muted-foreground">No se encontraron entrenadores que coincidan con tu búsqueda.</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {coaches.map((coach) => (
                <li key={coach.id}>
                  <CoachCard coach={coach} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            className="mt-8"
            label="Páginas de entrenadores"
            page={page}
            pageCount={pageCount}
            hrefFor={(target) => directoryHref(COACHES_PATH, { q }, target)}
          />
        </ListState>
      </section>
      <section
        aria-labelledby="coach-cta"
        className="mt-12 flex flex-col items-start gap-4 rounded-xl bg-secondary p-6 md:flex-row md:items-center md:justify-between md:p-10"
      >
        <div className="flex gap-3">
          <GraduationCap className="size-8 shrink-0 text-primary" aria-hidden />
          <div>
            <h2 id="coach-cta" className="text-2xl font-bold">
              ¿Eres entrenador de pádel?
            </h2>
            <p className="text-muted-foreground">Crea tu perfil y recibe solicitudes de clase de jugadores de la comunidad.</p>
          </div>
        </div>
        <Button asChild>
          <Link to="/entrenadores/registrar">
            <Plus aria-hidden />
            Crear perfil de entrenador
          </Link>
        </Button>
      </section>
    </div>
  );
}

export const ErrorBoundary = listErrorBoundary("Entrenadores de Pádel en Puebla");
