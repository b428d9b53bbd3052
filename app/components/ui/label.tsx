import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export function Label({ className, ...props }: ComponentProps<"label">) {
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the primitive; callers pass htmlFor or the control
  return <label className={cn("text-sm font-medium leading-none", className)} {...props} />;
}
