import { data } from "react-router";
import { AutomationsPanel } from "~/components/admin/automations/automations-panel";
import {
  clearAutomationLog,
  isAutomationEnabled,
  logAutomation,
  recentAutomationLog,
  setAutomationEnabled,
  WELCOME_AUTOMATION,
} from "~/server/automations.server";
import { getDb } from "~/server/db.server";
import { readFormData } from "~/server/http.server";
import { guardedAdmin } from "~/server/permissions.server";
import { sendTestWelcome } from "~/server/welcome.server";
import type { Route } from "./+types/admin.automatizaciones";

export const meta: Route.MetaFunction = () => [{ title: "Automatizaciones | Panel de Administración" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  return { welcomeEnabled: await isAutomationEnabled(db, WELCOME_AUTOMATION), log: await recentAutomationLog(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = guardedAdmin({ context });
  const form = await readFormData(request);
  const db = getDb();
  switch (form.get("intent")) {
    case "toggle": {
      const enabled = form.get("enabled") === "true";
      await db.transaction(async (tx) => {
        await setAutomationEnabled(tx, WELCOME_AUTOMATION, enabled, user.id);
        await logAutomation(tx, WELCOME_AUTOMATION, enabled ? "Bienvenida automática activada" : "Bienvenida automática desactivada");
      });
      return { intent: "toggle" as const, ok: true, message: enabled ? "Bienvenida automática activada" : "Bienvenida automática desactivada" };
    }
    case "test": {
      const result = await sendTestWelcome(String(form.get("phone") ?? ""), String(form.get("name") ?? ""), user.id);
      // A send that failed was still attempted and logged; only refused input is a 400.
      return data({ intent: "test" as const, ...result }, { status: result.invalid ? 400 : 200 });
    }
    case "clear":
      await clearAutomationLog(db);
      return { intent: "clear" as const, ok: true, message: "Registro vaciado" };
    default:
      return data({ intent: "unknown" as const, ok: false, message: "Acción desconocida" }, { status: 400 });
  }
}

export default function AutomationsPage({ loaderData }: Route.ComponentProps) {
  return <AutomationsPanel welcomeEnabled={loaderData.welcomeEnabled} log={loaderData.log} />;
}
