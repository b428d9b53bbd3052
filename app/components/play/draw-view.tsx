// A category's draw as everyone sees it: group tables, then the knockout with its rounds as columns (on a
// phone one round at a time behind tabs; the page never scrolls sideways), and the consolation draw.
// Server HTML and links; the only state is the round a phone shows (a member's own 'Anotar' links come
// from /api/yo).
import { LiveBadge, LiveScoreLine, useLiveScores } from "~/components/play/live-play";
import { PairNames } from "~/components/play/pair-names";
import { ResultScore } from "~/components/play/result-score";
import { ScoreLink } from "~/components/play/score-link";
import { useScoreHref } from "~/components/play/own-play";
import { isScorable } from "~/domain/live-scoring";
import { useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { cn } from "~/lib/utils";
import type { DrawView, DrawMatchView, DrawPairView } from "~/server/play";

function Pair({ pair, won, bye }: { pair: DrawPairView | null; won: boolean; bye: boolean }) {
  if (!pair) return <span className="text-muted-foreground italic">{bye ? "Pase directo" : "Por definir"}</span>;
  return (
    <span className={cn("min-w-0", won && "font-semibold")}>
      {pair.seed ? <span className="mr-1 text-xs text-muted-foreground">[{pair.seed}]</span> : null}
      <PairNames players={pair.players} />
      {pair.withdrawn ? <span className="ml-1 text-xs text-muted-foreground">(retirada)</span> : null}
    </span>
  );
}

export function MatchCard({ match }: { match: DrawMatchView }) {
  const scoreHref = useScoreHref({
    id: match.id,
    scoreHref: match.scoreHref,
    scorable: isScorable({ bye: match.bye, entryAId: match.a?.entryId ?? null, entryBId: match.b?.entryId ?? null, winner: match.winner }),
    playerIds: [match.a, match.b].flatMap((pair) => pair?.players.map((p) => p.id) ?? []),
  });
  return (
    <div className="rounded-md border border-border bg-card p-2 text-sm" data-testid="draw-match" data-code={match.code}>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-x-2 text-xs text-muted-foreground">
        <span>{match.label}</span>
        {match.when ? <span>{match.when}</span> : null}
      </div>
      <div className="flex flex-col gap-1">
        {/* A bye is always slot b: slot a of a bye match waits for its pair ('Por definir') until it is known. */}
        <Pair pair={match.a} won={match.winner === "a"} bye={false} />
        <Pair pair={match.b} won={match.winner === "b"} bye={match.bye} />
      </div>
      {match.score ? <ResultScore score={match.score} result={match.result} className="mt-1 text-xs font-medium" /> : null}
      <LiveScoreLine matchId={match.id} className="mt-1 text-xs" />
      {scoreHref ? <ScoreLink href={scoreHref} /> : null}
    </div>
  );
}

type Round = DrawView["mainRounds"][number];

/** The round a phone opens on: the first with a match still to play, else the last (its final). */
function currentRound(rounds: Round[]): string {
  const open = rounds.find((round) => round.matches.some((match) => !match.bye && match.winner === null));
  return String((open ?? rounds.at(-1))?.round ?? "");
}

// Cards of the draw: a little less padding on a phone, where the rounds' tabs and the tables need the room.
const CARD_HEADER = "p-4 sm:p-6";
const CARD_CONTENT = "p-4 pt-0 sm:p-6 sm:pt-0";

function RoundColumn({ round }: { round: Round }) {
  return (
    <>
      <h3 className="text-sm font-semibold">{round.name}</h3>
      <div className="flex flex-1 flex-col justify-around gap-3">
        {round.matches.map((match) => (
          <MatchCard key={match.id} match={match} />
        ))}
      </div>
    </>
  );
}

const COLUMN = "flex-col gap-3 md:max-w-72 md:min-w-40 md:flex-1";

/**
 * On a phone one round at a time, chosen with tabs, its match cards as wide as the card; from md up the
 * rounds are side-by-side columns sharing the card's width (the final in view beside the editor at
 * 1280 px), scrolling inside the card only when they cannot shrink further.
 */
function Bracket({ title, rounds }: { title: string; rounds: Round[] }) {
  // The round in play follows the results (live updates too) until the reader picks one.
  const [chosen, setRound] = useState<string | null>(null);
  const round = chosen !== null && rounds.some((r) => String(r.round) === chosen) ? chosen : currentRound(rounds);
  const columns =
    rounds.length === 1 ? (
      <section className={cn(COLUMN, "flex w-full")}>
        <RoundColumn round={rounds[0]!} />
      </section>
    ) : (
      rounds.map((r) => (
        // The phone's tab names the round: its heading is for screen readers there.
        <TabsContent
          key={r.round}
          value={String(r.round)}
          keepMounted
          className={cn(COLUMN, "mt-0 w-full data-[state=active]:flex data-[state=inactive]:hidden md:flex! max-md:[&>h3]:sr-only")}
        >
          <RoundColumn round={r} />
        </TabsContent>
      ))
    );
  return (
    <Card>
      <CardHeader className={CARD_HEADER}>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className={CARD_CONTENT}>
        <Tabs value={round} onValueChange={setRound}>
          {rounds.length > 1 ? (
            <TabsList aria-label={`Rondas: ${title}`} className="mb-4 md:hidden">
              {rounds.map((r) => (
                <TabsTrigger key={r.round} value={String(r.round)} className="px-1.5">
                  {r.tabName}
                </TabsTrigger>
              ))}
            </TabsList>
          ) : null}
          <div className="md:overflow-x-auto md:pb-2" data-testid="bracket">
            <div className="flex md:gap-3">{columns}</div>
          </div>
        </Tabs>
      </CardContent>
    </Card>
  );
}

function GroupCard({ group }: { group: DrawView["groups"][number] }) {
  const scores = useLiveScores();
  const playing = new Set(
    group.matches
      .filter((match) => scores[match.id] && !scores[match.id]!.finished)
      .flatMap((match) => [match.a?.entryId, match.b?.entryId]),
  );
  return (
    <Card>
      <CardHeader className={CARD_HEADER}>
        <CardTitle as="h3">{group.name}</CardTitle>
      </CardHeader>
      <CardContent className={cn(CARD_CONTENT, "flex flex-col gap-3")}>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-muted-foreground">
                <th className="py-1 pr-2">#</th>
                <th className="py-1 pr-2">Pareja</th>
                <th className="whitespace-nowrap py-1 pr-2 text-center" title="Partidos jugados">
                  PJ
                </th>
                <th className="whitespace-nowrap py-1 pr-2 text-center" title="Ganados">
                  G
                </th>
                <th className="whitespace-nowrap py-1 pr-2 text-center" title="Perdidos">
                  P
                </th>
                <th className="whitespace-nowrap py-1 pr-2 text-center">Sets</th>
                <th className="whitespace-nowrap py-1 text-center">Juegos</th>
              </tr>
            </thead>
            <tbody>
              {group.standings.map((row) => (
                <tr key={row.pair.entryId} className="border-t border-border">
                  <td className="py-1 pr-2">{row.position}</td>
                  <td className="py-1 pr-2">
                    <Pair pair={row.pair} won={false} bye={false} />
                    {playing.has(row.pair.entryId) ? <LiveBadge finished={false} className="ml-2 align-middle" /> : null}
                  </td>
                  <td className="py-1 pr-2 text-center">{row.played}</td>
                  <td className="py-1 pr-2 text-center">{row.wins}</td>
                  <td className="py-1 pr-2 text-center">{row.losses}</td>
                  <td className="py-1 pr-2 text-center">{row.sets}</td>
                  <td className="py-1 text-center">{row.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          {group.matches.map((match) => (
            <MatchCard key={match.id} match={match} />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

export function DrawBoard({ draw }: { draw: DrawView }) {
  if (draw.status === "entries") {
    return <p className="text-muted-foreground">El cuadro aún no se ha sorteado.</p>;
  }
  return (
    <div className="flex flex-col gap-6">
      {draw.groups.length > 0 ? (
        <section className="flex flex-col gap-4">
          <h2 className="text-xl font-semibold">Fase de grupos</h2>
          <div className="grid gap-4 lg:grid-cols-2">
            {draw.groups.map((group) => (
              <GroupCard key={group.code} group={group} />
            ))}
          </div>
        </section>
      ) : null}
      <Bracket title={draw.groups.length > 0 ? "Eliminatoria" : "Cuadro principal"} rounds={draw.mainRounds} />
      {draw.consolationRounds.length > 0 ? <Bracket title="Cuadro de consolación" rounds={draw.consolationRounds} /> : null}
    </div>
  );
}
