import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { REPORT_STATUS_LABELS, type ReportStatus } from "~/domain/requests";
import { playerPath } from "~/domain/slugs";
import { formatLongDate } from "~/lib/format";
import type { PlayerReportRow } from "~/server/admin";
import { LinkButtons } from "./review-buttons";

/** 'Este perfil no es mío' reports (docs/product.md §6.3): open ones can undo the link or be closed. */
export function PlayerReportList({ reports }: { reports: PlayerReportRow[] }) {
  return (
    <section aria-labelledby="reportes-title" className="space-y-3 pt-6">
      <h2 id="reportes-title" className="text-xl font-semibold">
        Reportes «Este perfil no es mío»
      </h2>
      {reports.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted-foreground">No hay reportes de perfil.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {reports.map((report) => (
            <li key={report.id}>
              <Card data-testid="player-report">
                <CardHeader className="gap-2 pb-3">
                  <div className="flex flex-wrap gap-2">
                    <Badge variant="outline">Reporte de perfil</Badge>
                    <Badge variant="secondary">{REPORT_STATUS_LABELS[report.status as ReportStatus] ?? report.status}</Badge>
                  </div>
                  <h3 className="text-lg font-semibold leading-tight">
                    <Link to={playerPath(report.player)} className="text-primary underline-offset-4 hover:underline">
                      {report.player.name}
                    </Link>
                  </h3>
                </CardHeader>
                <CardContent className="grid gap-2 text-sm">
                  <p>
                    Reporta: {report.reporter.name} <span className="text-muted-foreground wrap-anywhere">({report.reporter.email})</span>
                  </p>
                  <p>
                    {report.linkedUser ? (
                      <>
                        Conectado a: {report.linkedUser.name}{" "}
                        <span className="text-muted-foreground wrap-anywhere">({report.linkedUser.email})</span>
                      </>
                    ) : (
                      "Sin cuenta conectada"
                    )}
                  </p>
                  {report.message ? <p className="whitespace-pre-line break-words rounded-md bg-muted p-3">{report.message}</p> : null}
                  <p className="text-muted-foreground">Creado: {formatLongDate(report.createdAt)}</p>
                  {report.status === "pendiente" && (
                    <LinkButtons
                      playerId={report.linkedUser ? report.player.id : null}
                      playerName={report.player.name}
                      reportId={report.id}
                    />
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
