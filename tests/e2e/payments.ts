// The local Mercado Pago server of the e2e run (started in global setup; the app's PAYMENTS_API_URL points
// to it, playwright.config.ts) and the credentials an administrator saves in /admin/pagos to use it.
const APP_PORT = Number(process.env.E2E_PORT ?? 3210);
export const PAYMENTS_PORT = Number(process.env.E2E_PAYMENTS_PORT ?? APP_PORT + 1200);

export const E2E_PAYMENTS = { accessToken: "APP_USR-e2e-token", webhookSecret: "e2e-secreto-pagos" };
