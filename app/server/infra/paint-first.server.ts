import { Transform } from "node:stream";

const HEAD_END = "</head>";
const PRELOAD = '<link rel="modulepreload"';
const SCRIPT_END = "</script>";

/**
 * Runs once the first frame is on screen (at once in a hidden tab, which draws none): turns the held preloads into
 * module preloads (low priority, so an image still loading keeps the link first), then puts React
 * Router's boot module back as a live module script, with the nonce of the one it replaces (a kept
 * page has none: its CSP lists the text's hash).
 */
export const PAINT_FIRST_SCRIPT = `(function paintFirst() {
  const loader = document.currentScript;
  const boot = loader.previousElementSibling;
  function start() {
    for (const link of document.querySelectorAll("link[data-paint-first]")) link.rel = "modulepreload";
    const module = document.createElement("script");
    module.type = "module";
    module.nonce = boot.nonce;
    module.textContent = boot.textContent;
    boot.replaceWith(module);
    loader.remove();
  }
  if (document.visibilityState === "hidden") start();
  // The second frame callback comes once the first frame has been shown.
  else requestAnimationFrame(() => requestAnimationFrame(start));
})()`;

/**
 * The page paints before its scripts are fetched (ADR 0033). React Router's <Scripts/> writes the
 * module preloads (hoisted into the head by React) and, at the end of the shell, the boot module
 * that imports the route modules and hydrates. Both are written here in a form the browser holds:
 * the preloads lose their `rel` (kept in `data-paint-first`), the boot module becomes a data block,
 * and PAINT_FIRST_SCRIPT after it starts them once the first frame is out. The page is
 * server-rendered and early taps and typing are held until it is live (root.tsx), so on a slow
 * phone link the HTML, stylesheet and images have the link to themselves until the first paint.
 * Everything else streams through untouched.
 */
export function paintFirst(nonce: string): Transform {
  const bootOpen = `<script${nonce ? ` nonce="${nonce}"` : ""} type="module" async="">`;
  const heldBootOpen = `<script${nonce ? ` nonce="${nonce}"` : ""} type="text/x-paint-first">`;
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ""}>${PAINT_FIRST_SCRIPT}</script>`;
  let state: "head" | "body" | "boot" | "done" = "head";
  let held = Buffer.alloc(0);

  function step(): Buffer | null {
    if (state === "head") {
      const end = held.indexOf(HEAD_END);
      if (end === -1) return null;
      const head = held.subarray(0, end).toString("utf8").replaceAll(PRELOAD, '<link data-paint-first="modulepreload" fetchpriority="low"');
      held = held.subarray(end);
      state = "body";
      return Buffer.from(head, "utf8");
    }
    if (state === "body") {
      const start = held.indexOf(bootOpen);
      if (start === -1) {
        // Keep what could be the start of the boot script's tag for the next piece.
        const keep = Math.min(held.length, bootOpen.length - 1);
        const out = held.subarray(0, held.length - keep);
        held = held.subarray(held.length - keep);
        return out.length ? out : null;
      }
      const out = held.subarray(0, start);
      held = held.subarray(start);
      state = "boot";
      return out;
    }
    if (state === "boot") {
      const end = held.indexOf(SCRIPT_END);
      if (end === -1) return null;
      const boot = held.subarray(bootOpen.length, end + SCRIPT_END.length).toString("utf8");
      held = held.subarray(end + SCRIPT_END.length);
      state = "done";
      return Buffer.from(`${heldBootOpen}${boot}${loader}`, "utf8");
    }
    const out = held;
    held = Buffer.alloc(0);
    return out.length ? out : null;
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      held = Buffer.concat([held, chunk]);
      for (let out = step(); out; out = step()) this.push(out);
      callback();
    },
    flush(callback) {
      callback(null, held.length ? held : undefined);
    },
  });
}
