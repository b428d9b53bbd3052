import { useMemo, type ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { markLive } from "~/lib/page-weight/held-taps";
import { composeRefs, Slot } from "./slot";

const BASE =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0";

const VARIANTS = {
  default: "bg-primary text-primary-foreground hover:bg-primary/90",
  destructive: "bg-destructive text-white hover:bg-destructive/90",
  outline: "border border-border bg-background hover:bg-muted",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  ghost: "hover:bg-muted",
  link: "text-primary underline-offset-4 hover:underline",
};

const SIZES = {
  default: "h-10 px-4 py-2",
  sm: "h-9 px-3",
  lg: "h-11 px-6 text-base",
  icon: "size-10",
};

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
  asChild?: boolean;
};

export function Button({ className, variant, size, asChild = false, ref, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  // Stable across renders, so React does not detach and reattach the caller's ref on every render.
  // eslint-disable-next-line react-hooks/refs -- composeRefs returns a callback ref; no ref is read during render
  const liveRef = useMemo(() => (ref ? composeRefs<HTMLButtonElement>(ref, markLive) : markLive), [ref]);
  return <Comp ref={liveRef} className={cn(BASE, VARIANTS[variant ?? "default"], SIZES[size ?? "default"], className)} {...props} />;
}
