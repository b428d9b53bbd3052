// A real local HTTP server that speaks the parts of Mercado Pago's REST API the app uses (ADR 0040):
// POST /checkout/preferences, GET /v1/payments/{id}, POST /v1/payments/{id}/refunds, with Mercado Pago's
// answer and error shapes, plus a hosted checkout page (GET /checkout/v1/redirect?pref_id=) where a
// browser pays by card, OXXO or SPEI. Payments it creates are announced to the preference's
// notification_url as documented: POST ?data.id=<id>&type=payment with x-request-id and
// x-signature "ts=<ms>,v1=<HMAC-SHA256(secret, 'id:<data.id>;request-id:<x-request-id>;ts:<ts>;')>",
// retried while the app answers anything but 2xx. Tests drive it in-process (methods below) or over
// HTTP through the /__fake/* control endpoints.
import { createHmac, randomUUID } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { readBody } from "./fake-graph-api";

export type FakeMethod = "card" | "card_rejected" | "oxxo" | "spei" | "wallet";

type Preference = {
  id: string;
  external_reference: string;
  items: { title: string; quantity: number; unit_price: number; currency_id: string }[];
  notification_url?: string;
  back_urls?: { success?: string; pending?: string; failure?: string };
};

export type FakePayment = {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  currency_id: string;
  external_reference: string;
  payment_method_id: string;
  payment_type_id: string;
  date_created: string;
  date_last_updated: string;
  date_of_expiration: string | null;
  transaction_details: { external_resource_url: string | null; payment_method_reference_id: string | null };
  preference_id: string;
};

export type Delivery = { requestId: string; dataId: string; status: number | "network" };

type ApiRequest = { method: string; path: string; authorization: string | undefined; body: unknown };

const METHODS: Record<FakeMethod, { payment_method_id: string; payment_type_id: string; status: string; status_detail: string }> = {
  card: { payment_method_id: "visa", payment_type_id: "credit_card", status: "approved", status_detail: "accredited" },
  card_rejected: {
    payment_method_id: "visa",
    payment_type_id: "credit_card",
    status: "rejected",
    status_detail: "cc_rejected_insufficient_amount",
  },
  oxxo: { payment_method_id: "oxxo", payment_type_id: "ticket", status: "pending", status_detail: "pending_waiting_payment" },
  spei: { payment_method_id: "spei", payment_type_id: "bank_transfer", status: "pending", status_detail: "pending_waiting_transfer" },
  wallet: { payment_method_id: "account_money", payment_type_id: "account_money", status: "approved", status_detail: "accredited" },
};

function send(res: ServerResponse, status: number, json: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(json));
}

const apiError = (status: number, message: string, error = "bad_request") => ({ message, error, status, cause: [] });

