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

/** One row of the players or the waiting list; editors get 'Llegó' and 'Quitar'. */
function EntryRow({ entry, canEdit, place }: { entry: SocialEntryRow; canEdit: boolean; place: number }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-2" data-testid="social-entry">
      <span className="w-6 text-right text-sm tabular-nums text-muted-foreground">{place}</span>
      <Avatar src={entry.image} name={entry.name} className="size-8" />
      <Link to={playerPath({ id: entry.playerId, handle: entry.handle })} className="min-w-32 flex-1 truncate font-medium hover:underline">
        {entry.name}
      </Link>
      {entry.checkedIn ? (
        <Badge variant="secondary">
          <Check className="size-3" aria-hidden />
          Llegó
        </Badge>
      ) : null}
      {canEdit ? (
        <div className="ml-auto flex gap-2">
          {entry.waitingPosition === null ? (
            <IntentForm intent={`check-in:${entry.id}`}>
              <input type="hidden" name="entryId" value={entry.id} />
              <input type="hidden" name="checkedIn" value={entry.checkedIn ? "false" : "true"} />
              <Button
                type="submit"
                size="sm"
                variant="outline"
                aria-label={`${entry.checkedIn ? "Quitar llegada de" : "Marcar llegada de"} ${entry.name}`}
              >
                {entry.checkedIn ? "Quitar llegada" : "Llegó"}
              </Button>
            </IntentForm>
          ) : null}
          <IntentForm intent={`remove-entry:${entry.id}`}>
            <input type="hidden" name="entryId" value={entry.id} />
            <Button type="submit" size="sm" variant="ghost" aria-label={`Quitar a ${entry.name}`}>
              <UserMinus aria-hidden />
            </Button>
          </IntentForm>
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
}: {
  entries: SocialEntryRow[];
  canEdit: boolean;
  empty: string;
  label: string;
  waiting?: boolean;
}) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol className="divide-y divide-border" aria-label={label}>
      {entries.map((entry, index) => (
        <EntryRow key={entry.id} entry={entry} canEdit={canEdit} place={waiting ? entry.waitingPosition! : index + 1} />
      ))}
    </ol>
  );
}
