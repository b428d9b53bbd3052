import { Loader2 } from "lucide-react";
import { cn } from "~/lib/utils";

/** A loading line with each page's Spanish text (docs/product.md §2.3) ("Cargando torneos..."). */
export function Loading({ text, className }: { text: string; className?: string }) {
  return (
    <p role="status" className={cn("flex items-center justify-center gap-2 py-10 text-muted-foreground", className)}>
      <Loader2 className="size-5 animate-spin" aria-hidden />
      {text}
    </p>
  );
}
