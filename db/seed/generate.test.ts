import { describe, expect, it } from "vitest";
import { addDays, mexicoToday } from "../../app/domain/calendar";
import { LADDER_CATEGORIES, MIXED_CATEGORIES } from "../../app/domain/categories";
import { registrationQuote } from "../../app/domain/pricing";
import { isInRankingWindow } from "../../app/domain/ranking";
import { classifyTournament } from "../../app/domain/tournament-status";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { generateSeedData } from "./generate";

// 18:00 UTC is noon in Mexico City; 03:00 UTC the next day is still the 15th there.
const NOW = new Date("2026-03-16T03:00:00Z");
const TODAY = mexicoToday(NOW);
const data = generateSeedData({ players: 300, tournaments: 40, seed: 7, now: NOW });

describe("generateSeedData", () => {
  it("uses the calendar date of Mexico City", () => {
    expect(TODAY).toBe("2026-03-15");
  });

  it("is deterministic for a seed and a reference instant", () => {
    const again = generateSeedData({ players: 300, tournaments: 40, seed: 7, now: NOW });
    expect(JSON.stringify({ ...again, demoUserIds: [] })).toBe(JSON.stringify({ ...data, demoUserIds: [] }));
    const other = generateSeedData({ players: 300, tournaments: 40, seed: 8, now: NOW });
    expect(other.players.map((p) => p.name)).not.toEqual(data.players.map((p) => p.name));
  });

  it("spreads tournaments over upcoming (with and without early discount), active and past", () => {
    const approved = data.tournaments.filter((t) => t.approved);
    const phases = approved.map((t) => classifyTournament(t, TODAY));
    expect(phases).toContain("upcoming");
    expect(phases).toContain("active");
    expect(phases).toContain("past");
    const upcoming = approved.filter((t) => classifyTournament(t, TODAY) === "upcoming");
    expect(upcoming.some((t) => t.startDate > addDays(TODAY, 7))).toBe(true);
    expect(upcoming.some((t) => t.startDate <= addDays(TODAY, 7))).toBe(true);
    expect(data.tournaments.some((t) => !t.approved)).toBe(true);
    expect(data.tournaments.some((t) => t.femepa)).toBe(true);
    expect(data.tournaments.some((t) => t.featured)).toBe(true);
    expect(data.tournaments.some((t) => t.fee === null)).toBe(true);
    for (const t of data.tournaments) expect(t.endDate >= t.startDate).toBe(true);
  });

  it("keeps tournament categories within the ladders", () => {
    for (const t of data.tournaments) {
      for (const c of [...(t.categoriesVaronil ?? []), ...(t.categoriesFemenil ?? [])]) {
        expect(["Todas", ...LADDER_CATEGORIES]).toContain(c);
      }
      for (const c of t.categoriesMixed ?? []) expect(["Todas", ...MIXED_CATEGORIES]).toContain(c);
    }
  });

  it("records results only for finished approved tournaments, most inside the ranking window", () => {
    const byId = new Map(data.tournaments.map((t) => [t.id, t]));
    for (const r of data.results) {
      const t = byId.get(r.tournamentId)!;
      expect(t.approved).toBe(true);
      expect(classifyTournament(t, TODAY)).toBe("past");
    }
    const inWindow = data.results.filter((r) => isInRankingWindow(byId.get(r.tournamentId)!.endDate, TODAY));
    expect(inWindow.length).toBeGreaterThan(data.results.length * 0.6);
    expect(inWindow.length).toBeLessThan(data.results.length);
  });

  it("gives each category one champion, one runner-up and at most two semifinalists, all distinct", () => {
    const groups = new Map<string, { placements: string[]; players: number[] }>();
    for (const r of data.results) {
      const key = `${r.tournamentId}|${r.categoryType}|${r.category}`;
      const group = groups.get(key) ?? { placements: [], players: [] };
      group.placements.push(r.placement ?? "");
      group.players.push(r.player1Id, ...(r.player2Id ? [r.player2Id] : []));
      groups.set(key, group);
    }
    for (const { placements, players } of groups.values()) {
      expect(placements.filter((p) => p === "champion")).toHaveLength(1);
      expect(placements.filter((p) => p === "runner_up")).toHaveLength(1);
      expect(placements.filter((p) => p === "semifinal").length).toBeLessThanOrEqual(2);
      expect(new Set(players).size).toBe(players.length);
    }
  });

  it("prices registrations with the early-discount rule", () => {
    const byId = new Map(data.tournaments.map((t) => [t.id, t]));
    expect(data.registrations.length).toBeGreaterThan(0);
    for (const r of data.registrations) {
      const t = byId.get(r.tournamentId)!;
      const quote = registrationQuote({ inscripcion: t.fee, startDate: t.startDate, now: r.createdAt! });
      expect({ price: r.price, discount: r.discount, finalPrice: r.finalPrice }).toEqual({
        price: quote.price,
        discount: quote.discount,
        finalPrice: quote.finalPrice,
      });
    }
    expect(data.registrations.some((r) => (r.discount ?? 0) > 0)).toBe(true);
  });

  it("creates the demo accounts and links the players among them", () => {
    for (const account of DEMO_ACCOUNTS) expect(data.users.some((u) => u.email === account.email)).toBe(true);
    expect(data.users.find((u) => u.email === "admin@padelpuebla.mx")?.role).toBe("admin");
    const jugador = data.users.find((u) => u.email === "jugador@padelpuebla.mx")!;
    expect(data.players.some((p) => p.userId === jugador.id)).toBe(true);
  });

  it("includes at least one sponsor whose title contains 'Dagos', and inactive sponsors", () => {
    expect(data.sponsors.some((s) => s.active && /dagos/i.test(s.title))).toBe(true);
    expect(data.sponsors.some((s) => !s.active)).toBe(true);
  });

  it("plays more categories of past tournaments to reach a minimum number of results, keeping lists consistent", () => {
    const plain = generateSeedData({ players: 300, tournaments: 40, seed: 7, now: NOW, minResults: 0 });
    expect(JSON.stringify({ ...plain, demoUserIds: [] })).toBe(JSON.stringify({ ...data, demoUserIds: [] }));
    const target = data.results.length + 200;
    const more = generateSeedData({ players: 300, tournaments: 40, seed: 7, now: NOW, minResults: target });
    expect(more.results.length).toBeGreaterThanOrEqual(target);
    const byId = new Map(more.tournaments.map((t) => [t.id, t]));
    const lists = { Varonil: "categoriesVaronil", Femenil: "categoriesFemenil", Mixto: "categoriesMixed" } as const;
    for (const r of more.results) {
      const t = byId.get(r.tournamentId)!;
      expect(classifyTournament(t, TODAY)).toBe("past");
      const list: readonly string[] = t[lists[r.categoryType as keyof typeof lists]] ?? [];
      expect(list.includes("Todas") || list.includes(r.category)).toBe(true);
    }
  });
});
