import { Flame, Heart } from "lucide-react";
import { useFetcher, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** The favourite heart: posts the toggle and shows the new state at once (the server confirms with a toast). */
export function FavoriteButton({
  playerId,
  playerName,
  isFavorite,
  withLabel = false,
}: {
  playerId: number;
  playerName: string;
  isFavorite: boolean;
  withLabel?: boolean;
}) {
  // Not an intent fetcher: the toggle's API route answers with a redirect whose toast comes through the
  // session, never with a FormReply; and the players list renders this heart on its first visit, where
  // useIntentFetcher's module would add 0.8 KB (gzip).
  const fetcher = useFetcher();
  const location = useLocation();
  const pending = fetcher.state !== "idle";
  // Optimistic: while posting, show the state the toggle will give.
  const active = pending ? !isFavorite : isFavorite;
  const label = active ? `Quitar a ${playerName} de favoritos` : `Añadir a ${playerName} a favoritos`;
  return (
    <fetcher.Form method="post" action={`/api/players/${playerId}/favorite`}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <Button
        type="submit"
        variant={withLabel ? (active ? "secondary" : "default") : "ghost"}
        size={withLabel ? "default" : "icon"}
        aria-label={withLabel ? undefined : label}
        aria-pressed={active}
        disabled={pending}
      >
        <Heart className={cn(active && "fill-red-500 text-red-500")} aria-hidden />
        {withLabel ? (active ? "Quitar de favoritos" : "Añadir a favoritos") : null}
      </Button>
    </fetcher.Form>
  );
}

/** Favourite count with the flame icon, shown above 0 (docs/product.md §6.1). */
export function FavoriteCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="inline-flex items-center gap-1 text-sm font-medium text-orange-700" title="Seguidores">
      <Flame className="size-4" aria-hidden />
      {count}
      <span className="sr-only">{count === 1 ? "seguidor" : "seguidores"}</span>
    </span>
  );
}
