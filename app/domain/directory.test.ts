import { describe, expect, it } from "vitest";
import { clubHourlyCost, coachExperienceOrder, compareClubs, compareCoaches } from "./directory";

describe("coachExperienceOrder", () => {
  it("Open 0, 1ra 1 ... 5ta 5, others 999", () => {
    expect(["Open", "1ra", "2da", "3ra", "4ta", "5ta"].map(coachExperienceOrder)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(coachExperienceOrder("open")).toBe(0);
    expect(coachExperienceOrder("6ta")).toBe(999);
    expect(coachExperienceOrder("")).toBe(999);
    expect(coachExperienceOrder(null)).toBe(999);
    expect(coachExperienceOrder("toString")).toBe(999);
  });
});

describe("compareCoaches", () => {
  it("featured first, then experience, then higher class cost, then name", () => {
    const coaches = [
      { name: "E", featured: false, experience: "Open", classCost: 500 },
      { name: "B", featured: true, experience: "3ra", classCost: 300 },
      { name: "D", featured: false, experience: "Open", classCost: 800 },
      { name: "A", featured: true, experience: "1ra", classCost: 100 },
      { name: "F", featured: false, experience: "Iniciante", classCost: 2000 },
      { name: "C", featured: false, experience: "Open", classCost: "$800" },
      { name: "G", featured: null, experience: null, classCost: null },
    ];
    expect([...coaches].sort(compareCoaches).map((coach) => coach.name)).toEqual(["A", "B", "C", "D", "E", "F", "G"]);
  });

  it("is 0 for equivalent coaches", () => {
    expect(compareCoaches({ experience: "2da", classCost: 300 }, { experience: "2da", classCost: "300" })).toBe(0);
  });
});

describe("compareClubs", () => {
  it("featured first, then more courts, then name", () => {
    const clubs = [
      { name: "Norte", featured: false, totalCourts: 8 },
      { name: "Sur", featured: true, totalCourts: 2 },
      { name: "Centro", featured: false, totalCourts: 8 },
      { name: "Este", featured: false, totalCourts: null },
      { name: "Oeste", featured: true, totalCourts: 6 },
    ];
    expect([...clubs].sort(compareClubs).map((club) => club.name)).toEqual(["Oeste", "Sur", "Centro", "Norte", "Este"]);
  });
});

describe("clubHourlyCost", () => {
  it("reads a number or a text cost", () => {
    expect(clubHourlyCost({ hourlyCost: 400 })).toBe(400);
    expect(clubHourlyCost({ hourlyCost: "$400" })).toBe(400);
    expect(clubHourlyCost({ hourlyCost: "$1,200 por hora" })).toBe(1200);
  });

  it("falls back to the special-hours cost", () => {
    expect(clubHourlyCost({ hourlyCost: null, specialHourlyCost: "$550" })).toBe(550);
    expect(clubHourlyCost({ hourlyCost: "", specialHourlyCost: 500 })).toBe(500);
    expect(clubHourlyCost({ hourlyCost: "Consultar", specialHourlyCost: 500 })).toBe(500);
    expect(clubHourlyCost({ hourlyCost: 0, specialHourlyCost: 500 })).toBe(500);
  });

  it("prefers the regular cost when both exist", () => {
    expect(clubHourlyCost({ hourlyCost: 400, specialHourlyCost: 550 })).toBe(400);
  });

  it("is null when neither exists", () => {
    expect(clubHourlyCost({})).toBeNull();
    expect(clubHourlyCost({ hourlyCost: "", specialHourlyCost: null })).toBeNull();
  });
});
