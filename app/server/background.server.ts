// The handlers of every job kind; importing this module registers them with the worker.
import { WELCOME_JOB } from "./whatsapp/automations.server";
import { registerJobHandler } from "./infra/job-worker.server";
import { deliverWelcome } from "./whatsapp/welcome.server";
import { downloadMedia, MEDIA_JOB } from "./whatsapp/whatsapp-media.server";
import { deliverDrawPublished, deliverMatchReminder, DRAW_PUBLISHED_JOB, MATCH_REMINDER_JOB } from "./play/match-reminders.server";

registerJobHandler(WELCOME_JOB, deliverWelcome);
registerJobHandler(MEDIA_JOB, downloadMedia);
registerJobHandler(MATCH_REMINDER_JOB, deliverMatchReminder);
registerJobHandler(DRAW_PUBLISHED_JOB, deliverDrawPublished);

export { runDueJobs, startJobWorker } from "./infra/job-worker.server";
