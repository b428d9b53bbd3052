import { addDays, mexicoToday } from "../../app/domain/calendar";
import { GENDERS, RANKING_CATEGORIES } from "../../app/domain/categories";
import { REQUEST_TYPES, REVIEW_STATUSES } from "../../app/domain/requests";
import { CLASS_LEVELS, CLUBS, FEMALE_NAMES, LAST_NAMES, MALE_NAMES, REQUEST_MESSAGES, SPONSORS } from "./catalogues";
import { DEMO_PROFILES } from "./demo-accounts";
import { asciiSlug, daysBefore, localPhone, type Person } from "./people";
import type { Rng } from "./rng";
import type {
  ClubAdminRow,
  ClubRow,
  CoachClubRow,
  CoachRow,
  FavoriteRow,
  JoinSignupRow,
  RequestRow,
  ResultRow,
  SponsorRow,
  TournamentRow,
  UserRow,
} from "./types";

const DAY_MS = 86_400_000;
const REQUESTS_PER_TYPE_AND_STATUS = 2;

const ADMIN_ID = DEMO_PROFILES.find((p) => p.role === "admin")?.userId ?? null;

function regularUsers(users: readonly UserRow[]): UserRow[] {
  return users.filter((u) => !u.id.startsWith("demo-"));
}

