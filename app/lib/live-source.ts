/** How long a page waits before opening its live stream again after the server refused it (its Retry-After). */
export const LIVE_REOPEN_MS = 30_000;

/**
 * An EventSource that comes back after a refusal. The browser reconnects by itself after a dropped
 * connection, but not after an HTTP error: a phone refused with 429 (every phone at the club shares one
 * address) would stay as rendered for good. Here it opens again after LIVE_REOPEN_MS; the server sends the
 * current version on every connection, so the page catches up. Returns the close.
 */
export function openLiveSource(url: string, listen: (source: EventSource) => void): () => void {
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    const current = new EventSource(url);
    source = current;
    listen(current);
    current.addEventListener("error", () => {
      if (current.readyState === EventSource.CLOSED && source === current) timer = setTimeout(open, LIVE_REOPEN_MS);
    });
  };
  open();
  return () => {
    clearTimeout(timer);
    source?.close();
    source = undefined;
  };
}
