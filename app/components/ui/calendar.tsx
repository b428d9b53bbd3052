import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { addDays, addMonths, mexicoToday, parseIsoDate, type IsoDate } from "~/domain/calendar";
import { MONTHS } from "~/lib/format";
import { cn } from "~/lib/utils";
import { markLive } from "~/lib/page-weight/held-taps";

/** Weeks start on Monday (es-MX). */
const WEEKDAYS = [
  ["lu", "lunes"],
  ["ma", "martes"],
  ["mi", "miércoles"],
  ["ju", "jueves"],
  ["vi", "viernes"],
  ["sá", "sábado"],
  ["do", "domingo"],
] as const;

const clamp = (date: IsoDate, min: IsoDate, max: IsoDate) => (date < min ? min : date > max ? max : date);
const firstOfMonth = (date: IsoDate) => `${date.slice(0, 7)}-01`;
const spoken = (date: IsoDate) => {
  const { year, month, day } = parseIsoDate(date)!;
  return `${day} de ${MONTHS[month - 1]} de ${year}`;
};

/** The weeks (Monday to Sunday) that show a month, with null for the days of the months around it. */
function weeksOf(month: IsoDate): (IsoDate | null)[][] {
  const { year, month: m } = parseIsoDate(month)!;
  const lead = (new Date(Date.UTC(year, m - 1, 1)).getUTCDay() + 6) % 7;
  const length = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const cells = [...Array<null>(lead).fill(null), ...Array.from({ length }, (_, i) => addDays(month, i))];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

const KEY_STEPS: Record<string, (date: IsoDate) => IsoDate> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  PageUp: (d) => addMonths(d, -1),
  PageDown: (d) => addMonths(d, 1),
};

/**
 * The Spanish month calendar of the date fields (DateInput): month and year selects (a birth date is
 * decades back), previous and next month, days from Monday; arrows, Page Up/Down and Enter work as in a
 * date grid. Loaded only when a calendar is first opened.
 */
export function Calendar({
  value,
  min,
  max,
  onPick,
}: {
  value: IsoDate | null;
  min: IsoDate;
  max: IsoDate;
  onPick: (date: IsoDate) => void;
}) {
  const today = mexicoToday();
  const [active, setActive] = useState(() => clamp(value ?? today, min, max));
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(true);
  const month = firstOfMonth(active);
  const { year, month: monthNumber } = parseIsoDate(month)!;
  const years = Array.from({ length: Number(max.slice(0, 4)) - Number(min.slice(0, 4)) + 1 }, (_, i) => Number(max.slice(0, 4)) - i);

  const go = (date: IsoDate, focus = false) => {
    moved.current = focus;
    setActive(clamp(date, min, max));
  };
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>("button[tabindex='0']")?.focus();
  }, [active]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    go(step(active), true);
  };
  const setMonthAndYear = (nextYear: number, nextMonth: number) => {
    const day = Math.min(Number(active.slice(8)), new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate());
    go(`${nextYear}-${String(nextMonth).padStart(2, "0")}-${String(day).padStart(2, "0")}`);
  };
  const navButton =
    "flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-muted disabled:pointer-events-none disabled:opacity-40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";
  const select =
    "h-9 min-w-0 rounded-md border border-input bg-background px-1 text-sm capitalize focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-1">
        <button
          ref={markLive}
          type="button"
          className={navButton}
          aria-label="Mes anterior"
          disabled={month <= min}
          onClick={() => go(addMonths(active, -1))}
        >
          <ChevronLeft className="size-4" aria-hidden />
        </button>
        <select
          aria-label="Mes"
          className={cn(select, "flex-1")}
          value={monthNumber}
          onChange={(e) => setMonthAndYear(year, Number(e.target.value))}
        >
          {MONTHS.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <select aria-label="Año" className={select} value={year} onChange={(e) => setMonthAndYear(Number(e.target.value), monthNumber)}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <button
          ref={markLive}
          type="button"
          className={navButton}
          aria-label="Mes siguiente"
          disabled={firstOfMonth(max) <= month}
          onClick={() => go(addMonths(active, 1))}
        >
          <ChevronRight className="size-4" aria-hidden />
        </button>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys move focus between the day buttons inside (WAI-ARIA date picker grid) */}
      <table
        ref={grid}
        aria-label={`${MONTHS[monthNumber - 1]} de ${year}`}
        className="w-full table-fixed border-collapse text-center text-sm"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className="pb-1 text-xs font-medium text-muted-foreground">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, w) => (
            <tr key={w}>
              {week.map((date, d) =>
                date ? (
                  <td key={date} className="p-0.5">
                    <button
                      ref={markLive}
                      type="button"
                      tabIndex={date === active ? 0 : -1}
                      aria-label={spoken(date)}
                      aria-pressed={date === value}
                      aria-current={date === today ? "date" : undefined}
                      disabled={date < min || date > max}
                      onClick={() => onPick(date)}
                      className={cn(
                        "flex h-9 w-full items-center justify-center rounded-md hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-30",
                        date === today && "font-bold text-primary",
                        date === value && "bg-primary font-semibold text-primary-foreground hover:bg-primary",
                      )}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                ) : (
                  <td key={`empty-${d}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
