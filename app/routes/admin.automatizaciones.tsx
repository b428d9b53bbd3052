import { AutomationsPanel } from "~/components/admin/automations/automations-panel";
import { AUTOMATION_INTENTS } from "~/server/admin";
import { isAutomationEnabled, recentAutomationLog, WELCOME_AUTOMATION } from "~/server/whatsapp";
import { whatsAppTemplates } from "~/domain/match-reminders";
import { getConfig } from "~/server/infra/config.server";
import { MATCH_REMINDERS_AUTOMATION } from "~/server/play";
import { getDb } from "~/server/infra/db.server";
import { PAYMENT_NOTICES_AUTOMATION } from "~/server/payments";
import { readFormData } from "~/server/infra/http.server";
import { guardedAdmin } from "~/server/accounts";
import { dispatchIntent } from "~/server/infra/form-intents.server";
import type { Route } from "./+types/admin.automatizaciones";

export const meta: Route.MetaFunction = () => [
  { title: "Automatizaciones | Panel de Administración" },
  { name: "robots", content: "noindex" },
];

export async function loader() {
  const db = getDb();
  return {
    welcomeEnabled: await isAutomationEnabled(db, WELCOME_AUTOMATION),
    remindersEnabled: await isAutomationEnabled(db, MATCH_REMINDERS_AUTOMATION),
    paymentNoticesEnabled: await isAutomationEnabled(db, PAYMENT_NOTICES_AUTOMATION),
    templates: whatsAppTemplates(getConfig().SITE_NAME),
    log: await recentAutomationLog(db),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = guardedAdmin({ context });
  return dispatchIntent(await readFormData(request), AUTOMATION_INTENTS, { admin, request });
}

export default function AutomationsPage({ loaderData }: Route.ComponentProps) {
  return <AutomationsPanel {...loaderData} />;
}
