// The live tournament pages' client (ADR 0028): one EventSource per page on the tournament's stream. A
// snapshot whose version differs from the page's data re-runs the loaders (a result, the next round, the
// order of play); the scores of the matches in play replace the server-rendered ones in place. Without
// JavaScript the page is what the server rendered at request time.
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { liveScoreText, type LiveScore } from "~/domain/live-play";
import { cn } from "~/lib/utils";
import type { PlaySnapshot } from "~/server/play/live-play.server";

const LiveScores = createContext<Record<string, LiveScore>>({});

/**
 * A result reaches every open page at once: each waits a random moment up to this long before re-fetching,
 * so a thousand viewers do not ask the server in the same instant, and a burst of changes costs one fetch.
 */
const REFETCH_SPREAD_MS = 1500;

/** The scores of the tournament's matches in play, kept current by its event stream. */
export function useTournamentLive(snapshot: PlaySnapshot): Record<string, LiveScore> {
  const [streamed, setStreamed] = useState<PlaySnapshot | null>(null);
  const { revalidate } = useRevalidator();
  const loaded = useRef(snapshot.version);
  useEffect(() => {
    loaded.current = snapshot.version;
  }, [snapshot.version]);

  useEffect(() => {
    const source = new EventSource(`/api/tournaments/${snapshot.tournamentId}/live`);
    source.addEventListener("play", (event) => setStreamed(JSON.parse(event.data) as PlaySnapshot));
    return () => source.close();
  }, [snapshot.tournamentId]);

  const version = streamed?.version;
  useEffect(() => {
    if (version === undefined || version === loaded.current) return;
    const timer = setTimeout(() => void revalidate(), Math.random() * REFETCH_SPREAD_MS);
    return () => clearTimeout(timer);
  }, [version, revalidate]);

  return streamed?.scores ?? snapshot.scores;
}

/** Keeps the page's matches in play current; children read their score with useLiveScore. */
export function LivePlay({ snapshot, children }: { snapshot: PlaySnapshot; children: ReactNode }) {
  return <LiveScores value={useTournamentLive(snapshot)}>{children}</LiveScores>;
}

export function useLiveScores(): Record<string, LiveScore> {
  return useContext(LiveScores);
}

/** 'En juego' and the score (sets · games · points) of a match in play; nothing otherwise. */
export function LiveScoreLine({ matchId, className }: { matchId: number; className?: string }) {
  const score = useLiveScores()[matchId];
  if (!score) return null;
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1", className)} data-testid="live-score">
      <LiveBadge finished={score.finished} />
      <span className="font-mono font-semibold tabular-nums">{liveScoreText(score)}</span>
    </p>
  );
}

export function LiveBadge({ finished, className }: { finished: boolean; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-[0.4em] rounded-full px-[0.65em] py-[0.15em] text-xs font-semibold whitespace-nowrap",
        finished ? "bg-secondary text-secondary-foreground" : "bg-destructive text-white",
        className,
      )}
    >
      {finished ? null : <span className="size-[0.5em] rounded-full bg-white motion-safe:animate-pulse" aria-hidden />}
      {finished ? "Terminado" : "En juego"}
    </span>
  );
}
