// The intents of the admin area's actions (chat, automations, solicitudes, SEO, sponsors, WhatsApp).
// Each route checks requireAdmin and dispatches its table with the administrator and the request.
import type { Result } from "~/domain/result";
import { SponsorEditSchema } from "~/lib/schemas/sponsor";
import {
  AutomationToggleSchema,
  ChatSendSchema,
  ChatTagSchema,
  PlayerUnlinkSchema,
  ReportCloseSchema,
  RequestReviewSchema,
  SponsorIdSchema,
  TestWelcomeSchema,
  WhatsAppConfigSchema,
  PaymentConfigSchema,
} from "~/lib/schemas/admin";
import { clearAutomationLog, logAutomation, setAutomationEnabled, WELCOME_AUTOMATION } from "~/server/whatsapp";
import { getDb } from "../infra/db.server";
import { intent, NO_FIELDS, type Intent, type Reply } from "../infra/form-intents.server";
import { testConnection } from "~/server/whatsapp";
import type { SessionUser } from "~/server/accounts";
import { closePlayerReport, reviewPlayerClaim, reviewRequest, undoPlayerLink } from "./requests.server";
import { generateSitemaps } from "./sitemap.server";
import { deleteSponsor, setSponsorActive, updateSponsor } from "./sponsors.server";
import { redirectWithToast } from "../infra/toast.server";
import { imageFromForm } from "../infra/uploads.server";
import { sendTestWelcome } from "~/server/whatsapp";
import { MATCH_REMINDERS_AUTOMATION, reconcileAllReminders } from "~/server/play";
import { saveWhatsAppConfig } from "~/server/whatsapp";
import { PAYMENT_NOTICES_AUTOMATION, savePaymentConfig } from "~/server/payments";
import { addTag, removeTag, sendAdminMessage } from "~/server/whatsapp";

export type AdminContext = { admin: SessionUser; request: Request };

/** A service's result as a reply: its message in a toast when done (the value), under the form when refused. */
function outcome(reply: Reply, result: Result<string>) {
  return result.ok
    ? reply.ok({ toast: { type: "success", title: result.value } })
    : reply.formError(result.message, { status: result.status ?? 400 });
}

