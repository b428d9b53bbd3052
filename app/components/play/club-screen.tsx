// The club's screen: large type on a dark background, readable across a court from a TV at 1920x1080,
// and still on a 360 px phone (courts stack). Each court shows its match in play with the score, then
// the next matches; which match is in play comes from the live scores, so a first point moves it up
// without re-fetching anything.
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { LiveBadge, useLiveScores } from "~/components/play/live-play";
import { courtQueue, type LiveScore } from "~/domain/live-play";
import { cn } from "~/lib/utils";
import type { ClubScreenData, ScreenMatch } from "~/server/play";

type Court = ClubScreenData["courts"][number];

/** A pair on the scoreboard: one player a line, a dot before the pair serving. */
function PairName({ names, serving, big }: { names: string[] | null; serving: boolean; big: boolean }) {
  return (
    <span
      className={cn(
        "flex items-center gap-3 leading-tight font-semibold",
        big ? "[font-size:clamp(1.5rem,4vw,4.5rem)]" : "[font-size:clamp(1rem,1.35vw,2rem)]",
      )}
    >
      <span className={cn("size-[0.45em] shrink-0 rounded-full", serving ? "bg-accent" : "bg-transparent")} aria-hidden />
      <span className="flex min-w-0 flex-col break-words">
        {names ? names.map((name) => <span key={name}>{name}</span>) : <span className="text-white/70 italic">Por definir</span>}
        {serving ? <span className="sr-only">(saca)</span> : null}
      </span>
    </span>
  );
}

const pairText = (names: string[] | null) => names?.join(" / ") ?? "Por definir";

/** The scoreboard of a match in play: a row per pair, a column per set, the games and the points. */
function Scoreboard({ match, score, big }: { match: ScreenMatch; score: LiveScore; big: boolean }) {
  const cell = cn(
    "text-center font-mono font-bold tabular-nums",
    big ? "[font-size:clamp(2rem,7vw,8rem)]" : "[font-size:clamp(1.25rem,2vw,3rem)]",
  );
  const rows = [
    { side: "a" as const, name: match.a },
    { side: "b" as const, name: match.b },
  ];
  return (
    <table className="w-full border-separate border-spacing-x-2 border-spacing-y-1" data-testid="screen-scoreboard">
      <caption className="sr-only">Marcador en vivo</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Pareja</th>
          {score.sets.map((_, index) => (
            <th key={index} scope="col">
              Set {index + 1}
            </th>
          ))}
          {score.finished ? null : (
            <>
              <th scope="col">Juegos</th>
              <th scope="col">Puntos</th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ side, name }) => (
          <tr key={side}>
            <th scope="row" className="w-full text-left font-normal">
              <PairName names={name} serving={score.serving === side} big={big} />
            </th>
            {score.sets.map((set, index) => (
              <td key={index} className={cn(cell, "text-white/80")}>
                {set[side]}
              </td>
            ))}
            {score.finished ? null : (
              <>
                <td className={cell}>{score.games[side]}</td>
                <td className={cn(cell, "min-w-[1.8em] rounded-md bg-white text-primary")}>{score.points[side]}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function When({ match }: { match: ScreenMatch }) {
  return (
    <span className="font-semibold tabular-nums">
      {match.dayLabel ? `${match.dayLabel} · ` : null}
      {match.start}
    </span>
  );
}

function CourtPanel({ court, matches, big, link }: { court: Court; matches: ScreenMatch[]; big: boolean; link: boolean }) {
  const scores = useLiveScores();
  const { current, upcoming } = courtQueue(matches, court.id, (match) => Boolean(scores[match.id]), big ? 2 : 3);
  const score = current ? scores[current.id]! : null;
  const title = big ? "[font-size:clamp(2rem,5vw,5rem)]" : "[font-size:clamp(1.5rem,2.2vw,3rem)]";
  const small = big ? "[font-size:clamp(1.25rem,2.5vw,2.5rem)]" : "[font-size:clamp(1rem,1.2vw,1.75rem)]";
  return (
    <section
      aria-labelledby={`cancha-${court.id}`}
      className="flex min-w-0 flex-col gap-4 rounded-xl bg-white/10 p-4 md:p-6"
      data-testid="screen-court"
    >
      <h2 id={`cancha-${court.id}`} className={cn("font-bold", title)}>
        {link ? (
          <Link to={court.href} className="hover:underline">
            {court.name}
          </Link>
        ) : (
          court.name
        )}
      </h2>
      {current && score ? (
        <div className="flex flex-col gap-2" data-testid="screen-current">
          <p className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-white/80", small)}>
            <LiveBadge finished={score.finished} className={cn("text-white", small)} />
            <span>
              {current.category} · {current.label}
            </span>
          </p>
          <Scoreboard match={current} score={score} big={big} />
        </div>
      ) : (
        <p className={cn("text-white/80", small)}>Sin partido en juego</p>
      )}
      <div className="flex flex-col gap-2">
        <h3 className={cn("font-semibold text-accent uppercase", small)}>{current ? "A continuación" : "Próximos partidos"}</h3>
        {upcoming.length === 0 ? (
          <p className={cn("text-white/70", small)}>No hay más partidos programados.</p>
        ) : (
          <ol className="flex flex-col gap-3" data-testid="screen-upcoming">
            {upcoming.map((match) => (
              <li key={match.id} className={cn("border-t border-white/20 pt-2", small)}>
                <p className="flex flex-wrap gap-x-3 text-white/80">
                  <When match={match} />
                  <span>
                    {match.category} · {match.label}
                  </span>
                </p>
                <p className="font-semibold break-words">
                  {pairText(match.a)} <span className="font-normal text-white/70">vs</span> {pairText(match.b)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

/** Every court side by side (up to four a row on a TV), or one court filling the screen. */
export function ClubScreen({ data }: { data: ClubScreenData }) {
  const { tournament, courts, matches, single } = data;
  const columns = { "--cols": Math.min(Math.max(courts.length, 1), 4) } as CSSProperties;
  return (
    <main className="flex min-h-dvh flex-1 flex-col gap-4 bg-primary p-4 text-white md:gap-6 md:p-8">
      <header className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h1 className="[font-size:clamp(1.5rem,2.5vw,3.5rem)] font-bold">
          {single ? `${courts[0]!.name} · ` : null}
          {tournament.title}
        </h1>
        <p className="[font-size:clamp(1rem,1.4vw,2rem)] text-white/80">
          {tournament.clubName} · Orden de juego en vivo
          {single ? (
            <>
              {" · "}
              <Link to={data.allCourtsHref} className="underline">
                Todas las canchas
              </Link>
            </>
          ) : null}
        </p>
      </header>
      {courts.length === 0 ? (
        <p className="[font-size:clamp(1.25rem,2vw,2.5rem)]">El orden de juego de este torneo aún no está publicado.</p>
      ) : (
        <div style={columns} className="grid flex-1 gap-4 md:gap-6 lg:[grid-template-columns:repeat(var(--cols),minmax(0,1fr))]">
          {courts.map((court) => (
            <CourtPanel key={court.id} court={court} matches={matches} big={single} link={!single} />
          ))}
        </div>
      )}
    </main>
  );
}
