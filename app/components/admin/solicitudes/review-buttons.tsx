import { Check, Unlink, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useIntentFetcher } from "~/components/ui/intent-form";

/**
 * 'Aprobar' and 'Rechazar' for a pending solicitud (or, with kind 'reclamo', a player profile claim);
 * plain form posts, so they work before JavaScript loads.
 */
export function ReviewButtons({ id, name, kind }: { id: number; name: string; kind?: "reclamo" }) {
  const fetcher = useIntentFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex gap-2" preventScrollReset>
      <input type="hidden" name="id" value={id} />
      {kind && <input type="hidden" name="kind" value={kind} />}
      <Button
        type="submit"
        name="intent"
        value="aprobar"
        size="sm"
        disabled={busy}
        aria-label={`Aprobar ${kind ? "reclamo" : "solicitud"} de ${name}`}
      >
        <Check aria-hidden />
        Aprobar
      </Button>
      <Button
        type="submit"
        name="intent"
        value="rechazar"
        size="sm"
        variant="destructive"
        disabled={busy}
        aria-label={`Rechazar ${kind ? "reclamo" : "solicitud"} de ${name}`}
      >
        <X aria-hidden />
        Rechazar
      </Button>
    </fetcher.Form>
  );
}

/**
 * 'Deshacer vinculación' (docs/product.md §6.3): the player's profile is no longer linked to its account,
 * which cannot claim it again; with `reportId`, also 'Marcar como atendido' for a report.
 */
export function LinkButtons({ playerId, playerName, reportId }: { playerId: number | null; playerName: string; reportId?: number }) {
  const fetcher = useIntentFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex flex-wrap gap-2" preventScrollReset>
      {playerId !== null && <input type="hidden" name="player" value={playerId} />}
      {reportId !== undefined && <input type="hidden" name="id" value={reportId} />}
      {playerId !== null && (
        <Button
          type="submit"
          name="intent"
          value="deshacer-vinculacion"
          size="sm"
          variant="destructive"
          disabled={busy}
          aria-label={`Deshacer vinculación de ${playerName}`}
        >
          <Unlink aria-hidden />
          Deshacer vinculación
        </Button>
      )}
      {reportId !== undefined && (
        <Button type="submit" name="intent" value="atender" size="sm" variant="outline" disabled={busy}>
          <Check aria-hidden />
          Marcar como atendido
        </Button>
      )}
    </fetcher.Form>
  );
}
