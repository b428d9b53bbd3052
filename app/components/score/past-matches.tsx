import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { TEAMS } from "~/domain/score";
import { finalResultText, formatSets, playersLine } from "~/domain/score-format";
import { formatLongDate, formatTime } from "~/lib/format";
import type { OwnerMatch } from "~/server/score";
import { livePath } from "./live-share-card";

/** A signed-in scorer's matches kept on the server, newest first. */
export function PastMatches({ matches }: { matches: readonly OwnerMatch[] }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Tus partidos</CardTitle>
      </CardHeader>
      <CardContent>
        {matches.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Aún no tienes partidos guardados. Los partidos que lleves con tu sesión iniciada aparecerán aquí.
          </p>
        ) : (
          <ul className="grid gap-2">
            {matches.map((m) => (
              <li key={m.id} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">
                    {m.settings.team1.name} vs {m.settings.team2.name}
                  </span>
                  <Badge variant={m.status === "finished" ? "secondary" : "accent"}>
                    {m.status === "finished" ? "Terminado" : "En juego"}
                  </Badge>
                </div>
                <span className="text-muted-foreground">{TEAMS.map((team) => playersLine(m.settings, team)).join(" vs ")}</span>
                <span>{finalResultText(m.settings, m.score) ?? (formatSets(m.score) || "Sin sets terminados")}</span>
                <span className="text-muted-foreground">
                  {m.settings.clubName} · {formatLongDate(m.createdAt)}, {formatTime(m.createdAt)}
                </span>
                {/* Its page: the live score when shared, and where its owner picks its players (issue 35). */}
                <Link to={livePath(m.id)} className="font-medium text-primary underline-offset-4 hover:underline">
                  {m.shareLive ? "Ver marcador en vivo" : "Ver partido y jugadores"}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
