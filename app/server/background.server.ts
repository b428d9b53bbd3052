// The server's composition root: the database the requests use, and what runs beside them, wired here and
// nowhere else. Importing this module registers the handlers of every job kind and of every committed
// change (ADR 0034).
import type { Logger } from "pino";
import { seedIfEmpty } from "../../db/seed";
import { demoCredentialWriter } from "~/server/accounts";
import type { Config } from "./infra/config.server";
import { setDb, type DbHandle } from "./infra/db.server";
import { storeImage } from "./infra/uploads.server";
import { onChange, settleChanges } from "./infra/changes.server";
import { registerJobHandler, startJobWorker } from "./infra/job-worker.server";
import { startSitemapScheduler } from "~/server/admin";
import { BACKUP_JOB, runScheduledBackup, startBackupScheduler } from "~/server/backups";
import {
  deliverDrawPublished,
  deliverMatchReminder,
  deliverSocialReminder,
  deliverSocialSignUp,
  DRAW_PUBLISHED_JOB,
  followScoredMatch,
  MATCH_REMINDER_JOB,
  notifyPlay,
  PLAY_CHANGED,
  reconcileAllReminders,
  reconcileAllSocialNotices,
  reconcileRemindersOfUser,
  reconcileRemindersSoon,
  reconcileSocialNotices,
  reconcileSocialNoticesOfUser,
  SOCIAL_REMINDER_JOB,
  SOCIAL_SIGN_UP_JOB,
} from "~/server/play";
import { MATCH_SYNCED, type MatchSynced } from "~/server/score";
import { notifySocial, SOCIAL_CHANGE, SOCIAL_SCORE_CHANGE, socialVisitorsChanged } from "~/server/social";
import { REMINDER_PREFERENCE_CHANGED } from "~/server/accounts";
import { deliverWelcome, downloadMedia, MEDIA_JOB, WELCOME_JOB } from "~/server/whatsapp";
import { LEVELS_REPLAY_JOB, replayLevelsJob } from "~/server/levels";
import { RANKING_DAY_JOB, runRankingDay, startRankingDayScheduler } from "~/server/players";
import {
  applyNotificationJob,
  deliverPaymentApproved,
  deliverPaymentExpiring,
  PAYMENT_APPROVED_JOB,
  PAYMENT_EXPIRING_JOB,
  PAYMENT_JOB,
  PAYMENTS_EXPIRY_JOB,
  runPaymentsExpiry,
  startPaymentsExpiryScheduler,
} from "~/server/payments";

registerJobHandler(WELCOME_JOB, deliverWelcome);
registerJobHandler(MEDIA_JOB, downloadMedia);
registerJobHandler(MATCH_REMINDER_JOB, deliverMatchReminder);
registerJobHandler(DRAW_PUBLISHED_JOB, deliverDrawPublished);
registerJobHandler(SOCIAL_SIGN_UP_JOB, deliverSocialSignUp);
registerJobHandler(SOCIAL_REMINDER_JOB, deliverSocialReminder);
registerJobHandler(BACKUP_JOB, runScheduledBackup);
registerJobHandler(LEVELS_REPLAY_JOB, replayLevelsJob, { changesPublicData: true });
registerJobHandler(RANKING_DAY_JOB, runRankingDay, { changesPublicData: true });
registerJobHandler(PAYMENT_JOB, applyNotificationJob);
registerJobHandler(PAYMENTS_EXPIRY_JOB, runPaymentsExpiry);
registerJobHandler(PAYMENT_APPROVED_JOB, deliverPaymentApproved);
registerJobHandler(PAYMENT_EXPIRING_JOB, deliverPaymentExpiring);

// A tournament's play changed: its live pages hear of it in every process, and its reminders follow.
onChange(PLAY_CHANGED, async ({ key }) => {
  await notifyPlay(Number(key));
  await reconcileRemindersSoon(Number(key));
});
// A social event changed (sign-ups, check-ins, rounds, its settings): its visitors' memoised parts are
// dropped and its live page hears of it, in every process, and its players' WhatsApp notices follow.
onChange(SOCIAL_CHANGE, async ({ key }) => {
  socialVisitorsChanged(Number(key));
  await notifySocial(Number(key));
  await reconcileSocialNotices(Number(key));
});
// A social event's score: only its live page.
onChange(SOCIAL_SCORE_CHANGE, ({ key }) => notifySocial(Number(key)));
// A Padel Score match was scored: if it is a tournament's match, its draw follows.
onChange(MATCH_SYNCED, ({ data }) => followScoredMatch(data as MatchSynced));
// A player switched WhatsApp reminders on or off, or changed their phone.
onChange(REMINDER_PREFERENCE_CHANGED, async ({ key }) => {
  await reconcileRemindersOfUser(key);
  await reconcileSocialNoticesOfUser(key);
});

export { runDueJobs, startJobWorker } from "./infra/job-worker.server";

/**
 * Starts what runs beside the requests, in the app's own modules (the server entry exports it to the
 * Express server): the job worker, the sitemap scheduler, the next scheduled backup (ADR 0035), the
 * ranking totals' daily pass (ADR 0039), and the reminders of changes committed while no server ran (or
 * by the demo seed). `stop()` lets the running job and the pending change handlers finish.
 */
export function startBackground({ logger, jobPollMs }: { logger: Logger; jobPollMs: number }): { stop(): Promise<void> } {
  void reconcileAllReminders().catch((error: unknown) => logger.error({ err: error }, "Match reminders reconcile failed"));
  void startRankingDayScheduler({ logger });
  void startPaymentsExpiryScheduler({ logger });
  void reconcileAllSocialNotices().catch((error: unknown) => logger.error({ err: error }, "Social notices reconcile failed"));
  const worker = startJobWorker(jobPollMs);
  const sitemaps = startSitemapScheduler({ logger });
  const backups = startBackupScheduler({ logger });
  return {
    async stop() {
      sitemaps.stop();
      // A backup in progress is ended (its job runs again later), so the worker's batch can finish.
      await backups.stop();
      await worker.stop();
      await settleChanges();
    },
  };
}

/**
 * Makes the opened, migrated database the one loaders and actions use, seeds demo data on the first
 * start (SEED_ON_START) through the organisers' own functions, and on PGlite gathers the planner's
 * statistics: it has no autovacuum, and without them the ranking's and a profile's joins go row by row
 * (ADR 0032). PostgreSQL analyzes by itself.
 */
export async function startDatabase(handle: DbHandle, config: Config, logger: Logger): Promise<void> {
  setDb(handle);
  if (config.SEED_ON_START) {
    const started = performance.now();
    const seeded = await seedIfEmpty(handle.db, {
      createCredential: demoCredentialWriter(handle.db, config),
      // The demo's posters and club covers go through the same checks and re-encoding as an upload.
      storeImage: (png, folder) => storeImage(png, folder),
    });
    if (seeded) logger.info({ ms: Math.round(performance.now() - started) }, "Seeded demo data on first start");
  }
  if (handle.kind === "pglite") {
    const started = performance.now();
    await handle.raw.exec("analyze");
    logger.info({ ms: Math.round(performance.now() - started) }, "Analyzed the embedded database");
  }
}
