// A social event's live page (issue 32): every committed change of the event (a sign-up, a check-in, a
// round, a score) is announced on one LISTEN/NOTIFY channel, so viewers connected to any app process hear
// it; each gets the event's version and re-runs the page's loader when it differs from what it shows.
import { sql } from "drizzle-orm";
import { getDb } from "../infra/db.server";
import { createBroker, encodeSse, eventStream } from "../infra/live.server";

/** The notification channel of social events; the payload is the event's id. */
export const SOCIAL_LIVE_CHANNEL = "social_event";

/** What the event's page shows changes whenever this string does: status, entries, rounds, scores. */
export async function socialVersion(eventId: number): Promise<string> {
  const { rows } = await getDb().execute<{ version: string | null }>(sql`
    select concat_ws('.',
      e.status,
      (select count(*) from social_entry x where x.event_id = e.id),
      (select coalesce(sum(coalesce(x.waiting_position, 0)), 0) from social_entry x where x.event_id = e.id),
      (select count(x.checked_in_at) from social_entry x where x.event_id = e.id),
      (select count(*) from social_round r where r.event_id = e.id),
      (select count(*) from social_round r where r.event_id = e.id and r.status = 'terminada'),
      (select coalesce(sum(m.version), 0) from social_match m join social_round r on r.id = m.round_id where r.event_id = e.id),
      extract(epoch from e.updated_at)
    ) as version
    from social_event e where e.id = ${eventId}`);
  return rows[0]?.version ?? "";
}

/** Tells the event's viewers, in every process, that it changed. Never fails: a reload catches up. */
export async function notifySocial(eventId: number): Promise<void> {
  try {
    await getDb().execute(sql`select pg_notify(${SOCIAL_LIVE_CHANNEL}, ${String(eventId)})`);
  } catch {
    // The write itself has committed.
  }
}

export type SocialSnapshot = { eventId: number; version: string };

type Frame = { data: string; event: Uint8Array };

async function loadFrame(eventId: number): Promise<Frame> {
  const data = JSON.stringify({ eventId, version: await socialVersion(eventId) } satisfies SocialSnapshot);
  return { data, event: encodeSse({ event: "social", data }) };
}

const broker = createBroker<Frame>(SOCIAL_LIVE_CHANNEL, (key) => {
  const eventId = Number(key);
  return Number.isSafeInteger(eventId) ? loadFrame(eventId) : Promise.resolve(null);
});

/** The event's stream: its version on connect, then each new one. Subscribes before reading. */
export function streamSocialEvent(request: Request, eventId: number): Response {
  return eventStream(request, async (send) => {
    let last = "";
    const deliver = (frame: Frame) => {
      if (frame.data === last) return;
      last = frame.data;
      send(frame.event);
    };
    const unsubscribe = await broker.subscribe(String(eventId), deliver);
    deliver(await loadFrame(eventId));
    return unsubscribe;
  });
}
