import { createContext, useContext, useId, type ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { useControllableState } from "./use-controllable-state";

// Native radios sharing one name: arrow keys move and select, and a plain form posts the value.

type RadioGroupState = { name: string; value: string; select: (value: string) => void; disabled?: boolean; required?: boolean };

const RadioGroupContext = createContext<RadioGroupState | null>(null);

export function RadioGroup({
  className,
  name,
  value,
  defaultValue = "",
  onValueChange,
  disabled,
  required,
  ...props
}: Omit<ComponentProps<"div">, "defaultValue" | "onChange"> & {
  name?: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
}) {
  const [current, select] = useControllableState(value, defaultValue, onValueChange);
  const ownName = useId();
  return (
    <RadioGroupContext value={{ name: name ?? ownName, value: current, select, disabled, required }}>
      <div role="radiogroup" className={cn("grid gap-2", className)} {...props} />
    </RadioGroupContext>
  );
}

/** A round radio button; pair it with a <Label htmlFor>. */
export function RadioGroupItem({
  className,
  value,
  disabled,
  ...props
}: Omit<ComponentProps<"input">, "type" | "value"> & { value: string }) {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error("RadioGroupItem must be inside <RadioGroup>");
  return (
    <span className={cn("relative inline-grid size-5 shrink-0 place-items-center", className)}>
      <input
        type="radio"
        name={group.name}
        value={value}
        checked={group.value === value}
        onChange={() => group.select(value)}
        disabled={disabled ?? group.disabled}
        required={group.required}
        className="peer col-start-1 row-start-1 size-5 cursor-pointer appearance-none rounded-full border-2 border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      />
      <span
        aria-hidden
        className="pointer-events-none col-start-1 row-start-1 size-2.5 rounded-full bg-primary opacity-0 peer-checked:opacity-100"
      />
    </span>
  );
}

/**
 * A whole-card radio option (big tap target): the card is the label, the radio sits inside it.
 */
export function RadioCard({
  id,
  value,
  title,
  description,
  className,
}: {
  id: string;
  value: string;
  title: string;
  description?: string;
  className?: string;
}) {
  return (
    <label
      htmlFor={id}
      className={cn(
        "flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-secondary",
        className,
      )}
    >
      <RadioGroupItem id={id} value={value} className="mt-0.5" />
      <span className="grid gap-0.5">
        <span className="font-medium leading-tight">{title}</span>
        {description && <span className="text-sm text-muted-foreground">{description}</span>}
      </span>
    </label>
  );
}
