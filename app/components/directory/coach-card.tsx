import { Link } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { Badge, FeaturedBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { coachPath } from "~/domain/slugs";
import { formatMXN } from "~/lib/format";

export type CoachCardData = {
  id: number;
  name: string;
  description: string | null;
  image: string | null;
  experience: string | null;
  classCost: number | null;
  featured: boolean;
  clubs: { id: number; name: string }[];
};

export function CoachCard({ coach }: { coach: CoachCardData }) {
  return (
    <Card className="flex h-full flex-col">
      <CardContent className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-4">
          <Avatar src={coach.image} name={coach.name} className="size-16" />
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-semibold leading-tight">{coach.name}</h2>
            <div className="mt-1 flex flex-wrap gap-1">
              {coach.experience ? <Badge variant="secondary">{coach.experience}</Badge> : null}
              {coach.featured ? <FeaturedBadge /> : null}
            </div>
          </div>
        </div>
        {coach.description ? <p className="line-clamp-3 text-sm wrap-break-word">{coach.description}</p> : null}
        <p className="text-sm">
          <span className="text-muted-foreground">Costo por clase: </span>
          <span className="font-semibold">{coach.classCost !== null ? formatMXN(coach.classCost, { code: true }) : "Consultar"}</span>
        </p>
        {coach.clubs.length ? (
          <ul className="flex flex-wrap gap-1" aria-label="Clubs">
            {coach.clubs.map((c) => (
              <li key={c.id}>
                <Badge variant="outline">{c.name}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <Button asChild className="mt-auto w-full">
          <Link to={coachPath(coach)} aria-label={`Ver Perfil de ${coach.name}`}>
            Ver Perfil
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
