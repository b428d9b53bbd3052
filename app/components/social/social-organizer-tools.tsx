import { useState } from "react";
import { NewPlayerSheet } from "~/components/players/new-player-sheet";
import { PlayerPicker } from "~/components/players/player-picker";
import type { PickedPlayer } from "~/components/players/use-player-search";
import { Button } from "~/components/ui/button";
import { IntentForm, useIntentFetcher } from "~/components/ui/intent-form";

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
  /** In play: the player (team variants: the pair) joins from this round on ('join-late'). */
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
          {lateFrom === null
            ? team
              ? "Añadir pareja"
              : "Añadir jugador"
            : `Añadir ${team ? "pareja " : ""}a partir de la ronda ${lateFrom}`}
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

/** The organisers' 'Empezar evento', 'Siguiente ronda' (Mexicano) and 'Terminar evento'. */
export function PlayControls({ status, checkedIn, canAddRound }: { status: string; checkedIn: number; canAddRound: boolean }) {
  if (status === "inscripciones") {
    return (
      <div className="flex flex-col gap-2 border-t border-border pt-4">
        <p className="text-sm text-muted-foreground">
          {checkedIn > 0
            ? `Juegan los ${checkedIn} jugadores que llegaron.`
            : "Juegan todos los anotados; marca 'Llegó' para que jueguen solo los presentes."}
        </p>
        <IntentForm intent="start">
          <Button type="submit">Empezar evento</Button>
        </IntentForm>
      </div>
    );
  }
  if (status !== "en-juego") return null;
  return (
    <div className="flex flex-wrap gap-2">
      {canAddRound ? (
        <IntentForm intent="next-round">
          <Button type="submit" size="sm">
            Siguiente ronda
          </Button>
        </IntentForm>
      ) : null}
      <IntentForm intent="finish">
        <Button type="submit" size="sm" variant="outline">
          Terminar evento
        </Button>
      </IntentForm>
    </div>
  );
}
