// Zod schemas of the tournament forms (docs/product.md §4), shared by the forms (loaded on first focus, app/lib/form.ts) and the actions (Conform).
import { z } from "zod";
import { UPLOADED_IMAGE } from "./account";
import { LADDER_CATEGORIES, MIXED_CATEGORIES, RANKING_CATEGORIES, REGISTRATION_CATEGORY_TYPES } from "~/domain/categories";
import { ALL_CATEGORIES, sameCategory } from "~/domain/tournament-categories";
import { MAX_EXTRA_IMAGES, REGISTER_TOURNAMENT_INTENT, REGISTRATION_COMMENTS_MAX, RESULT_PLACEMENT_OPTIONS } from "./form-options";
import { dateField, idField, MAX_DB_ID, optionalText } from "./zod-locale";

export const CATEGORY_REQUIRED = "Debes seleccionar una categoría";
export const CATEGORY_TYPE_REQUIRED = "Debes seleccionar un tipo de categoría";
export const PARTNER_REQUIRED = "Debes seleccionar una pareja para inscribirte al torneo";

/**
 * The registration side sheet. The price is deliberately absent: the server computes it at the moment
 * of registration (docs/product.md §4.4) and ignores anything the form sends.
 */
export const RegistrationSchema = z
  .object({
    registrationType: z.enum(["partner", "individual"]).default("partner"),
    partnerId: idField().optional(),
    categoryType: z.enum(REGISTRATION_CATEGORY_TYPES, { error: CATEGORY_TYPE_REQUIRED }),
    category: z.string({ error: CATEGORY_REQUIRED }).trim().min(1, CATEGORY_REQUIRED).max(40, CATEGORY_REQUIRED),
    comments: z.string().trim().max(REGISTRATION_COMMENTS_MAX, `Máximo ${REGISTRATION_COMMENTS_MAX} caracteres`).optional().default(""),
  })
  .superRefine((value, ctx) => {
    if (value.registrationType === "partner" && value.partnerId === undefined) {
      ctx.addIssue({ code: "custom", path: ["partnerId"], message: PARTNER_REQUIRED });
    }
  });
export type RegistrationValues = z.infer<typeof RegistrationSchema>;

// ---------------------------------------------------------------------------------------------
// Edit dialog 'Editar Torneo' (docs/product.md §4.6) and the registration form /torneos-padel-puebla/registrar (§4.7)

export const TITLE_TOO_SHORT = "El título debe tener al menos 3 caracteres";
export const CLUB_INVALID = "Por favor ingresa un club válido";
export const START_REQUIRED = "La fecha de inicio es obligatoria";
export const END_REQUIRED = "La fecha de fin es obligatoria";
export const START_FROM_2024 = "La fecha de inicio debe ser a partir de 2024";
export const END_FROM_2024 = "La fecha de fin debe ser a partir de 2024";
export const END_BEFORE_START = "La fecha de fin no puede ser anterior a la fecha de inicio";
export const DATE_UNTIL_2030 = "La fecha debe ser anterior a 2031";
/** Images already stored through /api/uploads ('/img/{folder}/{name}.webp'). */
export const STORED_IMAGE = UPLOADED_IMAGE;

const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());
const isoDate = (required: string, from2024: string) =>
  dateField(required)
    .refine((value) => value >= "2024-01-01", from2024)
    .refine((value) => value <= "2030-12-31", DATE_UNTIL_2030);
const categoryList = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.string().trim().max(40)).max(20),
);
export const INVALID_CATEGORY = "Selecciona solo categorías de la lista";
/** A list of categories from `known` only (the ladder, or the letters for Mixto), spelt as there ('c' is 'C'). */
const offered = (known: readonly string[]) =>
  categoryList
    .refine((list) => list.every((c) => known.some((k) => sameCategory(k, c))), INVALID_CATEGORY)
    .transform((list) => list.map((c) => known.find((k) => sameCategory(k, c)) ?? c));
/** The edit dialog's list: the type's ladder, or 'Todas' (docs/product.md §4.6). */
const ladderList = (known: readonly string[]) => offered([ALL_CATEGORIES, ...known]);

const tournamentFields = {
  title: z.string({ error: TITLE_TOO_SHORT }).trim().min(3, TITLE_TOO_SHORT).max(150, "Máximo 150 caracteres"),
  clubName: z.string({ error: CLUB_INVALID }).trim().min(2, CLUB_INVALID).max(150, CLUB_INVALID),
  description: optionalText(5000),
  fee: optionalText(100),
  startDate: isoDate(START_REQUIRED, START_FROM_2024),
  endDate: isoDate(END_REQUIRED, END_FROM_2024),
  femepa: checkbox,
  image: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || STORED_IMAGE.test(v), "No se pudo subir la imagen"),
  categoriesVaronil: ladderList(LADDER_CATEGORIES),
  categoriesFemenil: ladderList(LADDER_CATEGORIES),
  categoriesMixed: ladderList(MIXED_CATEGORIES),
};

function endNotBeforeStart(value: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  if (value.endDate < value.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: END_BEFORE_START });
}

