import { mexicoStartOfDay } from "../../app/domain/calendar";
import { registrationCategoryType, type CategoryType } from "../../app/domain/categories";
import { isCategoryAllowed } from "../../app/domain/tournament-categories";
import { registrationQuote } from "../../app/domain/pricing";
import { MIXED_LEVEL, PAYMENT_METHODS, REGISTRATION_COMMENTS } from "./catalogues";
import { DEMO_PROFILES } from "./demo-accounts";
import type { Person } from "./people";
import type { Pools } from "./results";
import type { Rng } from "./rng";
import type { RegistrationRow, TournamentRow } from "./types";

const HOUR_MS = 3_600_000;
const DEMO_PLAYER_ID = DEMO_PROFILES.find((p) => p.email === "jugador@padelpuebla.mx")?.userId;

type Kind = "individual" | "pair" | "mixed";

/** One registration for `person`, or null when the tournament does not offer their category. */
function entryFor(
  rng: Rng,
  pools: Pools,
  tournament: TournamentRow,
  person: Person,
  taken: Set<number>,
): Pick<RegistrationRow, "category" | "categoryType" | "partnerPlayerId"> | null {
  const kind = rng.weighted<Kind>([
    { value: "pair", weight: 55 },
    { value: "mixed", weight: 25 },
    { value: "individual", weight: 20 },
  ]);
  const type: CategoryType = kind === "mixed" ? "Mixto" : person.gender;
  const category = kind === "mixed" ? MIXED_LEVEL[person.level] : person.level;
  const list =
    type === "Varonil" ? tournament.categoriesVaronil : type === "Femenil" ? tournament.categoriesFemenil : tournament.categoriesMixed;
  if (!isCategoryAllowed(list, category, type)) return null;
  let partnerPlayerId: number | null = null;
  if (kind !== "individual") {
    const partners =
      kind === "mixed" ? pools.mixed(category, person.gender === "Varonil" ? "Femenil" : "Varonil") : pools.ladder(person.gender, category);
    for (let attempt = 0; attempt < 5 && partnerPlayerId === null; attempt++) {
      const partner = partners[rng.int(0, partners.length - 1)];
      if (partner && partner.id !== person.id && !taken.has(partner.id)) partnerPlayerId = partner.id;
    }
    if (partnerPlayerId === null) return null;
  }
  return { category, categoryType: registrationCategoryType(type), partnerPlayerId };
}

/**
 * Registrations for tournaments that have not started or are being played, from players with an
 * account. Prices follow the domain rule, so early registrations carry the discount.
 */
export function generateRegistrations(
  rng: Rng,
  pools: Pools,
  people: readonly Person[],
  tournaments: readonly TournamentRow[],
  isOpenOrActive: (tournament: TournamentRow) => boolean,
  now: Date,
): RegistrationRow[] {
  const registrants = people.filter((p) => p.userId);
  const registrations: RegistrationRow[] = [];
  let demoPlaced = false;
  for (const tournament of tournaments) {
    if (!tournament.approved || !tournament.fee || !isOpenOrActive(tournament)) continue;
    const target = rng.int(4, 16);
    const start = mexicoStartOfDay(tournament.startDate).getTime();
    let candidates = rng.sample(registrants, target * 2);
    // The demo player is signed up for one upcoming tournament, to show the 'Ya estás inscrito' state.
    const demo = registrants.find((p) => p.userId === DEMO_PLAYER_ID);
    if (!demoPlaced && demo && start > now.getTime()) candidates = [demo, ...candidates.filter((p) => p !== demo)];
    const opened = (tournament.createdAt ?? now).getTime();
    // Players already in a pair of this tournament, as registrant or partner.
    const taken = new Set<number>();
    let placed = 0;
    for (const person of candidates) {
      if (placed >= target) break;
      if (taken.has(person.id)) continue;
      const entry = entryFor(rng, pools, tournament, person, taken);
      if (!entry) continue;
      taken.add(person.id);
      if (entry.partnerPlayerId) taken.add(entry.partnerPlayerId);
      if (person === demo) demoPlaced = true;
      placed++;
      const latest = Math.min(now.getTime(), start - HOUR_MS);
      const createdAt = new Date(opened + Math.floor(rng.next() * Math.max(0, latest - opened)));
      const quote = registrationQuote({ inscripcion: tournament.fee, startDate: tournament.startDate, now: createdAt });
      const status = rng.weighted([
        { value: "confirmada", weight: 60 },
        { value: "pendiente", weight: 35 },
        { value: "cancelada", weight: 5 },
      ]);
      registrations.push({
        id: registrations.length + 1,
        tournamentId: tournament.id,
        userId: person.userId!,
        ...entry,
        partnerHandle: null,
        comments: rng.pick(REGISTRATION_COMMENTS),
        price: quote.price,
        discount: quote.discount,
        finalPrice: quote.finalPrice,
        paymentMethod: status === "pendiente" ? "pendiente" : rng.pick(PAYMENT_METHODS.slice(1)),
        status,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return registrations;
}
