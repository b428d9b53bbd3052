import {
  isValidElement,
  use,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type MouseEvent,
  type SyntheticEvent,
} from "react";
import { useNavigate } from "react-router";
import { markLive } from "./held-taps";
import { lazyComponent } from "./lazy-component";

const subscribeNothing = () => () => {};

/** Client-side navigation for a link in static HTML, as a `Link` would do it. */
function followLink(event: MouseEvent, navigate: (to: string) => unknown) {
  const link = (event.target as Element).closest("a");
  if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(link.pathname + link.search + link.hash);
}

/** What the visitor did in the static HTML, replayed on the component's HTML (the same elements). */
type Replay = { focus: number; selects: [number, string][]; details: [number, boolean][] };

function readReplay(box: HTMLElement, pressed: number): Replay {
  const elements = [...box.querySelectorAll("*")];
  const focused = elements.indexOf(document.activeElement!);
  const selects = elements.flatMap((e, i): [number, string][] =>
    e instanceof HTMLSelectElement && !e.options[e.selectedIndex]?.defaultSelected ? [[i, e.value]] : [],
  );
  const details = elements.flatMap((e, i): [number, boolean][] => (e instanceof HTMLDetailsElement ? [[i, e.open]] : []));
  return { focus: focused >= 0 ? focused : pressed, selects, details };
}

/**
 * Resolves once a press has done what it does (a tap on a summary opens its <details>) or was given up,
 * so the swap to the component's HTML comes after it and keeps its effect (issue 16). A press dragged
 * away gets no click: a moment after the pointer is lifted is enough then.
 */
function pressDone(): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      removeEventListener("click", done);
      removeEventListener("pointercancel", done);
      removeEventListener("pointerup", lifted);
      clearTimeout(timer);
      setTimeout(resolve);
    };
    const lifted = () => (timer = setTimeout(done, 500));
    addEventListener("click", done);
    addEventListener("pointercancel", done);
    addEventListener("pointerup", lifted);
  });
}

function applyReplay(box: HTMLElement, { focus, selects, details }: Replay) {
  const elements = box.querySelectorAll("*");
  for (const [i, open] of details) {
    const element = elements[i];
    if (element instanceof HTMLDetailsElement) element.open = open;
  }
  for (const [i, value] of selects) {
    const select = elements[i];
    if (!(select instanceof HTMLSelectElement)) continue;
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  }
  (elements[focus] as HTMLElement | undefined)?.focus();
}

/**
 * Server-rendered content whose code stays off the first visit. The server renders the component; the
 * browser keeps that HTML as it is (an element with `dangerouslySetInnerHTML` is not hydrated inside) and
 * follows its links with client-side navigation. The component's chunk loads and takes over, rendering
 * the same HTML, when its data props change (a revalidation; elements and callbacks count as unchanged),
 * on a client-side navigation to the page, with `live` at once, and with `interactive` when the visitor
 * points at, presses or focuses it (a filter, tabs): the control used meanwhile gets the focus back, a
 * select its value and a <details> its open state (a press under way is let finish first). Unlike a
 * Suspense boundary left dehydrated, nothing here can hold up a navigation or a revalidation (ADR 0017).
 */
export function staticIsland<P extends object>(load: () => Promise<ComponentType<P>>, { interactive = false } = {}) {
  const Live = lazyComponent(load);
  /** `live` loads the code at once (e.g. for editors, whose controls sit inside). */
  return function StaticIsland({ live: liveAtOnce = false, ...rest }: P & { live?: boolean }) {
    const props = rest as unknown as P;
    const hydrating = useSyncExternalStore(
      subscribeNothing,
      () => false,
      () => true,
    );
    const [first] = useState(props);
    const [woken, setWoken] = useState(!hydrating || liveAtOnce);
    const box = useRef<HTMLDivElement>(null);
    const pressed = useRef(-1);
    const press = useRef<Promise<void>>(undefined);
    const replay = useRef<Replay>(undefined);
    const navigate = useNavigate();
    // The component's own HTML says so with data-live once mounted (the server's HTML never does).
    const liveBox = (element: HTMLDivElement | null) => {
      box.current = element;
      markLive(element);
    };
    const changed = (Object.keys(props) as (keyof P)[]).some(
      (key) => props[key] !== first[key] && typeof props[key] !== "function" && !isValidElement(props[key]),
    );
    const live = woken || changed;
    // Once live, always live: props that change back must not bring back the (now empty) static element.
    if (live && !woken) setWoken(true);
    // A select being used and not changed yet (its picker may be open) is left alone until it changes or
    // loses the focus; a changed one is replayed.
    const takeOver = (hold = true) => {
      if (!box.current) return;
      const elements = [...box.current.querySelectorAll("*")];
      const select =
        hold &&
        [document.activeElement, elements[pressed.current]].find(
          (e) => e instanceof HTMLSelectElement && elements.includes(e) && e.options[e.selectedIndex]?.defaultSelected,
        );
      if (select) {
        const release = () => {
          select.removeEventListener("change", release);
          select.removeEventListener("blur", release);
          takeOver(false);
        };
        select.addEventListener("change", release);
        select.addEventListener("blur", release);
        return;
      }
      replay.current = readReplay(box.current, pressed.current);
      setWoken(true);
    };
    const wakeUp = (event: SyntheticEvent) => {
      if (event.type !== "pointerover") pressed.current = [...box.current!.querySelectorAll("*")].indexOf(event.target as Element);
      if (event.type === "pointerdown") press.current = pressDone();
      // Read when the code is in: a press that began meanwhile (pointerover comes first) is let finish.
      Live.preload()
        .then(() => press.current)
        .then(
          () => takeOver(),
          () => {},
        );
    };
    useLayoutEffect(() => {
      if (live && replay.current && box.current) applyReplay(box.current, replay.current);
    }, [live]);
    if (live || import.meta.env.SSR) {
      const Component = Live.loaded() ?? use(Live.preload());
      return (
        <div key={live ? "live" : "static"} ref={liveBox} className="contents">
          <Component {...props} />
        </div>
      );
    }
    return (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- catches clicks on the server HTML's own links (keyboard activation of a link is a click too)
      <div
        key="static"
        ref={box}
        className="contents"
        data-static-island=""
        onClick={(event) => followLink(event, navigate)}
        {...(interactive ? { onPointerOver: wakeUp, onPointerDown: wakeUp, onFocus: wakeUp } : {})}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  };
}

/** What `staticIsland` returns: a route sets one up and may hand it to a component as a prop. */
export type StaticIsland<P extends object> = ReturnType<typeof staticIsland<P>>;
