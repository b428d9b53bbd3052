import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { SocialScreen } from "~/components/social/social-screen";
import { useSocialLive } from "~/components/social/use-social-live";
import { SOCIAL_EVENTS_PATH } from "~/domain/social-event";
import { loadSocialScreen } from "~/server/social";
import type { Route } from "./+types/social-event-screen";

export async function loader(args: Route.LoaderArgs) {
  return loadSocialScreen(args, args.params);
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Pantalla del club: ${data.event.title}` : "Pantalla del club" },
  { name: "robots", content: "noindex" },
];

export default function SocialEventScreenPage({ loaderData }: Route.ComponentProps) {
  const { event } = loaderData;
  useSocialLive(loaderData.live);
  return (
    <>
      {/* Without JavaScript the page reloads itself; with it, the event stream keeps it current. */}
      <noscript>
        <meta httpEquiv="refresh" content={String(loaderData.refreshSeconds)} />
      </noscript>
      <SocialScreen
        title={event.title}
        subtitle={`${event.clubName} · ${event.when}`}
        finished={event.status === "terminado"}
        standings={loaderData.standings}
        round={loaderData.round}
      />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <title>{notFound ? "Pantalla no encontrada" : "Pantalla del club"}</title>
      <h1 className="text-3xl font-bold">{notFound ? "Pantalla no encontrada" : "No se pudo cargar la pantalla"}</h1>
      {notFound ? <p className="text-muted-foreground">Este evento no existe.</p> : null}
      <Link to={SOCIAL_EVENTS_PATH} className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground">
        Ver todos los eventos
      </Link>
    </main>
  );
}
