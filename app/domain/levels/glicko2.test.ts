import { describe, expect, it } from "vitest";
import { glicko2Update, toMu, toPhi, toRating, toRd } from "./glicko2";

describe("Glicko-2", () => {
  // Glickman, "Example of the Glicko-2 system" (2013): tau 0.5; a 1500 player, RD 200, volatility 0.06,
  // beats 1400/30, loses to 1550/100 and to 1700/300.
  const player = { mu: toMu(1500), phi: toPhi(200), sigma: 0.06 };
  const games = [
    { rating: 1400, rd: 30, score: 1 },
    { rating: 1550, rd: 100, score: 0 },
    { rating: 1700, rd: 300, score: 0 },
  ].map((o) => ({ otherPhi: toPhi(o.rd), difference: player.mu - toMu(o.rating), coefficient: 1, score: o.score, weight: 1 }));
  const after = glicko2Update(player, games, { tau: 0.5 });

  it("reproduces Glickman's worked example to its printed precision", () => {
    expect(after.mu.toFixed(4)).toBe("-0.2069");
    expect(after.phi.toFixed(4)).toBe("0.8722");
    // 0.0599960: the paper prints it cut to five decimals.
    expect(Math.trunc(after.sigma * 1e5) / 1e5).toBe(0.05999);
    // The paper converts its rounded mu' and phi': r' = 173.7178 * -0.2069 + 1500, RD' = 173.7178 * 0.8722.
    expect(toRating(Number(after.mu.toFixed(4))).toFixed(2)).toBe("1464.06");
    expect(toRd(Number(after.phi.toFixed(4))).toFixed(2)).toBe("151.52");
    // Unrounded, the same update is 1464.05 / 151.52.
    expect(toRating(after.mu).toFixed(2)).toBe("1464.05");
    expect(toRd(after.phi).toFixed(2)).toBe("151.52");
  });

  it("only grows the RD of a player without games", () => {
    const idle = glicko2Update(player, [], { tau: 0.5 });
    expect(idle.mu).toBe(player.mu);
    expect(toRd(idle.phi).toFixed(2)).toBe("200.27");
    expect(glicko2Update(player, [], { tau: 0.5, periods: 0 }).phi).toBe(player.phi);
  });
});
