import { describe, expect, it } from "vitest";
import { confirmationStatus, lineupOf, resultConfirmed } from "./match-lineup";

describe("lineupOf", () => {
  it("places the four ids in order and leaves empty places out", () => {
    expect(lineupOf([4, null, 7, 9])).toEqual({
      ok: true,
      value: [
        { team: 1, position: 1, playerId: 4 },
        { team: 2, position: 1, playerId: 7 },
        { team: 2, position: 2, playerId: 9 },
      ],
    });
  });

  it("refuses a player twice, on one side or both", () => {
    expect(lineupOf([4, 4, 7, 9])).toEqual({ ok: false, message: "Un jugador no puede estar dos veces en el partido", status: 400 });
    expect(lineupOf([4, 5, 7, 4])).toEqual({ ok: false, message: "Un jugador no puede estar dos veces en el partido", status: 400 });
  });
});

describe("resultConfirmed", () => {
  it("needs a confirmation from each side", () => {
    expect(resultConfirmed([{ team: 1, verdict: "confirmed" }])).toBe(false);
    expect(
      resultConfirmed([
        { team: 1, verdict: "confirmed" },
        { team: 1, verdict: "confirmed" },
      ]),
    ).toBe(false);
    expect(
      resultConfirmed([
        { team: 1, verdict: "confirmed" },
        { team: 2, verdict: "confirmed" },
      ]),
    ).toBe(true);
  });

  it("is undone by any dispute", () => {
    const answers = [
      { team: 1, verdict: "confirmed" },
      { team: 2, verdict: "confirmed" },
      { team: 2, verdict: "disputed" },
    ] as const;
    expect(resultConfirmed(answers)).toBe(false);
    expect(confirmationStatus(answers)).toBe("disputed");
    expect(confirmationStatus([])).toBe("pending");
  });
});