/** The documented signature of one notification. */
export function mercadoPagoSignature(secret: string, dataId: string, requestId: string, ts: string): string {
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac("sha256", secret).update(manifest).digest("hex")}`;
}

export type FakeMercadoPago = {
  url: string;
  port: number;
  /** API requests received (checkout page and control calls excluded), oldest first. */
  requests: ApiRequest[];
  /** Notifications sent and the app's answer, oldest first. */
  deliveries: Delivery[];
  preferences: Map<string, Preference>;
  payments: Map<number, FakePayment>;
  /** The buyer pays a preference: creates the payment and notifies (unless `notify: false`). Returns its id. */
  pay(
    preferenceId: string,
    method: FakeMethod,
    options?: { amount?: number; externalReference?: string; notify?: boolean },
  ): Promise<number>;
  /** An OXXO ticket or SPEI transfer is paid (approved) or runs out (cancelled); notifies unless told not to. */
  settle(paymentId: number, status: "approved" | "cancelled", options?: { notify?: boolean }): Promise<void>;
  /**
   * Sends one signed notification about a payment (again): `requestId` repeats an earlier delivery,
   * `secret` signs with another secret, `ts` sets the signature's time. Retries up to `attempts` times while
   * the app answers anything but 2xx. Returns the last answer's status.
   */
  notify(
    paymentId: number,
    options?: { requestId?: string; secret?: string; ts?: string; attempts?: number; action?: string },
  ): Promise<number | "network">;
  /** The next `times` API calls answer this error. */
  failNext(status: number, message: string, times?: number): void;
  reset(): void;
  close(): Promise<void>;
};

export async function startFakeMercadoPago(options: {
  accessToken: string;
  webhookSecret: string;
  port?: number;
}): Promise<FakeMercadoPago> {
  const requests: ApiRequest[] = [];
  const deliveries: Delivery[] = [];
  const preferences = new Map<string, Preference>();
  const payments = new Map<number, FakePayment>();
  const failures: { status: number; message: string }[] = [];
  // Ids go on from one run to the next (the clock's), as Mercado Pago's do: a database kept between e2e
  // runs must not meet a payment id it already holds.
  let nextPayment = 1_000_000_000_000 + (Date.now() % 1_000_000_000) * 100;
  let nextRefund = 1;
  let selfUrl = "";

  const now = () => new Date().toISOString();

  async function notify(
    paymentId: number,
    o: { requestId?: string; secret?: string; ts?: string; attempts?: number; action?: string } = {},
  ): Promise<number | "network"> {
    const payment = payments.get(paymentId);
    const preference = payment && preferences.get(payment.preference_id);
    if (!payment || !preference?.notification_url) throw new Error(`No notification URL for payment ${paymentId}`);
    const dataId = String(paymentId);
    const requestId = o.requestId ?? randomUUID();
    const url = new URL(preference.notification_url);
    url.searchParams.set("data.id", dataId);
    url.searchParams.set("type", "payment");
    const body = JSON.stringify({
      id: Number(String(Date.now()).slice(-9)),
      live_mode: false,
      type: "payment",
      date_created: now(),
      user_id: 44444444,
      api_version: "v1",
      action: o.action ?? "payment.updated",
      data: { id: dataId },
    });
    let status: number | "network" = "network";
    for (let attempt = 0; attempt < (o.attempts ?? 1); attempt++) {
      const ts = o.ts ?? String(Date.now());
      try {
        const res = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-request-id": requestId,
            "x-signature": mercadoPagoSignature(o.secret ?? options.webhookSecret, dataId, requestId, ts),
          },
          body,
        });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = "network";
      }
      deliveries.push({ requestId, dataId, status });
      if (typeof status === "number" && status >= 200 && status < 300) break;
    }
    return status;
  }

  async function pay(
    preferenceId: string,
    method: FakeMethod,
    o: { amount?: number; externalReference?: string; notify?: boolean } = {},
  ): Promise<number> {
    const preference = preferences.get(preferenceId);
    if (!preference) throw new Error(`Unknown preference ${preferenceId}`);
    const id = nextPayment++;
    const kind = METHODS[method];
    const pending = kind.status === "pending";
    const amount = o.amount ?? preference.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
    payments.set(id, {
      id,
      ...kind,
      transaction_amount: amount,
      transaction_amount_refunded: 0,
      currency_id: preference.items[0]?.currency_id ?? "MXN",
      external_reference: o.externalReference ?? preference.external_reference,
      date_created: now(),
      date_last_updated: now(),
      date_of_expiration: pending ? new Date(Date.now() + 3 * 86_400_000).toISOString() : null,
      transaction_details: {
        external_resource_url: pending ? `${selfUrl}/vouchers/${id}` : null,
        payment_method_reference_id: pending ? (method === "spei" ? `64618000${id}` : `9800${id}`) : null,
      },
      preference_id: preferenceId,
    });
    if (o.notify !== false) await notify(id, { action: "payment.created" });
    return id;
  }

  async function settle(paymentId: number, status: "approved" | "cancelled", o: { notify?: boolean } = {}) {
    const payment = payments.get(paymentId);
    if (!payment) throw new Error(`Unknown payment ${paymentId}`);
    payment.status = status;
    payment.status_detail = status === "approved" ? "accredited" : "expired";
    payment.date_last_updated = now();
    if (o.notify !== false) await notify(paymentId);
  }

  function checkoutPage(preference: Preference): string {
    const total = preference.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0);
    const button = (method: FakeMethod, label: string) =>
      `<form method="post" action="/checkout/v1/pay"><input type="hidden" name="pref_id" value="${preference.id}">` +
      `<input type="hidden" name="method" value="${method}"><button type="submit">${label}</button></form>`;
    return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Mercado Pago (prueba)</title></head><body>
<h1>Pagar $${total.toFixed(2)} MXN</h1><p>${preference.items[0]?.title ?? ""}</p>
${button("card", "Pagar con tarjeta")}${button("card_rejected", "Tarjeta rechazada")}${button("oxxo", "Pagar en OXXO")}${button("spei", "Transferencia SPEI")}
</body></html>`;
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const text = await readBody(req);
      const json = () => (text ? (JSON.parse(text) as Record<string, unknown>) : {});

      // Control endpoints for e2e test workers.
      if (url.pathname === "/__fake/state")
        return send(res, 200, { preferences: [...preferences.values()], payments: [...payments.values()], deliveries });
      if (url.pathname === "/__fake/pay" && req.method === "POST") {
        const { preferenceId, method, amount } = json() as { preferenceId: string; method: FakeMethod; amount?: number };
        return send(res, 200, { id: await pay(preferenceId, method, { amount }) });
      }
      if (url.pathname === "/__fake/settle" && req.method === "POST") {
        const { paymentId, status } = json() as { paymentId: number; status: "approved" | "cancelled" };
        await settle(paymentId, status);
        return send(res, 200, { ok: true });
      }
      if (url.pathname === "/__fake/reset" && req.method === "POST") {
        reset();
        return send(res, 200, { ok: true });
      }
      // The hosted checkout a browser is sent to, and its answer.
      if (url.pathname === "/checkout/v1/redirect" && req.method === "GET") {
        const preference = preferences.get(url.searchParams.get("pref_id") ?? "");
        if (!preference) return send(res, 404, apiError(404, "preference not found", "not_found"));
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(checkoutPage(preference));
      }
      if (url.pathname === "/checkout/v1/pay" && req.method === "POST") {
        const form = new URLSearchParams(text);
        const preference = preferences.get(form.get("pref_id") ?? "");
        const method = form.get("method") as FakeMethod | null;
        if (!preference || !method || !(method in METHODS)) return send(res, 400, apiError(400, "invalid checkout"));
        const id = await pay(preference.id, method);
        const payment = payments.get(id)!;
        const back =
          payment.status === "approved"
            ? preference.back_urls?.success
            : payment.status === "pending"
              ? preference.back_urls?.pending
              : preference.back_urls?.failure;
        const target = new URL(back ?? `${selfUrl}/`);
        target.searchParams.set("payment_id", String(id));
        target.searchParams.set("status", payment.status);
        target.searchParams.set("external_reference", payment.external_reference);
        res.writeHead(303, { location: target.toString() });
        return res.end();
      }

      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        return send(res, 400, apiError(400, "invalid json"));
      }
      requests.push({ method: req.method ?? "GET", path: url.pathname, authorization: req.headers.authorization, body });
      const failure = failures.shift();
      if (failure) return send(res, failure.status, apiError(failure.status, failure.message));
      if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
        return send(res, 401, apiError(401, "invalid access token", "unauthorized"));
      }
      if (req.method === "POST" && url.pathname === "/checkout/preferences") {
        const input = (body ?? {}) as Partial<Preference>;
        if (!Array.isArray(input.items) || input.items.length === 0) return send(res, 400, apiError(400, "items needed"));
        const id = `44444444-${randomUUID()}`;
        const preference: Preference = {
          id,
          external_reference: String(input.external_reference ?? ""),
          items: input.items,
          notification_url: input.notification_url,
          back_urls: input.back_urls,
        };
        preferences.set(id, preference);
        const initPoint = `${selfUrl}/checkout/v1/redirect?pref_id=${id}`;
        return send(res, 201, { ...preference, init_point: initPoint, sandbox_init_point: initPoint, date_created: now() });
      }
      const paymentPath = /^\/v1\/payments\/(\d+)(\/refunds)?$/.exec(url.pathname);
      const payment = paymentPath ? payments.get(Number(paymentPath[1])) : undefined;
      if (paymentPath && !payment) return send(res, 404, apiError(404, "Payment not found", "not_found"));
      if (req.method === "GET" && payment && !paymentPath![2]) return send(res, 200, payment);
      if (req.method === "POST" && payment && paymentPath![2]) {
        if (payment.status !== "approved") return send(res, 400, apiError(400, "Invalid payment status"));
        const left = payment.transaction_amount - payment.transaction_amount_refunded;
        const amount = (body as { amount?: number } | null)?.amount ?? left;
        if (amount <= 0 || amount > left + 1e-9) return send(res, 400, apiError(400, "Invalid refund amount"));
        payment.transaction_amount_refunded += amount;
        if (Math.abs(payment.transaction_amount_refunded - payment.transaction_amount) < 1e-9) payment.status = "refunded";
        payment.date_last_updated = now();
        return send(res, 201, { id: nextRefund++, payment_id: payment.id, amount, status: "approved", date_created: now() });
      }
      return send(res, 404, apiError(404, "resource not found", "not_found"));
    })().catch(() => send(res, 500, apiError(500, "fake server error", "internal_error")));
  });

  function reset() {
    requests.length = 0;
    deliveries.length = 0;
    failures.length = 0;
    preferences.clear();
    payments.clear();
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  selfUrl = `http://127.0.0.1:${port}`;
  return {
    url: selfUrl,
    port,
    requests,
    deliveries,
    preferences,
    payments,
    pay,
    settle,
    notify,
    failNext(status, message, times = 1) {
      for (let i = 0; i < times; i++) failures.push({ status, message });
    },
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
