// playChanged after writes made inside a caller's transaction (the demo seed makes its draws and order of
// play through the same server functions, on the app's database): nothing is told before the commit, and
// the seed finishes (on PGlite a query outside the open transaction would wait for it forever). The
// server's start-up reconcile then queues the demo tournament's reminders.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { configureTestEnv, useAppDb } from "./helpers/app-env";

configureTestEnv();

const { seedIfEmpty } = await import("../../db/seed");
const { reconcileAllReminders } = await import("~/server/play/match-reminders.server");
const s = await import("../../db/schema");

const handle = useAppDb();

describe("play changes inside the demo seed's transaction", () => {
  it("let the seed finish on the app's database, and the start-up reconcile runs over it", { timeout: 60_000 }, async () => {
    const now = new Date();
    expect(await seedIfEmpty(handle.db, { now })).toBe(true);
    expect(await handle.db.select().from(s.job).where(eq(s.job.kind, "whatsapp.match-reminder"))).toEqual([]);
    await expect(reconcileAllReminders(now)).resolves.toBeUndefined();
  });
});
