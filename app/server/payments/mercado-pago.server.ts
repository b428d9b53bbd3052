// Mercado Pago's REST API, the few calls we make (ADR 0040): create a Checkout Pro preference, read a
// payment, refund one; and the check of a notification's x-signature. Calls go to PAYMENTS_API_URL (tests
// run a local server speaking the protocol), bounded in time.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { done, refused, type Result } from "~/domain/result";
import { getConfig } from "../infra/config.server";

const TIMEOUT_MS = 15_000;
/** A notification signed longer ago than this is a replay and refused. */
export const SIGNATURE_MAX_AGE_MS = 10 * 60_000;

export const PROVIDER_UNREACHABLE = "No pudimos comunicarnos con Mercado Pago. Inténtalo de nuevo en unos minutos.";
export const PROVIDER_REFUSED = "Mercado Pago rechazó la solicitud. Revisa la configuración de pagos.";

async function call<T>(
  accessToken: string,
  method: "GET" | "POST",
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
  idempotencyKey?: string,
): Promise<Result<T>> {
  let res: Response;
  try {
    res = await fetch(`${getConfig().PAYMENTS_API_URL.replace(/\/+$/, "")}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${accessToken}`,
        "Content-Type": "application/json",
        ...(idempotencyKey ? { "X-Idempotency-Key": idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return refused(PROVIDER_UNREACHABLE, 502);
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) return refused(res.status >= 500 ? PROVIDER_UNREACHABLE : PROVIDER_REFUSED, 502);
  const parsed = schema.safeParse(json);
  return parsed.success ? done(parsed.data) : refused(PROVIDER_REFUSED, 502);
}

const PreferenceAnswer = z.looseObject({ id: z.string().min(1), init_point: z.string().min(1) });
export type PreferenceInput = {
  title: string;
  amount: number;
  externalReference: string;
  notificationUrl: string;
  backUrl: string;
  payerEmail?: string;
  /** The checkout (and an OXXO ticket made from it) must be paid before this. */
  expiresAt: Date;
};

export function createPreference(accessToken: string, input: PreferenceInput) {
  return call(
    accessToken,
    "POST",
    "/checkout/preferences",
    PreferenceAnswer,
    {
      items: [{ id: input.externalReference, title: input.title, quantity: 1, unit_price: input.amount, currency_id: "MXN" }],
      external_reference: input.externalReference,
      notification_url: input.notificationUrl,
      back_urls: { success: input.backUrl, pending: input.backUrl, failure: input.backUrl },
      auto_return: "all",
      payer: input.payerEmail ? { email: input.payerEmail } : undefined,
      expires: true,
      expiration_date_to: input.expiresAt.toISOString(),
      date_of_expiration: input.expiresAt.toISOString(),
      statement_descriptor: "PADEL PUEBLA",
    },
    input.externalReference,
  );
}

const ProviderPayment = z.looseObject({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  transaction_amount: z.number(),
  transaction_amount_refunded: z.number().optional(),
  currency_id: z.string(),
  external_reference: z.string().nullable().optional(),
  payment_method_id: z.string().optional(),
  payment_type_id: z.string().optional(),
  date_last_updated: z.string().nullable().optional(),
  date_of_expiration: z.string().nullable().optional(),
  transaction_details: z
    .looseObject({ external_resource_url: z.string().nullable().optional(), payment_method_reference_id: z.string().nullable().optional() })
    .optional(),
});
export type ProviderPayment = z.infer<typeof ProviderPayment>;

export function getPayment(accessToken: string, paymentId: string) {
  return call(accessToken, "GET", `/v1/payments/${encodeURIComponent(paymentId)}`, ProviderPayment);
}

const RefundAnswer = z.looseObject({ id: z.union([z.number(), z.string()]).transform(String), amount: z.number() });

/** A whole refund without `amount`, a part with it. The key makes a retried refund happen once. */
export function refundPayment(accessToken: string, paymentId: string, amount: number | undefined, idempotencyKey: string) {
  return call(
    accessToken,
    "POST",
    `/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
    RefundAnswer,
    amount === undefined ? {} : { amount },
    idempotencyKey,
  );
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Mercado Pago's x-signature: "ts=<ts>,v1=<hex>", v1 = HMAC-SHA256(secret, "id:<data.id>;request-id:<x-request-id>;ts:<ts>;"),
 * data.id from the notification URL's query (lower-cased), pairs with no value left out. `ts` in
 * milliseconds (as the SDK reads it; seconds are accepted too) and no older than SIGNATURE_MAX_AGE_MS.
 */
export function isValidNotification(
  input: { signature: string | null; requestId: string | null; dataId: string | null },
  secret: string | null,
  now = Date.now(),
): boolean {
  if (!secret || !input.signature) return false;
  const parts = new Map(
    input.signature.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()] as const;
    }),
  );
  const ts = parts.get("ts");
  const v1 = parts.get("v1");
  if (!ts || !/^\d{1,16}$/.test(ts) || !v1) return false;
  const dataId = input.dataId && /^[a-z0-9]+$/i.test(input.dataId) ? input.dataId.toLowerCase() : input.dataId;
  const manifest = `${dataId ? `id:${dataId};` : ""}${input.requestId ? `request-id:${input.requestId};` : ""}ts:${ts};`;
  if (!sameHex(createHmac("sha256", secret).update(manifest).digest("hex"), v1)) return false;
  const signedAt = ts.length <= 11 ? Number(ts) * 1000 : Number(ts);
  return Math.abs(now - signedAt) <= SIGNATURE_MAX_AGE_MS;
}
