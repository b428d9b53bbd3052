import { CalendarDays, MapPin, Users } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { SOCIAL_FORMAT_LABELS, SOCIAL_STATUS_LABELS, socialEventPath } from "~/domain/social-event";
import type { SocialEventCard } from "~/server/social";

/** The social events of a list (/eventos-padel-puebla, a club's page): links and text only. */
export function SocialEventCards({ events }: { events: SocialEventCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <Link
            to={socialEventPath(event)}
            className="flex h-full flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm transition-colors hover:bg-secondary/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{SOCIAL_FORMAT_LABELS[event.format]}</Badge>
              <Badge variant={event.upcoming ? "default" : "outline"}>
                {event.upcoming ? SOCIAL_STATUS_LABELS[event.status] : "Terminado"}
              </Badge>
            </div>
            <h3 className="text-lg font-semibold leading-tight">{event.title}</h3>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <CalendarDays className="size-4 shrink-0" aria-hidden />
              {event.when}
            </p>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <MapPin className="size-4 shrink-0" aria-hidden />
              {event.clubName}
            </p>
            <p className="mt-auto flex items-center gap-2 text-sm font-medium">
              <Users className="size-4 shrink-0" aria-hidden />
              {event.playersIn} de {event.playerCap} jugadores
              {event.waiting > 0 ? <span className="text-muted-foreground">· {event.waiting} en espera</span> : null}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
