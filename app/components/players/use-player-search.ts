import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";

export type PickedPlayer = {
  id: number;
  name: string;
  handle: string | null;
  image: string | null;
  gender: string | null;
  /** 'Nivel 4.3' once the player has a level (search results only). */
  level?: string | null;
  provisional?: boolean;
  /** The level as a number, 1.0 to 7.0. */
  levelValue?: number | null;
};

/** docs/product.md §3.2: a player search runs from 2 characters. */
export const PLAYER_SEARCH_MIN_CHARS = 2;
const DEBOUNCE_MS = 250;

/**
 * The state of a search-as-you-type combobox over a JSON search resource (player and user pickers,
 * home search): the typed term, a debounced GET of `searchUrl(term)` from 2 characters, whether the
 * list is open, the active option and the keyboard handling (arrows move, Enter picks, Escape closes).
 */
export function useSearchCombobox<T extends { id: number | string }>({
  searchUrl,
  select,
  excludeIds = [],
  onPick,
}: {
  /** The resource to load for a trimmed term of 2+ characters; a new URL (e.g. a filter) searches again. */
  searchUrl: (term: string) => string;
  select: (data: unknown) => T[];
  excludeIds?: T["id"][];
  onPick: (option: T) => void;
}) {
  const fetcher = useFetcher();
  const [term, setTermState] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // fetcher.load is not referentially stable: keep the latest in a ref so the search runs once per term.
  const loadRef = useRef(fetcher.load);
  loadRef.current = fetcher.load;

  const trimmed = term.trim();
  const longEnough = trimmed.length >= PLAYER_SEARCH_MIN_CHARS;
  const url = longEnough ? searchUrl(trimmed) : null;

  useEffect(() => {
    if (!url) return;
    const timer = setTimeout(() => void loadRef.current(url), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [url]);

  const results = longEnough && fetcher.data !== undefined ? select(fetcher.data).filter((o) => !excludeIds.includes(o.id)) : [];
  // Until the answer for the current term arrives the list shows the loading text, not stale results.
  const searching = longEnough && (fetcher.state === "loading" || fetcher.data === undefined);

  function setTerm(value: string) {
    setTermState(value);
    setOpen(true);
    setActive(0);
  }

  function pick(option: T) {
    onPick(option);
    setTermState("");
    setOpen(false);
  }

  function onKeyDown(e: React.KeyboardEvent) {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(results.length - 1, 0)));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === "Enter" && open && results[active]) {
      e.preventDefault();
      pick(results[active]);
    } else if (e.key === "Escape") {
      setOpen(false);
    }
  }

  return { term, setTerm, open, setOpen, active, setActive, results, searching, longEnough, pick, onKeyDown };
}

/** GET /api/players/search for a term, with the picker's limit and optional gender filter. */
export function playerSearchUrl(term: string, limit: number, gender?: "Varonil" | "Femenil"): string {
  const params = new URLSearchParams({ q: term, limit: String(limit) });
  if (gender) params.set("gender", gender);
  return `/api/players/search?${params}`;
}

export function selectPlayers(data: unknown): PickedPlayer[] {
  return (data as { players?: PickedPlayer[] }).players ?? [];
}

/** The player combobox state (home search): /api/players/search. */
export function usePlayerSearch({
  limit,
  gender,
  excludeIds,
  onPick,
}: {
  limit: number;
  gender?: "Varonil" | "Femenil";
  excludeIds?: number[];
  onPick: (player: PickedPlayer) => void;
}) {
  return useSearchCombobox<PickedPlayer>({
    searchUrl: (term) => playerSearchUrl(term, limit, gender),
    select: selectPlayers,
    excludeIds,
    onPick,
  });
}
