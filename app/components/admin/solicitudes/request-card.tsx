import { AtSign, Calendar, Mail, Phone, Trophy } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { canReview, type ReviewStatus } from "~/domain/requests";
import { formatLongDate } from "~/lib/format";
import type { RequestRow } from "~/server/admin";
import { RequestBadges } from "./request-badges";
import { ReviewButtons } from "./review-buttons";

/** The address of this list with the detail dialog of solicitud `id` open (shareable). */
export function useDetailHref(id: number | null): string {
  const [searchParams] = useSearchParams();
  const next = new URLSearchParams(searchParams);
  if (id === null) next.delete("detalle");
  else next.set("detalle", String(id));
  const query = next.toString();
  return query ? `?${query}` : ".";
}

export function RequestCard({ request }: { request: RequestRow }) {
  const detailHref = useDetailHref(request.id);
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="gap-3 pb-3">
        <RequestBadges type={request.type} status={request.status} />
        <h3 className="text-lg font-semibold leading-tight">{request.name}</h3>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <ul className="grid gap-1.5 text-muted-foreground">
          {request.phone && <Item icon={<Phone aria-hidden />} label="Teléfono" value={request.phone} />}
          {request.email && <Item icon={<Mail aria-hidden />} label="Correo" value={request.email} />}
          {request.instagram && <Item icon={<AtSign aria-hidden />} label="Instagram" value={`@${request.instagram.replace(/^@/, "")}`} />}
          {request.category && <Item icon={<Trophy aria-hidden />} label="Categoría" value={request.category} />}
          <Item icon={<Calendar aria-hidden />} label="Creada" value={formatLongDate(request.createdAt)} />
        </ul>
        {request.message && <p className="line-clamp-2 text-foreground">{request.message}</p>}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <Button asChild variant="outline" size="sm">
            <Link to={detailHref} preventScrollReset aria-label={`Ver detalles de la solicitud de ${request.name}`}>
              Ver detalles
            </Link>
          </Button>
          {canReview(request.status as ReviewStatus) && <ReviewButtons id={request.id} name={request.name} />}
        </div>
      </CardContent>
    </Card>
  );
}

function Item({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <li className="flex min-w-0 items-center gap-2 [&_svg]:size-4 [&_svg]:shrink-0">
      {icon}
      <span className="sr-only">{label}:</span>
      <span className="truncate" title={value}>
        {value}
      </span>
    </li>
  );
}
