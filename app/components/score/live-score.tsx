import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { teamName } from "~/domain/score-format";
import type { LiveMatch } from "~/server/score";
import { FinalResult, MatchSummary } from "./match-summary";
import { Scoreboard } from "./scoreboard";
import { useNow } from "./use-now";
import { useScoreBanner } from "./use-score-banner";

type Connection = "connecting" | "open" | "reconnecting" | "closed";

/**
 * Follows a match through server-sent events. The browser's EventSource reconnects by itself after a
 * drop, and the server sends the current score first on every connection.
 */
function useLiveMatch(initial: LiveMatch, follow: boolean) {
  const [live, setLive] = useState(initial);
  const [receivedAt, setReceivedAt] = useState(() => Date.now());
  const [connection, setConnection] = useState<Connection>("connecting");

  useEffect(() => {
    if (!follow) return;
    const source = new EventSource(`/api/matches/${initial.id}/stream`);
    source.addEventListener("score", (event) => {
      const next = JSON.parse((event as MessageEvent<string>).data) as LiveMatch;
      setLive((current) => (next.version >= current.version ? next : current));
      setReceivedAt(Date.now());
      setConnection("open");
    });
    source.onopen = () => setConnection("open");
    source.onerror = () => setConnection(source.readyState === EventSource.CLOSED ? "closed" : "reconnecting");
    return () => source.close();
  }, [initial.id, follow]);

  return { live, receivedAt, connection };
}

function ConnectionBadge({ connection, finished }: { connection: Connection; finished: boolean }) {
  if (finished) return <Badge variant="secondary">Partido terminado</Badge>;
  if (connection === "open") {
    return (
      <Badge variant="accent" data-testid="live-badge">
        <span className="size-2 animate-pulse rounded-full bg-destructive" aria-hidden />
        En vivo
      </Badge>
    );
  }
  return <Badge variant="outline">{connection === "closed" ? "Sin conexión" : "Conectando…"}</Badge>;
}

/**
 * The live page body: the same scoreboard as the scorer's, read-only. `follow` false: a match not shared
 * live, shown to its owner and players as it was read (it has no stream).
 */
export function LiveScore({ initial, follow = true }: { initial: LiveMatch; follow?: boolean }) {
  const { live, receivedAt, connection } = useLiveMatch(initial, follow);
  const { settings, score, clock } = live;
  const now = useNow(clock.running);
  const elapsed = clock.elapsedMs + (clock.running ? Math.max(0, now - receivedAt) : 0);
  const banner = useScoreBanner(score, settings);
  const finished = score.phase === "finished";
  return (
    <>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight wrap-break-word md:text-3xl">
          {teamName(settings, "team1")} vs {teamName(settings, "team2")}
        </h1>
        {follow || finished ? <ConnectionBadge connection={connection} finished={finished} /> : null}
      </header>
      {score.phase === "not-started" && (
        <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
          El partido aún no empieza: el marcador aparecerá aquí en cuanto se elija quién saca.
        </p>
      )}
      <Scoreboard settings={settings} score={score} elapsed={elapsed} paused={clock.paused} banner={banner} />
      <FinalResult settings={settings} score={score} />
      {follow && connection === "closed" && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3 text-sm">
          Se perdió la conexión con el marcador.
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden />
            Recargar
          </Button>
        </div>
      )}
      <MatchSummary settings={settings} score={score} elapsed={elapsed} />
    </>
  );
}
