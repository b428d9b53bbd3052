import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** A determinate progress bar, `value` from 0 to 100. */
export function Progress({ className, value, ...props }: ComponentProps<"div"> & { value?: number | null }) {
  const percent = Math.min(100, Math.max(0, value ?? 0));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value ?? undefined}
      aria-valuetext={value == null ? undefined : `${Math.round(percent)}%`}
      data-state={value == null ? "indeterminate" : percent >= 100 ? "complete" : "loading"}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-secondary", className)}
      {...props}
    >
      <div className="h-full bg-primary transition-transform" style={{ transform: `translateX(-${100 - percent}%)` }} />
    </div>
  );
}
