// Zod schemas of the Padel Score API (server only). Settings and events are checked by the domain's pure
// parsers, the same ones the scorer's phone runs on its stored match, so a rule is written once and Zod
// stays out of the browser's Padel Score bundle.
import { z } from "zod";
import {
  EVENT_TIME_MAX,
  INVALID_SCORE_EVENT,
  MATCH_ID_PATTERN,
  MAX_MATCH_EVENTS,
  MAX_SYNC_EVENTS,
  parseMatchSettings,
  parseScoreEvent,
  type Parsed,
  type SyncRequest,
} from "~/domain/match-settings";
import "./zod-locale";

/** A Zod schema whose rule is a pure parser: its issues keep their paths and Spanish messages. */
function fromParser<T>(parse: (input: unknown) => Parsed<T>) {
  return z.unknown().transform((input, ctx): T => {
    const result = parse(input);
    if (result.success) return result.data;
    for (const { path, message } of result.issues) ctx.issues.push({ code: "custom", path, message, input });
    return z.NEVER;
  });
}

export const MatchSettingsSchema = fromParser(parseMatchSettings);

export const ScoreEventSchema = fromParser((input) => {
  const event = parseScoreEvent(input);
  return event ? { success: true, data: event } : { success: false, issues: [{ path: [], message: INVALID_SCORE_EVENT }] };
});

const eventTime = z.number().int().min(0).max(EVENT_TIME_MAX);

export const SyncRequestSchema = z.object({
  settings: MatchSettingsSchema,
  from: z.number().int().min(0).max(MAX_MATCH_EVENTS),
  events: z.array(ScoreEventSchema).max(MAX_SYNC_EVENTS, "Demasiados eventos en un envío"),
  sentAt: eventTime,
}) satisfies z.ZodType<SyncRequest, unknown>;

export const MatchIdSchema = z.string().regex(MATCH_ID_PATTERN);
