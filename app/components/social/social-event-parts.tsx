import { Check, UserMinus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { IntentForm } from "~/components/ui/intent-form";
import { playerPath } from "~/domain/slugs";
import type { SocialEntryRow } from "~/server/social";

export function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 md:p-6" aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** An editor's button posting one intent about one entry. */
function EntryAction({
  intent,
  fields,
  label,
  children,
}: {
  intent: string;
  fields: Record<string, string>;
  label?: string;
  children: ReactNode;
}) {
  return (
    <IntentForm intent={intent}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant="outline" aria-label={label}>
        {children}
      </Button>
    </IntentForm>
  );
}

/**
 * Before play: 'Llegó' and 'Quitar'. In play (`lineupFrom`): 'Retirar' a player, or add one from the waiting
 * list; a pair's (team variants) on its first player's row only, for both.
 */
function EditorActions({ entry, lineupFrom }: { entry: SocialEntryRow; lineupFrom: number | null | undefined }) {
  if (lineupFrom !== undefined) {
    if (lineupFrom === null || entry.withdrawnFromRound !== null) return null;
    if (entry.pairId !== null && entry.pairId !== entry.id) return null;
    const who = entry.pairId === null ? `a ${entry.name}` : `a la pareja de ${entry.name}`;
    return entry.waitingPosition === null ? (
      <EntryAction intent={`withdraw:${entry.id}`} fields={{ entryId: String(entry.id) }} label={`Retirar del evento ${who}`}>
        Retirar
        {/* On a phone the row has no room for the whole label; the button's name says it is the pair. */}
        {entry.pairId === null ? null : <span className="hidden sm:inline"> pareja</span>}
      </EntryAction>
    ) : (
      <EntryAction
        intent={`join-late:${entry.playerId}`}
        fields={{ playerId: String(entry.playerId) }}
        label={`Añadir ${who} a partir de la ronda ${lineupFrom}`}
      >
        Añadir desde la ronda {lineupFrom}
      </EntryAction>
    );
  }
  return (
    <>
      {entry.waitingPosition === null ? (
        <EntryAction
          intent={`check-in:${entry.id}`}
          fields={{ entryId: String(entry.id), checkedIn: entry.checkedIn ? "false" : "true" }}
          label={`${entry.checkedIn ? "Quitar llegada de" : "Marcar llegada de"} ${entry.name}`}
        >
          {entry.checkedIn ? "Quitar llegada" : "Llegó"}
        </EntryAction>
      ) : null}
      <IntentForm intent={`remove-entry:${entry.id}`}>
        <input type="hidden" name="entryId" value={entry.id} />
        <Button type="submit" size="sm" variant="ghost" aria-label={`Quitar a ${entry.name}`}>
          <UserMinus aria-hidden />
        </Button>
      </IntentForm>
    </>
  );
}

/** One row of the players or the waiting list, with the editors' actions. */
function EntryRow({
  entry,
  canEdit,
  place,
  lineupFrom,
}: {
  entry: SocialEntryRow;
  canEdit: boolean;
  place: number;
  lineupFrom: number | null | undefined;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-2" data-testid="social-entry">
      <span className="w-6 text-right text-sm tabular-nums text-muted-foreground">{place}</span>
      <Avatar src={entry.image} name={entry.name} className="size-8" />
      <Link to={playerPath({ id: entry.playerId, handle: entry.handle })} className="min-w-32 flex-1 truncate font-medium hover:underline">
        {entry.name}
      </Link>
      {entry.withdrawnFromRound !== null ? (
        <Badge variant="outline">Se retiró en la ronda {entry.withdrawnFromRound}</Badge>
      ) : entry.checkedIn ? (
        <Badge variant="secondary">
          <Check className="size-3" aria-hidden />
          Llegó
        </Badge>
      ) : null}
      {canEdit ? (
        <div className="ml-auto flex gap-2">
          <EditorActions entry={entry} lineupFrom={lineupFrom} />
        </div>
      ) : null}
    </li>
  );
}

export function EntryList({
  entries,
  canEdit,
  empty,
  label,
  waiting = false,
  lineupFrom,
}: {
  entries: SocialEntryRow[];
  canEdit: boolean;
  empty: string;
  label: string;
  waiting?: boolean;
  /** In play: the round a late arrival or a withdrawal starts at (null: none left); undefined before play. */
  lineupFrom?: number | null;
}) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol className="divide-y divide-border" aria-label={label}>
      {entries.map((entry, index) => (
        <EntryRow
          key={entry.id}
          entry={entry}
          canEdit={canEdit}
          place={waiting ? entry.waitingPosition! : index + 1}
          lineupFrom={lineupFrom}
        />
      ))}
    </ol>
  );
}
