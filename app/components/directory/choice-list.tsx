import { ErrorText } from "~/components/ui/error-text";
import { cn } from "~/lib/utils";

/**
 * A group of checkboxes posting `name` once per checked option (amenities of a club, clubs of a
 * coach). Works before JavaScript loads.
 */
export function ChoiceList({
  name,
  legend,
  options,
  defaultChecked,
  errors,
  errorId,
  emptyText,
  className,
}: {
  name: string;
  legend: string;
  options: { id: number; name: string }[];
  defaultChecked: number[];
  errors?: string[];
  errorId: string;
  emptyText: string;
  className?: string;
}) {
  const checked = new Set(defaultChecked.map(Number));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={errors?.length ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {options.length === 0 ? <p className="text-sm text-muted-foreground">{emptyText}</p> : null}
      <div className={cn("grid max-h-64 gap-2 overflow-y-auto rounded-md border border-input p-3 sm:grid-cols-2", className)}>
        {options.map((o) => (
          <label key={o.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={o.id} defaultChecked={checked.has(o.id)} className="size-4 accent-primary" />
            {o.name}
          </label>
        ))}
      </div>
      <ErrorText id={errorId} errors={errors} />
    </fieldset>
  );
}

/** One labelled checkbox posting "on" (covered, featured). */
export function CheckboxField({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} className="size-4 accent-primary" />
      {label}
    </label>
  );
}
