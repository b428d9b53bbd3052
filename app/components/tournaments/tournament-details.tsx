import { CalendarDays, CalendarPlus, MapPin, Ticket } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { clubPath, tournamentPath } from "~/domain/slugs";
import { formatDateRange, formatLongDate } from "~/lib/format";
import type { TournamentDetail } from "~/server/tournaments";

/** The tournament's title, dates, club, description, categories, fee and calendar download. */
export function TournamentDetails({
  tournament,
  categories,
}: {
  tournament: TournamentDetail;
  categories: { type: string; text: string }[];
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-6">
        <div className="flex flex-wrap gap-2">
          {tournament.femepa ? <Badge>FEMEPA</Badge> : null}
          {!tournament.approved ? <Badge variant="outline">Pendiente de aprobación</Badge> : null}
        </div>
        <h1 className="text-3xl font-bold tracking-tight wrap-break-word">{tournament.title}</h1>
        <p className="flex items-center gap-2 text-muted-foreground">
          <CalendarDays className="size-5" aria-hidden />
          {formatDateRange(tournament.startDate, tournament.endDate)}
        </p>
        <div className="flex items-center gap-3">
          <Avatar src={tournament.clubImage} name={tournament.clubName} />
          <div>
            {tournament.clubId ? (
              <Link to={clubPath({ id: tournament.clubId, name: tournament.clubName })} className="font-medium hover:underline">
                {tournament.clubName}
              </Link>
            ) : (
              <span className="font-medium">{tournament.clubName}</span>
            )}
            {tournament.clubState ? <p className="text-sm text-muted-foreground">{tournament.clubState}</p> : null}
          </div>
        </div>
        {tournament.description ? <p className="whitespace-pre-line wrap-break-word">{tournament.description}</p> : null}
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold">Fechas</dt>
            <dd>Inicio: {formatLongDate(tournament.startDate)}</dd>
            <dd>Fin: {formatLongDate(tournament.endDate)}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1 font-semibold">
              <MapPin className="size-4" aria-hidden />
              Sede
            </dt>
            <dd>{tournament.clubName}</dd>
          </div>
          <div>
            <dt className="font-semibold">Categorías</dt>
            {categories.map((c) => (
              <dd key={c.type}>
                {c.type}: {c.text}
              </dd>
            ))}
          </div>
          <div>
            <dt className="flex items-center gap-1 font-semibold">
              <Ticket className="size-4" aria-hidden />
              Inscripción
            </dt>
            <dd>{tournament.fee || "Por definir"}</dd>
          </div>
        </dl>
        <Button asChild variant="outline" className="self-start">
          <a href={`${tournamentPath(tournament)}/calendario.ics`} download>
            <CalendarPlus aria-hidden />
            Agregar al calendario
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}

export function Organizers({ organizers }: { organizers: { id: string; name: string; image: string | null }[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Organizadores</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {organizers.map((o) => (
            <li key={o.id} className="flex items-center gap-2">
              <Avatar src={o.image} name={o.name} className="size-8" />
              <span>{o.name}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
