/**
 * A tap must never be lost (issue 16): until React has hydrated a button (its code may still be on its
 * way on a slow phone: the main bundle, or a dialog's or sheet's chunk, ADR 0017/0018), a click on it is
 * held and replayed once it is live. One mechanism for every control, run as an inline script in the head
 * before any other code. A button is live when it carries `data-live`, which `markLive` (its ref: the Button
 * primitive's and every plain <button>'s) sets when React commits it, that is once its handlers are
 * attached, whether at hydration, when its Suspense boundary's code arrives, or on a later mount (ADR
 * 0021; React's own private keys are not read). Left alone: submit buttons of a form (the form
 * works without JavaScript, ADR 0015), links, and the static islands' server HTML (data-static-island),
 * which wakes up by itself when used.
 */
function holdEarlyTaps() {
  const live = (element: Element) => element.hasAttribute("data-live");
  // Text typed into a field before it is live reaches no handler (a search shows no results, a counter
  // stays at 0): mark the field for `keepTyped` to hand the text to React. React's hydration also puts a
  // <textarea>'s server text back over what was typed (inputs keep theirs): keep that text itself.
  addEventListener(
    "input",
    (event) => {
      const field = event.target;
      if (field instanceof HTMLTextAreaElement && !live(field)) field.dataset.typed = field.value;
      // Text fields only: checkboxes and radios change by taps. No value in the mark (a password's).
      else if (field instanceof HTMLInputElement && !live(field) && /^(text|search|email|tel|url|password|number)$/.test(field.type))
        field.dataset.typed = "";
    },
    true,
  );
  let timer: ReturnType<typeof setInterval> | undefined;
  addEventListener(
    "click",
    (event) => {
      let target = event.target instanceof Element ? event.target.closest("button,[role=button]") : null;
      if (!target || live(target) || target.closest("[data-static-island]")) return;
      if (target instanceof HTMLButtonElement && target.type === "submit" && target.form) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      clearInterval(timer);
      const since = Date.now();
      // React may replace the server's button with one of its own (a boundary rendered on the client):
      // the replay then goes to the button of the same name at the same place among its namesakes.
      const name = (element: Element) => element.getAttribute("aria-label") ?? element.textContent;
      const namesakes = () => [...document.querySelectorAll("button,[role=button]")].filter((b) => name(b) === name(target!));
      const place = namesakes().indexOf(target);
      timer = setInterval(() => {
        if (Date.now() - since > 30000) return clearInterval(timer);
        if (!target!.isConnected) target = namesakes()[place] ?? target;
        if (!target!.isConnected || !live(target!)) return;
        clearInterval(timer);
        (target as HTMLElement).click();
      }, 50);
    },
    true,
  );
}

/** The inline script's text; rendered on the server only (the script has run by the time the page hydrates). */
export function holdEarlyTapsScript(): string {
  return `(${holdEarlyTaps.toString()})()`;
}

/**
 * The ref every button gets (app/components/ui/button.tsx and each plain <button>): React runs it when it
 * commits the element, after attaching its handlers, so the tap holder can tell the button is live.
 */
export function markLive(element: HTMLElement | null) {
  element?.setAttribute("data-live", "");
}

/**
 * The ref of every text field (the Input primitive's, and each server-rendered <textarea>): once React has
 * committed it, with its handlers attached, the text typed into it before (marked by the tap holder's script)
 * counts as typed now: a textarea gets back the text hydration replaced, and React sees one input event
 * with that text, so the field's own handlers run (a search searches, a counter counts, state updates).
 * Then the field is marked live.
 */
export function keepTyped(element: HTMLInputElement | HTMLTextAreaElement | null) {
  if (!element) return;
  const typed = element.dataset.typed;
  markLive(element);
  if (typed === undefined) return;
  delete element.dataset.typed;
  const text = element instanceof HTMLTextAreaElement ? typed : element.value;
  if (element instanceof HTMLTextAreaElement) element.value = text;
  // After this commit, not inside it: the handlers may update state.
  queueMicrotask(() => replayTyped(element, text));
}

/**
 * Hands `text`, already in `field`, to React as one input event. React only calls onChange when the value
 * differs from the one it last saw, which it follows through the field's own `value` setter: set that to
 * the server's text, then the typed text through the prototype's setter it does not follow.
 */
function replayTyped(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  if (!field.isConnected || text === field.defaultValue) return;
  const [start, end] = caret(field);
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, text);
  if (start !== null && end !== null && document.activeElement === field) field.setSelectionRange(start, end);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** The caret of a field that has one (a number field has none). */
function caret(field: HTMLInputElement | HTMLTextAreaElement): [number | null, number | null] {
  try {
    return [field.selectionStart, field.selectionEnd];
  } catch {
    return [null, null];
  }
}
