import { Copy, ExternalLink, Radio } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/toaster";
import type { SyncStatus } from "./match-sync";
import { copyText } from "./share";

export function livePath(id: string): string {
  return `/padel-score/en-vivo/${id}`;
}

/** A short line on the sync state: saved, sending, or points waiting for the connection. */
export function syncStatusText(status: SyncStatus | null): string {
  if (!status) return "Conectando…";
  switch (status.state) {
    case "synced":
      return "Marcador al día en el servidor.";
    case "sending":
      return "Enviando marcador…";
    case "offline":
      return `Sin conexión: ${status.pending} ${status.pending === 1 ? "evento pendiente" : "eventos pendientes"}. Se enviarán al volver la conexión.`;
    case "error":
      return status.message;
  }
}

/** The public link of a match shared live (never carries the scorer's secret). */
export function LiveShareCard({ id, status, finished = false }: { id: string; status: SyncStatus | null; finished?: boolean }) {
  const url = `${window.location.origin}${livePath(id)}`;
  const copy = async () => {
    try {
      await copyText(url);
      toast({ type: "success", title: "URL copiada" });
    } catch {
      toast({ type: "error", title: "Error", description: "No se pudo copiar la URL" });
    }
  };
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Radio className="size-5 text-destructive" aria-hidden />
          Marcador en vivo
          {finished ? (
            <Badge variant="secondary">Partido terminado</Badge>
          ) : status?.state === "offline" ? (
            <Badge variant="outline">Sin conexión</Badge>
          ) : (
            <Badge variant="accent">En vivo</Badge>
          )}
        </CardTitle>
        <CardDescription>
          {finished ? "Comparte este enlace: muestra el resultado final." : "Comparte este enlace: se actualiza con cada punto."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="break-all rounded-md bg-muted px-3 py-2 font-mono text-sm" data-testid="live-url">
          {url}
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" className="h-12" onClick={copy}>
            <Copy aria-hidden />
            Copiar enlace
          </Button>
          <Button variant="outline" className="h-12" asChild>
            <a href={livePath(id)} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden />
              Abrir
            </a>
          </Button>
        </div>
        <p role="status" className="text-sm text-muted-foreground" data-testid="sync-status">
          {syncStatusText(status)}
        </p>
      </CardContent>
    </Card>
  );
}
