// Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013) on its own scale: mu = (r - 1500) / 173.7178,
// phi = RD / 173.7178. One generalisation for doubles: an observation may carry a coefficient (how much of
// the outcome's logit this player's mu makes up; 1 in singles, 1/2 for one of two partners) and a weight
// (how many plain games the observation is worth; the margin of a padel result). With coefficient 1 and
// weight 1 these are Glickman's steps 3-8 exactly.

export const GLICKO2_SCALE = 173.7178;
export const BASE_RATING = 1500;
const CONVERGENCE = 0.000001;

export type Glicko2State = { mu: number; phi: number; sigma: number };

export type Observation = {
  /** The uncertainty (on the Glicko-2 scale) of everything but this player that the expectation depends on. */
  otherPhi: number;
  /** The outcome's logit before the match, without g: mu minus the opponent's mu in singles. */
  difference: number;
  /** d(difference)/d(mu) for this player. */
  coefficient: number;
  /** 1 win, 0 loss, 1/2 draw. */
  score: number;
  /** How many plain games this observation counts as. */
  weight: number;
};

export const toMu = (rating: number) => (rating - BASE_RATING) / GLICKO2_SCALE;
export const toRating = (mu: number) => mu * GLICKO2_SCALE + BASE_RATING;
export const toPhi = (rd: number) => rd / GLICKO2_SCALE;
export const toRd = (phi: number) => phi * GLICKO2_SCALE;

/** Glickman's g: how much an opponent's uncertainty flattens the expectation. */
export function g(phi: number): number {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

/** Glickman's E: the expected score for a logit difference seen through g. */
export function expectation(gValue: number, difference: number): number {
  return 1 / (1 + Math.exp(-gValue * difference));
}

/** Step 5: the new volatility by the Illinois algorithm. */
export function newVolatility(state: Glicko2State, v: number, delta: number, tau: number): number {
  const { phi, sigma } = state;
  const a = Math.log(sigma * sigma);
  const phi2 = phi * phi;
  const delta2 = delta * delta;
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi2 + v + ex;
    return (ex * (delta2 - phi2 - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta2 > phi2 + v) B = Math.log(delta2 - phi2 - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > CONVERGENCE) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/**
 * Steps 3-8 for one player over one rating period. `periods` is how many rating periods the volatility
 * adds to phi before the update (1 in Glickman's example). Returns the state unchanged but for phi's
 * growth when there is nothing to observe.
 */
export function glicko2Update(
  state: Glicko2State,
  observations: readonly Observation[],
  options: { tau: number; periods?: number; maxPhi?: number },
): Glicko2State {
  const periods = options.periods ?? 1;
  const maxPhi = options.maxPhi ?? Infinity;
  if (observations.length === 0) {
    return { ...state, phi: Math.min(maxPhi, Math.sqrt(state.phi * state.phi + periods * state.sigma * state.sigma)) };
  }
  let information = 0;
  let gradient = 0;
  for (const o of observations) {
    const gj = g(o.otherPhi);
    const e = expectation(gj, o.difference);
    const slope = o.coefficient * gj;
    information += o.weight * slope * slope * e * (1 - e);
    gradient += o.weight * slope * (o.score - e);
  }
  const v = 1 / information;
  const sigma = newVolatility(state, v, v * gradient, options.tau);
  const phiStar = Math.min(maxPhi, Math.sqrt(state.phi * state.phi + periods * sigma * sigma));
  const phi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  return { mu: state.mu + phi * phi * gradient, phi, sigma };
}
