import { useId, useRef, useState } from "react";
import type { LazyComponent } from "~/lib/page-weight/lazy-component";
import type { PlayerCombobox as PlayerComboboxComponent } from "./player-combobox";
import { SearchField } from "./search-field";

type PlayerComboboxProps = Parameters<typeof PlayerComboboxComponent>[0];

/**
 * The home page's player search (docs/product.md §3.2). The combobox's code loads when the visitor points at,
 * focuses or types into the box (text typed before the page was live counts as typed once it is: the Input
 * primitive); what was typed meanwhile, and the focus, carry over. `PlayerCombobox` is the lazy
 * combobox the home route sets up (page-weight wrappers live in route files).
 */
export function HomePlayerSearch({ PlayerCombobox }: { PlayerCombobox: LazyComponent<PlayerComboboxProps> }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [live, setLive] = useState(false);
  if (live) {
    const box = input.current;
    return (
      <PlayerCombobox
        id={id}
        handover={() => ({ term: box?.value ?? "", focused: document.activeElement === box, caret: box?.selectionStart ?? 0 })}
      />
    );
  }
  const load = () => {
    PlayerCombobox.preload().then(
      () => setLive(true),
      () => {},
    );
  };
  return (
    <div className="relative">
      <SearchField id={id} input={{ ref: input, onFocus: load, onPointerEnter: load, onChange: load }} />
    </div>
  );
}
