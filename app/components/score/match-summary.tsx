import { Trophy } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { MatchSettings } from "~/domain/match-settings";
import { categoryLabel, DEUCE_RULE_LABELS } from "~/domain/score-rules";
import { TEAMS } from "~/domain/score";
import { finalResultText, formatClock, formatSet, namedByPlayers, playersLine } from "~/domain/score-format";
import type { BoardScore } from "./scoreboard";

/** The match summary card: who plays, where, under which rules, and the sets so far. */
export function MatchSummary({ settings, score, elapsed }: { settings: MatchSettings; score: BoardScore; elapsed: number }) {
  const rows: [string, string][] = [
    // A pair named by its players is called 'Pareja 1' here, not named twice.
    ...TEAMS.map((team, i): [string, string] => [
      namedByPlayers(settings, team) ? `Pareja ${i + 1}` : settings[team].name,
      playersLine(settings, team),
    ]),
    ["Club", settings.clubName],
    ["Categoría", `${settings.categoryType} · ${categoryLabel(settings.category)}`],
    ["Sets", settings.numberOfSets === 1 ? "1 set" : "Mejor de 3"],
    ["40-40", DEUCE_RULE_LABELS[settings.deuceRule].title],
    [
      "Tie-break",
      [settings.tieBreak ? "En 6-6" : "No", settings.superTieBreak ? "súper tie-break en el 3.er set" : ""].filter(Boolean).join(", "),
    ],
    ["Puntos jugados", String(score.pointsPlayed)],
    ["Tiempo", formatClock(elapsed)],
  ];
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Resumen del partido</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {/*
         * A term column of at most 45%: a long team name (a tournament pair) wraps instead of squeezing the
         * values. The terms may break anywhere, so a 40-letter name without spaces does not push the column
         * past 45% (issue 34); every other word fits in it and stays whole.
         */}
        <dl className="grid grid-cols-[fit-content(45%)_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium wrap-anywhere text-muted-foreground">{term}</dt>
              <dd className="wrap-break-word">{value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <h3 className="mb-2 text-sm font-semibold">Historial de sets</h3>
          {score.setsHistory.length === 0 ? (
            <p className="text-sm text-muted-foreground">Aún no termina ningún set.</p>
          ) : (
            <ol className="grid gap-1 text-sm" data-testid="sets-history">
              {score.setsHistory.map((set, i) => (
                <li key={i} className="flex justify-between rounded-md bg-muted px-3 py-1.5">
                  <span>Set {i + 1}</span>
                  <span className="font-semibold tabular-nums">{formatSet(set)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** The final result text, shown once the match is over (docs/product.md §9.2). */
export function FinalResult({ settings, score }: { settings: MatchSettings; score: BoardScore }) {
  const result = finalResultText(settings, score);
  if (!result) return null;
  return (
    <Card className="border-accent bg-accent/20">
      <CardContent className="flex items-start gap-3 pt-6">
        <Trophy className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
        <div>
          <h2 className="font-bold">Resultado final</h2>
          <p data-testid="final-result">{result}</p>
        </div>
      </CardContent>
    </Card>
  );
}
