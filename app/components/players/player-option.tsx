import { Avatar } from "~/components/ui/avatar";
import { cn } from "~/lib/utils";
import { LevelTag } from "./level-tag";

// Apart from the pickers so the home search does not load them.

export type SearchOption = {
  id: number | string;
  name: string;
  image: string | null;
  handle?: string | null;
  level?: string | null;
  /** The level is not reliable yet: 'Nivel 4.3 · Provisional'. */
  provisional?: boolean;
};

/** One suggestion of a search combobox (pickers, home search): picture, name, handle and level. */
export function PlayerOption({
  id,
  player,
  active,
  onActivate,
  onPick,
}: {
  id: string;
  player: SearchOption;
  active: boolean;
  onActivate: () => void;
  onPick: () => void;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox input handles the keys (aria-activedescendant)
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={cn("flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm", active && "bg-muted")}
      // Keeps the focus in the input, so the blur handler does not close the list before the click.
      onMouseDown={(e) => e.preventDefault()}
      onMouseEnter={onActivate}
      onClick={onPick}
    >
      <Avatar src={player.image} name={player.name} className="size-8" />
      <span className="truncate font-medium">{player.name}</span>
      {/* A phone's row keeps its width for the name and the level. */}
      {player.handle ? (
        <span className={cn("truncate text-muted-foreground", player.level && "hidden sm:inline")}>@{player.handle}</span>
      ) : null}
      <LevelTag
        level={player.level ? { text: player.level, provisional: player.provisional ?? false } : null}
        className="ml-auto shrink-0"
      />
    </li>
  );
}
