// One player, one pair per category (docs/product.md §4.3, §10.1): a registration, a pair added to a draw,
// two individual registrations paired, or registrations loaded into a draw are refused when one of their
// players is already in another pair (or registered alone) in the same tournament category.

/**
 * A person as the site knows them: by their player row, their account, or both (`player:12`, `user:abc`),
 * so a registrant's account and the same person chosen as someone's partner are recognised as one.
 */
export interface PairPerson {
  keys: readonly string[];
  name: string;
  /** 'Femenil' reads 'inscrita'; anything else 'inscrito'. */
  gender?: string | null;
}

/** A pair already in the category, or one person registered without a partner. */
export type CategoryPair = readonly [PairPerson] | readonly [PairPerson, PairPerson];

export const personKey = {
  player: (id: number) => `player:${id}`,
  user: (id: string) => `user:${id}`,
};

/** Whether two people are one (a registrant choosing their own player as partner). */
export const samePerson = (x: PairPerson, y: PairPerson) => x.keys.some((key) => y.keys.includes(key));
const same = samePerson;

/** 'Hugo Ramos ya está inscrito con Tomás Salinas en Varonil 3ra', or 'Ana ya está inscrita sin pareja en Femenil 2da'. */
export function pairTakenMessage(person: PairPerson, partner: PairPerson | null, categoryLabel: string): string {
  const registered = person.gender === "Femenil" ? "inscrita" : "inscrito";
  return partner
    ? `${person.name} ya está ${registered} con ${partner.name} en ${categoryLabel}`
    : `${person.name} ya está ${registered} sin pareja en ${categoryLabel}`;
}

/**
 * The refusal for a new pair (or a person registering alone) whose players are already in one of `pairs`,
 * naming the first such player as the existing pair knows them and their partner there; null when free.
 * `samePair: "allowed"`: a pair of exactly the same two people is not another pair (an organiser adding by
 * hand a pair that registered).
 */
export function pairConflict(
  people: readonly PairPerson[],
  pairs: readonly CategoryPair[],
  categoryLabel: string,
  { samePair = "refused" }: { samePair?: "refused" | "allowed" } = {},
): string | null {
  const isSame = (pair: CategoryPair) =>
    pair.length === people.length && pair.every((member) => people.some((person) => same(member, person)));
  for (const person of people) {
    for (const pair of pairs) {
      if (samePair === "allowed" && isSame(pair)) continue;
      const index = pair.findIndex((member) => same(member, person));
      if (index === -1) continue;
      const member = pair[index]!;
      const partner = pair.length === 2 ? pair[1 - index]! : null;
      return pairTakenMessage({ ...member, gender: member.gender ?? person.gender }, partner, categoryLabel);
    }
  }
  return null;
}
