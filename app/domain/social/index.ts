// Social play (issue 32, ADR 0038): the pure rules of Americano and Mexicano nights and their team
// variants (fixed pairs). No storage, no clock; the same input always gives the same output.
//
// - `americanoSchedule({ players | teams, courts, rounds, seed? })` → every round at the start. Matches per
//   round: min(courts, floor(players / 4)) (pairs: / 2); the others sit out, fairly (fewest rests first).
//   Partners repeat as little as possible, opponents spread (bound measured in ADR 0038). A mixed event:
//   `{ players, women }`, every side one man and one woman, sit-outs fair within each gender.
// - `rescheduleFrom(schedule, roundNumber, playersNow, { courts, seed? })` → a late arrival or an early
//   leaver: rounds before `roundNumber` kept, the rest generated again for `playersNow` (ids or pairs;
//   `women` in the options for a mixed event).
// - `mexicanoRound({ standings, courts, rule, round, sittingOutHistory })` → the next round from the
//   standings (`socialStandings(...).map((s) => s.player)`, players present only); round 1 from
//   `mexicanoOpeningOrder(players, { kind: 'azar', seed } | { kind: 'nivel', levels })`. History:
//   `sittingOutHistory(previousRounds, present)`. Pairs variant: `mexicanoTeamsRound` (1st vs 2nd, ...).
//   A mixed event: `women` too; men and women ranked apart (1st man + 2nd woman vs 2nd man + 1st woman).
// - `validateSocialScore([a, b], pointsPerMatch | 'tiempo')` → the score, or a Spanish refusal.
// - `socialStandings(rounds with points, players, { kind: 'promedio' } | { kind: 'fijo', points })` →
//   individual rows in order, with positions.
// Refusals use `Result` (app/domain/result.ts): `{ ok: false, message }` with the message to show.
export {
  americanoSchedule,
  type AmericanoInput,
  type Entrants,
  matchesPerRound,
  MIXED_TOO_FEW,
  mixedMatchesPerRound,
  rescheduleFrom,
} from "./americano";
export { mexicanoOpeningOrder, mexicanoRound, type MexicanoInput, mexicanoTeamsRound, type MexicanoTeamsInput } from "./mexicano";
export { POINTS_PER_MATCH, type PointsPerMatch, validateSocialScore } from "./score";
export { sittingOutHistory } from "./sit-outs";
export { type ScoredMatch, type ScoredRound, socialStandings, type Standing } from "./standings";
export {
  MAX_SOCIAL_COURTS,
  MAX_SOCIAL_PLAYERS,
  MAX_SOCIAL_ROUNDS,
  MIN_SOCIAL_PLAYERS,
  type MexicanoRule,
  type PlayerId,
  type Round,
  type Side,
  type SitOutRule,
  SOCIAL_FORMATS,
  type SocialFormat,
  type SocialMatch,
  type SocialScore,
} from "./types";
