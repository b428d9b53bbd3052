import { mexicoStartOfDay } from "../../app/domain/calendar";
import { MIXED_CATEGORIES, RANKING_CATEGORIES, type CategoryType, type Gender } from "../../app/domain/categories";
import { ALL_CATEGORIES } from "../../app/domain/tournament-categories";
import type { Placement } from "../../app/domain/ranking";
import { MIXED_LEVEL } from "./catalogues";
import type { Person } from "./people";
import type { Rng } from "./rng";
import type { ResultRow, TournamentRow } from "./types";

const HOUR_MS = 3_600_000;
const BRACKET: readonly Placement[] = ["champion", "runner_up", "semifinal", "semifinal"];
const VETERAN_CATEGORY = "50+";

/**
 * Players grouped by what they play, each group ordered strongest first (the order is random but
 * fixed, so the same players keep reaching the finals and the rankings have a shape).
 */
export class Pools {
  private readonly pools = new Map<string, Person[]>();
  /** Usual partner of each player, per pool kind, so 'Pareja favorita' means something. */
  private readonly partners = new Map<string, number>();
  private readonly byId = new Map<number, Person>();

  constructor(rng: Rng, people: readonly Person[]) {
    for (const person of people) {
      this.byId.set(person.id, person);
      this.add(`${person.gender}|${person.level}`, person);
      if (person.veteran) this.add(`${person.gender}|${VETERAN_CATEGORY}`, person);
      this.add(`Mixto|${MIXED_LEVEL[person.level]}|${person.gender}`, person);
    }
    for (const [key, pool] of this.pools) {
      if (key.startsWith("Mixto|")) continue;
      const shuffled = rng.faker.helpers.shuffle([...pool]);
      for (let i = 0; i + 1 < shuffled.length; i += 2) this.pair(key, shuffled[i]!, shuffled[i + 1]!);
    }
    for (const letter of MIXED_CATEGORIES) {
      const men = rng.faker.helpers.shuffle([...this.get(`Mixto|${letter}|Varonil`)]);
      const women = rng.faker.helpers.shuffle([...this.get(`Mixto|${letter}|Femenil`)]);
      for (let i = 0; i < Math.min(men.length, women.length); i++) this.pair(`Mixto|${letter}`, men[i]!, women[i]!);
    }
  }

  private add(key: string, person: Person): void {
    const pool = this.pools.get(key);
    if (pool) pool.push(person);
    else this.pools.set(key, [person]);
  }

  private pair(kind: string, a: Person, b: Person): void {
    this.partners.set(`${kind}|${a.id}`, b.id);
    this.partners.set(`${kind}|${b.id}`, a.id);
  }

  get(key: string): readonly Person[] {
    return this.pools.get(key) ?? [];
  }

  /** Who plays category `category` of type `type`: [first player's pool, partner's pool, pair kind]. */
  sides(type: CategoryType, category: string): [readonly Person[], readonly Person[], string] {
    if (type === "Mixto") {
      return [this.get(`Mixto|${category}|Varonil`), this.get(`Mixto|${category}|Femenil`), `Mixto|${category}`];
    }
    const pool = this.get(`${type}|${category}`);
    return [pool, pool, `${type}|${category}`];
  }

  /** Same-gender pool of a ladder category, or one gender's side of a mixed letter. */
  ladder(gender: Gender, category: string): readonly Person[] {
    return this.get(`${gender}|${category}`);
  }

  mixed(letter: string, gender: Gender): readonly Person[] {
    return this.get(`Mixto|${letter}|${gender}`);
  }

  partnerOf(kind: string, id: number): Person | undefined {
    const partnerId = this.partners.get(`${kind}|${id}`);
    return partnerId === undefined ? undefined : this.byId.get(partnerId);
  }
}

/** A player from the pool not yet used, skewed towards the strongest. */
function pickUnused(rng: Rng, pool: readonly Person[], used: Set<number>): Person | null {
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = pool[rng.skewedIndex(pool.length)];
    if (candidate && !used.has(candidate.id)) return candidate;
  }
  const start = rng.int(0, Math.max(0, pool.length - 1));
  for (let i = 0; i < pool.length; i++) {
    const candidate = pool[(start + i) % pool.length];
    if (candidate && !used.has(candidate.id)) return candidate;
  }
  return null;
}

/** The categories that were actually played: 'Todas' becomes a plausible subset. */
function playedCategories(rng: Rng, type: CategoryType, list: readonly string[]): string[] {
  if (!list.includes(ALL_CATEGORIES)) return [...list];
  if (type === "Mixto") return rng.sample(MIXED_CATEGORIES, rng.int(2, 4));
  const played: string[] = rng.sample(RANKING_CATEGORIES, rng.int(3, 6));
  if (rng.chance(0.25)) played.push(VETERAN_CATEGORY);
  return played;
}

