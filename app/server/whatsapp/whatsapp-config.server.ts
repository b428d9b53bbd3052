// The WhatsApp Business credentials (one row, id 1). Tokens are stored encrypted and never leave
// the server: the admin form only learns whether each one is set.
import { eq } from "drizzle-orm";
import type { WhatsAppConfigValues } from "~/lib/schemas/admin";
import { whatsappConfig } from "../../../db/schema";
import { getDb } from "../infra/db.server";
import { decryptSecret, encryptSecret } from "../infra/secrets.server";

export type WhatsAppCredentials = {
  accessToken: string | null;
  verifyToken: string | null;
  appSecret: string | null;
  phoneNumberId: string | null;
  appId: string | null;
  isActive: boolean;
};

/** What the config form may show. */
export type WhatsAppConfigView = {
  phoneNumberId: string;
  appId: string;
  isActive: boolean;
  hasAccessToken: boolean;
  hasVerifyToken: boolean;
  hasAppSecret: boolean;
};

export async function loadWhatsAppCredentials(): Promise<WhatsAppCredentials> {
  const [row] = await getDb().select().from(whatsappConfig).where(eq(whatsappConfig.id, 1));
  return {
    accessToken: decryptSecret(row?.accessTokenEncrypted),
    verifyToken: decryptSecret(row?.verifyTokenEncrypted),
    appSecret: decryptSecret(row?.appSecretEncrypted),
    phoneNumberId: row?.phoneNumberId ?? null,
    appId: row?.appId ?? null,
    isActive: row?.isActive ?? false,
  };
}

export async function whatsAppConfigView(): Promise<WhatsAppConfigView> {
  const c = await loadWhatsAppCredentials();
  return {
    phoneNumberId: c.phoneNumberId ?? "",
    appId: c.appId ?? "",
    isActive: c.isActive,
    hasAccessToken: Boolean(c.accessToken),
    hasVerifyToken: Boolean(c.verifyToken),
    hasAppSecret: Boolean(c.appSecret),
  };
}

export const ACCESS_TOKEN_REQUIRED = "El Access Token es obligatorio";
export const PHONE_NUMBER_ID_REQUIRED = "El Phone Number ID es obligatorio";
export const CONFIG_SAVED = "Configuración guardada exitosamente";

/**
 * Saves the form (docs/product.md §11.3: access token and phone number id required). A blank token field keeps the
 * stored token, so the browser never needs to hold it.
 */
export async function saveWhatsAppConfig(
  input: WhatsAppConfigValues,
  userId: string,
): Promise<{ ok: true; message: string } | { ok: false; errors: Partial<Record<"accessToken" | "phoneNumberId", string[]>> }> {
  const current = await loadWhatsAppCredentials();
  // Every missing field at once, so one save shows them all (issue 34).
  const errors: Partial<Record<"accessToken" | "phoneNumberId", string[]>> = {
    ...(!input.accessToken && !current.accessToken ? { accessToken: [ACCESS_TOKEN_REQUIRED] } : {}),
    ...(!input.phoneNumberId ? { phoneNumberId: [PHONE_NUMBER_ID_REQUIRED] } : {}),
  };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const secrets = {
    ...(input.accessToken ? { accessTokenEncrypted: encryptSecret(input.accessToken) } : {}),
    ...(input.verifyToken ? { verifyTokenEncrypted: encryptSecret(input.verifyToken) } : {}),
    ...(input.appSecret ? { appSecretEncrypted: encryptSecret(input.appSecret) } : {}),
  };
  const values = {
    ...secrets,
    phoneNumberId: input.phoneNumberId,
    appId: input.appId || null,
    isActive: input.isActive,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await getDb()
    .insert(whatsappConfig)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: whatsappConfig.id, set: values });
  return { ok: true, message: CONFIG_SAVED };
}
