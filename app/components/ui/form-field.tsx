import { CharacterCount, useTextLength } from "./character-count";
import { ErrorText } from "./error-text";
import { type FieldMetadata, getInputProps, getTextareaProps } from "~/lib/form";
import type { ComponentProps, ReactNode } from "react";
import { Input } from "./input";
import { Label } from "./label";
import { keepTyped } from "~/lib/page-weight/held-taps";

type InputType = "text" | "email" | "password" | "tel" | "search" | "url" | "number";

/** A labelled text input with its error and an optional hint. */
export function TextField({
  field,
  label,
  type = "text",
  hint,
  ...props
}: {
  field: FieldMetadata;
  label: ReactNode;
  type?: InputType;
  hint?: ReactNode;
} & Omit<ComponentProps<"input">, "type" | "name" | "form" | "defaultValue">) {
  const inputProps = getInputProps(field, { type, ariaDescribedBy: hint ? `${field.id}-hint` : undefined });
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={field.id}>{label}</Label>
      <Input key={field.key} {...inputProps} {...props} />
      {hint ? (
        <p id={`${field.id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <ErrorText id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A labelled textarea with its error (descriptions, messages); with `maxChars`, its counter ('120/500'). */
export function TextAreaField({
  field,
  label,
  rows = 4,
  maxChars,
  ...props
}: {
  field: FieldMetadata;
  label: ReactNode;
  rows?: number;
  maxChars?: number;
} & Omit<ComponentProps<"textarea">, "name" | "form" | "defaultValue" | "maxLength">) {
  const countId = `${field.id}-count`;
  const textareaProps = getTextareaProps(field, { ariaDescribedBy: maxChars ? countId : undefined });
  const [length, onInput] = useTextLength(textareaProps.defaultValue);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={field.id}>{label}</Label>
      <textarea
        key={field.key}
        ref={keepTyped}
        {...textareaProps}
        rows={rows}
        className="w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive md:text-sm"
        onInput={maxChars ? onInput : undefined}
        {...props}
      />
      {maxChars ? <CharacterCount id={countId} length={length} max={maxChars} /> : null}
      <ErrorText id={field.errorId} errors={field.errors} />
    </div>
  );
}
