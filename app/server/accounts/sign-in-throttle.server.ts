// Per-account sign-in delay (issue 17): failures are counted per e-mail in the database, so the delay
// holds whichever address or server process the attempts come from. The rule is app/domain/sign-in-delay.
import { eq, sql } from "drizzle-orm";
import { signInFailure } from "../../../db/schema";
import { SIGN_IN_FAILURE_MEMORY_SECONDS, signInDelaySeconds } from "~/domain/sign-in-delay";
import { getDb } from "../infra/db.server";

const normalise = (email: string) => email.trim().toLowerCase();

/** Seconds until this account's password may be checked again (0: now). */
export async function signInWaitSeconds(email: string): Promise<number> {
  const [row] = await getDb()
    .select({ blockedUntil: signInFailure.blockedUntil })
    .from(signInFailure)
    .where(eq(signInFailure.email, normalise(email)));
  const until = row?.blockedUntil?.getTime() ?? 0;
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/** Counts one more failed password for the account and sets its delay. */
export async function recordSignInFailure(email: string): Promise<void> {
  const key = normalise(email);
  const db = getDb();
  const [row] = await db
    .insert(signInFailure)
    .values({ email: key, failures: 1, lastFailureAt: sql`now()` })
    .onConflictDoUpdate({
      target: signInFailure.email,
      set: {
        failures: sql`case when ${signInFailure.lastFailureAt} < now() - make_interval(secs => ${SIGN_IN_FAILURE_MEMORY_SECONDS}) then 1 else ${signInFailure.failures} + 1 end`,
        lastFailureAt: sql`now()`,
      },
    })
    .returning({ failures: signInFailure.failures });
  const delay = signInDelaySeconds(row?.failures ?? 1);
  if (delay > 0) {
    await db
      .update(signInFailure)
      .set({ blockedUntil: sql`now() + make_interval(secs => ${delay})` })
      .where(eq(signInFailure.email, key));
  }
}

/** A successful sign-in forgets the account's failures. */
export async function clearSignInFailures(email: string): Promise<void> {
  await getDb()
    .delete(signInFailure)
    .where(eq(signInFailure.email, normalise(email)));
}
