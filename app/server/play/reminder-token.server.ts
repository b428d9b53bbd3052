// Opting out of WhatsApp match reminders (issue 20, ADR 0029): every message carries a link with a
// token that names the account and is signed with the server's secret (HMAC-SHA256), so it works signed
// out and cannot be guessed or altered. The switch itself is setMatchReminders (match-reminders.server.ts).
import { createHmac, timingSafeEqual } from "node:crypto";
import { getConfig } from "../infra/config.server";

/** The page the link opens: GET asks to confirm, POST turns the reminders off. */
export const OPT_OUT_PATH = "/recordatorios/baja";

function signature(userId: string): string {
  return createHmac("sha256", getConfig().BETTER_AUTH_SECRET).update(`match-reminders-opt-out:${userId}`).digest("base64url");
}

/** '{user id, base64url}.{signature}' */
export function optOutToken(userId: string): string {
  return `${Buffer.from(userId, "utf8").toString("base64url")}.${signature(userId)}`;
}

export function optOutUrl(userId: string): string {
  return `${getConfig().SITE_URL}${OPT_OUT_PATH}/${optOutToken(userId)}`;
}

/** The account a token was made for, or null when it was altered or made with another secret. */
export function userOfOptOutToken(token: string): string | null {
  const [encoded, mac, ...rest] = token.split(".");
  if (!encoded || !mac || rest.length > 0 || !/^[\w-]+$/.test(encoded) || !/^[\w-]+$/.test(mac)) return null;
  const userId = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = Buffer.from(signature(userId));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
