// Fixed value sets of tournament play (issue 19), shared by the rules, the UI and the schema's CHECKs.
import type { MatchSlot } from "./draw-bracket";
import { tournamentPath } from "./slugs";

/** Eliminación directa; Grupos + eliminatoria. */
export const DRAW_FORMATS = ["elimination", "groups"] as const;
export type DrawFormat = (typeof DRAW_FORMATS)[number];
export const DRAW_FORMAT_LABELS: Record<DrawFormat, string> = {
  elimination: "Eliminación directa",
  groups: "Grupos + eliminatoria",
};

/** entries: collecting pairs, no draw yet; draft: drawn, seen by organisers only; published: seen by all. */
export const DRAW_STATUSES = ["entries", "draft", "published"] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];

/** A match of the group stage, the main draw or the consolation draw. */
export const MATCH_STAGES = ["group", "main", "consolation"] as const;
export type MatchStage = (typeof MATCH_STAGES)[number];

export const MATCH_SLOTS = ["a", "b"] as const satisfies readonly MatchSlot[];

/** Pairs going on from each group to the knockout. */
export const QUALIFIERS_PER_GROUP = [1, 2] as const;
export type QualifiersPerGroup = (typeof QUALIFIERS_PER_GROUP)[number];

/** A category in an address: 'varonil-3ra', 'mixto-a', 'varonil-50-mas'. */
export function categorySlug(categoryType: string, category: string): string {
  return `${categoryType}-${category.replace(/\+/g, "-mas")}`
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A category's draw: /torneos-padel-puebla/{slug}/{id}/cuadros/{category}. */
export function drawPath(tournament: { id: number; title: string | null | undefined }, categoryType: string, category: string): string {
  return `${tournamentPath(tournament)}/cuadros/${categorySlug(categoryType, category)}`;
}

/** A tournament's order of play: /torneos-padel-puebla/{slug}/{id}/orden-de-juego. */
export function orderOfPlayPath(tournament: { id: number; title: string | null | undefined }): string {
  return `${tournamentPath(tournament)}/orden-de-juego`;
}

/** The club's screen (a TV at the venue): /torneos-padel-puebla/{slug}/{id}/pantalla[/{courtId}]. */
export function clubScreenPath(tournament: { id: number; title: string | null | undefined }, courtId?: number): string {
  return `${tournamentPath(tournament)}/pantalla${courtId === undefined ? "" : `/${courtId}`}`;
}
