import { addDays, mexicoStartOfDay, mexicoToday } from "../../app/domain/calendar";
import { MIXED_CATEGORIES, RANKING_CATEGORIES } from "../../app/domain/categories";
import { tournamentSlug } from "../../app/domain/slugs";
import { ALL_CATEGORIES } from "../../app/domain/tournament-categories";
import { CLUBS, FEES, TOURNAMENT_DESCRIPTIONS, TOURNAMENT_TITLES } from "./catalogues";
import { DEMO_PROFILES } from "./demo-accounts";
import { daysBefore } from "./people";
import type { Rng } from "./rng";
import type { ClubRow, TournamentOrganizerRow, TournamentRow, UserRow } from "./types";

const DAY_MS = 86_400_000;
/** Categories in the order the tournament form lists them. */
const LADDER_FORM_ORDER = [...RANKING_CATEGORIES, "50+"] as const;

export type Phase = "upcoming" | "active" | "past";

interface Schedule {
  phase: Phase;
  startDate: string;
  endDate: string;
}

/**
 * Dates relative to today in Mexico City: a quarter upcoming (a third of those within the week, so
 * without the early discount), a tenth active, the rest past, most of them inside the 52-week ranking window.
 */
function schedules(rng: Rng, count: number, today: string): Schedule[] {
  const upcoming = count >= 3 ? Math.max(1, Math.round(count * 0.25)) : 0;
  const active = count >= 3 ? Math.max(1, Math.round(count * 0.1)) : 0;
  const out: Schedule[] = [];
  for (let i = 0; i < upcoming; i++) {
    const startDate = addDays(today, i % 3 === 0 ? rng.int(3, 7) : rng.int(8, 60));
    out.push({ phase: "upcoming", startDate, endDate: addDays(startDate, rng.int(0, 2)) });
  }
  for (let i = 0; i < active; i++) {
    out.push({ phase: "active", startDate: addDays(today, -rng.int(0, 2)), endDate: addDays(today, rng.int(0, 2)) });
  }
  for (let i = upcoming + active; i < count; i++) {
    const endDate = addDays(today, -(i % 7 === 6 ? rng.int(365, 540) : rng.int(1, 360)));
    out.push({ phase: "past", startDate: addDays(endDate, -rng.int(0, 2)), endDate });
  }
  return out;
}

function ladderList(rng: Rng, emptyShare: number, max: number): string[] {
  const r = rng.next();
  if (r < emptyShare) return [];
  if (r < 0.45) return [ALL_CATEGORIES];
  const chosen = new Set(rng.sample(LADDER_FORM_ORDER, rng.int(2, max)));
  return LADDER_FORM_ORDER.filter((c) => chosen.has(c));
}

function mixedList(rng: Rng): string[] {
  const r = rng.next();
  if (r < 0.55) return [];
  if (r < 0.7) return [ALL_CATEGORIES];
  const chosen = new Set(rng.sample(MIXED_CATEGORIES, rng.int(2, 3)));
  return MIXED_CATEGORIES.filter((c) => chosen.has(c));
}

function title(rng: Rng, club: ClubRow, startDate: string): string {
  return rng
    .pick(TOURNAMENT_TITLES)
    .replace("{place}", rng.pick(CLUBS[club.id - 1]?.places ?? [club.name]))
    .replace("{year}", startDate.slice(0, 4))
    .replace("{club}", club.name)
    .replace("{n}", String(rng.int(1, 8)));
}

function fee(rng: Rng, share: number): string | null {
  if (!rng.chance(share)) return null;
  const amount = rng.pick(FEES);
  return rng.chance(0.8) ? `$${amount} por persona` : `$${amount * 2} por pareja`;
}

export interface TournamentsData {
  tournaments: TournamentRow[];
  organizers: TournamentOrganizerRow[];
  phaseOf: Map<number, Phase>;
}

export function generateTournaments(
  rng: Rng,
  count: number,
  clubs: readonly ClubRow[],
  users: readonly UserRow[],
  now: Date,
): TournamentsData {
  const today = mexicoToday(now);
  const clubWeights = clubs.map((club) => ({ value: club, weight: club.state === "Puebla" ? 3 : 1 }));
  const organizerCandidates = users.filter((u) => u.role === "user" && !u.id.startsWith("demo-"));
  const demoOrganizer = DEMO_PROFILES.find((p) => p.organizer)?.userId;
  const admin = DEMO_PROFILES.find((p) => p.role === "admin")?.userId ?? null;
  const seenPhase = new Set<Phase>();

  const drafts = schedules(rng, count, today).map((schedule) => {
    const { phase, startDate, endDate } = schedule;
    const first = !seenPhase.has(phase);
    seenPhase.add(phase);
    const club = rng.weighted(clubWeights);
    const categoriesVaronil = ladderList(rng, 0.08, 5);
    const categoriesFemenil = ladderList(rng, 0.12, 4);
    const categoriesMixed = mixedList(rng);
    if (categoriesVaronil.length + categoriesFemenil.length + categoriesMixed.length === 0) {
      categoriesVaronil.push(ALL_CATEGORIES);
    }
    const organizerIds = new Set<string>();
    const who = rng.next();
    if (demoOrganizer && who < 0.3) organizerIds.add(demoOrganizer);
    else if (who < 0.75 && organizerCandidates.length > 0) organizerIds.add(rng.pick(organizerCandidates).id);
    if (organizerIds.size > 0 && organizerCandidates.length > 0 && rng.chance(0.15)) {
      organizerIds.add(rng.pick(organizerCandidates).id);
    }
    const createdAt = new Date(
      Math.min(mexicoStartOfDay(startDate).getTime() - rng.int(15, 60) * DAY_MS, daysBefore(now, rng.int(1, 5)).getTime()),
    );
    const tournamentTitle = title(rng, club, startDate);
    const row: Omit<TournamentRow, "id"> = {
      title: tournamentTitle,
      slug: tournamentSlug(tournamentTitle),
      description: `${rng.pick(TOURNAMENT_DESCRIPTIONS)} Sede: ${club.name}, ${club.state}.`,
      clubName: club.name,
      clubId: club.id,
      startDate,
      endDate,
      fee: fee(rng, phase === "past" ? 0.8 : 0.9),
      categoriesVaronil,
      categoriesFemenil,
      categoriesMixed,
      femepa: rng.chance(0.2),
      // The first upcoming tournament is featured so the home page always has one to show first.
      featured: (first && phase === "upcoming") || rng.chance(0.15),
      // The first of each phase is approved, so every list has something to show.
      approved: first || rng.chance(phase === "upcoming" ? 0.85 : phase === "active" ? 1 : 0.95),
      image: null,
      createdBy: [...organizerIds][0] ?? admin,
      createdAt,
      updatedAt: createdAt,
    };
    return { row, phase, organizerIds };
  });

  // Ids follow the calendar, as they would have on a real site.
  drafts.sort((a, b) => a.row.startDate.localeCompare(b.row.startDate) || a.row.endDate.localeCompare(b.row.endDate));
  const tournaments: TournamentRow[] = [];
  const organizers: TournamentOrganizerRow[] = [];
  const phaseOf = new Map<number, Phase>();
  drafts.forEach(({ row, phase, organizerIds }, i) => {
    const id = i + 1;
    tournaments.push({ id, ...row });
    phaseOf.set(id, phase);
    for (const userId of organizerIds) organizers.push({ tournamentId: id, userId, createdAt: row.createdAt });
  });
  return { tournaments, organizers, phaseOf };
}
