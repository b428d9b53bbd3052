import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Reloads the page's data whenever the server announces an inbox change over server-sent events
 * (/api/whatsapp/stream). EventSource reconnects by itself after a drop.
 */
export function useLiveInbox() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const source = new EventSource("/api/whatsapp/stream");
    source.addEventListener("inbox", () => void revalidate());
    return () => source.close();
  }, [revalidate]);
}
