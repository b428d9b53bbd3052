import { Loader2, Search, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Form, useNavigate } from "react-router";
import { Input } from "~/components/ui/input";
import { PlayerOption } from "~/components/players/player-option";
import { usePlayerSearch } from "~/components/players/use-player-search";
import { HOME_SEARCH_RESULTS } from "~/domain/home";
import { playerPath } from "~/domain/slugs";
import { cn } from "~/lib/utils";

const HINT = "Escribe al menos 2 caracteres para buscar";

/**
 * The home page's player search (000 §2): a combobox whose dropdown opens from 2 characters and lists
 * up to 8 players linking to their profiles; closes on an outside click, on Escape and on clear.
 * Before JavaScript loads it is a plain search form over the players list.
 */
export function HomePlayerSearch() {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const search = usePlayerSearch({ limit: HOME_SEARCH_RESULTS, onPick: (player) => navigate(playerPath(player)) });
  const { term, setTerm, open, setOpen, active, setActive, results, searching, longEnough } = search;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!container.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, setOpen]);

  const showList = open && term.length > 0;
  const activeId = showList && longEnough && results[active] ? `${listId}-${results[active].id}` : undefined;
  return (
    <div ref={container} className="relative">
      <Form method="get" action="/jugadores-padel-puebla" role="search" className="relative">
        <label htmlFor={id} className="sr-only">
          Buscar jugador
        </label>
        <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          ref={input}
          id={id}
          name="search"
          type="text"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          maxLength={100}
          placeholder="Busca un jugador por nombre o Instagram"
          className="h-12 pl-10 pr-10 text-base"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          onFocus={() => setOpen(true)}
          onKeyDown={search.onKeyDown}
        />
        {term ? (
          <button
            type="button"
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1.5 text-muted-foreground hover:bg-muted"
            onClick={() => {
              setTerm("");
              setOpen(false);
              input.current?.focus();
            }}
          >
            <X className="size-4" aria-hidden />
            <span className="sr-only">Limpiar búsqueda</span>
          </button>
        ) : null}
      </Form>
      {showList ? (
        <div className="absolute top-full z-40 mt-1 w-full rounded-md border border-border bg-background p-1 text-foreground shadow-lg">
          {!longEnough ? (
            <p className="px-3 py-2 text-sm text-muted-foreground">{HINT}</p>
          ) : searching ? (
            <p className="flex items-center gap-2 px-3 py-2 text-sm text-muted-foreground" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden />
              Buscando jugadores...
            </p>
          ) : results.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted-foreground" role="status">
              No se encontraron jugadores
            </p>
          ) : null}
          <ul id={listId} role="listbox" aria-label="Jugadores encontrados" className={cn(!(longEnough && !searching) && "hidden")}>
            {longEnough && !searching
              ? results.map((player, index) => (
                  <PlayerOption
                    key={player.id}
                    id={`${listId}-${player.id}`}
                    player={player}
                    active={index === active}
                    onActivate={() => setActive(index)}
                    onPick={() => search.pick(player)}
                  />
                ))
              : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
