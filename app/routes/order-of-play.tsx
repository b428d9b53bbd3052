import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { LivePlay } from "~/components/play/live-play";
import { MatchCard, MyMatches, PlayDay } from "~/components/play/order-of-play";
import { useMyMatches } from "~/components/play/own-play";
import { type CacheHandle, SHARED_WITH_MEMBERS } from "~/lib/cache-params";
import { TOURNAMENT_NOT_FOUND_TITLE, TournamentNotFound } from "~/components/tournaments/tournament-not-found";
import { BackButton } from "~/components/ui/back-button";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDateRange } from "~/lib/format";
import { lazyComponent } from "~/lib/page-weight/lazy-component";
import { loadOrderOfPlay, orderOfPlayAction } from "~/server/play";
import type { Route } from "./+types/order-of-play";

// The organiser's tools are a chunk of their own: visitors who cannot edit never load them.
const scheduleTools = () => import("~/components/play/schedule-tools");
const ScheduleTools = lazyComponent(() => scheduleTools().then((m) => m.ScheduleTools));
const MatchSlotControls = lazyComponent(() => scheduleTools().then((m) => m.MatchSlotControls));

/** Members share the page; 'Mis partidos' and their 'Anotar' links come from /api/yo (ADR 0036). */
export const handle: CacheHandle = SHARED_WITH_MEMBERS;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadOrderOfPlay({ request, context }, params);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return orderOfPlayAction({ request, context }, params);
}

export const meta: Route.MetaFunction = ({ data, error }) => {
  if (!data || error) return [{ title: TOURNAMENT_NOT_FOUND_TITLE }];
  const { tournament } = data;
  const description = `Orden de juego de ${tournament.title} en ${tournament.clubName}: partidos por día, hora y cancha.`;
  return [
    { title: `Orden de juego | ${tournament.title}` },
    { name: "description", content: description },
    { property: "og:title", content: `Orden de juego: ${tournament.title}` },
    { property: "og:description", content: description },
  ];
};

export default function OrderOfPlayPage({ loaderData }: Route.ComponentProps) {
  const { tournament, tournamentHref, courts, days, categories, unscheduled, editor, matchMinutes, live, clubScreenHref } = loaderData;
  const mine = useMyMatches(loaderData);
  const slotControls = editor
    ? (match: Parameters<typeof MatchCard>[0]["match"]) => <MatchSlotControls match={match} courts={courts} days={editor.days} />
    : undefined;
  const anyScheduled = days.some((day) => day.rows.length > 0);
  return (
    <LivePlay snapshot={live}>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 md:py-12">
        <div>
          <BackButton fallback={tournamentHref} />
        </div>
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold md:text-3xl">Orden de juego</h1>
          <p className="text-muted-foreground wrap-break-word">
            <Link to={tournamentHref} className="font-medium text-foreground hover:underline">
              {tournament.title}
            </Link>{" "}
            · {tournament.clubName} · {formatDateRange(tournament.startDate, tournament.endDate)}
          </p>
          <p className="text-sm text-muted-foreground">
            Partidos de {matchMinutes} minutos.{" "}
            {courts.length > 0 ? (
              <Link to={clubScreenHref} className="font-medium text-primary hover:underline">
                Pantalla del club
              </Link>
            ) : null}
          </p>
          {categories.length > 0 ? (
            <nav aria-label="Cuadros por categoría" className="flex flex-wrap gap-2 text-sm">
              {categories.map((category) => (
                <Button key={category.href} asChild variant="outline" size="sm">
                  <Link to={category.href}>Cuadro {category.name}</Link>
                </Button>
              ))}
            </nav>
          ) : null}
        </header>

        {editor ? <ScheduleTools editor={editor} /> : null}
        {mine ? <MyMatches mine={mine} /> : null}

        {days.length > 1 ? (
          <nav aria-label="Días de juego" className="flex flex-wrap gap-2 text-sm">
            {days.map((day) => (
              <a key={day.date} href={`#dia-${day.date}`} className="rounded-md border border-border px-3 py-1.5 hover:bg-muted">
                {day.label}
              </a>
            ))}
          </nav>
        ) : null}

        {!anyScheduled && unscheduled.length === 0 ? (
          <Card>
            <CardContent className="py-6">
              <p className="text-muted-foreground">El orden de juego de este torneo aún no está publicado.</p>
            </CardContent>
          </Card>
        ) : null}

        {days.map((day) => (
          <PlayDay key={day.date} day={day} courts={courts} renderExtra={slotControls} />
        ))}

        {unscheduled.length > 0 ? (
          <Card>
            <CardHeader>
              <CardTitle as="h2">Partidos sin horario ({unscheduled.length})</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {unscheduled.map((match) => (
                <MatchCard key={match.id} match={match} extra={slotControls?.(match)} />
              ))}
            </CardContent>
          </Card>
        ) : null}
      </div>
    </LivePlay>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <TournamentNotFound />;
  throw error;
}
