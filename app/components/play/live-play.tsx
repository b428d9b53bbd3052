// The live tournament pages' client (ADR 0028): one EventSource per page on the tournament's stream. A
// snapshot whose version differs from the page's data re-runs the loaders (a result, the next round, the
// order of play); the scores of the matches in play replace the server-rendered ones in place. Without
// JavaScript the page is what the server rendered at request time.
import { createContext, type ReactNode, useContext, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import { liveScoreText, type LiveScore } from "~/domain/live-play";
import { cn } from "~/lib/utils";
import { openLiveSource } from "~/lib/live-source";
import type { PlaySnapshot } from "~/server/play";

type Scores = Record<string, LiveScore>;

/**
 * The scores live in a store, not in a context value: a point re-renders the score lines that read it and
 * nothing else. A changing context value would also reach the page's lazily loaded parts (the organiser's
 * tools) before they hydrate, and React would throw away their server HTML, and what was typed in it.
 */
class ScoresStore {
  private listeners = new Set<() => void>();
  constructor(private scores: Scores) {}
  get = () => this.scores;
  set(scores: Scores) {
    this.scores = scores;
    for (const listener of this.listeners) listener();
  }
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
}

const LiveStore = createContext<ScoresStore | null>(null);
const NONE: Scores = {};
const noSubscription = () => () => {};

/**
 * A result reaches every open page at once: each waits a random moment up to this long before re-fetching,
 * so a thousand viewers do not ask the server in the same instant, and a burst of changes costs one fetch.
 */
const REFETCH_SPREAD_MS = 1500;

/** Follows the tournament's event stream: scores into `store`, and the page's loaders re-run on a new version. */
export function useTournamentLive(snapshot: PlaySnapshot, store: ScoresStore) {
  const { revalidate } = useRevalidator();
  const latest = useRef({ version: snapshot.version, revalidate });
  useEffect(() => {
    latest.current = { version: snapshot.version, revalidate };
  });

  useEffect(() => {
    let last = "";
    let timer: ReturnType<typeof setTimeout> | undefined;
    const close = openLiveSource(`/api/tournaments/${snapshot.tournamentId}/live`, (source) =>
      source.addEventListener("play", (event) => {
        if (event.data === last) return;
        last = event.data;
        const next = JSON.parse(event.data) as PlaySnapshot;
        store.set(next.scores);
        clearTimeout(timer);
        if (next.version === latest.current.version) return;
        timer = setTimeout(() => {
          if (next.version !== latest.current.version) void latest.current.revalidate();
        }, Math.random() * REFETCH_SPREAD_MS);
      }),
    );
    return () => {
      clearTimeout(timer);
      close();
    };
  }, [snapshot.tournamentId, store]);
}

type LivePlayProps = { snapshot: PlaySnapshot; children: ReactNode };

function TournamentLive({ snapshot, children }: LivePlayProps) {
  const [store] = useState(() => new ScoresStore(snapshot.scores));
  useTournamentLive(snapshot, store);
  return <LiveStore value={store}>{children}</LiveStore>;
}

/** Keeps the page's matches in play current; the score lines inside read them with useLiveScores. */
export function LivePlay({ snapshot, children }: LivePlayProps) {
  // Another tournament's page starts from its own scores.
  return (
    <TournamentLive key={snapshot.tournamentId} snapshot={snapshot}>
      {children}
    </TournamentLive>
  );
}

/** The scores of the matches in play (none outside a LivePlay). */
export function useLiveScores(): Scores {
  const store = useContext(LiveStore);
  const read = store ? store.get : () => NONE;
  return useSyncExternalStore(store ? store.subscribe : noSubscription, read, read);
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
