/**
 * A tap must never be lost (issue 16): until React has hydrated a button (its code may still be on its
 * way on a slow phone: the main bundle, or a dialog's or sheet's chunk, ADR 0017/0018), a click on it is
 * held and replayed once it is live. One mechanism for every control, run as an inline script in the head
 * before any other code. A button is live when React has attached its props to the element (React's
 * `__reactProps$` key, the one internal this relies on). Left alone: submit buttons of a form (the form
 * works without JavaScript, ADR 0015), links, and the static islands' server HTML (data-static-island),
 * which wakes up by itself when used. React may replace the tapped button before it goes live (a Suspense
 * boundary updated while still dehydrated renders anew, e.g. the editor's buttons inside the results
 * island): the tap then goes to the button that took its place, the one with the same tag, label and
 * text at the same position among those alike, unless the page has moved on to another address.
 */
function holdEarlyTaps() {
  const live = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));
  let timer: ReturnType<typeof setInterval> | undefined;
  addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target.closest("button,[role=button]") : null;
      if (!target || live(target) || target.closest("[data-static-island]")) return;
      if (target instanceof HTMLButtonElement && target.type === "submit" && target.form) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      clearInterval(timer);
      const since = Date.now();
      const address = location.href;
      const signature = (element: Element) => `${element.tagName}|${element.getAttribute("aria-label")}|${element.textContent}`;
      const tapped = signature(target);
      const alike = () => [...document.querySelectorAll("button,[role=button]")].filter((e) => signature(e) === tapped);
      const position = alike().indexOf(target);
      timer = setInterval(() => {
        if (location.href !== address || Date.now() - since > 30000) return clearInterval(timer);
        const current = target.isConnected ? target : alike()[position];
        if (!current || !live(current)) return;
        clearInterval(timer);
        (current as HTMLElement).click();
      }, 50);
    },
    true,
  );
}

export const HOLD_EARLY_TAPS_SCRIPT = `(${holdEarlyTaps.toString()})()`;
