// A social event's page follows its event stream (issue 32): a version other than the one the page shows
// re-runs the loader (a score, the next round, a sign-up), after a random moment so that every open phone
// does not ask in the same instant. Without JavaScript the page is what the server rendered.
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { openLiveSource } from "~/lib/live-source";
import type { SocialSnapshot } from "~/server/social";

const REFETCH_SPREAD_MS = 1500;

export function useSocialLive(snapshot: SocialSnapshot) {
  const { revalidate } = useRevalidator();
  const latest = useRef({ version: snapshot.version, revalidate });
  useEffect(() => {
    latest.current = { version: snapshot.version, revalidate };
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const close = openLiveSource(`/api/social-events/${snapshot.eventId}/live`, (source) =>
      source.addEventListener("social", (event) => {
        const next = JSON.parse(event.data) as SocialSnapshot;
        clearTimeout(timer);
        if (next.version === latest.current.version) return;
        timer = setTimeout(() => {
          if (next.version !== latest.current.version) void latest.current.revalidate();
        }, Math.random() * REFETCH_SPREAD_MS);
      }),
    );
    return () => {
      clearTimeout(timer);
      close();
    };
  }, [snapshot.eventId]);
}
