import { startFakeGraphApi } from "../support/fake-graph-api";
import { GRAPH_PORT } from "./whatsapp";
import { startMailServer } from "./mail";

/**
 * Starts the local SMTP server the app sends its e-mails to and the local Graph API server its
 * WhatsApp messages go to; Playwright calls the returned teardown.
 */
export default async function globalSetup() {
  const stopMail = await startMailServer();
  const graph = await startFakeGraphApi(GRAPH_PORT);
  return async () => {
    await stopMail();
    await graph.close();
  };
}