/** The page the admin is on, answered after a change (303: the browser loads it with GET). */
function samePage(request: Request) {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export const CHAT_INTENTS: Record<string, Intent<AdminContext>> = {
  send: intent(ChatSendSchema, async ({ value, reply }, { admin }) =>
    outcome(reply, await sendAdminMessage(value.contact, value.message, admin.id)),
  ),
  "add-tag": intent(ChatTagSchema, async ({ value, reply }) => outcome(reply, await addTag(value.contact, value.tag))),
  "remove-tag": intent(ChatTagSchema, async ({ value, reply }) => outcome(reply, await removeTag(value.contact, value.tag))),
};

const TOGGLE_MESSAGES = {
  [WELCOME_AUTOMATION]: { on: "Bienvenida automática activada", off: "Bienvenida automática desactivada" },
  [MATCH_REMINDERS_AUTOMATION]: { on: "Recordatorios de partidos activados", off: "Recordatorios de partidos desactivados" },
  [PAYMENT_NOTICES_AUTOMATION]: { on: "Avisos de pago activados", off: "Avisos de pago desactivados" },
} as const;

export const AUTOMATION_INTENTS: Record<string, Intent<AdminContext>> = {
  toggle: intent(AutomationToggleSchema, async ({ value, reply }, { admin }) => {
    const message = TOGGLE_MESSAGES[value.automation][value.enabled ? "on" : "off"];
    await getDb().transaction(async (tx) => {
      await setAutomationEnabled(tx, value.automation, value.enabled, admin.id);
      await logAutomation(tx, value.automation, message);
    });
    // Reminders of every tournament still to play are queued again, or cancelled.
    if (value.automation === MATCH_REMINDERS_AUTOMATION) await reconcileAllReminders();
    return reply.ok({ toast: { type: "success", title: message } });
  }),
  test: intent(TestWelcomeSchema, async ({ value, reply }, { admin }) => {
    // A send that failed was still attempted and logged (200: the log reloads); only refused input is a 400.
    return outcome(reply, await sendTestWelcome(value.phone, value.name, admin.id));
  }),
  clear: intent(NO_FIELDS, async ({ reply }) => {
    await clearAutomationLog(getDb());
    return reply.ok({ toast: { type: "success", title: "Registro vaciado" } });
  }),
};

const review = intent(
  RequestReviewSchema,
  async ({ value, reply }, { admin, request }: AdminContext) => {
    const decision = reply.intent === "aprobar" ? "aprobar" : "rechazar";
    const result = await (value.kind === "reclamo" ? reviewPlayerClaim : reviewRequest)(value.id, decision, admin.id);
    if (!result.ok) return reply.refuse(result.status ?? 409, { type: "error", title: `Error al actualizar solicitud: ${result.message}` });
    return redirectWithToast(samePage(request), { title: "Solicitud actualizada correctamente" }, { status: 303 });
  },
  { invalidToast: { type: "error", title: "Error al actualizar solicitud: Solicitud no válida." } },
);
/** Aprobar / Rechazar (docs/product.md §11.4): only a pending solicitud (or player profile claim) changes. */
export const REQUEST_INTENTS: Record<string, Intent<AdminContext>> = {
  aprobar: review,
  rechazar: review,
  // docs/product.md §6.3: an administrator undoes a player's link to an account, and closes a report.
  "deshacer-vinculacion": intent(PlayerUnlinkSchema, async ({ value, reply }, { admin, request }: AdminContext) => {
    const result = await undoPlayerLink(value.player, admin.id);
    if (!result.ok) return reply.refuse(result.status ?? 409, { type: "error", title: result.message });
    return redirectWithToast(samePage(request), { title: "Vinculación deshecha" }, { status: 303 });
  }),
  atender: intent(ReportCloseSchema, async ({ value, reply }, { admin, request }: AdminContext) => {
    if (!(await closePlayerReport(value.id, admin.id))) return reply.refuse(409, { type: "error", title: "El reporte ya fue atendido." });
    return redirectWithToast(samePage(request), { title: "Reporte atendido" }, { status: 303 });
  }),
};

/** 'Generar sitemap' (docs/product.md §11.6): rebuilds every file from the database now. */
export const SEO_INTENTS: Record<string, Intent<AdminContext>> = {
  generate: intent(NO_FIELDS, async ({ reply }, { request }) => {
    try {
      const stats = await generateSitemaps();
      return redirectWithToast(
        samePage(request),
        { title: "Sitemap generado", description: `${stats.totalUrls} URLs en ${stats.generatedFiles.length} archivos.` },
        { status: 303 },
      );
    } catch (error) {
      const title =
        error instanceof Error
          ? `Error al generar el sitemap: ${error.message}`
          : `Error inesperado al generar el sitemap: ${String(error)}`;
      return reply.refuse(500, { type: "error", title });
    }
  }),
};

const SPONSORS_PATH = "/admin/patrocinadores";
const sponsorGone = (reply: Reply) => reply.refuse(404, { type: "error", title: "Error", description: "El patrocinador ya no existe." });
const setActive = (active: boolean) =>
  intent(
    SponsorIdSchema,
    async ({ value, reply }, { admin }: AdminContext) => {
      if (!(await setSponsorActive(value.id, active, admin.id))) return sponsorGone(reply);
      return redirectWithToast(SPONSORS_PATH, {
        type: "success",
        title: active ? "Patrocinador activado" : "Patrocinador desactivado",
        description: active ? "Ya aparece en la franja de patrocinadores." : "Ya no aparece en la franja de patrocinadores.",
      });
    },
    { invalidToast: { type: "error", title: "Error", description: "Patrocinador no válido." } },
  );

/** Activate, deactivate, edit ('update:{id}', one form per sponsor) or remove a sponsor; each change audited. */
export const SPONSOR_INTENTS: Record<string, Intent<AdminContext>> = {
  update: intent(SponsorEditSchema, async ({ value, formData, reply }, { admin }) => {
    const image = await imageFromForm(formData, "imageFile", value.image ?? undefined, "sponsors");
    if ("error" in image) return reply.fieldErrors({ image: [image.error] });
    if (!(await updateSponsor({ ...value, image: image.image ?? null }, admin.id))) return sponsorGone(reply);
    return redirectWithToast(SPONSORS_PATH, {
      type: "success",
      title: "Patrocinador actualizado",
      description: `${value.title} se guardó correctamente.`,
    });
  }),
  activate: setActive(true),
  deactivate: setActive(false),
  delete: intent(
    SponsorIdSchema,
    async ({ value, reply }, { admin }) => {
      if (!(await deleteSponsor(value.id, admin.id))) return sponsorGone(reply);
      return redirectWithToast(SPONSORS_PATH, {
        type: "success",
        title: "Patrocinador eliminado",
        description: "El patrocinador se eliminó.",
      });
    },
    { invalidToast: { type: "error", title: "Error", description: "Patrocinador no válido." } },
  ),
};

export const PAYMENTS_INTENTS: Record<string, Intent<AdminContext>> = {
  save: intent(
    PaymentConfigSchema,
    async ({ value, reply }, { admin }) => {
      const result = await savePaymentConfig(value, admin.id);
      if (!result.ok) return reply.fieldErrors(result.errors);
      return reply.ok({ toast: { type: "success", title: result.message } });
    },
    { hideFields: ["accessToken", "webhookSecret"] },
  ),
};

export const WHATSAPP_INTENTS: Record<string, Intent<AdminContext>> = {
  save: intent(
    WhatsAppConfigSchema,
    async ({ value, reply }, { admin }) => {
      const result = await saveWhatsAppConfig(value, admin.id);
      if (!result.ok) return reply.fieldErrors(result.errors);
      return reply.ok({ toast: { type: "success", title: result.message } });
    },
    { hideFields: ["accessToken", "verifyToken", "appSecret"] },
  ),
  test: intent(NO_FIELDS, async ({ reply }) => outcome(reply, await testConnection())),
};
