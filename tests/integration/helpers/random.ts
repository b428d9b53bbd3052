/** Deterministic pseudo-random integers below `n`, so a failure can be reproduced from its seed. */
export function generator(seed: number): (n: number) => number {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor(state / 65_536) % n;
  };
}
