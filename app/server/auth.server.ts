import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import * as schema from "../../db/schema";
import { getConfig } from "./config.server";
import { getDb } from "./db.server";

function createAuth() {
  const config = getConfig();
  return betterAuth({
    appName: config.SITE_NAME,
    baseURL: config.SITE_URL,
    secret: config.BETTER_AUTH_SECRET,
    trustedOrigins: [config.SITE_URL],
    database: drizzleAdapter(getDb(), { provider: "pg", schema }),
    emailAndPassword: { enabled: true, minPasswordLength: 6, autoSignIn: true },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        phone: { type: "string", required: false, input: false },
        gender: { type: "string", required: false, input: false },
        category: { type: "string", required: false, input: false },
      },
    },
    rateLimit: { enabled: config.NODE_ENV === "production", storage: "database" },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      // Set by the Express server from the socket address (server/app.ts).
      ipAddress: { ipAddressHeaders: ["x-client-ip"] },
    },
    plugins: [admin()],
  });
}

type Auth = ReturnType<typeof createAuth>;
let auth: Auth | undefined;

export function getAuth(): Auth {
  auth ??= createAuth();
  return auth;
}

export type SessionUser = Auth["$Infer"]["Session"]["user"];

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await getAuth().api.getSession({ headers: request.headers });
  return session?.user ?? null;
}
