import { useState } from "react";
import { NewPlayerSheet } from "~/components/players/new-player-sheet";
import { PlayerPicker } from "~/components/players/player-picker";
import type { PickedPlayer } from "~/components/players/use-player-search";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { IntentForm, useIntentFetcher } from "~/components/ui/intent-form";
import type { SocialMatchView } from "~/server/social";

/**
 * The organisers' 'Añadir jugador' (issue 32): a player from the shared search (and a partner in the team
 * variants), or one not on the site yet through 'Añadir nuevo jugador'. Past the cap, the waiting list.
 */
export function AddSocialPlayer({
  team,
  excludeIds,
  lateFrom = null,
}: {
  team: boolean;
  excludeIds: number[];
  /** In play: the player joins from this round on ('join-late'). */
  lateFrom?: number | null;
}) {
  const [first, setFirst] = useState<PickedPlayer | null>(null);
  const [partner, setPartner] = useState<PickedPlayer | null>(null);
  const fetcher = useIntentFetcher({
    onReply: (reply) => {
      if (!reply.ok) return;
      setFirst(null);
      setPartner(null);
    },
  });
  return (
    <div className="flex flex-col gap-3">
      <IntentForm intent={lateFrom === null ? "add-entry" : "join-late"} fetcher={fetcher} className="flex flex-col gap-3">
        <PlayerPicker
          label={team ? "Jugador 1" : "Jugador"}
          name="playerId"
          value={first}
          onChange={setFirst}
          excludeIds={[...excludeIds, ...(partner ? [partner.id] : [])]}
        />
        {team ? (
          <PlayerPicker
            label="Jugador 2"
            name="partnerId"
            value={partner}
            onChange={setPartner}
            excludeIds={[...excludeIds, ...(first ? [first.id] : [])]}
          />
        ) : null}
        <Button type="submit" variant="outline" className="self-start" disabled={!first || (team && !partner)}>
          {team ? "Añadir pareja" : lateFrom === null ? "Añadir jugador" : `Añadir a partir de la ronda ${lateFrom}`}
        </Button>
      </IntentForm>
      <NewPlayerSheet
        intent="add-player"
        title="Añadir nuevo jugador"
        description="El jugador quedará disponible para añadirlo al evento."
        nameMinLength={3}
        onAdded={(created) => (first && team ? setPartner(created) : setFirst(created))}
      />
    </div>
  );
}

/** 'Anotarme con mi pareja' of the team variants: the partner from the shared search. */
export function PairSignUp({ excludeIds }: { excludeIds: number[] }) {
  const [partner, setPartner] = useState<PickedPlayer | null>(null);
  return (
    <IntentForm intent="sign-up" className="flex flex-col gap-3">
      <PlayerPicker label="Tu pareja" name="partnerId" value={partner} onChange={setPartner} excludeIds={excludeIds} />
      <Button type="submit" className="self-start" disabled={!partner}>
        Anotarme con mi pareja
      </Button>
    </IntentForm>
  );
}

/**
 * A match's points (issue 32), with the version this screen showed: if another organiser saved in between,
 * the server refuses and says so. Played to points, typing one side's points fills in the other's.
 */
export function SocialScoreForm({ match, pointsPerMatch }: { match: SocialMatchView; pointsPerMatch: number | null }) {
  const [points, setPoints] = useState<[string, string]>(match.points ? [String(match.points[0]), String(match.points[1])] : ["", ""]);
  const type = (side: 0 | 1, value: string) => {
    const other =
      pointsPerMatch !== null && /^\d+$/.test(value) && Number(value) <= pointsPerMatch ? String(pointsPerMatch - Number(value)) : null;
    setPoints(side === 0 ? [value, other ?? points[1]] : [other ?? points[0], value]);
  };
  const field = (side: 0 | 1) => {
    const team = side === 0 ? match.team1 : match.team2;
    return (
      <Input
        name={side === 0 ? "points1" : "points2"}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        aria-label={`Puntos de ${team[0].name} y ${team[1].name}`}
        className="w-16 text-center tabular-nums"
        value={points[side]}
        onChange={(e) => type(side, e.target.value)}
      />
    );
  };
  return (
    <IntentForm intent={`score:${match.id}`} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="matchId" value={match.id} />
      <input type="hidden" name="version" value={match.version} />
      {field(0)}
      <span aria-hidden>-</span>
      {field(1)}
      <Button type="submit" size="sm" variant="outline" disabled={points[0] === "" || points[1] === ""}>
        {match.points ? "Corregir" : "Guardar"}
      </Button>
    </IntentForm>
  );
}
