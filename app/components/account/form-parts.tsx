import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";

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
