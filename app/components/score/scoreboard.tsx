import { Pause, Timer } from "lucide-react";
import type { Ref } from "react";
import type { MatchSettings } from "~/domain/match-settings";
import { categoryLabel } from "~/domain/score-rules";
import { pointLabels, type ScoreState, type TeamId, TEAMS } from "~/domain/score";
import { formatClock, gameStatus, namedByPlayers, playersLine, teamName } from "~/domain/score-format";
import { cn } from "~/lib/utils";
import { markLive } from "~/lib/page-weight/held-taps";

export type BoardScore = Omit<ScoreState, "timer">;

type ScoreboardProps = {
  settings: MatchSettings;
  score: BoardScore;
  elapsed: number;
  paused: boolean;
  banner: string | null;
  /** The scorer's board: each team row is a big button adding a point. Absent on the live page. */
  onPoint?: (team: TeamId) => void;
  /** Extra line in the header (e.g. the live badge). */
  badge?: React.ReactNode;
  ref?: Ref<HTMLDivElement>;
};

/** One sentence for screen readers, announced as the score changes. */
function spokenScore(settings: MatchSettings, score: BoardScore): string {
  const labels = pointLabels(score);
  const parts = TEAMS.map((team) => `${teamName(settings, team)} ${labels[team]}`);
  const server = score.server ? ` Saca ${teamName(settings, score.server)}.` : "";
  return `${parts.join(", ")}. Juegos ${score.games.team1}-${score.games.team2}. Sets ${score.sets.team1}-${score.sets.team2}.${server}`;
}

/** The big last column: the current game's points, or the sets won once the match is over. */
function lastColumnLabel(score: BoardScore): string {
  if (score.phase === "finished") return "Sets";
  return score.gameKind === "game" ? "Puntos" : "Tie-break";
}

// The number columns are narrower on a phone, so the names keep the room to show in full (issue 31).
const COLUMN = { set: "w-6 sm:w-8", games: "w-12", points: "w-14 sm:w-16" };
const ROW_PADDING_X = "px-2.5 sm:px-3";

