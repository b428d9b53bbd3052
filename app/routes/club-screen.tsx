import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ClubScreen } from "~/components/play/club-screen";
import { LivePlay } from "~/components/play/live-play";
import { TOURNAMENT_NOT_FOUND_TITLE } from "~/components/tournaments/tournament-not-found";
import { loadClubScreen } from "~/server/play";
import type { Route } from "./+types/club-screen";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadClubScreen({ request, context }, params);
}

export const meta: Route.MetaFunction = ({ data, error }) => {
  if (!data || error) return [{ title: TOURNAMENT_NOT_FOUND_TITLE }];
  const court = data.single ? `${data.courts[0]!.name} · ` : "";
  return [{ title: `Pantalla del club: ${court}${data.tournament.title}` }, { name: "robots", content: "noindex" }];
};

export default function ClubScreenPage({ loaderData }: Route.ComponentProps) {
  return (
    <LivePlay snapshot={loaderData.live}>
      {/* Without JavaScript the page reloads itself; with it, the event stream keeps it current. */}
      <noscript>
        <meta httpEquiv="refresh" content={String(loaderData.refreshSeconds)} />
      </noscript>
      <ClubScreen data={loaderData} />
    </LivePlay>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <title>{notFound ? "Pantalla no encontrada" : "Pantalla del club"}</title>
      <h1 className="text-3xl font-bold">{notFound ? "Pantalla no encontrada" : "No se pudo cargar la pantalla"}</h1>
      {notFound ? <p className="text-muted-foreground">Este torneo o esta cancha no existen.</p> : null}
      <Link to="/torneos-padel-puebla" className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground">
        Ver todos los torneos
      </Link>
    </main>
  );
}
