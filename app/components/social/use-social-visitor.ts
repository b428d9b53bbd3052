// The visitor's parts of a social event's page (ADR 0036, "A social event's page"). Members share one
// copy of the page, rendered for nobody; their entry, whether they organise the event and its score links
// come from /api/social-events/<id>/yo once the page is live, and again after each revalidation (a score,
// a sign-up: the event's stream and every action reload the page's data). Pages rendered for the visitor
// (anonymous visitors, editors) carry them already. Which one this is, the loader's data says: rendered
// without a session for a visitor the root knows signed in (also after a client-side navigation from a
// page rendered for them, whose root data stays).
import { startTransition, useEffect, useState } from "react";
import { useSignedIn } from "~/components/account/visitor";
import type { SocialVisitorParts } from "~/server/social";

const NOBODY: SocialVisitorParts = { mine: null, canEdit: false, scoreLinks: [] };

/**
 * `rendered`: what the loader gave, `renderedSignedIn` whether it had a session; `revision` changes when the
 * page's data is reloaded. Undefined: not known yet.
 */
export function useSocialVisitor(
  rendered: SocialVisitorParts,
  { eventId, renderedSignedIn, revision }: { eventId: number; renderedSignedIn: boolean; revision: unknown },
): SocialVisitorParts | undefined {
  const shared = useSignedIn() && !renderedSignedIn;
  const [fetched, setFetched] = useState<SocialVisitorParts | undefined>(undefined);
  useEffect(() => {
    if (!shared) return;
    let current = true;
    fetch(`/api/social-events/${eventId}/yo`, { headers: { Accept: "application/json" }, credentials: "same-origin" })
      .then((response) => (response.ok ? (response.json() as Promise<SocialVisitorParts | null>) : undefined))
      .then((parts) => {
        // A later request's answer wins; a failed one keeps what was known.
        if (current && parts !== undefined) startTransition(() => setFetched(parts ?? NOBODY));
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [shared, eventId, revision]);
  return shared ? fetched : rendered;
}
