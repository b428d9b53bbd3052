// Several editors at once (issue 31, docs/product.md §10.2): every draw match has a version, bumped by each
// write to its result or its pairs; a result form sends the version it was opened with, and a save from an
// older one is refused (409) with 'Este partido cambió mientras lo editabas' and the match as it is now,
// inside the draw's locked transaction: of two saves from one version, one wins and the other writes nothing.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { configureTestEnv, useAppDb } from "./helpers/app-env";

configureTestEnv();

const s = await import("../../db/schema");
const { organisersDrawPage } = await import("./helpers/draw-page");
const { settleChanges } = await import("~/server/infra/changes.server");
const { withdrawEntry } = await import("~/server/play/draw-entries.server");
await import("~/server/background.server");

const handle = useAppDb();

async function publishedDraw() {
  const db = handle.db;
  const page = await organisersDrawPage(db, { title: "Copa Versiones", pairs: 4 });
  const { t, organiser, rows } = page;
  const post = async (form: Record<string, string>) => {
    const answer = await page.post(form);
    await settleChanges();
    return answer;
  };
  const pairName = (entryId: number | null) =>
    rows.entries
      .find((entry) => entry.id === entryId)!
      .players.map((player) => player.name)
      .join(" / ");
  const match = async (code: string) => {
    const [row] = await db
      .select()
      .from(s.drawMatch)
      .where(eq(s.drawMatch.id, rows.matches.get(code)!.id));
    return row!;
  };
  const resultAudits = async () =>
    (
      await db
        .select({ action: s.auditLog.action })
        .from(s.auditLog)
        .where(and(eq(s.auditLog.entityType, "draw"), eq(s.auditLog.entityId, String(rows.draw.id))))
    ).map((row) => row.action);
  return { t, organiser, rows, post, pairName, match, resultAudits };
}

describe("the version of a draw match", () => {
  it("of two saves from the same version one wins; the other is refused with the result now and writes nothing", async () => {
    const { rows, post, pairName, match, resultAudits } = await publishedDraw();
    const semi = rows.matches.get("P1-1")!;
    const [first, second] = await Promise.all([
      post({ intent: "result", matchId: String(semi.id), version: "0", score: "6-3 6-4" }),
      post({ intent: "result", matchId: String(semi.id), version: "0", score: "4-6 3-6" }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    const message = `Este partido cambió mientras lo editabas. Ahora: ${pairName(semi.entryAId)} ganan a ${pairName(semi.entryBId)} 6-3 6-4`;
    expect(second.payload).toMatchObject({
      intent: "result",
      ok: false,
      result: { error: { "": [message] } },
      toast: { type: "error", title: message },
      data: { matchId: semi.id, now: { version: 1, result: `${pairName(semi.entryAId)} ganan a ${pairName(semi.entryBId)} 6-3 6-4` } },
    });
    // The first save only: its score, one version more, one audit row, its winner in the final.
    const saved = await match("P1-1");
    expect(saved.winner).toBe("a");
    expect(saved.version).toBe(1);
    expect(await resultAudits()).toEqual(["draw.result"]);
    expect((await match("P2-1")).entryAId).toBe(semi.entryAId);

    // Shown the match as it is now, the editor saves again from its version: the correction goes through.
    const again = await post({ intent: "result", matchId: String(semi.id), version: "1", score: "4-6 3-6" });
    expect(again.status).toBe(200);
    expect(await match("P1-1")).toMatchObject({ winner: "b", version: 2 });
    expect((await match("P2-1")).entryAId).toBe(semi.entryBId);
  });

  it("refuses a stale 'Borrar resultado', and says when the match has no result any more", async () => {
    const { rows, post, match } = await publishedDraw();
    const semi = rows.matches.get("P1-2")!;
    expect((await post({ intent: "result", matchId: String(semi.id), version: "0", score: "6-1 6-1" })).status).toBe(200);
    // Opened before the result was entered: clearing from version 0 is refused.
    const stale = await post({ intent: "clear-result", matchId: String(semi.id), version: "0" });
    expect(stale.status).toBe(409);
    expect(await match("P1-2")).toMatchObject({ winner: "a", version: 1 });
    expect((await post({ intent: "clear-result", matchId: String(semi.id), version: "1" })).status).toBe(200);
    expect(await match("P1-2")).toMatchObject({ winner: null, score: null, version: 2 });
    // A form opened on the result now cleared: 'Ahora: sin resultado'.
    const late = await post({ intent: "result", matchId: String(semi.id), version: "1", score: "6-2 6-2" });
    expect(late.status).toBe(409);
    expect(late.payload).toMatchObject({ result: { error: { "": ["Este partido cambió mientras lo editabas. Ahora: sin resultado"] } } });
  });

  it("counts the pairs a result moves on and a withdrawal's W.O.: a final's form opened before them is stale", async () => {
    const { organiser, rows, post, match, t } = await publishedDraw();
    const semi1 = rows.matches.get("P1-1")!;
    const semi2 = rows.matches.get("P1-2")!;
    const final = rows.matches.get("P2-1")!;
    expect((await post({ intent: "result", matchId: String(semi1.id), version: "0", score: "6-3 6-4" })).status).toBe(200);
    // The final got its first pair.
    expect((await match("P2-1")).version).toBe(1);
    const withdrawn = await withdrawEntry(
      { id: organiser.id },
      { tournamentId: t.id, categoryType: "Varonil", category: "3ra" },
      semi2.entryAId!,
      handle.db,
    );
    expect(withdrawn.ok).toBe(true);
    await settleChanges();
    // Semifinal 2 is a W.O. (one more), its rival reaches the final (one more again).
    expect(await match("P1-2")).toMatchObject({ winner: "b", version: 1 });
    expect(await match("P2-1")).toMatchObject({ entryBId: semi2.entryBId, version: 2 });
    // The scheduled place and the untouched first semifinal keep theirs.
    expect((await match("P1-1")).version).toBe(1);
    const stale = await post({ intent: "result", matchId: String(final.id), version: "1", score: "6-0 6-0" });
    expect(stale.status).toBe(409);
    expect((await match("P2-1")).winner).toBeNull();
  });

  it("refuses a form without a valid version before anything is read or written", async () => {
    const { rows, post, match, resultAudits } = await publishedDraw();
    const semi = rows.matches.get("P1-1")!;
    for (const version of [undefined, "", "-1", "1.5", "abc", "99999999999"]) {
      const form: Record<string, string> = { intent: "result", matchId: String(semi.id), score: "6-3 6-4" };
      if (version !== undefined) form.version = version;
      const answer = await post(form);
      expect(answer.status).toBe(400);
      expect(answer.payload).toMatchObject({
        result: { error: { version: ["No se sabe qué versión del partido editabas: recarga la página"] } },
      });
    }
    expect(await match("P1-1")).toMatchObject({ winner: null, version: 0 });
    expect(await resultAudits()).toEqual([]);
  });
});
