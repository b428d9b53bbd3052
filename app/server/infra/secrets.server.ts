// Secrets kept in the database (WhatsApp tokens) are encrypted with AES-256-GCM under
// DATA_ENCRYPTION_KEY: "v1.<iv>.<tag>.<ciphertext>", each part base64url.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { getConfig } from "./config.server";

const VERSION = "v1";

function key(): Buffer {
  return Buffer.from(getConfig().DATA_ENCRYPTION_KEY, "base64");
}

export function encryptSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

/** The plain text, or null when the value is missing or cannot be decrypted (e.g. the key changed). */
export function decryptSecret(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const [version, iv, tag, body] = stored.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
