// The forms of a category's draw page (issue 19): entries, format and rules, seeds, results. The category
// comes from the page's address, never from the form.
import { z } from "zod";
import { SCORE_TEXT_MAX } from "../../domain/match-result";
import { MAX_MATCH_VERSION } from "../../domain/match-version";
import { AUTO_GROUP_SPLIT, GROUP_SIZE_CHOICES, type GroupSplit, MAX_GROUP_COUNT } from "../../domain/draw-groups";
import { SEED_BY } from "../../domain/draw-seeding";
import { DRAW_FORMATS, MATCH_SLOTS } from "../../domain/play";
import { DEUCE_RULES } from "../../domain/score-rules";
import { idField, MAX_DB_ID } from "./zod-locale";

const PICK_TWO = "Elige a los dos jugadores de la pareja";
const differentPlayers = (value: { player1Id: number; player2Id: number }, ctx: z.RefinementCtx) => {
  if (value.player1Id === value.player2Id)
    ctx.addIssue({ code: "custom", path: ["player2Id"], message: "Los jugadores deben ser distintos" });
};

export const DrawEntrySchema = z
  .object({
    player1Id: z.coerce.number({ error: PICK_TWO }).int().positive(PICK_TWO).max(MAX_DB_ID, PICK_TWO),
    player2Id: z.coerce.number({ error: PICK_TWO }).int().positive(PICK_TWO).max(MAX_DB_ID, PICK_TWO),
  })
  .superRefine(differentPlayers);

export const PairRegistrationsSchema = z.object({ registration1Id: idField(), registration2Id: idField() }).superRefine((value, ctx) => {
  if (value.registration1Id === value.registration2Id) {
    ctx.addIssue({ code: "custom", path: ["registration2Id"], message: "Elige dos inscripciones distintas" });
  }
});

/** 'Retirar' posts `confirm=1` from its confirmation (any other value is refused, so a broken form never withdraws). */
export const WithdrawEntrySchema = z.object({
  entryId: idField(),
  confirm: z.literal("1", { error: "Confirma el retiro de la pareja" }),
});

export const LockEntriesSchema = z.object({ locked: z.enum(["true", "false"]).transform((value) => value === "true") });

const checkbox = z
  .enum(["on", "true"])
  .optional()
  .transform((value) => value !== undefined);

const PICK_SPLIT = "Elige cuántos grupos o de cuántas parejas";
const groupSplitField = z
  .string({ error: PICK_SPLIT })
  .optional()
  .transform((value, ctx): GroupSplit | null => {
    if (value === undefined || value === AUTO_GROUP_SPLIT) return null;
    const [, kind, number] = /^(count|size):(\d{1,2})$/.exec(value) ?? [];
    const n = Number(number);
    if (kind === "count" && n >= 1 && n <= MAX_GROUP_COUNT) return { kind: "count", groups: n };
    if (kind === "size" && (GROUP_SIZE_CHOICES as readonly number[]).includes(n)) return { kind: "size", size: n };
    ctx.addIssue({ code: "custom", message: PICK_SPLIT });
    return z.NEVER;
  });

export const DrawSettingsSchema = z.object({
  format: z.enum(DRAW_FORMATS, { error: "Elige el formato del cuadro" }),
  qualifiersPerGroup: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
  /** Groups format only: the organiser's number of groups or group size; missing or 'auto': automatic. */
  groupSplit: groupSplitField,
  consolation: checkbox,
  numberOfSets: z.coerce.number().pipe(z.union([z.literal(1), z.literal(3)])),
  deuceRule: z.enum(DEUCE_RULES),
  tieBreak: checkbox,
  superTieBreak: checkbox,
});
export type DrawSettingsValues = z.output<typeof DrawSettingsSchema>;

/** Making the draw: seeded by ranking points or by the players' levels (the form's radio starts on points). */
export const GenerateDrawSchema = z.object({
  seedBy: z.enum(SEED_BY, { error: "Elige cómo preclasificar: por puntos del ranking o por nivel" }),
});

/** An empty seed clears the organiser's seed. */
export const SeedOverrideSchema = z.object({
  entryId: idField(),
  seed: z.coerce
    .number({ error: "El preclasificado debe ser un número" })
    .int("El preclasificado debe ser un número entero")
    .min(1)
    .max(128)
    .optional(),
});

const NO_VERSION = "No se sabe qué versión del partido editabas: recarga la página";

/** The match's version the result form was opened with (match-version.ts): a hidden field, 0 or more. */
export const versionField = () =>
  z
    .string({ error: NO_VERSION })
    .regex(/^\d{1,10}$/, NO_VERSION)
    .transform(Number)
    .pipe(z.number().max(MAX_MATCH_VERSION, NO_VERSION));

export const MatchResultSchema = z.object({
  matchId: idField(),
  version: versionField(),
  score: z
    .string({ error: "Escribe el resultado, por ejemplo 6-4 3-6 10-8" })
    .trim()
    .min(1, "Escribe el resultado, por ejemplo 6-4 3-6 10-8")
    .max(SCORE_TEXT_MAX),
  winner: z.enum(MATCH_SLOTS).optional(),
});

export const ClearResultSchema = z.object({ matchId: idField(), version: versionField() });
