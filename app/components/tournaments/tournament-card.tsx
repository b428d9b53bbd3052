import { CalendarDays, MapPin, Trophy } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeading } from "~/components/ui/card";
import { tournamentPath } from "~/domain/slugs";
import { TOURNAMENT_PHASE_LABELS } from "~/domain/tournament-status";
import { formatDateRange } from "~/lib/format";
import { cardImageLoading, imageSrc } from "~/lib/image";
import type { TournamentCard as Tournament } from "~/server/tournaments";

/** `first`: the first card of the page, whose photo is loaded first. */
export function TournamentCard({ tournament, first = false }: { tournament: Tournament; first?: boolean }) {
  const past = tournament.phase === "past";
  const badges = (
    <>
      {tournament.femepa ? <Badge>FEMEPA</Badge> : null}
      {tournament.phase === "active" ? <Badge variant="accent">{TOURNAMENT_PHASE_LABELS.active}</Badge> : null}
    </>
  );
  return (
    <Card className="flex w-full flex-col overflow-hidden" data-testid="tournament-card">
      {tournament.image ? (
        <div className="relative aspect-video bg-muted">
          <img src={imageSrc(tournament.image, 600)} alt="" {...cardImageLoading(first)} className="size-full object-cover" />
          <div className="absolute left-2 top-2 flex gap-1">{badges}</div>
        </div>
      ) : null}
      <CardContent className="flex flex-1 flex-col gap-2 p-4">
        <CardHeading
          title={tournament.title}
          hasPhoto={Boolean(tournament.image)}
          icon={<Trophy className="size-6" aria-hidden />}
          badges={tournament.femepa || tournament.phase === "active" ? <div className="flex flex-wrap gap-1">{badges}</div> : null}
        />
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
