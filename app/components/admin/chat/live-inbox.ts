import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Reloads the page's data whenever the server announces an inbox change over server-sent events
 * (/api/whatsapp/stream), and each time the stream opens: a message that arrived between the page's
 * render and the connection (the scripts load after the first paint, ADR 0033), or while a dropped
 * connection was away (EventSource reconnects by itself), is announced to nobody.
 */
export function useLiveInbox() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const source = new EventSource("/api/whatsapp/stream");
    source.addEventListener("open", () => void revalidate());
    source.addEventListener("inbox", () => void revalidate());
    return () => source.close();
  }, [revalidate]);
}
