import { Faker, base, es, es_MX } from "@faker-js/faker";

/** A seeded es-MX faker plus the few helpers the generators use. The only source of randomness. */
export class Rng {
  readonly faker: Faker;

  constructor(seed: number) {
    this.faker = new Faker({ locale: [es_MX, es, base] });
    this.faker.seed(seed);
  }

  /** Uniform in [0, 1). */
  next(): number {
    return Math.min(this.faker.number.float(), 0.999_999_999);
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return this.faker.number.int({ min, max });
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return this.faker.helpers.arrayElement(items);
  }

  /** `count` distinct items in random order (all of them when count >= length). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.faker.helpers.arrayElements(items, Math.min(count, items.length));
  }

  weighted<T>(entries: readonly { value: T; weight: number }[]): T {
    return this.faker.helpers.weightedArrayElement(entries as { value: T; weight: number }[]);
  }

  /** Index into a list sorted best-first, skewed towards the front: strong players win more. */
  skewedIndex(length: number, power = 2.2): number {
    return Math.min(length - 1, Math.floor(length * this.next() ** power));
  }

  /** Deterministic opaque id (better-auth user ids are text). */
  textId(): string {
    return this.faker.string.alphanumeric({ length: 24 });
  }
}
