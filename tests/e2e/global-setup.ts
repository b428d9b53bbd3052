import { startMailServer } from "./mail";

/** Starts the local SMTP server the app sends its e-mails to; Playwright calls the returned teardown. */
export default async function globalSetup() {
  return startMailServer();
}