/** Whether the edit dialog offers a category type: '0' only when its editor says so (absent = offered). */
const offeredFlag = z
  .enum(["0", "1"])
  .optional()
  .transform((v) => v !== "0");

export const TournamentEditSchema = z
  .object({
    ...tournamentFields,
    featured: checkbox,
    approved: checkbox,
    offersVaronil: offeredFlag,
    offersFemenil: offeredFlag,
    offersMixed: offeredFlag,
    /** After the warning that the order of play would be left outside the new dates: move it, or keep it. */
    schedule: z.enum(["move", "keep"]).optional(),
  })
  .superRefine(endNotBeforeStart);
export type TournamentEditValues = z.infer<typeof TournamentEditSchema>;

// The registration form (docs/product.md §4.7): same dates, image and category lists as the edit dialog, with the
// form's own messages, a required description, a numeric fee, the three type toggles, organisers and
// extra images.
export { MAX_EXTRA_IMAGES, REGISTER_TOURNAMENT_INTENT, RESULT_PLACEMENT_OPTIONS };
export const TITLE_REQUIRED = "El título es obligatorio";
export const CLUB_REQUIRED = "El nombre del club es obligatorio";
export const DESCRIPTION_TOO_SHORT = "La descripción debe tener al menos 10 caracteres";
export const FEE_NOT_POSITIVE = "La inscripción debe ser un número positivo";
export const INVALID_ORGANIZER = "Selecciona organizadores de la lista";

/** A list field posted as repeated form entries (one value or several). */
const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]), z.array(item).max(max));

export const TournamentRegisterSchema = z
  .object({
    title: z.string({ error: TITLE_REQUIRED }).trim().min(2, TITLE_REQUIRED).max(150, "Máximo 150 caracteres"),
    clubName: z.string({ error: CLUB_REQUIRED }).trim().min(2, CLUB_REQUIRED).max(150, "Máximo 150 caracteres"),
    description: z.string({ error: DESCRIPTION_TOO_SHORT }).trim().min(10, DESCRIPTION_TOO_SHORT).max(5000, "Máximo 5000 caracteres"),
    fee: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? Number(v) : null))
      .refine((v) => v === null || (Number.isFinite(v) && v >= 0 && v <= 1_000_000), FEE_NOT_POSITIVE),
    startDate: tournamentFields.startDate,
    endDate: tournamentFields.endDate,
    femepa: checkbox,
    image: tournamentFields.image,
    varonil: checkbox,
    femenil: checkbox,
    mixto: checkbox,
    categoriesVaronil: offered(RANKING_CATEGORIES),
    categoriesFemenil: offered(RANKING_CATEGORIES),
    categoriesMixed: offered(MIXED_CATEGORIES),
    organizerIds: listOf(z.string().trim().min(1).max(64), 20),
    // Extra images that are not stored uploads are skipped silently, as failed ones are (docs/product.md §4.7).
    extraImages: listOf(z.string(), 50).transform((list) =>
      [...new Set(list.filter((v) => STORED_IMAGE.test(v)))].slice(0, MAX_EXTRA_IMAGES),
    ),
  })
  .superRefine(endNotBeforeStart);
export type TournamentRegisterValues = z.infer<typeof TournamentRegisterSchema>;

// ---------------------------------------------------------------------------------------------
// Winners dialog 'Registrar Ganadores del Torneo' (docs/product.md §4.5)

export const WINNERS_REQUIRED = "Por favor selecciona al menos un jugador, el tipo de categoría y la categoría";

export const WinnerSchema = z
  .object({
    player1Id: z.coerce.number({ error: WINNERS_REQUIRED }).int().positive(WINNERS_REQUIRED).max(MAX_DB_ID, WINNERS_REQUIRED),
    player2Id: idField().optional(),
    categoryType: z.enum(["Varonil", "Femenil", "Mixto"], { error: WINNERS_REQUIRED }),
    category: z.string({ error: WINNERS_REQUIRED }).trim().min(1, WINNERS_REQUIRED).max(40),
    placement: z.enum(["champion", "runner_up", "semifinal"]).default("champion"),
  })
  .superRefine((value, ctx) => {
    if (value.player2Id !== undefined && value.player2Id === value.player1Id) {
      ctx.addIssue({ code: "custom", path: ["player2Id"], message: "Los jugadores deben ser distintos" });
    }
  });

// ----- the editors' buttons of the tournament page -----
export const REGISTRATION_STATUS_CHANGES = ["confirmada", "cancelada", "pendiente"] as const;
/** A registration's status or payment changed from the editors' list (at least one of the two). */
export const RegistrationChangeSchema = z
  .object({
    registrationId: idField(),
    status: z.enum(REGISTRATION_STATUS_CHANGES).optional(),
    paymentMethod: z.enum(["pendiente", "pagado"]).optional(),
  })
  .refine((v) => v.status !== undefined || v.paymentMethod !== undefined, { message: "Datos inválidos" });
export const ResultIdSchema = z.object({ resultId: idField() });
