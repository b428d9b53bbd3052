import { ScreenError } from "~/components/play/screen-error";
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
  return (
    <ScreenError missing="Este torneo o esta cancha no existen." back={{ to: "/torneos-padel-puebla", label: "Ver todos los torneos" }} />
  );
}
