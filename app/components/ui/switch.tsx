import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/**
 * An on/off switch: a native checkbox with role="switch", so it posts `name` ("on", or `value`) in a
 * plain form and Space toggles it. Enter toggles too instead of submitting the form, as a switch button would.
 */
export function Switch({
  className,
  onCheckedChange,
  onChange,
  onKeyDown,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { onCheckedChange?: (checked: boolean) => void }) {
  return (
    <span className={cn("relative inline-flex h-7 w-12 shrink-0", className)}>
      <input
        type="checkbox"
        role="switch"
        className="peer size-full cursor-pointer appearance-none rounded-full border-2 border-transparent bg-input transition-colors checked:bg-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.target.checked);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === "Enter" && !event.defaultPrevented) {
            event.preventDefault();
            event.currentTarget.click();
          }
        }}
      />
      <span
        aria-hidden
        className="pointer-events-none absolute left-0.5 top-0.5 block size-6 rounded-full bg-white shadow-md transition-transform peer-checked:translate-x-5 peer-disabled:opacity-50"
      />
    </span>
  );
}
