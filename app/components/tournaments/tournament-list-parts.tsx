import { Medal, Trophy } from "lucide-react";
import { Link } from "react-router";
import { TournamentCard } from "~/components/tournaments/tournament-card";
import { Avatar } from "~/components/ui/avatar";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { playerPath, tournamentPath } from "~/domain/slugs";
import type { TopPlayer } from "~/server/players";
import type { recentChampions, TournamentCard as Tournament } from "~/server/tournaments";

// The tournaments list's cards and side panels (see the route).

export function TournamentGrid({ tournaments }: { tournaments: Tournament[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tournaments.map((t, index) => (
        <TournamentCard key={t.id} tournament={t} first={index === 0} />
      ))}
    </div>
  );
}

export function TopPlayers({ players: topPlayers }: { players: TopPlayer[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Medal className="size-5 text-primary" aria-hidden />
          Top 10 jugadores
        </CardTitle>
      </CardHeader>
      <CardContent>
        {topPlayers.length === 0 ? (
          <p className="text-muted-foreground">Aún no hay jugadores con títulos.</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {topPlayers.map((p, index) => (
              <li key={p.id} className="flex items-center gap-3">
                <span className="w-6 text-right font-semibold text-muted-foreground">{index + 1}</span>
                <Avatar src={p.image} name={p.name} className="size-8" />
                <Link to={playerPath(p)} className="flex-1 truncate hover:underline">
                  {p.name}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {p.titles} {p.titles === 1 ? "título" : "títulos"}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

export function RecentChampions({ champions }: { champions: Awaited<ReturnType<typeof recentChampions>> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Trophy className="size-5 text-primary" aria-hidden />
          Campeones recientes
        </CardTitle>
      </CardHeader>
      <CardContent>
        {champions.length === 0 ? (
          <p className="text-muted-foreground">Aún no hay campeones registrados.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {champions.map((c) => (
              <li key={c.id} className="flex flex-col">
                <span className="font-medium">
                  {[c.player1, c.player2]
                    .filter((p) => p !== null)
                    .map((p) => p.name)
                    .join(" / ")}
                </span>
                <span className="text-sm text-muted-foreground">
                  {c.categoryType} - {c.category} ·{" "}
                  <Link to={tournamentPath({ id: c.tournamentId, title: c.tournamentTitle })} className="hover:underline">
                    {c.tournamentTitle}
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
