import { Loader2, X } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { SearchField, type Handover } from "~/components/home/search-field";
import { PlayerOption } from "~/components/players/player-option";
import { usePlayerSearch } from "~/components/players/use-player-search";
import { HOME_SEARCH_RESULTS } from "~/domain/home";
import { playerPath } from "~/domain/slugs";
import { cn } from "~/lib/utils";
import { markLive } from "~/lib/page-weight/held-taps";

const HINT = "Escribe al menos 2 caracteres para buscar";

/**
 * The home page's player search (docs/product.md §3.2): a combobox whose dropdown opens from 2 characters and lists
 * up to 8 players linking to their profiles; closes on an outside click, on Escape and on clear.
 * `handover` reads the plain box it replaces (read while rendering, before that box leaves the page).
 */
export function PlayerCombobox({ id, handover }: { id: string; handover: () => Handover }) {
  const listId = `${id}-list`;
  const [handed] = useState(handover);
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const search = usePlayerSearch({ limit: HOME_SEARCH_RESULTS, onPick: (player) => navigate(playerPath(player)) });
  const { term, setTerm, open, setOpen, active, setActive, results, searching, longEnough } = search;

  useLayoutEffect(() => {
    if (handed.term) setTerm(handed.term);
    if (handed.focused) {
      input.current?.focus();
      input.current?.setSelectionRange(handed.caret, handed.caret);
    } else setOpen(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- takes over the handover once, on mount
  }, []);

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
      <SearchField
        id={id}
        input={{
          ref: input,
          "aria-expanded": showList,
          "aria-activedescendant": activeId,
          value: term,
          onChange: (e) => setTerm(e.target.value),
          onFocus: () => setOpen(true),
          onKeyDown: search.onKeyDown,
        }}
      >
        {term ? (
          <button
            ref={markLive}
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
      </SearchField>
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
