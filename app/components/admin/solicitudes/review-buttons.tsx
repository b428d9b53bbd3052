import { Check, X } from "lucide-react";
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
