// The payment provider's credentials (one row, id 1; secrets encrypted as the WhatsApp tokens are) and each
// tournament's switch. With no active credentials, or the switch off, the site takes no payments online.
import { eq } from "drizzle-orm";
import { paymentProviderConfig, tournamentPayments } from "../../../db/schema";
import { getDb } from "../infra/db.server";
import { decryptSecret, encryptSecret } from "../infra/secrets.server";

export type PaymentCredentials = { accessToken: string | null; webhookSecret: string | null; publicKey: string | null; isActive: boolean };

export async function loadPaymentCredentials(): Promise<PaymentCredentials> {
  const [row] = await getDb().select().from(paymentProviderConfig).where(eq(paymentProviderConfig.id, 1));
  return {
    accessToken: decryptSecret(row?.accessTokenEncrypted),
    webhookSecret: decryptSecret(row?.webhookSecretEncrypted),
    publicKey: row?.publicKey ?? null,
    isActive: row?.isActive ?? false,
  };
}

/** What the admin form may show: never the secrets, only whether they are set. */
export async function paymentConfigView() {
  const c = await loadPaymentCredentials();
  return {
    publicKey: c.publicKey ?? "",
    isActive: c.isActive,
    hasAccessToken: Boolean(c.accessToken),
    hasWebhookSecret: Boolean(c.webhookSecret),
  };
}

export const PAYMENT_CONFIG_SAVED = "Configuración de pagos guardada";
export const PAYMENT_TOKEN_REQUIRED = "El Access Token es obligatorio";
export const PAYMENT_SECRET_REQUIRED = "La clave secreta de notificaciones es obligatoria";

export type PaymentConfigInput = { accessToken: string; webhookSecret: string; publicKey: string; isActive: boolean };

/** A blank secret field keeps the stored one, so the browser never needs to hold it. */
export async function savePaymentConfig(
  input: PaymentConfigInput,
  userId: string,
): Promise<{ ok: true; message: string } | { ok: false; errors: Partial<Record<"accessToken" | "webhookSecret", string[]>> }> {
  const current = await loadPaymentCredentials();
  const errors: Partial<Record<"accessToken" | "webhookSecret", string[]>> = {
    ...(!input.accessToken && !current.accessToken ? { accessToken: [PAYMENT_TOKEN_REQUIRED] } : {}),
    ...(!input.webhookSecret && !current.webhookSecret ? { webhookSecret: [PAYMENT_SECRET_REQUIRED] } : {}),
  };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const values = {
    ...(input.accessToken ? { accessTokenEncrypted: encryptSecret(input.accessToken) } : {}),
    ...(input.webhookSecret ? { webhookSecretEncrypted: encryptSecret(input.webhookSecret) } : {}),
    publicKey: input.publicKey || null,
    isActive: input.isActive,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await getDb()
    .insert(paymentProviderConfig)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: paymentProviderConfig.id, set: values });
  return { ok: true, message: PAYMENT_CONFIG_SAVED };
}

export type TournamentPaymentSettings = { enabled: boolean; splitPerPlayer: boolean };

export async function tournamentPaymentSettings(tournamentId: number): Promise<TournamentPaymentSettings> {
  const [row] = await getDb().select().from(tournamentPayments).where(eq(tournamentPayments.tournamentId, tournamentId));
  return { enabled: row?.enabled ?? false, splitPerPlayer: row?.splitPerPlayer ?? false };
}

/** The organiser's switch (the caller has checked they may edit the tournament). */
export async function setTournamentPayments(tournamentId: number, settings: TournamentPaymentSettings): Promise<void> {
  const values = { ...settings, updatedAt: new Date() };
  await getDb()
    .insert(tournamentPayments)
    .values({ tournamentId, ...values })
    .onConflictDoUpdate({ target: tournamentPayments.tournamentId, set: values });
}

/** An administrator configured the provider and left it active: organisers may switch payments on. */
export async function paymentsConfigured(): Promise<boolean> {
  const c = await loadPaymentCredentials();
  return c.isActive && Boolean(c.accessToken) && Boolean(c.webhookSecret);
}

/** Online payment is offered for this tournament: the provider is configured and active, and the organiser switched it on. */
export async function paymentsOffered(tournamentId: number): Promise<boolean> {
  const [configured, t] = await Promise.all([paymentsConfigured(), tournamentPaymentSettings(tournamentId)]);
  return configured && t.enabled;
}
