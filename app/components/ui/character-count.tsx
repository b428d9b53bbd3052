import { useState, type FormEvent } from "react";
import { cn } from "~/lib/utils";

/**
 * How much of a text field's limit is used, '120/500', in red past it (issue 34: a length limit is shown
 * and explained by the field's error, never enforced by cutting the text). Fields keep no `maxLength`,
 * which would cut a paste silently; the schema refuses the long text with 'Máximo N caracteres'.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length > max;
  return (
    <p id={id} className={cn("text-right text-xs tabular-nums", over ? "font-medium text-destructive" : "text-muted-foreground")}>
      {length}/{max}
      {over ? <span className="sr-only"> caracteres: sobran {length - max}</span> : <span className="sr-only"> caracteres</span>}
    </p>
  );
}

/** The length of an uncontrolled field's text as it is typed: `onInput` goes on the field. */
export function useTextLength(initial: string | undefined): [number, (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => void] {
  const [length, setLength] = useState(initial?.length ?? 0);
  return [length, (event) => setLength(event.currentTarget.value.length)];
}
