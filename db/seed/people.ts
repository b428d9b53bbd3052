import { GENDERS, RANKING_CATEGORIES, type Gender, type RankingCategory } from "../../app/domain/categories";
import { FEMALE_NAMES, HANDLE_SUFFIXES, LAST_NAMES, LEVEL_WEIGHTS, MALE_NAMES, VETERAN_LEVELS } from "./catalogues";
import { DEMO_PROFILES } from "./demo-accounts";
import type { Rng } from "./rng";
import type { PlayerProfile, PlayerRow, UserRow } from "./types";

const DAY_MS = 86_400_000;
/** Below this many players per (gender, level) a category cannot hold a full semifinal bracket. */
const MIN_POOL = 8;
const HANDLE_SHARE = 0.85;
const ACCOUNT_SHARE = 0.25;
const UNLINKED_ACCOUNT_SHARE = 0.05;

export interface Person extends PlayerProfile {
  firstName: string;
  lastName: string;
  handle: string | null;
}

/** Lower-case ASCII letters and digits only: the base of handles and e-mail addresses. */
export function asciiSlug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

function uniqueName(base: string, taken: Set<string>, rng: Rng): string {
  let candidate = base;
  while (taken.has(candidate)) candidate = `${base}${rng.int(1, 999)}`;
  taken.add(candidate);
  return candidate;
}

/** Ways people write their Instagram handle. */
const HANDLE_PATTERNS: readonly ((first: string, surname: string, second: string, rng: Rng) => string)[] = [
  (f, s) => `${f}${s}`,
  (f, s) => `${f}.${s}`,
  (f, s) => `${f}_${s}`,
  (f, s, _, rng) => `${f}${s}${rng.int(80, 99)}`,
  (f, _s, _, rng) => `${f}.${rng.pick(HANDLE_SUFFIXES.filter((suffix) => suffix.length > 1))}`,
  (f, s) => `${f.charAt(0)}${s}`,
  (f, s) => `${f}${s.slice(0, 3)}`,
  (f, s, second) => `${f}.${s}${second.charAt(0)}`,
  (f, s, _, rng) => `${s}${rng.pick(HANDLE_SUFFIXES)}${f}`,
];

function makeHandle(firstName: string, lastName: string, rng: Rng, taken: Set<string>): string {
  const [surname = "", second = ""] = lastName.split(" ").map(asciiSlug);
  const base = rng.pick(HANDLE_PATTERNS)(asciiSlug(firstName), surname, second, rng);
  // Instagram allows 30 characters; keep room for the digits uniqueName may append.
  return uniqueName(base.slice(0, 26).replace(/[._]+$/, ""), taken, rng);
}

function makeName(rng: Rng, gender: Gender): { firstName: string; lastName: string } {
  const firstName = rng.pick(gender === "Varonil" ? MALE_NAMES : FEMALE_NAMES);
  const surname = rng.pick(LAST_NAMES);
  const second = rng.chance(0.4) ? rng.pick(LAST_NAMES) : surname;
  const lastName = second === surname ? surname : `${surname} ${second}`;
  return { firstName, lastName };
}

export function localPhone(rng: Rng, areaCode = rng.pick(["222", "221"])): string {
  return areaCode + rng.faker.string.numeric({ length: 10 - areaCode.length, allowLeadingZeros: true });
}

const levelWeights = RANKING_CATEGORIES.map((level) => ({ value: level, weight: LEVEL_WEIGHTS[level] }));

/** Gender and level of every player: each (gender, level) pool gets a minimum, the rest follow a pyramid. */
function playerSlots(rng: Rng, count: number): { gender: Gender; level: RankingCategory }[] {
  const perPool = Math.min(MIN_POOL, Math.floor(count / (GENDERS.length * RANKING_CATEGORIES.length)));
  const slots: { gender: Gender; level: RankingCategory }[] = [];
  for (const gender of GENDERS) for (const level of RANKING_CATEGORIES) for (let i = 0; i < perPool; i++) slots.push({ gender, level });
  while (slots.length < count) {
    slots.push({ gender: rng.chance(0.4) ? "Femenil" : "Varonil", level: rng.weighted(levelWeights) });
  }
  return rng.faker.helpers.shuffle(slots);
}

