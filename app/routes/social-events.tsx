import { Plus } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { Pagination } from "~/components/ui/pagination";
import { Loading } from "~/components/ui/spinner";
import { SOCIAL_EVENTS_PATH } from "~/domain/social-event";
import { type CacheHandle, PAGE_PARAM, SHARED_WITH_MEMBERS } from "~/lib/cache-params";
import { staticIsland } from "~/lib/page-weight/static-island";
import { pageMeta } from "~/lib/seo";
import { loadSocialList } from "~/server/social";
import type { Route } from "./+types/social-events";

// The cards are links and text: server HTML, code only when the data changes.
const SocialEventCards = staticIsland(() => import("~/components/social/social-event-cards").then((m) => m.SocialEventCards));

export const handle: CacheHandle = { cacheParams: { club: /^[1-9]\d{0,9}$/, ...PAGE_PARAM }, ...SHARED_WITH_MEMBERS };

const DESCRIPTION = "Americanos y mexicanos de pádel en Puebla: anótate solo o con pareja a las noches de juego de cada club.";

export async function loader({ request }: Route.LoaderArgs) {
  // Public page: no permission needed.
  return loadSocialList(request);
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Eventos de Pádel en Puebla: Americanos y Mexicanos | Pádel Puebla",
    description: DESCRIPTION,
    siteUrl: data ? new URL(data.canonical).origin : "",
    path: SOCIAL_EVENTS_PATH,
  });

export default function SocialEventsPage({ loaderData }: Route.ComponentProps) {
  const { cards, page, pageCount, clubs, clubId } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === SOCIAL_EVENTS_PATH;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams();
    if (clubId !== null) params.set("club", String(clubId));
    if (target > 1) params.set("pagina", String(target));
    const query = params.toString();
    return `${SOCIAL_EVENTS_PATH}${query ? `?${query}` : ""}`;
  };
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:py-12">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Eventos de Pádel en Puebla</h1>
          <p className="mt-2 text-muted-foreground">Americanos y mexicanos: cambia de pareja cada ronda y juega toda la noche.</p>
        </div>
        <Button asChild>
          <Link to={`${SOCIAL_EVENTS_PATH}/crear`}>
            <Plus aria-hidden />
            Crear evento
          </Link>
        </Button>
      </div>
      {clubs.length > 1 ? (
        <Form method="get" className="mt-6 flex gap-3 sm:max-w-md" role="search">
          <NativeSelect
            name="club"
            defaultValue={clubId ?? ""}
            key={clubId ?? ""}
            aria-label="Club"
            onChange={(e) => e.currentTarget.form?.requestSubmit()}
          >
            <option value="">Todos los clubs</option>
            {clubs.map((club) => (
              <option key={club.id} value={club.id}>
                {club.name}
              </option>
            ))}
          </NativeSelect>
          <Button type="submit" variant="outline">
            Filtrar
          </Button>
        </Form>
      ) : null}
      <section className="mt-6" aria-live="polite" aria-label="Eventos">
        {loading ? (
          <Loading text="Cargando eventos..." />
        ) : cards.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="text-muted-foreground">Todavía no hay eventos próximos. ¡Organiza el primero de tu club!</p>
            <Button asChild variant="outline">
              <Link to={`${SOCIAL_EVENTS_PATH}/crear`}>Crear evento</Link>
            </Button>
          </div>
        ) : (
          <SocialEventCards events={cards} />
        )}
        <Pagination className="mt-8" label="Páginas de eventos" page={page} pageCount={pageCount} hrefFor={hrefFor} />
      </section>
    </div>
  );
}
