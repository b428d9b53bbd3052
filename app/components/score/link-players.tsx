// Padel Score's setup form, for a signed-in owner (issue 35): the four players' profiles from the player
// search. Its own chunk: the route loads it only for signed-in visitors.
import { PlayerPicker } from "~/components/players/player-picker";
import type { PickedPlayer } from "~/components/players/use-player-search";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

export type LinkPlayersProps = {
  /** The four places: team 1's two players, then team 2's. */
  linked: readonly (PickedPlayer | null)[];
  onLink: (place: number, picked: PickedPlayer | null) => void;
};

const PLACE_LABELS = ["Equipo 1 · jugador 1", "Equipo 1 · jugador 2", "Equipo 2 · jugador 1", "Equipo 2 · jugador 2"] as const;

/** The players' profiles, optional: once the match ends a player of each side confirms it and it counts for their level. */
export function LinkPlayers({ linked, onLink }: LinkPlayersProps) {
  const chosen = linked.flatMap((p) => (p ? [p.id] : []));
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Jugadores del partido (opcional)</CardTitle>
        <CardDescription>
          Elige a los cuatro jugadores: cuando termine, un jugador de cada pareja confirma el resultado y cuenta para su nivel.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
        {PLACE_LABELS.map((label, place) => (
          <PlayerPicker
            key={label}
            label={label}
            value={linked[place] ?? null}
            excludeIds={chosen}
            onChange={(picked) => onLink(place, picked)}
          />
        ))}
      </CardContent>
    </Card>
  );
}
