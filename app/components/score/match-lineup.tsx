import { useState } from "react";
import { Link } from "react-router";
import { PlayerPicker } from "~/components/players/player-picker";
import type { PickedPlayer } from "~/components/players/use-player-search";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ErrorText } from "~/components/ui/error-text";
import { useIntentFetcher } from "~/components/ui/intent-form";
import { LINEUP_PLACES } from "~/domain/match-lineup";
import { playerPath } from "~/domain/slugs";
import { replyMessage } from "~/lib/form-reply";
import { LINEUP_FIELDS } from "~/lib/schemas/match-lineup";
import type { LineupPlayer, MatchLineupView } from "~/server/score";
import { livePath } from "./live-share-card";
import { STATUS_TEXT } from "./result-prompt";

const PLACE_LABELS = ["Pareja 1 · jugador 1", "Pareja 1 · jugador 2", "Pareja 2 · jugador 1", "Pareja 2 · jugador 2"] as const;

const placeOf = (players: readonly LineupPlayer[], index: number): PickedPlayer | null => {
  const place = LINEUP_PLACES[index]!;
  const found = players.find((p) => p.team === place.team && p.position === place.position);
  return found ? { id: found.id, name: found.name, handle: found.handle, image: found.image, gender: found.gender } : null;
};

/** 'Jugadores del partido': the owner picks them from the player search; everyone else reads them. */
export function MatchLineupCard({ view }: { view: MatchLineupView }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="text-lg">
          Jugadores del partido
        </CardTitle>
        <CardDescription>
          {view.canEdit
            ? "Elige a los cuatro jugadores: cuando termine, un jugador de cada pareja confirma el resultado y cuenta para su nivel."
            : STATUS_TEXT[view.status]}
        </CardDescription>
      </CardHeader>
      <CardContent>{view.canEdit ? <LineupForm view={view} /> : <LineupList view={view} />}</CardContent>
    </Card>
  );
}

function LineupList({ view }: { view: MatchLineupView }) {
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-2 sm:grid-cols-2">
      {([1, 2] as const).map((team) => (
        <li key={team} className="grid gap-1 text-sm">
          <span className="font-semibold">{view.teams[team === 1 ? "team1" : "team2"]}</span>
          {view.players
            .filter((p) => p.team === team)
            .map((p) => (
              <Link key={p.id} to={playerPath(p)} className="text-primary underline-offset-4 hover:underline">
                {p.name}
              </Link>
            ))}
        </li>
      ))}
    </ul>
  );
}

function LineupForm({ view }: { view: MatchLineupView }) {
  const fetcher = useIntentFetcher();
  const [picked, setPicked] = useState(() => LINEUP_PLACES.map((_, index) => placeOf(view.players, index)));
  const error = fetcher.data && !fetcher.data.ok ? replyMessage(fetcher.data) : undefined;
  const chosen = picked.flatMap((p) => (p ? [p.id] : []));
  return (
    <fetcher.Form method="post" action={livePath(view.matchId)} className="grid gap-4">
      <input type="hidden" name="intent" value="lineup" />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
        {PLACE_LABELS.map((label, index) => (
          <PlayerPicker
            key={label}
            label={label}
            name={LINEUP_FIELDS[index]}
            value={picked[index] ?? null}
            excludeIds={chosen}
            onChange={(player) => setPicked((current) => current.map((p, i) => (i === index ? player : p)))}
          />
        ))}
      </div>
      {view.players.length > 0 ? (
        <p className="text-sm text-muted-foreground">Cambiar a los jugadores borra las confirmaciones que ya tenga el partido.</p>
      ) : null}
      <ErrorText id={`lineup-error-${view.matchId}`} errors={error} form />
      <div>
        <Button type="submit" disabled={fetcher.state !== "idle"}>
          Guardar jugadores
        </Button>
      </div>
    </fetcher.Form>
  );
}
