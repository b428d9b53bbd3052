// What everyone sees of a social event in play (issue 32): each player's court and partner in the round
// being played, the leaderboard ('Clasificación') and the rounds with their courts, pairs and scores.
// Organisers get a score form per match through `scoreForm` (code loaded for them only, by the route).
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import type { RoundScoreLink, SocialMatchView, SocialPlay } from "~/server/social";

const pair = (side: SocialMatchView["team1"]) => `${side[0].name} y ${side[1].name}`;

/** 'Siguiente ronda: Cancha 2 con Ana' for each player, or 'descansa'. */
export function NextRound({ next, highlight }: { next: NonNullable<SocialPlay["next"]>; highlight?: number | null }) {
  return (
    <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2" aria-label={`Ronda ${next.round}`} data-testid="social-next">
      {next.players.map((p) => (
        <li
          key={p.playerId}
          className={cn(
            "flex flex-wrap justify-between gap-x-3 border-b border-border py-1.5",
            p.playerId === highlight && "font-semibold",
          )}
        >
          <span>{p.name}</span>
          <span className="ml-auto text-right text-muted-foreground">{p.court === null ? "Descansa" : `${p.court} con ${p.partner}`}</span>
        </li>
      ))}
    </ul>
  );
}

const PLACE_STYLES = ["border-accent bg-accent/15", "border-border bg-muted/50", "border-border bg-muted/30"];

/** 'Podio': the first three of the final standings (a tie shares its place), above the 'Clasificación'. */
export function Podium({ standings }: { standings: SocialPlay["standings"] }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-3" aria-label="Podio" data-testid="social-podium">
      {standings.slice(0, 3).map((s, i) => (
        <li key={s.player} className={cn("flex items-center gap-3 rounded-lg border-2 p-3 sm:flex-col sm:text-center", PLACE_STYLES[i])}>
          <span className="text-3xl font-extrabold tabular-nums">{s.position}º</span>
          <span className="flex min-w-0 flex-col">
            <span className="break-words font-semibold">{s.name}</span>
            <span className="text-sm text-muted-foreground tabular-nums">{s.points.toLocaleString("es-MX")} puntos</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

const COLUMNS = [
  ["Pts", "Puntos"],
  ["PG", "Partidos ganados"],
  ["PJ", "Partidos jugados"],
  ["Dif", "Diferencia de puntos"],
] as const;

export function Leaderboard({ standings }: { standings: SocialPlay["standings"] }) {
  return (
    <div className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <table className="w-full text-sm tabular-nums" data-testid="social-standings">
        <thead>
          <tr className="border-b border-border text-left text-xs uppercase tracking-wide text-muted-foreground">
            <th scope="col" className="w-8 py-2 pr-2 text-right">
              #
            </th>
            <th scope="col" className="py-2 pr-2">
              Jugador
            </th>
            {COLUMNS.map(([short, title], i) => (
              <th key={short} scope="col" className={cn("py-2 text-right", i < COLUMNS.length - 1 && "pr-2")}>
                <abbr title={title} className="no-underline">
                  {short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {standings.map((s) => (
            <tr key={s.player} className="border-b border-border last:border-0">
              <td className="py-2 pr-2 text-right text-muted-foreground">{s.position}</td>
              <td className="max-w-40 truncate py-2 pr-2 font-medium sm:max-w-none">{s.name}</td>
              <td className="py-2 pr-2 text-right font-semibold">{s.points.toLocaleString("es-MX")}</td>
              <td className="py-2 pr-2 text-right">{s.won}</td>
              <td className="py-2 pr-2 text-right">{s.played}</td>
              <td className="py-2 text-right">{s.difference > 0 ? `+${s.difference}` : s.difference}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A round's score link for its players: its QR code to show, its address to share. Works without JavaScript. */
function ScoreLink({ link }: { link: RoundScoreLink }) {
  return (
    <details className="rounded-md border border-dashed border-border p-3 text-sm" data-testid="social-score-link">
      <summary className="cursor-pointer font-medium">Enlace para anotar la ronda {link.round}</summary>
      <div className="mt-3 flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <div
          className="w-44 shrink-0 rounded-md border border-border bg-white p-1 [&>svg]:h-auto [&>svg]:w-full"
          role="img"
          aria-label={`Código QR para anotar la ronda ${link.round}`}
          // Markup made on the server by the QR library from the link: no user input reaches it.
          dangerouslySetInnerHTML={{ __html: link.qrSvg }}
        />
        <div className="flex min-w-0 flex-col gap-2">
          <p className="text-muted-foreground">
            Quien tenga este enlace anota los partidos de esta ronda desde su teléfono, sin cuenta. Deja de servir cuando cierra la ronda o
            termina el evento.
          </p>
          <a href={link.url} className="break-all rounded-md bg-muted p-2 font-mono text-xs" data-testid="social-score-url">
            {link.url}
          </a>
        </div>
      </div>
    </details>
  );
}

export function Rounds({
  rounds,
  scoreForm,
  links = [],
}: {
  rounds: SocialPlay["rounds"];
  /** The organisers' form for a match of a round still open; null for everyone else. */
  scoreForm: ((match: SocialMatchView) => ReactNode) | null;
  /** The organisers' score links of the open rounds. */
  links?: RoundScoreLink[];
}) {
  return (
    <ol className="flex flex-col gap-4">
      {rounds.map((round) => (
        <li key={round.number} className="flex flex-col gap-2" aria-label={`Ronda ${round.number}`} data-testid="social-round">
          <h3 className="flex items-center gap-2 font-semibold">
            Ronda {round.number}
            {round.closed ? <Badge variant="outline">Cerrada</Badge> : null}
          </h3>
          {links
            .filter((link) => link.round === round.number)
            .map((link) => (
              <ScoreLink key={link.url} link={link} />
            ))}
          <ul className="grid gap-2 md:grid-cols-2">
            {round.matches.map((m) => (
              <li key={m.id} className="flex flex-col gap-2 rounded-md border border-border p-3" data-testid="social-match">
                <div className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{m.court}</div>
                <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1">
                  <span>{pair(m.team1)}</span>
                  <span className="text-lg font-semibold tabular-nums">{m.points?.[0] ?? "–"}</span>
                  <span>{pair(m.team2)}</span>
                  <span className="text-lg font-semibold tabular-nums">{m.points?.[1] ?? "–"}</span>
                </div>
                {scoreForm && !round.closed ? scoreForm(m) : null}
              </li>
            ))}
          </ul>
          {round.sittingOut.length > 0 ? (
            <p className="text-sm text-muted-foreground">Descansan: {round.sittingOut.map((p) => p.name).join(", ")}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
