import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/utils";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("min-w-0 rounded-xl border border-border bg-card text-card-foreground shadow-sm", className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 p-6", className)} {...props} />;
}

/** `as` keeps the page's heading outline in order (h1, then h2 for a page's top-level cards). */
export function CardTitle({ className, as: Heading = "h3", ...props }: ComponentProps<"h3"> & { as?: "h2" | "h3" | "h4" }) {
  return <Heading className={cn("text-xl font-semibold leading-none tracking-tight", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("p-6 pt-0", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex items-center p-6 pt-0", className)} {...props} />;
}

/**
 * A list card's title: over the photo's card when it has one; otherwise a small icon beside the title
 * (and the badges under it) instead of a large empty frame.
 */
export function CardHeading({ title, hasPhoto, icon, badges }: { title: string; hasPhoto: boolean; icon: ReactNode; badges?: ReactNode }) {
  const heading = <h2 className="text-lg font-semibold leading-tight">{title}</h2>;
  if (hasPhoto) return heading;
  return (
    <div className="flex items-start gap-3">
      <div className="grid size-12 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">{icon}</div>
      <div className="flex min-w-0 flex-col gap-1">
        {heading}
        {badges}
      </div>
    </div>
  );
}
