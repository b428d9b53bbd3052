// A tournament match on /padel-score/partido/{id}: what is played (tournament, category, round, pairs,
// court and time), the button that hands this phone the scorer, and for the tournament's editors the
// per-match scorer link with its QR code (SVG made on the server).
import { type ReactNode } from "react";
import { Link } from "react-router";
import { ResultScore } from "~/components/play/result-score";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { useIntentFetcher } from "~/components/ui/intent-form";
import type { StoredMatch } from "~/domain/match-settings";
import { type FormReply, replyMessage } from "~/lib/form-reply";
import type { MatchScoringData } from "~/server/play";
import { cn } from "~/lib/utils";

type MatchData = MatchScoringData["match"];

/** A form of one intent: its toast once answered, a refusal's message under it. */
function IntentButton({
  intent,
  children,
  variant,
  onSubmit,
  onReply,
}: {
  intent: string;
  children: ReactNode;
  variant?: "default" | "outline" | "destructive";
  onSubmit?: () => void;
  onReply?: (reply: FormReply<StoredMatch>) => void;
}) {
  const fetcher = useIntentFetcher<StoredMatch>({ onReply });
  const { state, data } = fetcher;
  const error = data && !data.ok ? replyMessage(data) : undefined;
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant} className="h-12 text-base" disabled={state !== "idle"}>
        {children}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

function PairLine({ pair, won }: { pair: MatchData["a"]; won: boolean }) {
  return (
    <p className={cn("break-words text-lg", won && "font-semibold")}>
      {pair ? pair.players.join(" / ") : "Por definir"}
      {won ? <span className="sr-only"> (ganó)</span> : null}
    </p>
  );
}

export function TournamentMatchHeader({ match, compact }: { match: MatchData; compact: boolean }) {
  return (
    <header className="flex flex-col gap-1">
      <p className="text-sm text-muted-foreground">
        <Link to={match.tournament.href} className="hover:underline">
          {match.tournament.title}
        </Link>
      </p>
      <h1 className={cn("font-bold tracking-tight", compact ? "text-xl" : "text-3xl")}>
        {match.category} · {match.label}
      </h1>
      {match.when ? <p className="text-sm font-medium">{match.when}</p> : null}
      {compact ? null : (
        <div className="mt-3 flex flex-col gap-1" data-testid="match-pairs">
          <PairLine pair={match.a} won={match.winner === "a"} />
          <p className="text-sm text-muted-foreground">vs</p>
          <PairLine pair={match.b} won={match.winner === "b"} />
          {match.score ? <ResultScore score={match.score} result={match.result} className="text-lg" /> : null}
        </div>
      )}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to={match.drawHref} className="text-primary hover:underline">
          Ver el cuadro
        </Link>
        <Link to={match.orderOfPlayHref} className="text-primary hover:underline">
          Ver el orden de juego
        </Link>
        {match.liveMatchId ? (
          <Link to={`/padel-score/en-vivo/${match.liveMatchId}`} className="text-primary hover:underline">
            Marcador en vivo
          </Link>
        ) : null}
      </p>
    </header>
  );
}

/** 'Anotar este partido': this phone takes the scorer (the phone that scored before stops). */
export function TakeOverCard({
  canScore,
  linkEnded,
  replacing,
  onBegin,
  onTaken,
}: {
  canScore: boolean;
  /** The refusal of a scorer link that has ended (its match has a result, or its last day is past). */
  linkEnded: string | null;
  replacing: boolean;
  /** The scorer starts loading while the server answers. */
  onBegin: () => void;
  onTaken: (match: StoredMatch) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Anotar con Padel Score</CardTitle>
        {linkEnded ? null : (
          <CardDescription>
            {canScore
              ? "Las parejas, el club, la categoría y las reglas del cuadro ya están cargados. Si otro teléfono anotaba este partido, desde ahora anotas tú."
              : "Este partido no se puede anotar: le falta una pareja, es un pase directo o ya tiene resultado."}
          </CardDescription>
        )}
      </CardHeader>
      {linkEnded ? (
        <CardContent>
          <Alert variant="destructive" data-testid="link-ended">
            {linkEnded}
          </Alert>
        </CardContent>
      ) : null}
      {canScore ? (
        <CardContent className="flex flex-col gap-2">
          {replacing ? <p className="text-sm text-muted-foreground">El partido que llevas en este teléfono se cerrará.</p> : null}
          <IntentButton intent="score" onSubmit={onBegin} onReply={(reply) => reply.ok && reply.data && onTaken(reply.data)}>
            Anotar este partido
          </IntentButton>
        </CardContent>
      ) : null}
    </Card>
  );
}

/** The editors' per-match scorer link: create it, see it again (with its QR code), revoke it. */
export function ScorerLinkCard({ link }: { link: NonNullable<MatchScoringData["scorerLink"]> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Enlace de anotador</CardTitle>
        <CardDescription>
          Quien tenga este enlace puede anotar solo este partido desde su teléfono, sin cuenta. Revócalo y el enlace deja de servir.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {link.active ? (
          <>
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
              <div
                className="w-48 shrink-0 rounded-md border border-border bg-white p-1 [&>svg]:h-auto [&>svg]:w-full"
                role="img"
                aria-label="Código QR del enlace de anotador"
                data-testid="scorer-qr"
                // Markup made on the server by the QR library from the link: no user input reaches it.
                dangerouslySetInnerHTML={{ __html: link.qrSvg }}
              />
              <p className="min-w-0 break-all rounded-md bg-muted p-2 font-mono text-xs" data-testid="scorer-link">
                {link.url}
              </p>
            </div>
            <IntentButton intent="revoke-link" variant="outline">
              Revocar enlace
            </IntentButton>
          </>
        ) : (
          <IntentButton intent="create-link" variant="outline">
            Crear enlace de anotador
          </IntentButton>
        )}
      </CardContent>
    </Card>
  );
}
