import { Badge } from "~/components/ui/badge";
import { STATUS_LABELS, TYPE_LABELS, type RequestType, type ReviewStatus } from "~/domain/requests";
import { cn } from "~/lib/utils";

const STATUS_STYLES: Record<ReviewStatus, string> = {
  pendiente: "bg-amber-100 text-amber-900",
  aprobada: "bg-green-100 text-green-900",
  rechazada: "bg-red-100 text-red-900",
};

export function RequestBadges({ type, status }: { type: string; status: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Badge variant="outline">{TYPE_LABELS[type as RequestType] ?? type}</Badge>
      <Badge variant="secondary" className={cn("border-transparent", STATUS_STYLES[status as ReviewStatus])}>
        {STATUS_LABELS[status as ReviewStatus] ?? status}
      </Badge>
    </div>
  );
}
