// A small seeded pseudo-random generator for draws: the seed is stored with the draw, so the same seed
// gives the same order again (an organiser or a player can check a draw). Not for secrets.

/** A draw seed: a whole number from 0 to 2^32 - 1. */
export type DrawSeed = number;

export const MAX_DRAW_SEED = 0xffffffff;

export function isDrawSeed(value: unknown): value is DrawSeed {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_DRAW_SEED;
}

/** mulberry32: numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: DrawSeed): () => number {
  if (!isDrawSeed(seed)) throw new RangeError(`Invalid draw seed: ${seed}`);
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The ids in a random order drawn from `seed`. The ids are sorted first, so the order depends only on
 * the seed and the set of ids, not on the order the caller happened to list them in.
 */
export function drawOrder(ids: readonly string[], seed: DrawSeed): string[] {
  const random = seededRandom(seed);
  const order = [...ids].sort();
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
