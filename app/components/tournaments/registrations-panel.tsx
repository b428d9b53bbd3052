import { useIntentFetcher } from "~/components/ui/intent-form";
import { Download } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatMXN } from "~/lib/format";
import type { RegistrationAdminRow } from "~/server/tournaments";
import { categoryTypeLabel } from "~/domain/categories";

const STATUS_LABELS: Record<string, string> = { pendiente: "Pendiente", confirmada: "Confirmada", cancelada: "Cancelada" };

function RegistrationActions({ row }: { row: RegistrationAdminRow }) {
  const fetcher = useIntentFetcher();
  const busy = fetcher.state !== "idle";
  const button = (label: string, fields: Record<string, string>, variant: "default" | "outline" = "outline") => (
    <fetcher.Form method="post" key={label}>
      <input type="hidden" name="intent" value="registration" />
      <input type="hidden" name="registrationId" value={row.id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={variant} disabled={busy} aria-label={`${label}: ${row.userName}`}>
        {label}
      </Button>
    </fetcher.Form>
  );
  return (
    <div className="flex flex-wrap gap-1">
      {row.status !== "confirmada" ? button("Confirmar", { status: "confirmada" }, "default") : null}
      {row.status !== "cancelada" ? button("Cancelar", { status: "cancelada" }) : null}
      {row.paymentMethod !== "pagado" ? button("Marcar pagado", { paymentMethod: "pagado" }) : null}
    </div>
  );
}

/** The editors' panel: every registration with confirm, cancel and mark-as-paid, and the CSV export. */
export function RegistrationsPanel({ rows, csvHref }: { rows: RegistrationAdminRow[]; csvHref: string }) {
  return (
    <Card data-testid="registrations-panel">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Inscripciones ({rows.length})</CardTitle>
        <Button asChild variant="outline" size="sm">
          <a href={csvHref} download>
            <Download aria-hidden />
            Exportar CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-muted-foreground">Aún no hay inscripciones.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {rows.map((row) => (
              <li key={row.id} className="flex flex-col gap-2 rounded-md border border-border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{row.userName}</span>
                  <span className="text-muted-foreground">/ {row.partnerName ?? "Sin pareja"}</span>
                  <Badge variant={row.status === "confirmada" ? "default" : "outline"}>{STATUS_LABELS[row.status] ?? row.status}</Badge>
                  {row.paymentMethod === "pagado" ? <Badge variant="secondary">Pagado</Badge> : null}
                </div>
                <p className="text-muted-foreground">
                  {categoryTypeLabel(row.categoryType)} - {row.category} · {formatMXN(row.finalPrice)}
                </p>
                <RegistrationActions row={row} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
