// The better-auth tables must match what better-auth's Drizzle adapter writes: sign-up, sessions,
// admin plugin fields, profile additionalFields and database rate limiting, end to end.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins/admin";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { createClub } from "./factories";
import { useTestDb } from "./helpers/db";

const handle = useTestDb();

function makeAuth() {
  return betterAuth({
    baseURL: "http://localhost:3000",
    secret: "test-secret-test-secret-test-secret-0123456789",
    database: drizzleAdapter(handle.db, { provider: "pg", schema }),
    emailAndPassword: { enabled: true },
    plugins: [admin()],
    rateLimit: { enabled: true, storage: "database", window: 60, max: 100 },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        phone: { type: "string", required: false },
        gender: { type: "string", required: false },
        category: { type: "string", required: false },
        preferredClubId: { type: "number", required: false },
      },
    },
    logger: { disabled: true },
  });
}

describe("better-auth on our schema", () => {
  it("signs up a user with profile fields, creates a session and an account", async () => {
    const club = await createClub(handle.db);
    const auth = makeAuth();
    const result = await auth.api.signUpEmail({
      body: {
        name: "Ana García",
        email: "ana@example.test",
        password: "secreto123",
        firstName: "Ana",
        lastName: "García",
        gender: "Femenil",
        category: "4ta",
        preferredClubId: club.id,
      },
    });
    expect(result.user.email).toBe("ana@example.test");

    const [user] = await handle.db.select().from(schema.user).where(eq(schema.user.email, "ana@example.test"));
    expect(user).toMatchObject({
      firstName: "Ana",
      lastName: "García",
      gender: "Femenil",
      category: "4ta",
      preferredClubId: club.id,
      role: "user",
      banned: false,
      emailVerified: false,
    });
    const accounts = await handle.db.select().from(schema.account).where(eq(schema.account.userId, user!.id));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.providerId).toBe("credential");
    expect(accounts[0]?.password).toBeTruthy();
    const sessions = await handle.db.select().from(schema.session).where(eq(schema.session.userId, user!.id));
    expect(sessions).toHaveLength(1);
  });

  it("signs in through the HTTP handler and records rate limits in the database", async () => {
    const auth = makeAuth();
    const response = await auth.handler(
      new Request("http://localhost:3000/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7", origin: "http://localhost:3000" },
        body: JSON.stringify({ email: "ana@example.test", password: "secreto123" }),
      }),
    );
    expect(response.status).toBe(200);
    const limits = await handle.db.select().from(schema.rateLimit);
    expect(limits.length).toBeGreaterThan(0);
    expect(limits[0]?.count).toBeGreaterThanOrEqual(1);
    expect(typeof limits[0]?.lastRequest).toBe("number");
  });

  it("stores the admin plugin's role and ban fields", async () => {
    const auth = makeAuth();
    const [user] = await handle.db.select().from(schema.user).where(eq(schema.user.email, "ana@example.test"));
    await handle.db.update(schema.user).set({ role: "admin" }).where(eq(schema.user.id, user!.id));
    const { headers } = await auth.api.signInEmail({
      body: { email: "ana@example.test", password: "secreto123" },
      returnHeaders: true,
    });
    const cookie = headers.get("set-cookie")?.split(";")[0] ?? "";
    const other = await auth.api.signUpEmail({
      body: { name: "Beto", email: "beto@example.test", password: "secreto123" },
    });
    await auth.api.banUser({
      headers: new Headers({ cookie }),
      body: { userId: other.user.id, banReason: "spam" },
    });
    const [banned] = await handle.db.select().from(schema.user).where(eq(schema.user.id, other.user.id));
    expect(banned).toMatchObject({ banned: true, banReason: "spam" });
  });
});
