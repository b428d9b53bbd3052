import { CalendarDays, MapPin, Trophy } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { tournamentPath } from "~/domain/slugs";
import { TOURNAMENT_PHASE_LABELS } from "~/domain/tournament-status";
import { formatDateRange } from "~/lib/format";
import { imageSrc } from "~/lib/image";
import type { TournamentCard as Tournament } from "~/server/tournaments.server";

export function TournamentCard({ tournament }: { tournament: Tournament }) {
  const past = tournament.phase === "past";
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="tournament-card">
      <div className="relative aspect-video bg-muted">
        {tournament.image ? (
          <img src={imageSrc(tournament.image, 600)} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <Trophy className="size-10" aria-hidden />
          </div>
        )}
        <div className="absolute left-2 top-2 flex gap-1">
          {tournament.femepa ? <Badge>FEMEPA</Badge> : null}
          {tournament.phase === "active" ? <Badge variant="accent">{TOURNAMENT_PHASE_LABELS.active}</Badge> : null}
        </div>
      </div>
      <CardContent className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold leading-tight">{tournament.title}</h2>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden />
          {formatDateRange(tournament.startDate, tournament.endDate)}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4" aria-hidden />
          {tournament.clubName}
        </p>
        <div className="mt-auto pt-2">
          <Button asChild variant={past ? "outline" : "default"} className="w-full">
            <Link to={tournamentPath(tournament)}>{past ? "Ver resultados" : "Ver detalles"}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
