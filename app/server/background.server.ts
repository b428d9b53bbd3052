// The server's composition root: what runs beside the requests, wired here and nowhere else. Importing
// this module registers the handlers of every job kind and of every committed change (ADR 0034).
import type { Logger } from "pino";
import { onChange, settleChanges } from "./infra/changes.server";
import { registerJobHandler, startJobWorker } from "./infra/job-worker.server";
import { startSitemapScheduler } from "~/server/admin";
import {
  deliverDrawPublished,
  deliverMatchReminder,
  DRAW_PUBLISHED_JOB,
  followScoredMatch,
  MATCH_REMINDER_JOB,
  notifyPlay,
  PLAY_CHANGED,
  reconcileAllReminders,
  reconcileRemindersOfUser,
  reconcileRemindersSoon,
} from "~/server/play";
import { MATCH_SYNCED, type MatchSynced } from "~/server/score";
import { REMINDER_PREFERENCE_CHANGED } from "~/server/accounts";
import { deliverWelcome, downloadMedia, MEDIA_JOB, WELCOME_JOB } from "~/server/whatsapp";

registerJobHandler(WELCOME_JOB, deliverWelcome);
registerJobHandler(MEDIA_JOB, downloadMedia);
registerJobHandler(MATCH_REMINDER_JOB, deliverMatchReminder);
registerJobHandler(DRAW_PUBLISHED_JOB, deliverDrawPublished);

// A tournament's play changed: its live pages hear of it in every process, and its reminders follow.
onChange(PLAY_CHANGED, async ({ key }) => {
  await notifyPlay(Number(key));
  await reconcileRemindersSoon(Number(key));
});
// A Padel Score match was scored: if it is a tournament's match, its draw follows.
onChange(MATCH_SYNCED, ({ data }) => followScoredMatch(data as MatchSynced));
// A player switched WhatsApp reminders on or off, or changed their phone.
onChange(REMINDER_PREFERENCE_CHANGED, ({ key }) => reconcileRemindersOfUser(key));

export { runDueJobs, startJobWorker } from "./infra/job-worker.server";

/**
 * Starts what runs beside the requests, in the app's own modules (the server entry exports it to the
 * Express server): the job worker, the sitemap scheduler, and the reminders of changes committed while no
 * server ran (or by the demo seed). `stop()` lets the running job and the pending change handlers finish.
 */
export function startBackground({ logger, jobPollMs }: { logger: Logger; jobPollMs: number }): { stop(): Promise<void> } {
  void reconcileAllReminders().catch((error: unknown) => logger.error({ err: error }, "Match reminders reconcile failed"));
  const worker = startJobWorker(jobPollMs);
  const sitemaps = startSitemapScheduler({ logger });
  return {
    async stop() {
      sitemaps.stop();
      await worker.stop();
      await settleChanges();
    },
  };
}
