// npm run user:admin -- email@example.com
// Makes an existing account a global administrator (and records it in audit_log). Uses DATABASE_URL
// when set, else the PGlite folder the server uses (DATA_DIR, default ./data): stop the server first
// when using the embedded database (the folder is locked).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { eq, sql } from "drizzle-orm";
import { createDb, type Db } from "../db/client";
import { migrateDb } from "../db/migrate";
import { auditLog, user } from "../db/schema";

export type PromoteOutcome = "promoted" | "already-admin" | "not-found";

/** Gives the account with e-mail `email` (any case) the administrator role, in one transaction with its audit row. */
export async function promoteToAdmin(db: Db, email: string): Promise<PromoteOutcome> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
      .for("update");
    if (!found) return "not-found";
    if (found.role === "admin") return "already-admin";
    await tx.update(user).set({ role: "admin" }).where(eq(user.id, found.id));
    await tx.insert(auditLog).values({
      actorUserId: null,
      action: "user.make_admin",
      entityType: "user",
      entityId: found.id,
      data: { email: email.trim().toLowerCase(), via: "npm run user:admin" },
    });
    return "promoted";
  });
}

async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email || process.argv.length > 3) {
    console.error("Usage: npm run user:admin -- email@example.com");
    return 2;
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.join(path.resolve(process.env.DATA_DIR || "./data"), "pglite");
  const handle = await createDb(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await migrateDb(handle);
    const outcome = await promoteToAdmin(handle.db, email);
    const messages = {
      promoted: `${email} is now an administrator.`,
      "already-admin": `${email} was already an administrator; nothing changed.`,
      "not-found": `No account with the e-mail ${email}. The person must sign up first.`,
    };
    (outcome === "not-found" ? console.error : console.log)(messages[outcome]);
    return outcome === "not-found" ? 1 : 0;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
