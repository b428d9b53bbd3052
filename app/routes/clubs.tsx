import { BadgePercent, Building2, LayoutGrid, Megaphone, Plus, Users } from "lucide-react";
import { OG_PATHS } from "~/lib/og-paths";
import { Link } from "react-router";
import { ClubCard } from "~/components/directory/club-card";
import { directoryHref, ListState, listErrorBoundary, SearchBox } from "~/components/directory/directory-parts";
import { Pagination } from "~/components/ui/pagination";
import { DIRECTORY_PER_PAGE } from "~/domain/directory";
import { pageOf, parsePage } from "~/domain/home";
import { type CacheHandle, PAGE_PARAM, SHARED_WITH_MEMBERS } from "~/lib/cache-params";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { pageMeta } from "~/lib/seo";
import { listClubs } from "~/server/directory";
import { getConfig } from "~/server/infra/config.server";
import type { Route } from "./+types/clubs";

const CLUBS_PATH = "/clubs-padel-puebla";

/** Public page: no permission needed. Filters come from the URL (?q=, ?estado=). */
// The same page for every member: nothing on it is personal (ADR 0036).
export const handle: CacheHandle = { cacheParams: PAGE_PARAM, ...SHARED_WITH_MEMBERS };

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const state = (params.get("estado") ?? "").trim().slice(0, 60);
  const { clubs, states, totals } = await listClubs({ q, state });
  // One page of cards at a time (issue 34): ?pagina=N, with the search and state kept.
  const { items, page, pageCount } = pageOf(clubs, parsePage(params.get("pagina")), DIRECTORY_PER_PAGE);
  return { q, state, clubs: items, page, pageCount, states, totals, siteUrl: getConfig().SITE_URL };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Clubs de Pádel en Puebla | Canchas, precios y contacto",
    description: "Encuentra clubs de pádel en Puebla y México: canchas, costo por hora, comodidades y contacto por WhatsApp.",
    siteUrl: data?.siteUrl ?? "",
    path: CLUBS_PATH,
    ogImage: { path: OG_PATHS.clubs, alt: "Clubs de pádel en Puebla: número de clubs y canchas" },
  });

const BENEFITS = [
  { icon: Megaphone, title: "Más visibilidad", text: "Tu club frente a la comunidad de jugadores de pádel de Puebla." },
  { icon: Users, title: "Más jugadores", text: "Recibe contactos por WhatsApp de jugadores que buscan dónde jugar." },
  { icon: BadgePercent, title: "Torneos y promociones", text: "Publica tus torneos y aparece en los rankings de la comunidad." },
];

export default function ClubsPage({ loaderData }: Route.ComponentProps) {
  const { q, state, clubs, page, pageCount, states, totals } = loaderData;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Clubs de Pádel en Puebla</h1>
      <p className="mt-2 text-muted-foreground">Canchas, precios y contacto de los clubs de pádel de la comunidad.</p>

      <div className="mt-6 grid grid-cols-2 gap-3 sm:max-w-md">
        <Card>
          <CardContent className="flex items-center gap-3 p-4">
            <Building2 className="size-6 text-primary" aria-hidden />
            <div>
              <p className="text-xs text-muted-foreground">Clubs</p>
              <p className="text-2xl font-bold" data-testid="total-clubs">
                {totals.clubs}
              </p>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardContent className="flex items-center gap-3 p-4">
            <LayoutGrid className="size-6 text-primary" aria-hidden />
            <div>
              <p className="text-xs text-muted-foreground">Canchas</p>
              <p className="text-2xl font-bold" data-testid="total-courts">
                {totals.courts}
              </p>
            </div>
          </CardContent>
        </Card>
      </div>

      <div className="mt-6">
        <SearchBox defaultValue={q} label="Buscar clubs" placeholder="Buscar por nombre o estado...">
          <div className="flex flex-col gap-2 sm:w-56">
            <Label htmlFor="directory-state" className="sr-only">
              Estado
            </Label>
            <NativeSelect id="directory-state" name="estado" defaultValue={state} onChange={(e) => e.currentTarget.form?.requestSubmit()}>
              <option value="">Todos los estados</option>
              {states.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          </div>
        </SearchBox>
      </div>

      <section aria-label="Clubs" className="mt-8">
        <ListState loadingText="Cargando clubs...">
          {clubs.length === 0 ? (
            <p className="py-10 text-center text-muted-foreground">No se encontraron clubs que coincidan con tu búsqueda.</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {clubs.map((club, index) => (
                <li key={club.id}>
                  <ClubCard club={club} first={index === 0} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            className="mt-8"
            label="Páginas de clubs"
            page={page}
            pageCount={pageCount}
            hrefFor={(target) => directoryHref(CLUBS_PATH, { q, estado: state }, target)}
          />
        </ListState>
      </section>

      <section aria-labelledby="benefits-title" className="mt-12 rounded-xl bg-secondary p-6 md:p-10">
        <h2 id="benefits-title" className="text-2xl font-bold">
          ¿Tienes un club o una marca de pádel?
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {BENEFITS.map((b) => (
            <li key={b.title} className="flex gap-3">
              <b.icon className="size-6 shrink-0 text-primary" aria-hidden />
              <div>
                <h3 className="font-semibold">{b.title}</h3>
                <p className="text-sm text-muted-foreground">{b.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <Button asChild className="mt-6">
          <Link to="/clubes/registrar">
            <Plus aria-hidden />
            Registrar mi club
          </Link>
        </Button>
      </section>
    </div>
  );
}

export const ErrorBoundary = listErrorBoundary("Clubs de Pádel en Puebla");
