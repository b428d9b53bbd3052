import { randomUUID } from "node:crypto";
import { hashPassword } from "./password.server";
import { account } from "../../../db/schema";
import type { Db } from "../infra/db.server";

/**
 * Gives a seeded demo user an e-mail/password login, stored the way better-auth stores it (argon2id
 * through the app's one password module). Returns undefined on a deployment (NODE_ENV=production with
 * a public SITE_URL): demo accounts there get no password, so nobody can sign in with them
 * (docs/decisions/0005-demo-passwords-only-off-deployments.md).
 */
export function demoCredentialWriter(db: Db, { isDeployed }: { isDeployed: boolean }) {
  if (isDeployed) return undefined;
  return async (userId: string, password: string) => {
    await db.insert(account).values({
      id: randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: await hashPassword(password),
    });
  };
}
