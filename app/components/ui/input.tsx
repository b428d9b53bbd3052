import { useCallback, type ComponentProps, type Ref } from "react";
import { keepTyped } from "~/lib/page-weight/held-taps";
import { cn } from "~/lib/utils";

export function Input({ className, type = "text", ref, ...props }: ComponentProps<"input">) {
  // What was typed before the page was live counts once the field is (app/lib/page-weight/held-taps.ts).
  const live = useCallback(
    (element: HTMLInputElement | null) => {
      setRef(ref, element);
      keepTyped(element);
    },
    [ref],
  );
  return (
    <input
      ref={live}
      type={type}
      className={cn(
        "flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
        className,
      )}
      {...props}
    />
  );
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}
