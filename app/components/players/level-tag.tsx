import { cn } from "~/lib/utils";

/** A player's level in a list, small: 'Nivel 4.3', and 'Provisional' while it is not reliable yet (issue 35). */
export function LevelTag({ level, className }: { level: { text: string; provisional: boolean } | null; className?: string }) {
  if (!level) return null;
  return (
    <span className={cn("whitespace-nowrap text-xs text-muted-foreground", className)}>
      {level.text}
      {level.provisional ? " · Provisional" : ""}
    </span>
  );
}
