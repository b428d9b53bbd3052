// The page a reminder's opt-out link opens (/recordatorios/baja/{token}): signed out, the token alone
// names the account. GET asks to confirm; the form posts 'baja' and the reminders stop.
import { data } from "react-router";
import { eq } from "drizzle-orm";
import { user } from "../../../db/schema";
import { NO_FIELDS, intent, type Intent } from "../infra/form-intents.server";
import { getDb } from "../infra/db.server";
import { OPT_OUT_DONE, OPT_OUT_INVALID } from "~/domain/match-reminders";
import { setMatchReminders } from "~/server/accounts";
import { userOfOptOutToken } from "./reminder-token.server";

/** The account the link names, or null for a link that was altered or whose account is gone. */
async function optOutAccount(token: string) {
  const userId = userOfOptOutToken(token);
  if (!userId) return null;
  const [row] = await getDb()
    .select({ name: user.name, firstName: user.firstName, enabled: user.matchReminders })
    .from(user)
    .where(eq(user.id, userId));
  return row ? { userId, firstName: row.firstName ?? row.name.split(" ")[0] ?? "", enabled: row.enabled } : null;
}

/** The page's data; an invalid link is a 404 that still renders the page with its message. */
export async function loadOptOutPage(token: string) {
  const account = await optOutAccount(token);
  if (!account) return data({ valid: false as const, firstName: "", enabled: false }, { status: 404 });
  return data({ valid: true as const, firstName: account.firstName, enabled: account.enabled });
}

export type OptOutContext = { token: string };

export const OPT_OUT_INTENTS: Record<string, Intent<OptOutContext>> = {
  baja: intent(NO_FIELDS, async ({ reply }, { token }: OptOutContext) => {
    const account = await optOutAccount(token);
    if (!account) return reply.refuse(404, { type: "error", title: "Enlace no válido", description: OPT_OUT_INVALID });
    await setMatchReminders(account.userId, false);
    return reply.ok({ toast: { type: "success", title: "Recordatorios desactivados", description: OPT_OUT_DONE } });
  }),
};