export function generateSponsors(rng: Rng, users: readonly UserRow[], now: Date): SponsorRow[] {
  const submitters = regularUsers(users);
  return SPONSORS.map((sponsor, i) => {
    const createdAt = daysBefore(now, rng.int(10, 300));
    return {
      id: i + 1,
      title: sponsor.title,
      description: sponsor.description,
      // '.example' is reserved: the brands are fictional and their links must not reach a real site.
      targetUrl: `https://${sponsor.slug}.example`,
      image: null,
      active: sponsor.active,
      submittedBy: sponsor.active || submitters.length === 0 ? ADMIN_ID : rng.pick(submitters).id,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

export function generateRequests(
  rng: Rng,
  users: readonly UserRow[],
  coaches: readonly CoachRow[],
  coachClubs: readonly CoachClubRow[],
  clubs: readonly ClubRow[],
  tournaments: readonly TournamentRow[],
  now: Date,
): RequestRow[] {
  const requesters = regularUsers(users);
  const requests: RequestRow[] = [];
  for (const type of REQUEST_TYPES) {
    for (const status of REVIEW_STATUSES) {
      for (let i = 0; i < REQUESTS_PER_TYPE_AND_STATUS; i++) {
        const user = requesters.length > 0 && rng.chance(0.7) ? rng.pick(requesters) : null;
        const name = user?.name ?? `${rng.pick([...MALE_NAMES, ...FEMALE_NAMES])} ${rng.pick(LAST_NAMES)}`;
        const createdAt = daysBefore(now, rng.int(1, 90));
        const updatedAt =
          status === "pendiente" ? createdAt : new Date(Math.min(now.getTime(), createdAt.getTime() + rng.int(1, 3) * DAY_MS));
        let entityId: number | null = null;
        let clubId: number | null = null;
        let metadata: Record<string, unknown>;
        if (type === "entrenador") {
          const coach = rng.pick(coaches);
          entityId = coach.id;
          clubId = coachClubs.find((link) => link.coachId === coach.id)?.clubId ?? null;
          metadata = { timestamp: createdAt.toISOString(), trainer_name: coach.name };
        } else if (type === "club") {
          const club = rng.pick(clubs);
          if (status === "aprobada") entityId = club.id;
          metadata = { club_name: club.name, estado: club.state, total_canchas: club.courts };
        } else {
          const tournament = tournaments.length > 0 ? rng.pick(tournaments) : null;
          if (tournament && status === "aprobada") entityId = tournament.id;
          clubId = tournament?.clubId ?? null;
          metadata = tournament ? { titulo: tournament.title, fecha_inicio: tournament.startDate } : {};
        }
        requests.push({
          id: requests.length + 1,
          type,
          status,
          name,
          phone: user?.phone ?? localPhone(rng),
          email: user?.email ?? `${asciiSlug(name.split(" ")[0] ?? "contacto")}${rng.int(1, 999)}@example.com`,
          instagram: rng.chance(0.5) ? name.split(" ").slice(0, 2).map(asciiSlug).join(".") : null,
          category: type === "entrenador" ? rng.pick(CLASS_LEVELS) : null,
          message: rng.pick(REQUEST_MESSAGES[type]),
          metadata,
          entityId,
          clubId,
          userId: user?.id ?? null,
          createdAt,
          updatedAt,
        });
      }
    }
  }
  return requests;
}

/** The /unete-dagos list: people who left their details, most of them not (yet) players here. */
export function generateJoinSignups(rng: Rng, count: number, clubs: readonly ClubRow[], now: Date): JoinSignupRow[] {
  const today = mexicoToday(now);
  const taken = new Set<string>();
  const signups: JoinSignupRow[] = [];
  for (let i = 0; i < count; i++) {
    const gender = rng.pick(GENDERS);
    const first = rng.pick(gender === "Varonil" ? MALE_NAMES : FEMALE_NAMES);
    const last = rng.pick(LAST_NAMES);
    const club = rng.chance(0.7) ? rng.pick(clubs) : null;
    let instagram: string | null = null;
    if (rng.chance(0.75)) {
      instagram = `${asciiSlug(first)}_${asciiSlug(last)}`;
      while (taken.has(instagram)) instagram = `${asciiSlug(first)}_${asciiSlug(last)}${rng.int(1, 9999)}`;
      taken.add(instagram);
    }
    const createdAt = daysBefore(now, rng.int(0, 120));
    signups.push({
      id: i + 1,
      name: `${first} ${last}`,
      phone: localPhone(rng, club ? CLUBS[club.id - 1]?.areaCode : undefined),
      instagram,
      gender,
      birthDate: addDays(today, -rng.int(18 * 365, 60 * 365)),
      category: rng.pick(RANKING_CATEGORIES),
      clubName: club?.name ?? null,
      clubId: club?.id ?? null,
      acceptsTournaments: rng.chance(0.8),
      acceptsDiscounts: rng.chance(0.6),
      acceptsTerms: true,
      joinedNewsletter: rng.chance(0.3),
      userId: null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return signups;
}

/** Favourites lean towards the players who win the most, as they would on a real site. */
export function generateFavorites(
  rng: Rng,
  users: readonly UserRow[],
  people: readonly Person[],
  results: readonly ResultRow[],
  now: Date,
): FavoriteRow[] {
  const appearances = new Map<number, number>();
  for (const result of results) {
    for (const id of [result.player1Id, result.player2Id]) {
      if (id) appearances.set(id, (appearances.get(id) ?? 0) + 1);
    }
  }
  const popular = [...people].sort((a, b) => (appearances.get(b.id) ?? 0) - (appearances.get(a.id) ?? 0) || a.id - b.id);
  const ownPlayer = new Map(people.filter((p) => p.userId).map((p) => [p.userId!, p.id]));
  const favorites: FavoriteRow[] = [];
  for (const user of users) {
    if (user.role === "admin" || popular.length === 0) continue;
    const chosen = new Set<number>();
    const wanted = rng.int(0, 6);
    for (let attempt = 0; attempt < wanted * 3 && chosen.size < wanted; attempt++) {
      const player = popular[rng.skewedIndex(popular.length, 3)];
      if (player && player.id !== ownPlayer.get(user.id)) chosen.add(player.id);
    }
    const createdAt = new Date(Math.max(user.createdAt.getTime(), daysBefore(now, rng.int(0, 200)).getTime()));
    for (const playerId of [...chosen].sort((a, b) => a - b)) favorites.push({ userId: user.id, playerId, createdAt });
  }
  return favorites;
}

/** The demo club administrator runs two clubs; a few other clubs have an administrator too. */
export function generateClubAdmins(rng: Rng, users: readonly UserRow[], clubs: readonly ClubRow[], now: Date): ClubAdminRow[] {
  const demo = DEMO_PROFILES.find((p) => p.clubAdmin)?.userId;
  const candidates = regularUsers(users);
  const admins: ClubAdminRow[] = [];
  clubs.forEach((club, i) => {
    const createdAt = daysBefore(now, rng.int(30, 300));
    if (demo && (i === 0 || i === 3)) admins.push({ clubId: club.id, userId: demo, createdAt });
    else if (candidates.length > 0 && rng.chance(0.4)) admins.push({ clubId: club.id, userId: rng.pick(candidates).id, createdAt });
  });
  return admins;
}
