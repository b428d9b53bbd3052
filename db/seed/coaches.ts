import { COACH_EXPERIENCES, type CoachExperience, type Gender } from "../../app/domain/categories";
import { coachSlug } from "../../app/domain/slugs";
import { COACH_DESCRIPTIONS, CLUBS, FEMALE_NAMES, LAST_NAMES, MALE_NAMES } from "./catalogues";
import { asciiSlug, daysBefore, localPhone, type Person } from "./people";
import type { Rng } from "./rng";
import type { ClubRow, CoachClubRow, CoachRow } from "./types";

const COACHES = 10;
const LINKED_COACHES = 4;
const STRONG_LEVELS: readonly string[] = ["Open", "1ra", "2da"];

const experienceWeights = COACH_EXPERIENCES.map((value) => ({
  value,
  weight: ({ Open: 1, "1ra": 3, "2da": 3, "3ra": 2, "4ta": 1, "5ta": 1 } as const)[value],
}));

export function generateCoaches(
  rng: Rng,
  people: readonly Person[],
  clubs: readonly ClubRow[],
  now: Date,
): { coaches: CoachRow[]; coachClubs: CoachClubRow[] } {
  const linkable = people.filter((p) => STRONG_LEVELS.includes(p.level) && p.handle && !p.userId?.startsWith("demo-"));
  const linked = rng.sample(linkable, LINKED_COACHES);
  const coachClubs: CoachClubRow[] = [];
  const coaches: CoachRow[] = [];
  for (let i = 0; i < COACHES; i++) {
    const id = i + 1;
    const player = linked[i];
    const gender: Gender = player?.gender ?? (rng.chance(0.3) ? "Femenil" : "Varonil");
    const name = player
      ? `${player.firstName} ${player.lastName}`
      : `${rng.pick(gender === "Varonil" ? MALE_NAMES : FEMALE_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const clubsOfCoach = rng.sample(clubs, rng.int(1, 3)).sort((a, b) => a.id - b.id);
    const homeClub = CLUBS[(clubsOfCoach[0]?.id ?? 1) - 1];
    const createdAt = daysBefore(now, rng.int(60, 600));
    for (const club of clubsOfCoach) coachClubs.push({ coachId: id, clubId: club.id, createdAt });
    coaches.push({
      id,
      name,
      slug: coachSlug(name),
      description: rng.pick(COACH_DESCRIPTIONS),
      classCost: rng.int(6, 18) * 50,
      whatsapp: localPhone(rng, homeClub?.areaCode),
      instagram: player?.handle ?? (rng.chance(0.6) ? `coach.${asciiSlug(name.split(" ")[0] ?? name)}${rng.int(1, 99)}` : null),
      image: null,
      experience: player ? (player.level as CoachExperience) : rng.weighted(experienceWeights),
      featured: i % 4 === 0,
      playerId: player?.id ?? null,
      userId: player?.userId ?? null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return { coaches, coachClubs };
}
