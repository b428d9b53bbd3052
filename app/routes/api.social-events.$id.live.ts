import { data } from "react-router";
import { getSocialEvent, SOCIAL_EVENT_NOT_FOUND, streamSocialEvent } from "~/server/social";
import type { Route } from "./+types/api.social-events.$id.live";

/**
 * GET /api/social-events/{id}/live: server-sent events for a social event's page. Each `social` event is
 * a SocialSnapshot ({ eventId, version }); the first is sent on connect. 404 for an unknown event.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const event = id === null ? null : await getSocialEvent(id);
  if (!event) throw data(SOCIAL_EVENT_NOT_FOUND, { status: 404 });
  return streamSocialEvent(request, event.id);
}
