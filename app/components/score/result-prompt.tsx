import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { ErrorText } from "~/components/ui/error-text";
import { useIntentFetcher } from "~/components/ui/intent-form";
import { replyMessage } from "~/lib/form-reply";
import type { MatchLineupView } from "~/server/score";
import { livePath } from "./live-share-card";

export const STATUS_TEXT = {
  confirmed: "Resultado confirmado: cuenta para el nivel de los cuatro jugadores.",
  disputed: "Un jugador marcó el resultado como incorrecto: no cuenta para el nivel.",
  pending: "Cuenta para el nivel cuando un jugador de cada pareja confirme el resultado.",
} as const;

/**
 * '¿Confirmas este resultado? 6-3 6-4' for one of the four linked players of an ended match, on its page
 * and in 'Mis partidos'; after answering, what they said and where the match stands.
 */
export function ResultPrompt({ view }: { view: MatchLineupView }) {
  const fetcher = useIntentFetcher();
  const error = fetcher.data && !fetcher.data.ok ? replyMessage(fetcher.data) : undefined;
  const mine = view.mine!;
  const errorId = `answer-error-${view.matchId}`;
  return (
    <section
      aria-label="Confirmación del resultado"
      className="grid gap-3 rounded-lg border border-border bg-card p-4"
      data-testid="result-prompt"
    >
      {mine.verdict === null ? (
        <p className="text-lg font-semibold">¿Confirmas este resultado? {view.score}</p>
      ) : (
        <p className="font-medium">
          {mine.verdict === "confirmed" ? "Confirmaste el resultado" : "Marcaste el resultado como incorrecto"} {view.score}
        </p>
      )}
      <p className="text-sm text-muted-foreground">{STATUS_TEXT[view.status]}</p>
      <fetcher.Form method="post" action={livePath(view.matchId)} className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="answer" />
        <fieldset disabled={fetcher.state !== "idle"} className="contents">
          <Button
            type="submit"
            name="verdict"
            value="confirmed"
            variant={mine.verdict === "confirmed" ? "secondary" : "default"}
            aria-describedby={error ? errorId : undefined}
          >
            Confirmar
          </Button>
          <Button type="submit" name="verdict" value="disputed" variant="outline" aria-describedby={error ? errorId : undefined}>
            No es correcto
          </Button>
        </fieldset>
      </fetcher.Form>
      <ErrorText id={errorId} errors={error} />
    </section>
  );
}

/** 'Mis partidos' of Padel Score: the ended matches the visitor played, each with its confirmation. */
export function MyScoreMatches({ matches }: { matches: readonly MatchLineupView[] }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="text-lg">
          Mis partidos
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {matches.map((view) => (
            <li key={view.matchId} className="grid gap-2">
              <Link to={livePath(view.matchId)} className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
                {view.teams.team1} vs {view.teams.team2}
              </Link>
              <ResultPrompt view={view} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
