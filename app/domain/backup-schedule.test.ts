import { describe, expect, it } from "vitest";
import { describeBackupSchedule, nextBackupRun, parseBackupSchedule } from "./backup-schedule";

describe("BACKUP_SCHEDULE", () => {
  it("reads off and times of day, sorted and without repeats", () => {
    expect(parseBackupSchedule("off")).toBeNull();
    expect(parseBackupSchedule("03:00")).toEqual([{ hour: 3, minute: 0 }]);
    expect(parseBackupSchedule(" 15:30, 3:00,03:00 ")).toEqual([
      { hour: 3, minute: 0 },
      { hour: 15, minute: 30 },
    ]);
  });

  it("names what is wrong", () => {
    expect(parseBackupSchedule("24:00")).toBe(
      'must be off or times of day HH:MM (Mexico City), comma-separated, e.g. 03:00 or 03:00,15:00; got "24:00"',
    );
    expect(parseBackupSchedule("nightly")).toMatch(/got "nightly"$/);
    expect(parseBackupSchedule("03:00,")).toMatch(/got ""$/);
  });

  it("runs at the next time of day in Mexico City", () => {
    const times = parseBackupSchedule("03:00,15:00") as { hour: number; minute: number }[];
    // 02:59 in Mexico City (UTC-6): 03:00 the same day.
    expect(nextBackupRun(times, new Date("2026-03-10T08:59:00Z")).toISOString()).toBe("2026-03-10T09:00:00.000Z");
    // Exactly at 03:00: the next run is 15:00.
    expect(nextBackupRun(times, new Date("2026-03-10T09:00:00Z")).toISOString()).toBe("2026-03-10T21:00:00.000Z");
    // After 15:00: 03:00 the next day.
    expect(nextBackupRun(times, new Date("2026-03-10T22:00:00Z")).toISOString()).toBe("2026-03-11T09:00:00.000Z");
  });

  it("reads in Spanish on the admin page", () => {
    expect(describeBackupSchedule(null)).toBe("desactivados");
    expect(describeBackupSchedule([{ hour: 3, minute: 0 }])).toBe("todos los días a las 03:00 (hora del centro de México)");
    expect(
      describeBackupSchedule([
        { hour: 3, minute: 0 },
        { hour: 15, minute: 30 },
      ]),
    ).toBe("todos los días a las 03:00 y 15:30 (hora del centro de México)");
  });
});
