import { createContext, useContext, useId, type ComponentProps, type KeyboardEvent } from "react";
import { cn } from "~/lib/utils";
import { markLive } from "~/lib/page-weight/held-taps";
import { Slot } from "./slot";
import { useControllableState } from "./use-controllable-state";

// WAI-ARIA tabs: the selected tab is the only one in the Tab order, arrows/Home/End move between tabs.

type TabsState = { value: string; select: (value: string) => void; id: string; manual: boolean };

const TabsContext = createContext<TabsState | null>(null);

function useTabs() {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

const partId = (state: TabsState, part: "trigger" | "content", value: string) => `${state.id}-${part}-${value}`;

/**
 * `value` + `onValueChange` (controlled) or `defaultValue`. With `activationMode="manual"` focusing a tab
 * does not select it (for tabs that are links: following the link selects).
 */
export function Tabs({
  value,
  defaultValue = "",
  onValueChange,
  activationMode = "automatic",
  ...props
}: Omit<ComponentProps<"div">, "defaultValue"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  activationMode?: "automatic" | "manual";
}) {
  const [current, select] = useControllableState(value, defaultValue, onValueChange);
  const id = useId();
  return (
    <TabsContext value={{ value: current, select, id, manual: activationMode === "manual" }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** The index of the tab a key moves focus to, or undefined when the key does not move it. */
export function rovingTarget(key: string, index: number, count: number): number | undefined {
  const move = KEY_MOVES[key];
  return move && count > 0 && index >= 0 ? move(index, count) : undefined;
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving focus: the selected tab inside is the tab stop
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        "inline-flex w-full flex-wrap items-center justify-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      {...props}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])')];
        const next = rovingTarget(event.key, tabs.indexOf(event.target as HTMLElement), tabs.length);
        if (next === undefined) return;
        event.preventDefault();
        tabs[next]!.focus();
      }}
    />
  );
}

export function TabsTrigger({
  className,
  value,
  asChild,
  disabled,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: ComponentProps<"button"> & { value: string; asChild?: boolean }) {
  const state = useTabs();
  const selected = state.value === value;
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      type={asChild ? undefined : "button"}
      ref={markLive}
      role="tab"
      id={partId(state, "trigger", value)}
      aria-selected={selected}
      aria-controls={partId(state, "content", value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      className={cn(
        "inline-flex flex-auto items-center justify-center gap-1.5 rounded-md px-2 py-2 text-center text-sm leading-tight whitespace-nowrap sm:px-3 font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4",
        className,
      )}
      {...props}
      onMouseDown={(event: React.MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(event);
        if (disabled || event.defaultPrevented) return;
        // Only a plain left click selects; a ctrl-click (new tab for links) does not.
        if (event.button === 0 && !event.ctrlKey) state.select(value);
        else event.preventDefault();
      }}
      onKeyDown={(event: React.KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (!disabled && (event.key === " " || event.key === "Enter")) state.select(value);
      }}
      onFocus={(event: React.FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        if (!disabled && !selected && !state.manual) state.select(value);
      }}
    />
  );
}

/**
 * The panel of tab `value`; only the selected one renders its children (like Radix). `keepMounted`: every
 * panel renders, and the caller hides the inactive ones with `data-[state=inactive]:` classes (tabs on a
 * phone that are side-by-side columns on a wider screen).
 */
export function TabsContent({
  className,
  value,
  keepMounted = false,
  children,
  ...props
}: ComponentProps<"div"> & { value: string; keepMounted?: boolean }) {
  const state = useTabs();
  const selected = state.value === value;
  return (
    <div
      role="tabpanel"
      id={partId(state, "content", value)}
      aria-labelledby={partId(state, "trigger", value)}
      data-state={selected ? "active" : "inactive"}
      hidden={!selected && !keepMounted}
      tabIndex={0}
      className={cn("mt-4 focus-visible:outline-none", className)}
      {...props}
    >
      {selected || keepMounted ? children : null}
    </div>
  );
}
