import { ErrorText } from "~/components/ui/error-text";
import { Form, useActionData } from "react-router";
import type { ZodType } from "zod";
import { TextField } from "~/components/ui/form-field";
import { getFormProps, useForm } from "~/lib/form";
import { SubmitButton } from "./form-parts";
import { resultFor } from "~/lib/form-reply";
import { LegalNotice } from "~/components/legal/legal-notice";

const schemas = () => import("~/lib/schemas/account");

function useAuthForm<Values extends object>(intent: string, schema: () => Promise<ZodType<unknown, Values>>) {
  const actionData = useActionData();
  return useForm<Values>({
    id: intent,
    lastResult: resultFor(actionData, intent),
    schema,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}

export function SignInForm({ redirect, openPlayerRegistration }: { redirect: string | null; openPlayerRegistration: boolean }) {
  const [form, fields] = useAuthForm("sign-in", () => schemas().then((m) => m.SignInSchema));
  return (
    <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
      {redirect ? <input type="hidden" name="redirect" value={redirect} /> : null}
      {openPlayerRegistration ? <input type="hidden" name="openPlayerRegistration" value="true" /> : null}
      <ErrorText id={form.errorId} errors={form.errors} form />
      <TextField field={fields.email} label="Correo electrónico" type="email" autoComplete="email" />
      <TextField field={fields.password} label="Contraseña" type="password" autoComplete="current-password" />
      <SubmitButton intent="sign-in" className="w-full">
        Iniciar sesión
      </SubmitButton>
    </Form>
  );
}

export function SignUpForm() {
  const [form, fields] = useAuthForm("sign-up", () => schemas().then((m) => m.SignUpSchema));
  return (
    <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
      <ErrorText id={form.errorId} errors={form.errors} form />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.firstName} label="Nombre" autoComplete="given-name" />
        <TextField field={fields.lastName} label="Apellido" autoComplete="family-name" />
      </div>
      <TextField field={fields.email} label="Correo electrónico" type="email" autoComplete="email" />
      <TextField field={fields.password} label="Contraseña" type="password" autoComplete="new-password" hint="Al menos 6 caracteres." />
      <LegalNotice action="Al crear tu cuenta" />
      <SubmitButton intent="sign-up" className="w-full">
        Crear cuenta
      </SubmitButton>
    </Form>
  );
}

export function RequestResetForm({ action }: { action?: string }) {
  const [form, fields] = useAuthForm("request-reset", () => schemas().then((m) => m.RequestResetSchema));
  return (
    <Form method="post" action={action} className="flex flex-col gap-4" {...getFormProps(form)}>
      <p className="text-sm text-muted-foreground">
        Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.
      </p>
      <ErrorText id={form.errorId} errors={form.errors} form />
      <TextField field={fields.email} label="Correo electrónico" type="email" autoComplete="email" />
      <SubmitButton intent="request-reset" className="w-full">
        Enviar enlace
      </SubmitButton>
    </Form>
  );
}

export function NewPasswordForm({ token }: { token: string }) {
  const [form, fields] = useAuthForm("reset-password", () => schemas().then((m) => m.ResetPasswordSchema));
  return (
    <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
      <input type="hidden" name="token" value={token} />
      <ErrorText id={form.errorId} errors={form.errors ?? fields.token.errors} form />
      <TextField field={fields.password} label="Nueva contraseña" type="password" autoComplete="new-password" />
      <TextField field={fields.confirmPassword} label="Confirmar contraseña" type="password" autoComplete="new-password" />
      <SubmitButton intent="reset-password" className="w-full">
        Actualizar contraseña
      </SubmitButton>
    </Form>
  );
}
