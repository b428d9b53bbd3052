import fs from "node:fs";
import { startFakeGraphApi } from "../support/fake-graph-api";
import { AXE_DIR } from "./fixtures";
import { GRAPH_PORT } from "./whatsapp";
import { startMailServer } from "./mail";

/**
 * Starts the local SMTP server the app sends its e-mails to and the local Graph API server its
 * WhatsApp messages go to, and forgets the page kinds checked with axe by a previous run; Playwright
 * calls the returned teardown.
 */
export default async function globalSetup() {
  fs.rmSync(AXE_DIR, { recursive: true, force: true });
  fs.mkdirSync(AXE_DIR, { recursive: true });
  const stopMail = await startMailServer();
  const graph = await startFakeGraphApi(GRAPH_PORT);
  return async () => {
    await stopMail();
    await graph.close();
  };
}
