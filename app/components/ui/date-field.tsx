import { ErrorText } from "./error-text";
import CalendarDays from "lucide-react/icons/calendar-days";
import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentProps } from "react";
import type { Calendar } from "./calendar";
import { formatDisplayDate, parseDisplayDate, type IsoDate } from "~/domain/calendar";
import { type FieldMetadata, getInputProps } from "~/lib/form";
import type { LazyComponent } from "~/lib/page-weight/lazy-component";
import { cn } from "~/lib/utils";

import { Input } from "./input";
import { Label } from "./label";
import { markLive } from "~/lib/page-weight/held-taps";

/** The calendar as the route sets it up: `lazyComponent(() => import("~/components/ui/calendar")...)`. */
export type LazyCalendar = LazyComponent<ComponentProps<typeof Calendar>>;

const subscribeNothing = () => () => {};

/**
 * A date typed as people in Mexico write it, 'dd/mm/aaaa' (issue 16: the native date input shows the
 * browser's own format, mm/dd/yyyy in an English browser). A plain text input that posts what was typed
 * and the server reads (`dateField`, app/lib/schemas/zod-locale.ts), so it works without JavaScript; once
 * the page is live a button opens a Spanish calendar (weeks from Monday) in a popover, whose code loads
 * on the first opening (`Calendar`, the route's lazy component). `defaultValue`, `min` and `max` are ISO dates.
 */
export function DateInput({
  min,
  max,
  defaultValue,
  className,
  Calendar,
  ...props
}: { min: IsoDate; max: IsoDate; defaultValue?: string; Calendar: LazyCalendar } & Omit<
  ComponentProps<"input">,
  "type" | "min" | "max" | "defaultValue"
>) {
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<IsoDate | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const popoverId = `${useId()}-calendar`;

  useEffect(() => {
    const element = popover.current;
    if (!element) return;
    const toggled = (event: Event) => {
      const opening = (event as ToggleEvent).newState === "open";
      if (opening) setPicked(parseDisplayDate(input.current?.value ?? ""));
      setOpen(opening);
    };
    element.addEventListener("toggle", toggled);
    return () => element.removeEventListener("toggle", toggled);
  }, []);

  // Under the field, or above it when the screen has no room below; always within the screen's width.
  useLayoutEffect(() => {
    const element = popover.current;
    const field = input.current;
    if (!open || !element || !field) return;
    const place = () => {
      const box = field.getBoundingClientRect();
      const { offsetWidth: width, offsetHeight: height } = element;
      const below = box.bottom + 4;
      const top = below + height <= innerHeight - 8 ? below : Math.max(8, box.top - height - 4);
      const left = Math.max(8, Math.min(box.left, innerWidth - width - 8));
      element.style.top = `${top}px`;
      element.style.left = `${left}px`;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(element);
    return () => observer.disconnect();
  });

  const pick = (date: IsoDate) => {
    const field = input.current!;
    field.value = formatDisplayDate(date);
    // The form validates on input (app/lib/form.ts) as if the date had been typed.
    field.dispatchEvent(new Event("input", { bubbles: true }));
    popover.current?.hidePopover();
    field.focus();
  };

  return (
    <div className="relative">
      <Input
        ref={input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/aaaa"
        pattern={"\\d{1,2}/\\d{1,2}/\\d{4}"}
        maxLength={10}
        defaultValue={defaultValue === undefined ? undefined : formatDisplayDate(defaultValue)}
        className={cn("pr-11", className)}
        {...props}
      />
      <button
        ref={markLive}
        type="button"
        hidden={hydrating}
        popoverTarget={popoverId}
        aria-label="Abrir calendario"
        className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <CalendarDays className="size-5" aria-hidden />
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- only stops Escape from closing a dialog the field sits in */}
      <div
        ref={popover}
        id={popoverId}
        popover="auto"
        role="dialog"
        aria-label="Calendario"
        className="fixed inset-auto m-0 w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-border bg-background p-3 text-foreground shadow-lg"
        // Escape closes the calendar, not a dialog the field sits in.
        onKeyDown={(event) => event.key === "Escape" && event.stopPropagation()}
      >
        {open ? <Calendar value={picked} min={min} max={max} onPick={pick} /> : null}
      </div>
    </div>
  );
}

/** A labelled date, typed dd/mm/aaaa or picked in the Spanish calendar (DateInput); `min` and `max` are ISO dates. */
export function DateField({
  field,
  label,
  min,
  max,
  Calendar,
}: {
  field: FieldMetadata;
  label: string;
  min: string;
  max: string;
  Calendar: LazyCalendar;
}) {
  const { type: _text, ...inputProps } = getInputProps(field, { type: "text" }) as ReturnType<typeof getInputProps> & {
    defaultValue?: string;
  };
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={field.id}>{label}</Label>
      <DateInput key={field.key} {...inputProps} min={min} max={max} Calendar={Calendar} />
      <ErrorText id={field.errorId} errors={field.errors} />
    </div>
  );
}
