/**
 * How long an account waits before its password is checked again after repeated failed sign-ins.
 * A short delay that doubles, never a long ban: an attacker who knows a player's e-mail can only make
 * them wait minutes, while guessing slows to a few tries per hour.
 */
export const FREE_SIGN_IN_FAILURES = 5;
const FIRST_DELAY_SECONDS = 5;
export const MAX_SIGN_IN_DELAY_SECONDS = 15 * 60;
/** Failures older than this no longer count: the account starts afresh. */
export const SIGN_IN_FAILURE_MEMORY_SECONDS = 60 * 60;

/** Seconds to wait after the `failures`-th consecutive failure (0 while under the free allowance). */
export function signInDelaySeconds(failures: number): number {
  if (failures < FREE_SIGN_IN_FAILURES) return 0;
  return Math.min(MAX_SIGN_IN_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - FREE_SIGN_IN_FAILURES));
}
