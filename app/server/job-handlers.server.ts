// The handlers of every job kind; importing this module registers them with the worker.
import { WELCOME_JOB } from "./automations.server";
import { registerJobHandler } from "./job-worker.server";
import { deliverWelcome } from "./welcome.server";

registerJobHandler(WELCOME_JOB, deliverWelcome);

export { runDueJobs, startJobWorker } from "./job-worker.server";
