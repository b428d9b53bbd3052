import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { PickedPlayer } from "./player-picker";

/** 000 §5: a player search runs from 2 characters. */
export const PLAYER_SEARCH_MIN_CHARS = 2;
const DEBOUNCE_MS = 250;

/**
 * The state of a search-as-you-type player combobox (player picker, home search): the typed term, a
 * debounced GET /api/players/search from 2 characters, whether the list is open, the active option
 * and the keyboard handling (arrows move, Enter picks, Escape closes).
 */
export function usePlayerSearch({
  limit,
  gender,
  excludeIds = [],
  onPick,
}: {
  limit: number;
  gender?: "Varonil" | "Femenil";
  excludeIds?: number[];
  onPick: (player: PickedPlayer) => void;
}) {
  const fetcher = useFetcher<{ players: PickedPlayer[] }>();
  const [term, setTermState] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // fetcher.load is not referentially stable: keep the latest in a ref so the search runs once per term.
  const loadRef = useRef(fetcher.load);
  loadRef.current = fetcher.load;

  const trimmed = term.trim();
  const longEnough = trimmed.length >= PLAYER_SEARCH_MIN_CHARS;

  useEffect(() => {
    if (!longEnough) return;
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ q: trimmed, limit: String(limit) });
      if (gender) params.set("gender", gender);
      void loadRef.current(`/api/players/search?${params}`);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed, longEnough, limit, gender]);

  const results = longEnough ? (fetcher.data?.players ?? []).filter((p) => !excludeIds.includes(p.id)) : [];
  // Until the answer for the current term arrives the list shows the loading text, not stale results.
  const searching = longEnough && (fetcher.state === "loading" || fetcher.data === undefined);

  function setTerm(value: string) {
    setTermState(value);
    setOpen(true);
    setActive(0);
  }

  function pick(player: PickedPlayer) {
    onPick(player);
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
