// The intents behind the /auth tabs and /auth/reset-password. Each validates its form with the shared
// Zod schema (400 with Spanish field errors, nothing sent) and then calls better-auth through callAuth.
import { redirect } from "react-router";
import { AFTER_SIGN_UP_PATH, afterSignInPath } from "~/lib/safe-redirect";
import { RequestResetSchema, ResetPasswordSchema, SignInSchema, SignUpSchema } from "~/lib/schemas/account";
import { authErrorMessage, callAuth } from "./auth.server";
import { intent, type Intent, type Reply } from "../infra/form-intents.server";
import { redirectWithToast } from "../infra/toast.server";

/** `resetRedirect`: where the reset mail's link leads (/auth?tab=reset or /auth/reset-password). */
export type AuthContext = { request: Request; resetRedirect: string };

const HIDDEN = { hideFields: ["password", "confirmPassword", "token"] };

/** A refused auth call: the message under the form and in a toast, with better-auth's status (401, 403, 429...). */
function failure(reply: Reply, status: number, title: string, code: string | null) {
  const message = authErrorMessage(code);
  return reply.formError(message, { status, toast: { type: "error", title, description: message } });
}

const signIn = intent(
  SignInSchema,
  async ({ value, formData, reply }, { request }: AuthContext) => {
    const response = await callAuth(request, "/sign-in/email", {
      email: value.email,
      password: value.password,
      callbackURL: "/auth/callback",
    });
    if (!response.ok) return failure(reply, response.status, "Error de inicio de sesión", response.code);
    const target = afterSignInPath({ redirect: formData.get("redirect"), openPlayerRegistration: formData.get("openPlayerRegistration") });
    return redirect(target, { headers: response.headers });
  },
  HIDDEN,
);

const signUp = intent(
  SignUpSchema,
  async ({ value, reply }, { request }: AuthContext) => {
    const { firstName, lastName, email, password } = value;
    // A known address gets the same answer as a new one (better-auth does not create anything then).
    const response = await callAuth(request, "/sign-up/email", {
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      email,
      password,
      callbackURL: "/auth/callback",
    });
    if (!response.ok) return failure(reply, response.status, "Error de registro", response.code);
    return redirectWithToast(AFTER_SIGN_UP_PATH, {
      title: "¡Registro exitoso!",
      description: "Te enviamos un correo para verificar tu cuenta. Revisa tu bandeja de entrada.",
    });
  },
  HIDDEN,
);

/** Sends the reset mail; the link leads to the context's `resetRedirect`. */
const requestReset = intent(RequestResetSchema, async ({ value, reply }, { request, resetRedirect }: AuthContext) => {
  const response = await callAuth(request, "/request-password-reset", { email: value.email, redirectTo: resetRedirect });
  if (!response.ok) return failure(reply, response.status, "Error al enviar correo", response.code);
  return reply.ok({
    reset: true,
    toast: {
      type: "success",
      title: "Correo enviado",
      description: "Si existe una cuenta con ese correo, recibirás un enlace para restablecer tu contraseña.",
    },
  });
});

const resetPassword = intent(
  ResetPasswordSchema,
  async ({ value, reply }, { request }: AuthContext) => {
    const response = await callAuth(request, "/reset-password", { newPassword: value.password, token: value.token });
    if (!response.ok) return failure(reply, response.status, "Error al actualizar contraseña", response.code);
    return redirectWithToast("/auth", {
      title: "¡Contraseña actualizada!",
      description: "Ya puedes iniciar sesión con tu nueva contraseña.",
    });
  },
  HIDDEN,
);

/** The /auth page: its four tabs. */
export const AUTH_INTENTS: Record<string, Intent<AuthContext>> = {
  "sign-in": signIn,
  "sign-up": signUp,
  "request-reset": requestReset,
  "reset-password": resetPassword,
};

/** /auth/reset-password: a new password, or a new mail when the link has expired. */
export const RESET_PASSWORD_INTENTS: Record<string, Intent<AuthContext>> = {
  "reset-password": resetPassword,
  "request-reset": requestReset,
};
