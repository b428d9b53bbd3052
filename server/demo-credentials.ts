import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { account } from "../db/schema";
import type { Db } from "../db/client";

/** Gives a seeded demo user an e-mail/password login, stored the way better-auth stores it. */
export function demoCredentialWriter(db: Db) {
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
