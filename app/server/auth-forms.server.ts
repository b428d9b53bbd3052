// The actions behind the /auth tabs and /auth/reset-password. Each validates its form with the shared
// Zod schema (400 with Spanish field errors, nothing sent) and then calls better-auth through callAuth.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { AFTER_SIGN_UP_PATH, afterSignInPath } from "~/lib/safe-redirect";
import { RequestResetSchema, ResetPasswordSchema, SignInSchema, SignUpSchema } from "~/lib/schemas/account";
import { authErrorMessage, callAuth } from "./auth.server";
import type { ToastMessage } from "~/lib/toast";
import { redirectWithToast } from "./toast.server";

export type AuthIntent = "sign-in" | "sign-up" | "request-reset" | "reset-password";

const HIDDEN = ["password", "confirmPassword", "token"];

type Replyable = { reply(options?: { formErrors?: string[]; hideFields?: string[] }): SubmissionResult<string[]> };

/** A refused auth call: the message under the form and in a toast, with better-auth's status (401, 403, 429...). */
function failure(intent: AuthIntent, status: number, title: string, code: string | null, submission: Replyable) {
  const message = authErrorMessage(code);
  const toast: ToastMessage = { type: "error", title, description: message };
  return data({ intent, result: submission.reply({ formErrors: [message], hideFields: HIDDEN }), toast }, { status });
}

export async function signIn(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: SignInSchema });
  if (submission.status !== "success") {
    return data({ intent: "sign-in" as const, result: submission.reply({ hideFields: HIDDEN }), toast: null }, { status: 400 });
  }
  const response = await callAuth(request, "/sign-in/email", {
    email: submission.value.email,
    password: submission.value.password,
    callbackURL: "/auth/callback",
  });
  if (!response.ok) return failure("sign-in", response.status, "Error de inicio de sesión", response.code, submission);
  const target = afterSignInPath({
    redirect: formData.get("redirect"),
    openPlayerRegistration: formData.get("openPlayerRegistration"),
  });
  return redirect(target, { headers: response.headers });
}

export async function signUp(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: SignUpSchema });
  if (submission.status !== "success") {
    return data({ intent: "sign-up" as const, result: submission.reply({ hideFields: HIDDEN }), toast: null }, { status: 400 });
  }
  const { firstName, lastName, email, password } = submission.value;
  // A known address gets the same answer as a new one (better-auth does not create anything then).
  const response = await callAuth(request, "/sign-up/email", {
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    email,
    password,
    callbackURL: "/auth/callback",
  });
  if (!response.ok) return failure("sign-up", response.status, "Error de registro", response.code, submission);
  return redirectWithToast(AFTER_SIGN_UP_PATH, {
    title: "¡Registro exitoso!",
    description: "Te enviamos un correo para verificar tu cuenta. Revisa tu bandeja de entrada.",
  });
}

/** Sends the reset mail; the link leads to `redirectTo` (/auth?tab=reset or /auth/reset-password). */
export async function requestReset(request: Request, formData: FormData, redirectTo: string) {
  const submission = parseWithZod(formData, { schema: RequestResetSchema });
  if (submission.status !== "success") {
    return data({ intent: "request-reset" as const, result: submission.reply(), toast: null }, { status: 400 });
  }
  const response = await callAuth(request, "/request-password-reset", { email: submission.value.email, redirectTo });
  if (!response.ok) return failure("request-reset", response.status, "Error al enviar correo", response.code, submission);
  return data({
    intent: "request-reset" as const,
    result: submission.reply({ resetForm: true }),
    toast: {
      type: "success",
      title: "Correo enviado",
      description: "Si existe una cuenta con ese correo, recibirás un enlace para restablecer tu contraseña.",
    } satisfies ToastMessage,
  });
}

export async function resetPassword(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ResetPasswordSchema });
  if (submission.status !== "success") {
    return data({ intent: "reset-password" as const, result: submission.reply({ hideFields: HIDDEN }), toast: null }, { status: 400 });
  }
  const response = await callAuth(request, "/reset-password", {
    newPassword: submission.value.password,
    token: submission.value.token,
  });
  if (!response.ok) {
    return failure("reset-password", response.status, "Error al actualizar contraseña", response.code, submission);
  }
  return redirectWithToast("/auth", {
    title: "¡Contraseña actualizada!",
    description: "Ya puedes iniciar sesión con tu nueva contraseña.",
  });
}
