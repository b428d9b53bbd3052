import { cn } from "~/lib/utils";

/**
 * A played match's score under its pairs, from the winner's side ('6-0 6-0' whichever pair won, the winner
 * in bold above); screen readers hear the whole result ('… ganan a … 6-0 6-0', docs/product.md §10.2).
 */
export function ResultScore({ score, result, className }: { score: string; result: string | null; className?: string }) {
  return (
    <p className={cn("font-mono font-semibold", className)} data-testid="match-result">
      <span aria-hidden={result ? true : undefined}>{score}</span>
      {result ? <span className="sr-only">{result}</span> : null}
    </p>
  );
}
