// Side effects after commit (issue 30, ADR 0034): a draw result saved through the site answers as soon as
// its transaction commits, without waiting for what the change sets off (live pages, WhatsApp reminders),
// and drops the pages cached for anonymous visitors exactly once; a refused write announces nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { configureTestEnv, useAppDb } from "./helpers/app-env";

configureTestEnv();

const s = await import("../../db/schema");
const { organisersDrawPage } = await import("./helpers/draw-page");
const { onChange, settleChanges } = await import("~/server/infra/changes.server");
const { onPublicDataChange } = await import("~/server/infra/public-data.server");
const { PLAY_CHANGED } = await import("~/server/play");
await import("~/server/background.server");

const handle = useAppDb();

async function publishedFinal() {
  const { t, rows, post } = await organisersDrawPage(handle.db, { title: "Copa Cambios", pairs: 2 });
  const final = [...rows.matches.values()][0]!;
  const save = (score: string) => post({ intent: "result", matchId: String(final.id), version: "0", score });
  return { t, final, save };
}

/** Counts the times the page cache is dropped while `work` runs and what it set off finishes. */
async function invalidations(work: () => Promise<unknown>): Promise<number> {
  await settleChanges();
  let count = 0;
  const stop = onPublicDataChange(() => (count += 1));
  try {
    await work();
    await settleChanges();
  } finally {
    stop();
  }
  return count;
}

describe("a draw result saved through the site", () => {
  it("answers while what it set off is still held, which runs once released", async () => {
    const { t, final, save } = await publishedFinal();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen: string[] = [];
    const stop = onChange(PLAY_CHANGED, async ({ key }) => {
      await held;
      seen.push(key);
    });
    try {
      const answer = await save("6-3 6-4");
      expect(answer.status).toBe(200);
      const [row] = await handle.db.select().from(s.drawMatch).where(eq(s.drawMatch.id, final.id));
      expect(row?.winner).toBe("a");
      expect(seen).toEqual([]);
      release();
      await settleChanges();
      expect(seen).toEqual([String(t.id)]);
    } finally {
      release();
      stop();
    }
  });

  it("drops the cached public pages exactly once", async () => {
    const { save } = await publishedFinal();
    expect(await invalidations(async () => expect((await save("6-3 6-4")).status).toBe(200))).toBe(1);
  });

  it("drops nothing and sets off nothing when it is refused", async () => {
    const { save } = await publishedFinal();
    const seen: string[] = [];
    const stop = onChange(PLAY_CHANGED, ({ key }) => void seen.push(key));
    try {
      expect(await invalidations(async () => expect((await save("6-3 6")).status).toBe(400))).toBe(0);
      expect(seen).toEqual([]);
    } finally {
      stop();
    }
  });
});
