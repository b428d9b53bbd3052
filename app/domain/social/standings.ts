// Social standings (issue 32): individual totals. Order: points won (with sit-out compensation), then
// matches won, then point difference, then head-to-head among the players still tied (wins minus losses
// in matches where they faced each other), then id, so the order never depends on the input's order.
import type { PlayerId, SitOutRule, SocialMatch, SocialScore } from "./types";

export type ScoredMatch = SocialMatch & { points: SocialScore | null };

export type ScoredRound = { number: number; matches: readonly ScoredMatch[]; sittingOut: readonly PlayerId[] };

export type Standing = {
  player: PlayerId;
  position: number;
  /** Points won plus compensation; a multiple of 0.1 (an average is rounded to one decimal). */
  points: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  pointsFor: number;
  pointsAgainst: number;
  difference: number;
  sitOuts: number;
  compensation: number;
};

/**
 * The standings of `players` (and of anyone who played a match, e.g. an early leaver). A sit-out is
 * compensated once every match of its round has a score: the player's average points per scored match
 * (`promedio`, 0 before their first) or the organiser's fixed number (`fijo`). Compensation adds points
 * only, not matches won or difference.
 */
export function socialStandings(rounds: readonly ScoredRound[], players: readonly PlayerId[], sitOutRule: SitOutRule): Standing[] {
  // Tenths of a point, so that sums and comparisons are exact.
  const rows = new Map<PlayerId, Omit<Standing, "position" | "points" | "compensation"> & { compensation10: number }>();
  const row = (player: PlayerId) => {
    let r = rows.get(player);
    if (!r) {
      r = { player, played: 0, won: 0, drawn: 0, lost: 0, pointsFor: 0, pointsAgainst: 0, difference: 0, sitOuts: 0, compensation10: 0 };
      rows.set(player, r);
    }
    return r;
  };
  for (const id of players) row(id);
  const scored = rounds.flatMap((round) => round.matches.filter((m): m is ScoredMatch & { points: SocialScore } => m.points !== null));
  for (const match of scored) {
    const [p1, p2] = match.points;
    for (const [side, own, other] of [
      [match.team1, p1, p2],
      [match.team2, p2, p1],
    ] as const) {
      for (const id of side) {
        const r = row(id);
        r.played += 1;
        r.pointsFor += own;
        r.pointsAgainst += other;
        r.difference += own - other;
        if (own > other) r.won += 1;
        else if (own === other) r.drawn += 1;
        else r.lost += 1;
      }
    }
  }
  for (const round of rounds) {
    if (round.matches.length === 0 || round.matches.some((m) => m.points === null)) continue;
    for (const id of round.sittingOut) row(id).sitOuts += 1;
  }
  // The average is the player's over the whole event so far, so it is taken after every match is counted.
  for (const r of rows.values()) {
    const each =
      sitOutRule.kind === "fijo" ? Math.round(sitOutRule.points * 10) : r.played === 0 ? 0 : Math.round((10 * r.pointsFor) / r.played);
    r.compensation10 = r.sitOuts * each;
  }
  const total10 = (r: { pointsFor: number; compensation10: number }) => r.pointsFor * 10 + r.compensation10;
  const all = [...rows.values()];
  const key = (r: (typeof all)[number]) => `${total10(r)}|${r.won}|${r.difference}`;
  const headToHead = new Map<PlayerId, number>();
  const groups = new Map<string, typeof all>();
  for (const r of all) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const tied = new Set(group.map((r) => r.player));
    for (const match of scored) {
      const [p1, p2] = match.points;
      if (p1 === p2) continue;
      const [winners, losers] = p1 > p2 ? [match.team1, match.team2] : [match.team2, match.team1];
      for (const [side, others, sign] of [
        [winners, losers, 1],
        [losers, winners, -1],
      ] as const) {
        if (!others.some((id) => tied.has(id))) continue;
        for (const id of side) if (tied.has(id)) headToHead.set(id, (headToHead.get(id) ?? 0) + sign);
      }
    }
  }
  all.sort(
    (a, b) =>
      total10(b) - total10(a) ||
      b.won - a.won ||
      b.difference - a.difference ||
      (headToHead.get(b.player) ?? 0) - (headToHead.get(a.player) ?? 0) ||
      (a.player < b.player ? -1 : a.player > b.player ? 1 : 0),
  );
  return all.map(({ compensation10, ...r }, i) => ({
    ...r,
    position: i + 1,
    points: (r.pointsFor * 10 + compensation10) / 10,
    compensation: compensation10 / 10,
  }));
}
