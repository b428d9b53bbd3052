// The local Mercado Pago server of the e2e run (started in global setup; the app's PAYMENTS_API_URL points
// to it, playwright.config.ts) and the credentials an administrator saves in /admin/pagos to use it.
const APP_PORT = Number(process.env.E2E_PORT ?? 3210);
/** Ports that fetch and Chromium refuse to reach (the Fetch standard's bad ports, e.g. 6000 for X11). */
const BAD_PORTS = new Set([6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080]);
const wanted = Number(process.env.E2E_PAYMENTS_PORT ?? APP_PORT + 1200);
export const PAYMENTS_PORT = BAD_PORTS.has(wanted) ? wanted + 10 : wanted;

export const E2E_PAYMENTS = { accessToken: "APP_USR-e2e-token", webhookSecret: "e2e-secreto-pagos" };
