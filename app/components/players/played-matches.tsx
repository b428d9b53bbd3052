import { Link } from "react-router";
import { PairNames } from "~/components/play/pair-names";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { PlayedMatch } from "~/server/players";

type Players = PlayedMatch["result"]["sentence"][0];

/** 'Tomás Salinas / Hugo Ramos ganan a Patricio Pacheco / Iván Ortiz 6-0 6-0', the players linked to their profiles. */
export function ResultLine({ sentence: [winners, verb, losers, score] }: { sentence: PlayedMatch["result"]["sentence"] }) {
  const pair = (players: Players) => (players.length > 0 ? <PairNames players={players} linkClassName="font-medium" /> : "Por definir");
  return (
    <p className="break-words" data-testid="played-result">
      {pair(winners)}
      {verb}
      {pair(losers)} <span className="font-mono font-semibold whitespace-nowrap">{score.trim()}</span>
    </p>
  );
}

/** The profile's 'Partidos': matches played in published draws, each read from its winner's side (§10.5). */
export function PlayedMatches({ matches, calendarHref }: { matches: PlayedMatch[]; calendarHref: string }) {
  return (
    <Card className="mt-6" data-testid="played-matches">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" className="text-lg">
          Partidos
        </CardTitle>
        <a href={calendarHref} className="text-sm font-medium text-primary hover:underline" download>
          Calendario de partidos (.ics)
        </a>
      </CardHeader>
      <CardContent>
        {matches.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">Aún no hay partidos jugados en cuadros del sitio</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label="Partidos jugados">
            {matches.map((match) => (
              <li key={match.id} className="flex flex-col gap-1 py-3 text-sm">
                <div>
                  <Badge variant={match.won ? "default" : "outline"}>{match.won ? "Ganado" : "Perdido"}</Badge>
                </div>
                <ResultLine sentence={match.result.sentence} />
                <p className="text-muted-foreground">
                  <Link to={match.tournament.href} className="hover:underline">
                    {match.tournament.title}
                  </Link>{" "}
                  ·{" "}
                  <Link to={match.drawHref} className="hover:underline">
                    {match.category}
                  </Link>{" "}
                  · {match.label}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
