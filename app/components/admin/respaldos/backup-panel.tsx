// /admin/respaldos: make a backup now, see the schedule, and download the kept backups (ADR 0035).
import { DatabaseBackup, Download, Loader2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { useIntentFetcher } from "~/components/ui/intent-form";
import { formatDateTimeLong } from "~/lib/format";
import { replyMessage } from "~/lib/form-reply";

type Props = {
  backups: { name: string; size: string; createdAt: string }[];
  schedule: string;
  keep: number;
  inBucket: boolean;
  running: boolean;
};

export function BackupPanel({ backups, schedule, keep, inBucket, running }: Props) {
  const fetcher = useIntentFetcher();
  const busy = fetcher.state !== "idle";
  const error = fetcher.data && !fetcher.data.ok ? replyMessage(fetcher.data) : undefined;
  return (
    <div className="mt-6 flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Respaldos</CardTitle>
          <CardDescription>
            Cada respaldo guarda todos los datos del sitio y las imágenes subidas en un solo archivo. Se crea sin detener el sitio y se
            restaura con <code className="font-mono">npm run restore</code>.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <p className="text-sm">
            Respaldos automáticos: <strong>{schedule}</strong>. Se conservan los últimos {keep}
            {inBucket ? " en el bucket de almacenamiento" : " en la carpeta de datos del servidor"}.
          </p>
          <fetcher.Form method="post" preventScrollReset className="flex flex-col gap-2">
            <div>
              <Button type="submit" name="intent" value="create" disabled={busy}>
                {busy ? <Loader2 className="animate-spin" aria-hidden /> : <DatabaseBackup aria-hidden />}
                {busy ? "Creando respaldo..." : "Crear respaldo"}
              </Button>
            </div>
            {busy ? (
              <p role="status" className="text-sm text-muted-foreground">
                Creando respaldo. El sitio sigue funcionando mientras tanto; puede tardar unos segundos.
              </p>
            ) : running ? (
              <p role="status" className="text-sm text-muted-foreground">
                Hay un respaldo en curso.
              </p>
            ) : null}
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </fetcher.Form>
        </CardContent>
      </Card>

      <section aria-labelledby="respaldos-lista" className="flex flex-col gap-3">
        <h2 id="respaldos-lista" className="text-xl font-semibold">
          Respaldos guardados ({backups.length})
        </h2>
        {backups.length === 0 ? (
          <p className="text-muted-foreground">Todavía no hay respaldos. Crea el primero con el botón «Crear respaldo».</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card" aria-label="Respaldos">
            {backups.map((b) => {
              const date = formatDateTimeLong(b.createdAt);
              return (
                <li key={b.name} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4">
                  <div className="flex min-w-0 flex-col">
                    <span className="font-medium">{date}</span>
                    <span className="text-sm text-muted-foreground">{b.size}</span>
                  </div>
                  <Button asChild variant="outline" size="sm">
                    <a href={`/admin/respaldos/descargar/${b.name}`} download={b.name} aria-label={`Descargar el respaldo del ${date}`}>
                      <Download aria-hidden />
                      Descargar
                    </a>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
