import { Alert } from "./alert";

/**
 * The first error of a field, under the input that points at `id` with aria-describedby; with `form`,
 * the error of the whole form (not of one field) as an alert, e.g. 'Correo electrónico o contraseña incorrectos.'
 */
export function ErrorText({
  id,
  errors,
  form = false,
}: {
  id: string;
  errors: string | readonly string[] | null | undefined;
  form?: boolean;
}) {
  const message = typeof errors === "string" ? errors : errors?.[0];
  if (!message) return null;
  if (form)
    return (
      <Alert id={id} variant="destructive">
        {message}
      </Alert>
    );
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
