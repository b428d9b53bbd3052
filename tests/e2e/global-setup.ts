import fs from "node:fs";
import { startFakeGraphApi } from "../support/fake-graph-api";
import { AXE_DIR } from "./fixtures";
import { GRAPH_PORT } from "./whatsapp";
import { startMailServer } from "./mail";
import { startFakeMercadoPago } from "../support/fake-mercado-pago";
import { E2E_PAYMENTS, PAYMENTS_PORT } from "./payments";

/**
 * Starts the local SMTP server the app sends its e-mails to, the local Graph API server its WhatsApp
 * messages go to and the local Mercado Pago its payments go to, and forgets the page kinds checked with axe by a previous run; Playwright
 * calls the returned teardown.
 */
export default async function globalSetup() {
  fs.rmSync(AXE_DIR, { recursive: true, force: true });
  fs.mkdirSync(AXE_DIR, { recursive: true });
  const stopMail = await startMailServer();
  const graph = await startFakeGraphApi(GRAPH_PORT);
  const payments = await startFakeMercadoPago({ ...E2E_PAYMENTS, port: PAYMENTS_PORT });
  return async () => {
    await stopMail();
    await graph.close();
    await payments.close();
  };
}
