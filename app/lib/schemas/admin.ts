// The forms of the admin area (docs/product.md §11). Messages that depend on stored data (a
// conversation that no longer exists, a solicitud already reviewed) come from the server modules.
import { z } from "zod";
import { idField } from "./zod-locale";

/** A posted text field: absent or blank is empty; sent twice (a list) is refused rather than guessed. */
const text = (max: number) => z.string().trim().max(max, "Valor demasiado largo").default("");

// ----- chat (/admin) -----
/** The conversation's key: its BSUID or its phone number. */
const contact = text(200);
export const ChatSendSchema = z.object({ contact, message: text(5000) });
export const ChatTagSchema = z.object({ contact, tag: text(200) });

// ----- automations (/admin/automatizaciones) -----
/** The switches of /admin/automatizaciones (automation_setting keys). */
export const AUTOMATION_KEYS = ["welcome", "match-reminders", "payment-notices"] as const;
export const AutomationToggleSchema = z.object({
  automation: z.enum(AUTOMATION_KEYS).default("welcome"),
  enabled: z.enum(["true", "false"]).transform((v) => v === "true"),
});
export const TestWelcomeSchema = z.object({ phone: text(40), name: text(200) });

// ----- solicitudes (/admin/solicitudes) -----
export const RequestReviewSchema = z.object({
  id: z
    .string({ error: "Solicitud no válida." })
    .regex(/^\d{1,9}$/, "Solicitud no válida.")
    .transform(Number),
  /** 'reclamo': a player profile claim instead of a club/coach/sponsor solicitud. */
  kind: z.literal("reclamo", { error: "Acción no válida." }).optional(),
});

/** 'Deshacer vinculación': the player whose account link is undone. */
export const PlayerUnlinkSchema = z.object({ player: idField() });
/** 'Marcar como atendido': an 'Este perfil no es mío' report. */
export const ReportCloseSchema = z.object({ id: idField() });

// ----- sponsors (/admin/patrocinadores) -----
export const SponsorIdSchema = z.object({ id: idField() });

// ----- WhatsApp (/admin/whatsapp) -----
export const WhatsAppConfigSchema = z.object({
  accessToken: text(1000),
  verifyToken: text(200),
  appSecret: text(200),
  phoneNumberId: text(64).refine((v) => v === "" || /^\d+$/.test(v), "El Phone Number ID solo contiene números"),
  appId: text(64),
  isActive: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
});
export type WhatsAppConfigValues = z.output<typeof WhatsAppConfigSchema>;

// ----- Online payments (/admin/pagos, ADR 0040) -----
export const PaymentConfigSchema = z.object({
  accessToken: text(1000),
  webhookSecret: text(500),
  publicKey: text(200),
  isActive: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
});
