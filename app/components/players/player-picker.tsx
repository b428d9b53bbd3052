import { Loader2, Search } from "lucide-react";
import { useId, useRef } from "react";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { PlayerOption, type SearchOption } from "./player-option";
import { type PickedPlayer, playerSearchUrl, selectPlayers, useSearchCombobox } from "./use-player-search";

/**
 * Search-as-you-type picker (a WAI-ARIA combobox) over a JSON search resource: searches from 2
 * characters, arrow keys move through the suggestions, Enter or a click picks, Escape closes. The chosen
 * option shows with a 'Cambiar' button; `name` posts its id in a hidden input.
 */
function SearchPicker<T extends SearchOption>({
  label,
  name,
  value,
  onChange,
  placeholder,
  searchUrl,
  select,
  emptyText,
  excludeIds = [],
  error,
}: {
  label: string;
  name?: string;
  value: T | null;
  onChange: (option: T | null) => void;
  placeholder: string;
  /** The resource to load for a (trimmed, 2+ characters) term. */
  searchUrl: (term: string) => string;
  select: (data: unknown) => T[];
  emptyText: string;
  excludeIds?: T["id"][];
  error?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const { term, setTerm, open, setOpen, active, setActive, results, searching, longEnough, pick, onKeyDown } = useSearchCombobox<T>({
    searchUrl,
    select,
    excludeIds,
    onPick: onChange,
  });

  if (value) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">{label}</span>
        <div className="flex items-center gap-3 rounded-md border border-border p-2" data-testid="picked-player">
          <Avatar src={value.image} name={value.name} className="size-8" />
          <span className="flex-1 truncate font-medium">{value.name}</span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              onChange(null);
              setTimeout(() => inputRef.current?.focus(), 0);
            }}
          >
            Cambiar
          </Button>
        </div>
        {name ? <input type="hidden" name={name} value={value.id} /> : null}
        {/* A refusal of the chosen player (e.g. already in another pair of the category) shows under it. */}
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          ref={inputRef}
          id={id}
          role="combobox"
          aria-expanded={open && results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && results[active] ? `${listId}-${results[active].id}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          className="pl-9"
          placeholder={placeholder}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
        {searching ? (
          <Loader2 className="absolute right-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted-foreground" aria-hidden />
        ) : null}
      </div>
      {open && longEnough ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="absolute top-full z-50 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-border bg-background p-1 shadow-lg"
        >
          {results.length === 0 && !searching ? <li className="px-3 py-2 text-sm text-muted-foreground">{emptyText}</li> : null}
          {results.map((option, index) => (
            <PlayerOption
              key={option.id}
              id={`${listId}-${option.id}`}
              player={option}
              active={index === active}
              onActivate={() => setActive(index)}
              onPick={() => pick(option)}
            />
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The player picker of every player search (winners, partner, profile linking): /api/players/search. */
export function PlayerPicker({
  placeholder = "Buscar jugador...",
  limit = 10,
  gender,
  ...props
}: {
  label: string;
  name?: string;
  value: PickedPlayer | null;
  onChange: (player: PickedPlayer | null) => void;
  placeholder?: string;
  limit?: number;
  gender?: "Varonil" | "Femenil";
  excludeIds?: number[];
  error?: string;
}) {
  return (
    <SearchPicker<PickedPlayer>
      {...props}
      placeholder={placeholder}
      emptyText="No se encontraron jugadores"
      searchUrl={(q) => playerSearchUrl(q, limit, gender)}
      select={selectPlayers}
    />
  );
}

export type PickedUser = { id: string; name: string; image: string | null };

/** Accounts (signed-in visitors only): /api/users/search, e.g. the organisers of a new tournament. */
export function UserPicker(props: {
  label: string;
  name?: string;
  value: PickedUser | null;
  onChange: (user: PickedUser | null) => void;
  placeholder?: string;
  excludeIds?: string[];
}) {
  return (
    <SearchPicker<PickedUser>
      placeholder="Buscar usuario..."
      {...props}
      emptyText="No se encontraron usuarios"
      searchUrl={(q) => `/api/users/search?${new URLSearchParams({ q })}`}
      select={(data) => (data as { users?: PickedUser[] }).users ?? []}
    />
  );
}
