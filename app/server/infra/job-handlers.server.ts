// The handlers of every job kind; importing this module registers them with the worker.
import { WELCOME_JOB } from "../admin/automations.server";
import { registerJobHandler } from "./job-worker.server";
import { deliverWelcome } from "../admin/welcome.server";
import { downloadMedia, MEDIA_JOB } from "../admin/whatsapp-media.server";

registerJobHandler(WELCOME_JOB, deliverWelcome);
registerJobHandler(MEDIA_JOB, downloadMedia);

export { runDueJobs, startJobWorker } from "./job-worker.server";
