// better-auth hooks (issue 17): every account endpoint, called by our forms or directly, is held to the
// same rules as the site's own forms. Sign-in waits out the per-account delay; new passwords are
// refused when common or personal; names and images follow Mi Perfil's rules.
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { z } from "zod";
import { ProfileSchema, UPLOADED_IMAGE } from "~/lib/schemas/account";
import { passwordProblem, PASSWORD_IS_PERSONAL, PASSWORD_TOO_COMMON } from "./password-policy.server";
import { clearSignInFailures, recordSignInFailure, signInWaitSeconds } from "./sign-in-throttle.server";

/** Codes whose Spanish message the API passes on as it is (auth.server.ts localizeAuthError). */
export const ACCOUNT_RULE_CODES = new Set(["PASSWORD_TOO_COMMON", "PASSWORD_IS_PERSONAL", "INVALID_ACCOUNT_DATA"]);
export const INVALID_IMAGE = "La imagen debe subirse en este sitio.";

/** The user fields Mi Perfil edits, with its limits; an image only from our own storage (/img/...). */
const UserFieldsSchema = z.object({
  firstName: ProfileSchema.shape.firstName.optional(),
  lastName: ProfileSchema.shape.lastName.optional(),
  // Mi Perfil writes `${firstName} ${lastName}`.
  name: z.string({ error: "El nombre es requerido" }).trim().min(1, "El nombre es requerido").max(121, "Máximo 121 caracteres").optional(),
  image: z.union([z.null(), z.string().regex(UPLOADED_IMAGE, INVALID_IMAGE)], { error: INVALID_IMAGE }).optional(),
});
/** /update-user may change nothing else (e-mail and the rest have their own endpoints and forms). */
const UpdateUserSchema = UserFieldsSchema.strict();

type Fields = Record<string, unknown>;
const asFields = (v: unknown): Fields => (v && typeof v === "object" && !Array.isArray(v) ? (v as Fields) : {});

function check(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return;
  const issue = parsed.error.issues[0];
  const message =
    issue?.code === "unrecognized_keys" ? "Ese dato no se puede cambiar aquí." : (issue?.message ?? "Los datos enviados no son válidos.");
  throw new APIError("BAD_REQUEST", { code: "INVALID_ACCOUNT_DATA", message });
}

function checkPassword(password: unknown, identity: Fields) {
  if (typeof password !== "string") return; // better-auth answers a missing password itself
  const problem = passwordProblem(password, identity);
  if (problem) {
    throw new APIError("BAD_REQUEST", {
      code: problem === PASSWORD_TOO_COMMON ? "PASSWORD_TOO_COMMON" : "PASSWORD_IS_PERSONAL",
      message: problem,
    });
  }
}

export const beforeAuthHook = createAuthMiddleware(async (ctx) => {
  const body = asFields(ctx.body);
  switch (ctx.path) {
    case "/sign-in/email": {
      if (typeof body.email === "string" && (await signInWaitSeconds(body.email)) > 0) {
        throw new APIError("TOO_MANY_REQUESTS", {
          code: "TOO_MANY_REQUESTS",
          message: "Demasiados intentos. Espera un momento e inténtalo de nuevo.",
        });
      }
      return;
    }
    case "/sign-up/email":
      check(UserFieldsSchema, { firstName: body.firstName, lastName: body.lastName, name: body.name, image: body.image });
      checkPassword(body.password, body);
      return;
    case "/update-user":
      check(UpdateUserSchema, body);
      return;
    case "/admin/update-user": {
      const data = asFields(body.data);
      check(UserFieldsSchema, { firstName: data.firstName, lastName: data.lastName, name: data.name, image: data.image });
      return;
    }
    case "/admin/create-user":
      check(UserFieldsSchema, { name: body.name, ...pick(asFields(body.data)) });
      checkPassword(body.password, { ...asFields(body.data), name: body.name, email: body.email });
      return;
    case "/reset-password": {
      const token = typeof body.token === "string" ? body.token : typeof ctx.query?.token === "string" ? ctx.query.token : null;
      const verification = token ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`) : null;
      const user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null;
      checkPassword(body.newPassword, asFields(user));
      return;
    }
    case "/change-password":
    case "/admin/set-user-password": {
      const userId = ctx.path === "/change-password" ? (await getSessionFromCtx(ctx))?.user.id : body.userId;
      const user = typeof userId === "string" ? await ctx.context.internalAdapter.findUserById(userId) : null;
      checkPassword(body.newPassword, asFields(user));
      return;
    }
  }
});

const pick = (data: Fields) => ({ firstName: data.firstName, lastName: data.lastName, image: data.image });

/** Counts a wrong password against the account; a successful sign-in forgets earlier failures. */
export const afterAuthHook = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/sign-in/email") return;
  const email = asFields(ctx.body).email;
  if (typeof email !== "string") return;
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    if ((returned.body as { code?: unknown } | undefined)?.code === "INVALID_EMAIL_OR_PASSWORD") await recordSignInFailure(email);
  } else if (returned !== undefined) {
    await clearSignInFailures(email);
  }
});

export { PASSWORD_IS_PERSONAL, PASSWORD_TOO_COMMON };
