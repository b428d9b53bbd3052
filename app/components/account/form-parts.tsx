import type { SubmissionResult } from "~/lib/form";
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { ToastMessage } from "~/lib/toast";

/** What the account actions answer: which form it was, Conform's result, and a toast to show. */
export type FormActionData = { intent: string; result: SubmissionResult<string[]>; toast: ToastMessage | null } | undefined;

/** Conform's lastResult for the form of `intent`, so each form on a page only sees its own answer. */
export function resultFor(actionData: unknown, intent: string): SubmissionResult<string[]> | undefined {
  const d = actionData as FormActionData;
  return d?.intent === intent ? d.result : undefined;
}

/** Whether the form with hidden field intent=`intent` is being submitted. */
export function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

export function SubmitButton({ intent, children, disabled, ...props }: { intent: string; children: ReactNode } & ButtonProps) {
  const submitting = useSubmitting(intent);
  return (
    <Button type="submit" name="intent" value={intent} disabled={submitting || disabled} {...props}>
      {submitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
      {children}
    </Button>
  );
}

/** Errors of the whole form (not of one field), e.g. 'Correo electrónico o contraseña incorrectos.' */
export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <Alert id={id} variant="destructive">
      {errors[0]}
    </Alert>
  );
}
