import { mexicoToday } from "../../app/domain/calendar";
import { classifyTournament } from "../../app/domain/tournament-status";
import { generateClubs } from "./clubs";
import { generateCoaches } from "./coaches";
import { generateClubAdmins, generateFavorites, generateJoinSignups, generateRequests, generateSponsors } from "./community";
import { DEMO_PROFILES } from "./demo-accounts";
import { generatePastDraws } from "./past-draws";
import { generatePlayers, generateUsers } from "./people";
import { generateRegistrations } from "./registrations";
import { generateResults, Pools } from "./results";
import { Rng } from "./rng";
import { generateTournaments } from "./tournaments";
import type { GenerateOptions, SeedData } from "./types";

/**
 * The whole demo data set as plain rows, without touching a database. Deterministic: the same options
 * give the same rows. Each part draws from its own generator so changing one part (say, the number of
 * tournaments) does not reshuffle the others.
 */
export function generateSeedData(options: GenerateOptions): SeedData {
  const { now, seed } = options;
  const rngFor = (part: number) => new Rng(seed * 16 + part);
  const today = mexicoToday(now);

  const { clubs, amenities, clubAmenities } = generateClubs(rngFor(1), now);
  const { people, players } = generatePlayers(rngFor(2), options.players, now);
  const users = generateUsers(rngFor(3), people, players, now);
  const { coaches, coachClubs } = generateCoaches(rngFor(4), people, clubs, now);
  const { tournaments, organizers } = generateTournaments(rngFor(5), options.tournaments, clubs, users, now);
  const pools = new Pools(rngFor(6), people);
  const isPast = (t: (typeof tournaments)[number]) => classifyTournament(t, today) === "past";
  const results = generateResults(rngFor(7), pools, tournaments, isPast, now, options.minResults);
  const registrations = generateRegistrations(rngFor(8), pools, people, tournaments, (t) => classifyTournament(t, today) !== "past", now);
  const community = rngFor(9);

  return {
    users,
    clubs,
    amenities,
    clubAmenities,
    clubAdmins: generateClubAdmins(community, users, clubs, now),
    players,
    favorites: generateFavorites(community, users, people, results, now),
    coaches,
    coachClubs,
    tournaments,
    tournamentOrganizers: organizers,
    results,
    pastDraws: generatePastDraws(rngFor(10), pools, tournaments, results, isPast, Math.round(options.players * 1.5)),
    registrations,
    sponsors: generateSponsors(community, users, now),
    requests: generateRequests(community, users, coaches, coachClubs, clubs, tournaments, now),
    joinSignups: generateJoinSignups(community, Math.max(12, Math.round(options.players / 25)), clubs, now),
    demoUserIds: new Map(DEMO_PROFILES.map((p) => [p.email, p.userId])),
  };
}
