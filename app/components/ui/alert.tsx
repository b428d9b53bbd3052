import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** An inline message: errors of a form that are not about one field, notices. */
export function Alert({
  className,
  variant = "default",
  ...props
}: ComponentProps<"div"> & { variant?: "default" | "destructive" | "success" }) {
  return (
    <div
      role={variant === "destructive" ? "alert" : "status"}
      className={cn(
        "rounded-md border px-4 py-3 text-sm",
        variant === "destructive" && "border-destructive/40 bg-destructive/5 text-destructive",
        variant === "success" && "border-green-600/40 bg-green-50 text-green-800",
        variant === "default" && "border-border bg-muted text-foreground",
        className,
      )}
      {...props}
    />
  );
}
