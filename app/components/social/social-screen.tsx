// A social event's club screen (issue 32): the leaderboard and the round being played in large type on a
// dark background, readable across the club from a TV at 1920x1080 and still on a 360 px phone (the two
// panels stack). A long leaderboard runs in two columns on a wide screen.
import { cn } from "~/lib/utils";
import type { SocialMatchView, SocialPlay, SocialRoundView } from "~/server/social";

const text = "[font-size:clamp(1rem,1.5vw,2.25rem)]";
const heading = "[font-size:clamp(1.5rem,2.4vw,3.5rem)] font-bold";
/** The courts' lines: a notch smaller, so that a pair's names hold on one line of a half-screen column. */
const courtText = "[font-size:clamp(0.95rem,1.2vw,1.9rem)]";

function ScreenLeaderboard({ standings }: { standings: SocialPlay["standings"] }) {
  return (
    <ol
      className={cn("grid gap-x-8 gap-y-1", standings.length > 12 && "xl:grid-flow-col xl:grid-cols-2", text)}
      style={standings.length > 12 ? { gridTemplateRows: `repeat(${Math.ceil(standings.length / 2)}, auto)` } : undefined}
      aria-label="Clasificación"
      data-testid="screen-standings"
    >
      {standings.map((s) => (
        <li key={s.player} className="flex items-baseline gap-3 border-b border-white/15 py-1">
          <span className={cn("w-[2ch] shrink-0 text-right tabular-nums", s.position <= 3 ? "font-bold text-accent" : "text-white/70")}>
            {s.position}
          </span>
          <span className="min-w-0 flex-1 truncate font-semibold">{s.name}</span>
          <span className="shrink-0 font-bold tabular-nums">{s.points.toLocaleString("es-MX")}</span>
        </li>
      ))}
    </ol>
  );
}

const pair = (side: SocialMatchView["team1"]) => `${side[0].name} y ${side[1].name}`;

function ScreenRound({ round }: { round: SocialRoundView }) {
  return (
    <div className="flex flex-col gap-3">
      <ul className={cn("grid gap-3", round.matches.length > 2 && "xl:grid-cols-2")} data-testid="screen-courts">
        {round.matches.map((m) => (
          <li key={m.id} className="flex flex-col gap-1 rounded-xl bg-white/10 p-3 md:p-4" data-testid="screen-court">
            <h3 className={cn("font-bold text-accent uppercase", courtText)}>{m.court}</h3>
            {[m.team1, m.team2].map((side, i) => (
              <p key={i} className={cn("flex items-baseline justify-between gap-4", courtText)}>
                <span className="min-w-0 break-words font-semibold">{pair(side)}</span>
                <span className="shrink-0 font-mono text-[1.4em] font-bold tabular-nums">{m.points?.[i] ?? "–"}</span>
              </p>
            ))}
          </li>
        ))}
      </ul>
      {round.sittingOut.length > 0 ? (
        <p className={cn("text-white/80", text)}>Descansan: {round.sittingOut.map((p) => p.name).join(", ")}</p>
      ) : null}
    </div>
  );
}

export function SocialScreen({
  title,
  subtitle,
  finished,
  standings,
  round,
}: {
  title: string;
  subtitle: string;
  finished: boolean;
  standings: SocialPlay["standings"];
  round: SocialRoundView | null;
}) {
  return (
    <main className="flex min-h-dvh flex-1 flex-col gap-4 bg-primary p-4 text-white md:gap-6 md:p-8">
      <header className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h1 className="[font-size:clamp(1.5rem,2.5vw,3.5rem)] font-bold">{title}</h1>
        <p className="[font-size:clamp(1rem,1.4vw,2rem)] text-white/80">{subtitle}</p>
      </header>
      {standings.length === 0 ? (
        <p className={text}>El evento todavía no empieza: aquí saldrán la clasificación y las canchas de cada ronda.</p>
      ) : (
        <div className="grid flex-1 content-start gap-4 md:gap-8 lg:grid-cols-2">
          <section aria-labelledby="screen-standings" className="flex min-w-0 flex-col gap-3">
            <h2 id="screen-standings" className={heading}>
              {finished ? "Clasificación final" : "Clasificación"}
            </h2>
            <ScreenLeaderboard standings={standings} />
          </section>
          {finished ? (
            <section aria-labelledby="screen-podium" className="flex min-w-0 flex-col gap-3">
              <h2 id="screen-podium" className={heading}>
                Podio
              </h2>
              <ol className="flex flex-col gap-3" data-testid="screen-podium">
                {standings.slice(0, 3).map((s, i) => (
                  <li
                    key={s.player}
                    className={cn(
                      "flex items-baseline gap-4 rounded-xl p-4 [font-size:clamp(1.25rem,2.2vw,3rem)]",
                      i === 0 ? "bg-accent text-accent-foreground" : "bg-white/10",
                    )}
                  >
                    <span className="font-extrabold tabular-nums">{s.position}º</span>
                    <span className="min-w-0 flex-1 break-words font-bold">{s.name}</span>
                    <span className="shrink-0 font-bold tabular-nums">{s.points.toLocaleString("es-MX")} pts</span>
                  </li>
                ))}
              </ol>
            </section>
          ) : round ? (
            <section aria-labelledby="screen-round" className="flex min-w-0 flex-col gap-3">
              <h2 id="screen-round" className={heading}>
                Ronda {round.number}
              </h2>
              <ScreenRound round={round} />
            </section>
          ) : null}
        </div>
      )}
    </main>
  );
}
