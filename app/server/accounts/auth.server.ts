import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import * as schema from "../../../db/schema";
import { PASSWORD_MIN_LENGTH } from "~/lib/schemas/account";
import { getConfig } from "../infra/config.server";
import { getDb } from "../infra/db.server";
import { getLogger } from "../infra/logger.server";
import { actionMail, sendMail } from "../infra/mail.server";
import { hashPassword, verifyPassword } from "./password.server";
import { ACCOUNT_RULE_CODES, afterAuthHook, beforeAuthHook, PASSWORD_IS_PERSONAL, PASSWORD_TOO_COMMON } from "./auth-hooks.server";

function greeting(user: { firstName?: unknown; name: string }) {
  const first = typeof user.firstName === "string" && user.firstName.trim() ? user.firstName.trim() : user.name;
  return `Hola ${first},`;
}

function createAuth() {
  const config = getConfig();
  return betterAuth({
    appName: config.SITE_NAME,
    baseURL: config.SITE_URL,
    secret: config.BETTER_AUTH_SECRET,
    // A local run is also opened at 127.0.0.1 or the machine's LAN address (a phone on the same
    // network): trust the address it is served at. The Express origin check has already refused
    // cross-site posts. A deployment trusts SITE_URL alone.
    trustedOrigins: (request) => [config.SITE_URL, ...(!config.isDeployed && request ? [new URL(request.url).origin] : [])],
    database: drizzleAdapter(getDb(), { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      // An unverified account cannot sign in; sign-up with a known e-mail then answers like a new one.
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) => {
        await sendMail(
          actionMail({
            to: user.email,
            subject: "Restablece tu contraseña",
            greeting: greeting(user),
            lines: [
              "Recibimos una solicitud para restablecer la contraseña de tu cuenta.",
              "Si no la hiciste tú, ignora este correo: tu contraseña no cambiará.",
            ],
            action: "Restablecer contraseña",
            url,
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await sendMail(
          actionMail({
            to: user.email,
            subject: "Confirma tu correo electrónico",
            greeting: greeting(user),
            lines: ["Confirma tu correo electrónico para activar tu cuenta o completar el cambio de correo."],
            action: "Confirmar correo electrónico",
            url,
          }),
        );
      },
    },
    user: {
      changeEmail: { enabled: true },
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        phone: { type: "string", required: false, input: false },
        gender: { type: "string", required: false, input: false },
        category: { type: "string", required: false, input: false },
      },
    },
    rateLimit: {
      enabled: config.rateLimit,
      storage: "database",
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 3 },
      },
    },
    advanced: {
      // joins: a session and its user in one query (getSession runs on every signed-in request, ADR 0032).
      database: { generateId: () => crypto.randomUUID(), joins: true },
      // Set by the Express server from the socket address (server/app.ts).
      ipAddress: { ipAddressHeaders: ["x-client-ip"] },
      // Never skipped, not even under NODE_ENV=test (better-auth skips them there by default).
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // Mails go out after the response: a known and an unknown address answer alike and as fast.
      backgroundTasks: {
        handler: (promise) => {
          promise.catch((error: unknown) => getLogger().error({ err: error }, "Sending an account e-mail failed"));
        },
      },
    },
    hooks: { before: beforeAuthHook, after: afterAuthHook },
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

/** Request headers an auth call made for a page request carries over (session, origin, client IP). */
const FORWARDED_HEADERS = [
  "cookie",
  "origin",
  "referer",
  "user-agent",
  "x-client-ip",
  "sec-fetch-site",
  "sec-fetch-mode",
  "sec-fetch-dest",
];

export type AuthCallResult = {
  ok: boolean;
  status: number;
  /** better-auth's error code (INVALID_EMAIL_OR_PASSWORD, ...) when not ok. */
  code: string | null;
  /** Set-Cookie headers to pass on to the browser. */
  headers: Headers;
};

/**
 * Calls a better-auth endpoint on behalf of a page action, through the full HTTP pipeline (origin and
 * CSRF checks, rate limiting by client IP), so forms that post to our routes are protected exactly like
 * direct calls to /api/auth/*.
 */
export async function callAuth(request: Request, path: string, body: Record<string, unknown>): Promise<AuthCallResult> {
  const config = getConfig();
  const headers = new Headers({ "content-type": "application/json" });
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  // Browsers send Origin with every form POST; the Express origin check already refused foreign ones.
  // A local run answers at the address it was opened at (see trustedOrigins).
  const base = config.isDeployed ? config.SITE_URL : new URL(request.url).origin;
  if (!headers.has("origin")) headers.set("origin", new URL(base).origin);
  const response = await getAuth().handler(new Request(`${base}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }));
  const cookies = new Headers();
  for (const cookie of response.headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
  let code: string | null = null;
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { code?: unknown } | null;
    code = typeof data?.code === "string" ? data.code : response.status === 429 ? "TOO_MANY_REQUESTS" : "UNKNOWN";
    if (ORIGIN_CODES.has(code)) logOriginRefusal(headers.get("origin"));
  }
  return { ok: response.ok, status: response.status, code, headers: cookies };
}

const ORIGIN_CODES = new Set(["INVALID_ORIGIN", "MISSING_OR_NULL_ORIGIN"]);

/** The operator's clue when a deployment is opened at another address than SITE_URL. */
export function logOriginRefusal(origin: string | null) {
  getLogger().warn(
    { origin, siteUrl: getConfig().SITE_URL },
    `Sign-in refused: the site was opened at ${origin ?? "an unknown address"}, not at SITE_URL ${getConfig().SITE_URL}`,
  );
}

/** Spanish text for a failed auth call; never says whether an account exists. */
export function authErrorMessage(code: string | null): string {
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return "Correo electrónico o contraseña incorrectos.";
    case "EMAIL_NOT_VERIFIED":
      return "Debes confirmar tu correo electrónico antes de iniciar sesión. Te enviamos un nuevo enlace de verificación.";
    case "PASSWORD_TOO_SHORT":
      return `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`;
    case "PASSWORD_TOO_COMMON":
      return PASSWORD_TOO_COMMON;
    case "PASSWORD_IS_PERSONAL":
      return PASSWORD_IS_PERSONAL;
    case "PASSWORD_TOO_LONG":
      return "La contraseña es demasiado larga.";
    case "INVALID_TOKEN":
      return "El enlace no es válido o ha expirado. Solicita uno nuevo.";
    case "TOO_MANY_REQUESTS":
      return "Demasiados intentos. Espera un momento e inténtalo de nuevo.";
    case "INVALID_EMAIL":
      return "Correo electrónico inválido";
    case "VALIDATION_ERROR":
      return "Los datos enviados no son válidos.";
    case "INVALID_ORIGIN":
    case "MISSING_OR_NULL_ORIGIN":
      return `No se puede iniciar sesión desde esta dirección. Abre el sitio en ${getConfig().SITE_URL} e inténtalo de nuevo.`;
    default:
      return "Ocurrió un error. Por favor inténtalo de nuevo.";
  }
}

/**
 * better-auth's JSON errors carry an English `message`; the API answers the same body with the
 * Spanish message for its `code` (what the sign-in and sign-up forms show).
 */
export async function localizeAuthError(response: Response): Promise<Response> {
  if (response.status < 400 || response.status >= 500) return response;
  if (!(response.headers.get("content-type") ?? "").includes("json")) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown; code?: unknown } | null;
  if (!body || typeof body !== "object" || typeof body.message !== "string") return response;
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const code = typeof body.code === "string" ? body.code : null;
  if (code && ORIGIN_CODES.has(code)) logOriginRefusal(null);
  // Our own rules' messages (auth-hooks.server.ts) are Spanish already and name the field at fault.
  const message = code !== null && ACCOUNT_RULE_CODES.has(code) ? body.message : authErrorMessage(code);
  return Response.json({ ...body, message }, { status: response.status, headers });
}
