// When scheduled backups run (BACKUP_SCHEDULE): "off", or one or more times of day in Mexico City time,
// comma-separated ("03:00", "03:00,15:30"). Pure; app/server/backups runs them.
import { TZDate } from "@date-fns/tz";
import { MEXICO_TIME_ZONE } from "./calendar";

export type TimeOfDay = { hour: number; minute: number };
/** The times of day (sorted, distinct), or null when scheduled backups are off. */
export type BackupSchedule = TimeOfDay[] | null;

export const DEFAULT_BACKUP_SCHEDULE = "03:00";

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Parses BACKUP_SCHEDULE; a string naming what is wrong when it is not valid. */
export function parseBackupSchedule(text: string): BackupSchedule | string {
  const value = text.trim().toLowerCase();
  if (value === "off") return null;
  const times: TimeOfDay[] = [];
  for (const part of value.split(",").map((p) => p.trim())) {
    const match = TIME.exec(part);
    if (!match) return `must be off or times of day HH:MM (Mexico City), comma-separated, e.g. 03:00 or 03:00,15:00; got "${part}"`;
    const time = { hour: Number(match[1]), minute: Number(match[2]) };
    if (!times.some((t) => t.hour === time.hour && t.minute === time.minute)) times.push(time);
  }
  return times.sort((a, b) => a.hour * 60 + a.minute - (b.hour * 60 + b.minute));
}

function runsOn(times: TimeOfDay[], [year, month, day]: [number, number, number]): Date[] {
  return times.map((t) => new Date(new TZDate(year, month, day, t.hour, t.minute, 0, 0, MEXICO_TIME_ZONE).getTime()));
}

function mexicoDay(instant: Date, offsetDays: number): [number, number, number] {
  const zoned = new TZDate(instant.getTime(), MEXICO_TIME_ZONE);
  const shifted = new TZDate(zoned.getFullYear(), zoned.getMonth(), zoned.getDate() + offsetDays, 12, 0, 0, 0, MEXICO_TIME_ZONE);
  return [shifted.getFullYear(), shifted.getMonth(), shifted.getDate()];
}

/** The first scheduled backup strictly after `now`. */
export function nextBackupRun(times: TimeOfDay[], now: Date): Date {
  if (times.length === 0) throw new Error("A backup schedule has at least one time of day");
  const next = [0, 1, 2].flatMap((offset) => runsOn(times, mexicoDay(now, offset))).find((run) => run > now);
  if (!next) throw new Error("unreachable: a run happens every day");
  return next;
}

/** How a schedule reads in the admin area: "todos los días a las 03:00 (hora del centro de México)". */
export function describeBackupSchedule(schedule: BackupSchedule): string {
  if (!schedule) return "desactivados";
  const list = schedule.map((t) => `${String(t.hour).padStart(2, "0")}:${String(t.minute).padStart(2, "0")}`);
  const joined = list.length === 1 ? list[0]! : `${list.slice(0, -1).join(", ")} y ${list.at(-1)!}`;
  return `todos los días a las ${joined} (hora del centro de México)`;
}