function markVeterans(rng: Rng, people: Person[]): void {
  for (const gender of GENDERS) {
    const candidates = people.filter((p) => p.gender === gender && VETERAN_LEVELS.includes(p.level));
    let veterans = 0;
    for (const person of candidates) {
      person.veteran = rng.chance(0.12);
      if (person.veteran) veterans++;
    }
    for (const person of candidates) {
      if (veterans >= MIN_POOL) break;
      if (!person.veteran) {
        person.veteran = true;
        veterans++;
      }
    }
  }
}

/** Players (demo players first) with their hidden level; `count` includes the demo players. */
export function generatePlayers(rng: Rng, count: number, now: Date): { people: Person[]; players: PlayerRow[] } {
  const takenHandles = new Set<string>();
  const people: Person[] = [];
  for (const demo of DEMO_PROFILES) {
    if (!demo.player) continue;
    takenHandles.add(demo.player.handle);
    people.push({
      id: people.length + 1,
      gender: demo.player.gender,
      level: demo.player.level,
      veteran: false,
      userId: demo.userId,
      firstName: demo.firstName,
      lastName: demo.lastName,
      handle: demo.player.handle,
    });
  }
  for (const { gender, level } of playerSlots(rng, count - people.length)) {
    const { firstName, lastName } = makeName(rng, gender);
    people.push({
      id: people.length + 1,
      gender,
      level,
      veteran: false,
      userId: null,
      firstName,
      lastName,
      handle: rng.chance(HANDLE_SHARE) ? makeHandle(firstName, lastName, rng, takenHandles) : null,
    });
  }
  markVeterans(rng, people);
  const players = people.map((person): PlayerRow => {
    const createdAt = daysBefore(now, rng.int(20, 720));
    return {
      id: person.id,
      name: `${person.firstName} ${person.lastName}`,
      handle: person.handle,
      gender: person.gender,
      image: null,
      userId: person.userId,
      createdBy: null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  return { people, players };
}

/**
 * Accounts: the demo accounts, one for about a quarter of the players (linked through player.userId),
 * and a few that never linked a player.
 */
export function generateUsers(rng: Rng, people: Person[], players: PlayerRow[], now: Date): UserRow[] {
  const takenEmails = new Set<string>();
  const users: UserRow[] = [];
  const addUser = (person: Omit<Person, "id" | "userId" | "handle" | "veteran">, linkTo: PlayerRow | null): UserRow => {
    const local = `${asciiSlug(person.firstName)}.${asciiSlug(person.lastName.split(" ")[0] ?? "")}`;
    const email = `${uniqueName(local, takenEmails, rng)}@example.com`;
    const createdAt = daysBefore(now, rng.int(1, 500));
    const user: UserRow = {
      id: rng.textId(),
      name: `${person.firstName} ${person.lastName}`,
      email,
      emailVerified: true,
      image: null,
      role: "user",
      firstName: person.firstName,
      lastName: person.lastName,
      phone: localPhone(rng),
      gender: person.gender,
      category: person.level,
      createdAt,
      updatedAt: createdAt,
    };
    users.push(user);
    if (linkTo) linkTo.userId = user.id;
    return user;
  };

  for (const demo of DEMO_PROFILES) {
    const createdAt = daysBefore(now, 400);
    const person = people.find((p) => p.userId === demo.userId);
    users.push({
      id: demo.userId,
      name: demo.name,
      email: demo.email,
      emailVerified: true,
      image: null,
      role: demo.role,
      firstName: demo.firstName,
      lastName: demo.lastName,
      phone: demo.phone,
      gender: person?.gender ?? null,
      category: person?.level ?? null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  for (const person of people) {
    if (person.userId || !rng.chance(ACCOUNT_SHARE)) continue;
    const player = players[person.id - 1];
    person.userId = addUser(person, player ?? null).id;
  }
  const unlinked = Math.round(people.length * UNLINKED_ACCOUNT_SHARE);
  for (let i = 0; i < unlinked; i++) {
    const gender = rng.pick(GENDERS);
    addUser({ ...makeName(rng, gender), gender, level: rng.weighted(levelWeights) }, null);
  }
  return users;
}
