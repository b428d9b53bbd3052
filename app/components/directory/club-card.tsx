import { Building2, MapPin } from "lucide-react";
import { Link } from "react-router";
import { FeaturedBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeading } from "~/components/ui/card";
import { clubPath } from "~/domain/slugs";
import { formatMXN } from "~/lib/format";
import { cardImageLoading, imageSrc } from "~/lib/image";

export type ClubCardData = {
  id: number;
  name: string;
  state: string | null;
  description: string | null;
  image: string | null;
  courts: number;
  featured: boolean;
  hourlyCost: number | null;
};

/** `first`: the first card of the page, whose photo is loaded first. */
export function ClubCard({ club, first = false }: { club: ClubCardData; first?: boolean }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {club.image ? (
        <div className="relative aspect-video bg-secondary">
          <img src={imageSrc(club.image, 600)} alt={club.name} {...cardImageLoading(first)} className="size-full object-cover" />
          {club.featured ? <FeaturedBadge className="absolute left-3 top-3" /> : null}
        </div>
      ) : null}
      <CardContent className="flex flex-1 flex-col gap-3 p-5">
        <CardHeading
          title={club.name}
          hasPhoto={Boolean(club.image)}
          icon={<Building2 className="size-6" aria-hidden />}
          badges={club.featured ? <FeaturedBadge className="self-start" /> : null}
        />
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-4" aria-hidden />
          {club.state?.trim() || "No especificada"}
        </p>
        {club.description ? <p className="line-clamp-3 text-sm wrap-break-word">{club.description}</p> : null}
        <dl className="mt-auto grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">Costo por hora</dt>
            <dd className="font-semibold">{club.hourlyCost !== null ? formatMXN(club.hourlyCost, { code: true }) : "Consultar"}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Canchas</dt>
            <dd className="font-semibold">{club.courts}</dd>
          </div>
        </dl>
        <Button asChild className="w-full">
          <Link to={clubPath(club)} aria-label={`Ver Club ${club.name}`}>
            Ver Club
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
