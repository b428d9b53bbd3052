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
  // React's hydration puts a <textarea>'s server text back over what was typed into it before (inputs keep
  // theirs): keep the typed text for `keepTyped` to restore.
  addEventListener(
    "input",
    (event) => {
      const field = event.target;
      if (field instanceof HTMLTextAreaElement && !live(field)) field.dataset.typed = field.value;
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

export const HOLD_EARLY_TAPS_SCRIPT = `(${holdEarlyTaps.toString()})()`;

/**
 * The ref every button gets (app/components/ui/button.tsx and each plain <button>): React runs it when it
 * commits the element, after attaching its handlers, so the tap holder can tell the button is live.
 */
export function markLive(element: HTMLElement | null) {
  element?.setAttribute("data-live", "");
}

/**
 * The ref of every <textarea> of a server-rendered form: puts back the text typed before hydration (kept by
 * the tap holder's script), which React's hydration replaced with the server's text, and marks it live.
 */
export function keepTyped(element: HTMLTextAreaElement | null) {
  if (!element) return;
  if (element.dataset.typed !== undefined) {
    element.value = element.dataset.typed;
    delete element.dataset.typed;
  }
  markLive(element);
}
