import { Star } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

const VARIANTS = {
  default: "border-transparent bg-primary text-primary-foreground",
  secondary: "border-transparent bg-secondary text-secondary-foreground",
  outline: "border-border text-foreground",
  accent: "border-transparent bg-accent text-accent-foreground",
};

export function Badge({ className, variant, ...props }: ComponentProps<"span"> & { variant?: keyof typeof VARIANTS | null }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        VARIANTS[variant ?? "default"],
        className,
      )}
      {...props}
    />
  );
}

/** The 'Destacado' mark of featured clubs, coaches and tournaments. */
export function FeaturedBadge({ className }: { className?: string }) {
  return (
    <Badge variant="accent" className={className}>
      <Star className="size-3" aria-hidden />
      Destacado
    </Badge>
  );
}
