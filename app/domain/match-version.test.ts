import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isStale, staleMatch, staleMatchMessage } from "./match-version";

describe("the version of a draw match", () => {
  it("lets a save from the current version through", () => {
    expect(isStale(3, 3)).toBe(false);
  });

  it("refuses a save from an older version, naming the result now", () => {
    expect(isStale(0, 1)).toBe(true);
    expect(staleMatch({ version: 1, result: "Ana Ruiz / Eva Gil ganan a Sol Paz / Luz Mar 6-3 6-4" })).toEqual({
      ok: false,
      status: 409,
      message: "Este partido cambió mientras lo editabas. Ahora: Ana Ruiz / Eva Gil ganan a Sol Paz / Luz Mar 6-3 6-4",
      now: { version: 1, result: "Ana Ruiz / Eva Gil ganan a Sol Paz / Luz Mar 6-3 6-4" },
    });
  });

  it("says when the match has no result any more", () => {
    expect(staleMatchMessage(null)).toBe("Este partido cambió mientras lo editabas. Ahora: sin resultado");
  });

  it("lets a write that read the match itself through", () => {
    expect(isStale(undefined, 7)).toBe(false);
  });

  // Editors open the match's form (reading its version) and save, in any order: a save goes through only
  // when it was opened on the state every earlier save left, so no save overwrites one its editor never saw;
  // of editors who opened the same version, at most one saves; a refused editor who opens again can save.
  it("never lets a save overwrite a write its editor did not see", () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant("open" as const), editor: fc.nat(3) }),
      fc.record({ kind: fc.constant("save" as const), editor: fc.nat(3) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let version = 0;
        const opened = new Map<number, number>();
        const savedFrom: number[] = [];
        for (const { kind, editor } of steps) {
          if (kind === "open") {
            opened.set(editor, version);
            continue;
          }
          const from = opened.get(editor);
          if (from === undefined) continue;
          if (!isStale(from, version)) {
            savedFrom.push(from);
            version += 1;
            // The form goes on from the version its own save made.
            opened.set(editor, version);
          } else {
            expect(from).toBeLessThan(version);
            const outcome = staleMatch({ version, result: null });
            expect(outcome.message).toBe("Este partido cambió mientras lo editabas. Ahora: sin resultado");
            // The form now shows the match as it is and adopts its version.
            opened.set(editor, outcome.now.version);
          }
        }
        // The n-th save was made on the state the n-1 saves before it left, and each version was saved from once.
        expect(savedFrom).toEqual(savedFrom.map((_, index) => index));
      }),
    );
  });
});
