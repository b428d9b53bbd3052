// How a rating reads: a level from 1.0 to 7.0 with one decimal, the category it plays like, and whether it
// is reliable yet; and where a new player starts from their category (ADR 0037).
import { MIXED_CATEGORIES, type MixedCategory, RANKING_CATEGORIES, type RankingCategory } from "../categories";
import { BASE_RATING } from "./glicko2";

export const MIN_LEVEL = 1;
export const MAX_LEVEL = 7;
/** Level 4.0 is rating 1500 (Glicko's centre); one level is 200 rating points. */
export const LEVEL_AT_BASE = 4;
export const POINTS_PER_LEVEL = 200;
/** Ratings never leave this band (levels -1.0 to 9.0); the level shown is clamped to 1.0-7.0. */
export const MIN_RATING = BASE_RATING - 5 * POINTS_PER_LEVEL;
export const MAX_RATING = BASE_RATING + 5 * POINTS_PER_LEVEL;

/** The RD of a player nobody knows anything about, and the ceiling inactivity grows an RD to. */
export const MAX_RD = 350;
/** A new player's RD when their category is known: the category says roughly where, not exactly. */
export const CATEGORY_RD = 100;
/** A level reads 'Fiable' from this many rated matches, while the RD is at most RELIABLE_RD (inactivity grows it). */
export const RELIABLE_MATCHES = 10;
export const RELIABLE_RD = 110;
export const INITIAL_VOLATILITY = 0.04;

/**
 * The ladder from the bottom, each category's lowest level in tenths (6ta from 1.0, 5ta from 2.0 ... Open
 * from 6.0): bands of 0.8 between 2.0 and 6.0. A new player starts in the middle of their band.
 */
const LADDER: readonly { category: RankingCategory; fromTenths: number; start: number }[] = [
  { category: "6ta", fromTenths: 10, start: 1.6 },
  { category: "5ta", fromTenths: 20, start: 2.4 },
  { category: "4ta", fromTenths: 28, start: 3.2 },
  { category: "3ra", fromTenths: 36, start: 4.0 },
  { category: "2da", fromTenths: 44, start: 4.8 },
  { category: "1ra", fromTenths: 52, start: 5.6 },
  { category: "Open", fromTenths: 60, start: 6.4 },
];

/** Mixto letters read as the ladder: A plays like 2da (and above), B 3ra, C 4ta, D 5ta, E 6ta. */
const MIXED_AS_LADDER: Record<MixedCategory, RankingCategory> = { A: "2da", B: "3ra", C: "4ta", D: "5ta", E: "6ta" };
/** A player with no category (or '50+', which is an age) starts at 4ta's level, with the widest RD. */
const UNKNOWN_START: RankingCategory = "4ta";

export type Reliability = "Fiable" | "Provisional";

export type PlayerRating = {
  rating: number;
  rd: number;
  volatility: number;
  /** Rated matches so far. */
  matches: number;
  lastPlayedAt: Date | null;
};

export function ratingOfLevel(level: number): number {
  return BASE_RATING + (level - LEVEL_AT_BASE) * POINTS_PER_LEVEL;
}

/** The level of a rating, unrounded and unclamped (for changes: +0.08). */
export function levelOfRating(rating: number): number {
  return LEVEL_AT_BASE + (rating - BASE_RATING) / POINTS_PER_LEVEL;
}

function ladderEntry(category: string | null | undefined) {
  const wanted = category?.trim().toLowerCase();
  if (!wanted) return undefined;
  const mixed = MIXED_CATEGORIES.find((letter) => letter.toLowerCase() === wanted);
  const name = mixed ? MIXED_AS_LADDER[mixed] : RANKING_CATEGORIES.find((c) => c.toLowerCase() === wanted);
  return LADDER.find((entry) => entry.category === name);
}

/** Where a new player starts: the middle of their category's band (Mixto letters as their ladder category). */
export function initialRating(category: string | null | undefined): PlayerRating {
  const entry = ladderEntry(category);
  const start = entry ?? LADDER.find((e) => e.category === UNKNOWN_START)!;
  return {
    rating: ratingOfLevel(start.start),
    rd: entry ? CATEGORY_RD : MAX_RD,
    volatility: INITIAL_VOLATILITY,
    matches: 0,
    lastPlayedAt: null,
  };
}

/** The level as shown: 1.0 to 7.0, one decimal. */
export function shownLevel(rating: number): number {
  const tenths = Math.round(levelOfRating(rating) * 10);
  return Math.min(MAX_LEVEL * 10, Math.max(MIN_LEVEL * 10, tenths)) / 10;
}

/** The ladder category a shown level plays like ('3ra' for 4.3); Mixto gets its letter. */
export function categoryForLevel(level: number, type: "Varonil" | "Femenil" | "Mixto" = "Varonil"): string {
  const tenths = Math.round(level * 10);
  let category: RankingCategory = "6ta";
  for (const entry of LADDER) if (tenths >= entry.fromTenths) category = entry.category;
  if (type !== "Mixto") return category;
  const letter = MIXED_CATEGORIES.find((l) => MIXED_AS_LADDER[l] === category);
  return letter ?? "A";
}

export function reliabilityOf(rating: Pick<PlayerRating, "rd" | "matches">): Reliability {
  return rating.matches >= RELIABLE_MATCHES && rating.rd <= RELIABLE_RD ? "Fiable" : "Provisional";
}

export type Level = {
  /** 1.0 to 7.0, one decimal. */
  level: number;
  reliability: Reliability;
  /** The ladder category the level plays like. */
  category: RankingCategory;
  /** 'Nivel 4.3 · juega como 3ra' */
  text: string;
};

export function formatLevel(level: number): string {
  return level.toFixed(1);
}

/** How a rating reads on a profile, in search results and on registered pairs. */
export function toLevel(rating: Pick<PlayerRating, "rating" | "rd" | "matches">): Level {
  const level = shownLevel(rating.rating);
  const category = categoryForLevel(level) as RankingCategory;
  return { level, reliability: reliabilityOf(rating), category, text: `Nivel ${formatLevel(level)} · juega como ${category}` };
}
