// Fixed value sets of tournament play (issue 19), shared by the rules, the UI and the schema's CHECKs.
import type { MatchSlot } from "./draw-bracket";

/** Eliminación directa; Fase de grupos + eliminatoria. */
export const DRAW_FORMATS = ["elimination", "groups"] as const;
export type DrawFormat = (typeof DRAW_FORMATS)[number];
export const DRAW_FORMAT_LABELS: Record<DrawFormat, string> = {
  elimination: "Eliminación directa",
  groups: "Fase de grupos + eliminatoria",
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