/** The scoreboard shared by the scorer's phone and the live page (docs/product.md §9). */
export function Scoreboard({ settings, score, elapsed, paused, banner, onPoint, badge, ref }: ScoreboardProps) {
  const labels = pointLabels(score);
  const status = gameStatus(score, settings.deuceRule, settings);
  const playing = score.phase === "playing";
  return (
    <div
      ref={ref}
      className="relative overflow-hidden rounded-2xl bg-gradient-to-b from-primary to-blue-950 p-3 text-white shadow-lg sm:p-5"
    >
      <div className="flex items-center justify-between gap-3 text-sm text-blue-100">
        <p className="min-w-0 truncate">
          {settings.clubName} · {settings.categoryType} {categoryLabel(settings.category)}
        </p>
        <p className="flex shrink-0 items-center gap-1.5 font-mono text-lg font-semibold tabular-nums text-white">
          {paused ? <Pause className="size-4" aria-hidden /> : <Timer className="size-4" aria-hidden />}
          <span className="sr-only">Tiempo de juego{paused ? " (en pausa)" : ""}:</span>
          <span data-testid="match-clock" suppressHydrationWarning>
            {formatClock(elapsed)}
          </span>
        </p>
      </div>
      {badge}
      <p className="mt-2 min-h-7 text-center text-lg font-bold text-accent" data-testid="game-status">
        {status ?? (score.phase === "finished" ? "Partido terminado" : score.server ? `Saca ${teamName(settings, score.server)}` : "")}
      </p>
      <div className="mt-1 grid grid-cols-[minmax(0,1fr)] gap-2">
        <div className={cn("flex justify-end gap-1 text-xs uppercase tracking-wide text-blue-200", ROW_PADDING_X)} aria-hidden>
          {score.setsHistory.map((_, i) => (
            <span key={i} className={cn(COLUMN.set, "text-center")}>
              S{i + 1}
            </span>
          ))}
          {playing && <span className={cn(COLUMN.games, "whitespace-nowrap text-center tracking-normal")}>Juegos</span>}
          {/* Centred even when 'Tie-break' is wider than the column on a phone: it takes a little of the gaps. */}
          <span className={cn(COLUMN.points, "flex justify-center whitespace-nowrap tracking-normal sm:tracking-wide")}>
            {lastColumnLabel(score)}
          </span>
        </div>
        {TEAMS.map((team) => (
          <TeamRow
            key={team}
            team={team}
            settings={settings}
            score={score}
            label={labels[team]}
            onPoint={onPoint && playing ? () => onPoint(team) : undefined}
            disabled={Boolean(onPoint) && !playing}
          />
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {spokenScore(settings, score)}
      </p>
      {banner && (
        <div
          role="status"
          className="pointer-events-none absolute inset-x-3 top-1/2 -translate-y-1/2 rounded-xl bg-accent px-4 py-6 text-center text-2xl font-black text-accent-foreground shadow-2xl"
        >
          {banner}
        </div>
      )}
    </div>
  );
}

function TeamRow({
  team,
  settings,
  score,
  label,
  onPoint,
  disabled,
}: {
  team: TeamId;
  settings: MatchSettings;
  score: BoardScore;
  label: string;
  onPoint: (() => void) | undefined;
  disabled: boolean;
}) {
  const serving = score.server === team;
  const won = score.winner === team;
  // Names wrap at their spaces (never cut); a pair named by its players shows them once, one per line. When
  // the numbers leave the names less than 10rem (a 360 px phone from the second set on), the numbers go under
  // the names; both rows decide alike, the serve mark being part of the names.
  const byPlayers = namedByPlayers(settings, team);
  const lines = byPlayers ? settings[team].players : [settings[team].name];
  const content = (
    <>
      <span className="min-w-0 grow basis-40 wrap-break-word">
        {lines.map((line, i) => (
          <span key={i} className="block text-base font-bold leading-tight sm:text-lg">
            {line}
            {i === 0 && serving ? (
              <span className="ml-2 inline-block size-3 rounded-full bg-accent align-middle shadow" title="Saque" aria-hidden />
            ) : null}
            {i === 0 && won ? <span className="ml-2 text-accent">🏆</span> : null}
          </span>
        ))}
        {byPlayers ? null : <span className="block text-xs text-blue-100 sm:text-sm">{playersLine(settings, team)}</span>}
      </span>
      <span className="ml-auto flex shrink-0 items-center gap-1">
        {score.setsHistory.map((set, i) => (
          <span
            key={i}
            className={cn(
              COLUMN.set,
              "text-center text-xl tabular-nums",
              set[team] > set[team === "team1" ? "team2" : "team1"] ? "font-bold text-white" : "text-blue-200",
            )}
          >
            {set[team]}
          </span>
        ))}
        {score.phase === "playing" && (
          <span className={cn(COLUMN.games, "text-center text-2xl font-bold tabular-nums")} data-testid={`${team}-games`}>
            {score.games[team]}
          </span>
        )}
        <span
          className={cn(
            COLUMN.points,
            "flex h-14 items-center justify-center rounded-lg bg-white text-3xl font-black tabular-nums text-primary",
          )}
          data-testid={`${team}-points`}
        >
          {score.phase === "finished" ? score.sets[team] : label}
        </span>
      </span>
    </>
  );
  const className = cn(
    "flex min-h-24 w-full flex-wrap items-center gap-x-1 gap-y-2 rounded-xl bg-white/10 py-3 text-left",
    ROW_PADDING_X,
    serving && "ring-2 ring-accent/70",
  );
  if (!onPoint && !disabled) {
    return <div className={className}>{content}</div>;
  }
  return (
    <button
      ref={markLive}
      type="button"
      onClick={onPoint}
      disabled={disabled}
      aria-label={`Punto para ${teamName(settings, team)}`}
      className={cn(
        className,
        "touch-manipulation select-none transition-colors hover:bg-white/15 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-accent active:bg-white/30 disabled:cursor-default disabled:hover:bg-white/10",
      )}
    >
      {content}
    </button>
  );
}
