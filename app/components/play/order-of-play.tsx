import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { LiveScoreLine } from "~/components/play/live-play";
import { PairNames } from "~/components/play/pair-names";
import { ResultScore } from "~/components/play/result-score";
import { ScoreLink } from "~/components/play/score-link";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { ScheduledMatchView, OrderOfPlayData, ScheduledPairView } from "~/server/play";
import { cn } from "~/lib/utils";

function PairLine({ pair, won }: { pair: ScheduledPairView | null; won: boolean }) {
  if (!pair) return <p className="text-muted-foreground italic">Por definir</p>;
  return (
    <p className={cn("break-words", won && "font-semibold")}>
      <PairNames players={pair.players} />
      {won ? <span className="sr-only"> (ganó)</span> : null}
    </p>
  );
}

/** One match: category (to its draw), round, the two pairs, the score when played; `extra` for editors' controls. */
export function MatchCard({
  match,
  showCourt,
  showTime,
  extra,
}: {
  match: ScheduledMatchView;
  showCourt?: boolean;
  showTime?: boolean;
  extra?: ReactNode;
}) {
  return (
    <article
      className={cn(
        "flex min-w-0 flex-col gap-1 rounded-md border bg-card p-3 text-sm",
        match.conflicts.length > 0 ? "border-destructive" : "border-border",
      )}
      data-testid="match"
      data-match-id={match.id}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <Link to={match.drawHref} className="font-medium text-primary hover:underline">
          {match.category}
        </Link>
        <span>{match.label}</span>
        {match.draft ? <Badge variant="outline">Borrador</Badge> : null}
        {match.fixed ? <Badge variant="secondary">Fijo</Badge> : null}
        {match.conflicts.length > 0 ? (
          <Badge variant="outline" className="border-destructive text-destructive">
            Conflicto
          </Badge>
        ) : null}
      </div>
      {showTime && match.start ? (
        <p className="text-xs font-medium">
          {match.dayLabel} · {match.start} a {match.end}
          {match.court ? ` · ${match.court}` : null}
        </p>
      ) : showCourt && match.court ? (
        <p className="text-xs font-medium md:hidden">{match.court}</p>
      ) : null}
      <PairLine pair={match.a} won={match.winner === "a"} />
      <p className="text-xs text-muted-foreground">vs</p>
      <PairLine pair={match.b} won={match.winner === "b"} />
      {match.conflicts.length > 0 ? (
        <ul className="list-disc pl-4 text-xs text-destructive" data-testid="match-conflicts">
          {match.conflicts.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {match.score ? <ResultScore score={match.score} result={match.result} className="text-sm" /> : null}
      <LiveScoreLine matchId={match.id} className="text-sm" />
      {match.scoreHref ? <ScoreLink href={match.scoreHref} /> : null}
      {extra}
    </article>
  );
}

type Day = OrderOfPlayData["days"][number];

/**
 * A day: on a desktop a grid of start times by courts (columns); on a phone a list per start time whose
 * cards name their court. Many courts scroll inside the day's card, never the page.
 */
export function PlayDay({
  day,
  courts,
  renderExtra,
}: {
  day: Day;
  courts: OrderOfPlayData["courts"];
  renderExtra?: (match: ScheduledMatchView) => ReactNode;
}) {
  const columns = { "--courts": courts.length } as CSSProperties;
  const grid = "md:grid md:gap-2 md:[grid-template-columns:4rem_repeat(var(--courts),minmax(10rem,1fr))]";
  return (
    <section aria-labelledby={`dia-${day.date}-titulo`} id={`dia-${day.date}`} className="scroll-mt-20">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={`dia-${day.date}-titulo`}>
            {day.label}
          </CardTitle>
          {day.hours ? (
            <p className="text-sm text-muted-foreground">
              De {day.hours.start} a {day.hours.end}
            </p>
          ) : null}
        </CardHeader>
        <CardContent>
          {day.rows.length === 0 ? (
            <p className="text-muted-foreground">Aún no hay partidos programados este día.</p>
          ) : (
            <div className="md:overflow-x-auto">
              <div style={columns} className="flex flex-col gap-4 md:gap-2">
                <div className={cn("hidden text-xs font-semibold text-muted-foreground", grid)} aria-hidden>
                  <span>Hora</span>
                  {courts.map((court) => (
                    <span key={court.id}>{court.name}</span>
                  ))}
                </div>
                {day.rows.map((row) => (
                  <div key={row.start} className={cn("flex flex-col gap-2", grid)} data-testid="time-row">
                    <h3 className="pt-2 text-sm font-semibold md:pt-3">{row.start}</h3>
                    {row.cells.map((cell) => (
                      <div key={cell.courtId} className={cn("flex flex-col gap-2", cell.matches.length === 0 && "hidden md:block")}>
                        {cell.matches.map((match) => (
                          <MatchCard key={match.id} match={match} showCourt extra={renderExtra?.(match)} />
                        ))}
                      </div>
                    ))}
                  </div>
                ))}
              </div>
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/** 'Mis partidos': the signed-in player's next match on top, then the others, and their calendar file. */
export function MyMatches({ mine }: { mine: NonNullable<OrderOfPlayData["mine"]> }) {
  return (
    <Card data-testid="own-matches">
      <CardHeader>
        <CardTitle as="h2">Mis partidos</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {mine.next ? (
          <div className="flex flex-col gap-2" data-testid="next-match">
            <p className="text-sm font-semibold">Tu próximo partido</p>
            <MatchCard match={mine.next} showTime />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">No tienes partidos por jugar con horario.</p>
        )}
        {mine.others.length > 0 ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold">Todos tus partidos</p>
            {mine.others.map((match) => (
              <MatchCard key={match.id} match={match} showTime />
            ))}
          </div>
        ) : null}
        <a href={mine.calendarHref} className="text-sm font-medium text-primary hover:underline" download>
          Agregar mis partidos al calendario (.ics)
        </a>
      </CardContent>
    </Card>
  );
}
