// The handlers of every job kind; importing this module registers them with the worker.
import { WELCOME_JOB } from "~/server/whatsapp";
import { registerJobHandler } from "./infra/job-worker.server";
import { deliverWelcome } from "~/server/whatsapp";
import { downloadMedia, MEDIA_JOB } from "~/server/whatsapp";
import { deliverDrawPublished, deliverMatchReminder, DRAW_PUBLISHED_JOB, MATCH_REMINDER_JOB } from "~/server/play";

registerJobHandler(WELCOME_JOB, deliverWelcome);
registerJobHandler(MEDIA_JOB, downloadMedia);
registerJobHandler(MATCH_REMINDER_JOB, deliverMatchReminder);
registerJobHandler(DRAW_PUBLISHED_JOB, deliverDrawPublished);

export { runDueJobs, startJobWorker } from "./infra/job-worker.server";
