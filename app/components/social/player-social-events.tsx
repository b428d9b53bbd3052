import { CalendarDays, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { PlayerSocialEvents } from "~/server/social";

/** '88.7 puntos', '1 punto'. */
const pointsText = (points: number) =>
  `${points.toLocaleString("es-MX", { maximumFractionDigits: 1 })} ${points === 1 ? "punto" : "puntos"}`;

/**
 * A player's social events: the ones ahead (date, club, link; the waiting list's place) and the ones played
 * (their place and points). 'Mis eventos sociales' on Padel Score, 'Eventos sociales' on the profile.
 */
export function PlayerSocialEventsCard({ title, events, className }: { title: string; events: PlayerSocialEvents; className?: string }) {
  const { upcoming, played, summary } = events;
  return (
    <Card className={className} data-testid="player-social-events">
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="text-lg">
          {title}
        </CardTitle>
        {summary ? <p className="text-sm text-muted-foreground">{summary}</p> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {upcoming.length === 0 && played.length === 0 ? <p className="text-muted-foreground">Aún no hay eventos sociales.</p> : null}
        {upcoming.length > 0 ? (
          <ul className="flex flex-col divide-y divide-border" aria-label="Próximos eventos sociales">
            {upcoming.map((event) => (
              <li key={event.id} className="flex flex-col gap-1 py-2 text-sm">
                <Link to={event.href} className="font-semibold text-primary underline-offset-4 hover:underline">
                  {event.title}
                </Link>
                <span className="flex items-center gap-1.5 text-muted-foreground">
                  <CalendarDays className="size-4 shrink-0" aria-hidden />
                  {event.when}
                </span>
                <span className="flex items-center gap-1.5 text-muted-foreground">
                  <MapPin className="size-4 shrink-0" aria-hidden />
                  <Link to={event.club.href} className="hover:underline">
                    {event.club.name}
                  </Link>
                </span>
                {event.waitingPosition !== null ? (
                  <span className="self-start">
                    <Badge variant="outline">Lista de espera: lugar {event.waitingPosition}</Badge>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {played.length > 0 ? (
          <ul className="flex flex-col divide-y divide-border" aria-label="Eventos sociales jugados">
            {played.map((event) => (
              <li key={event.id} className="flex flex-col gap-1 py-2 text-sm" data-testid="played-social-event">
                <Link to={event.href} className="font-semibold text-primary underline-offset-4 hover:underline">
                  {event.title}
                </Link>
                <span className="text-muted-foreground">
                  {event.when} · {event.club.name}
                </span>
                <span className="font-medium">
                  {event.finished && event.position === 1 ? "Ganador · " : ""}
                  Lugar {event.position} de {event.players} · {pointsText(event.points)}
                  {event.finished ? "" : " (en juego)"}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