/** Category lists of a tournament by type, in the order results are drawn. */
function categoryLists(tournament: TournamentRow): [CategoryType, readonly string[]][] {
  return [
    ["Varonil", tournament.categoriesVaronil ?? []],
    ["Femenil", tournament.categoriesFemenil ?? []],
    ["Mixto", tournament.categoriesMixed ?? []],
  ];
}

/** Every category a type can have, in the tournament form's order. */
const LADDERS: Record<CategoryType, readonly string[]> = {
  Varonil: [...RANKING_CATEGORIES, VETERAN_CATEGORY],
  Femenil: [...RANKING_CATEGORIES, VETERAN_CATEGORY],
  Mixto: MIXED_CATEGORIES,
};

const LIST_FIELD = { Varonil: "categoriesVaronil", Femenil: "categoriesFemenil", Mixto: "categoriesMixed" } as const;

/** Adds a played category to the tournament's own list (unless it lists 'Todas'), in form order. */
function listCategory(tournament: TournamentRow, type: CategoryType, category: string): void {
  const list = tournament[LIST_FIELD[type]] ?? [];
  if (list.includes(ALL_CATEGORIES) || list.includes(category)) return;
  tournament[LIST_FIELD[type]] = [...list, category].sort((a, b) => LADDERS[type].indexOf(a) - LADDERS[type].indexOf(b));
}

/**
 * Results of finished, approved tournaments. `minResults` (for load tests on a large seed) plays
 * further categories of those tournaments, added to their category lists, until there are at least
 * that many rows; without it no extra random draws are made, so the default data is unchanged.
 */
export function generateResults(
  rng: Rng,
  pools: Pools,
  tournaments: readonly TournamentRow[],
  isFinished: (tournament: TournamentRow) => boolean,
  now: Date,
  minResults = 0,
): ResultRow[] {
  const results: ResultRow[] = [];
  const played = new Map<number, Set<string>>();
  const recordedAtOf = new Map<number, Date>();

  function play(tournament: TournamentRow, type: CategoryType, category: string): void {
    played.get(tournament.id)!.add(`${type}|${category}`);
    const recordedAt = recordedAtOf.get(tournament.id)!;
    const [firstPool, secondPool, kind] = pools.sides(type, category);
    const used = new Set<number>();
    const placements = rng.chance(0.85) ? BRACKET : BRACKET.slice(0, 2);
    for (const placement of placements) {
      const first = pickUnused(rng, firstPool, used);
      if (!first) break;
      used.add(first.id);
      // Now and then only one player of a pair was recorded (player2 is optional in the winners dialog).
      const solo = type !== "Mixto" && rng.chance(0.03);
      const usual = pools.partnerOf(kind, first.id);
      const second = solo ? null : usual && !used.has(usual.id) && rng.chance(0.7) ? usual : pickUnused(rng, secondPool, used);
      if (!solo && !second) break;
      if (second) used.add(second.id);
      results.push({
        id: results.length + 1,
        tournamentId: tournament.id,
        categoryType: type,
        category,
        player1Id: first.id,
        player2Id: second?.id ?? null,
        placement,
        createdBy: tournament.createdBy ?? null,
        createdAt: recordedAt,
        updatedAt: recordedAt,
      });
    }
  }

  const finished = tournaments.filter((t) => t.approved && isFinished(t));
  for (const tournament of finished) {
    played.set(tournament.id, new Set());
    recordedAtOf.set(
      tournament.id,
      new Date(Math.min(mexicoStartOfDay(tournament.endDate).getTime() + rng.int(20, 72) * HOUR_MS, now.getTime())),
    );
    for (const [type, list] of categoryLists(tournament)) {
      for (const category of playedCategories(rng, type, list)) play(tournament, type, category);
    }
  }

  // Extra categories, one per tournament per round, so they spread over every finished tournament.
  const rounds = Math.max(...Object.values(LADDERS).map((ladder) => ladder.length));
  for (let round = 0; round < rounds && results.length < minResults; round++) {
    for (const tournament of finished) {
      if (results.length >= minResults) break;
      for (const type of ["Varonil", "Femenil", "Mixto"] as const) {
        const category = LADDERS[type][round];
        if (!category || played.get(tournament.id)!.has(`${type}|${category}`)) continue;
        listCategory(tournament, type, category);
        play(tournament, type, category);
      }
    }
  }
  return results;
}
