import { data } from "react-router";
import { WhatsAppConfigForm } from "~/components/admin/whatsapp/config-form";
import { getConfig } from "~/server/config.server";
import { testConnection } from "~/server/graph-api.server";
import { readFormData } from "~/server/http.server";
import { guardedAdmin } from "~/server/permissions.server";
import { saveWhatsAppConfig, whatsAppConfigView } from "~/server/whatsapp-config.server";
import type { Route } from "./+types/admin.whatsapp";

export const meta: Route.MetaFunction = () => [{ title: "Configuración de WhatsApp | Panel de Administración" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  return { config: await whatsAppConfigView(), webhookUrl: `${getConfig().SITE_URL}/api/whatsapp/webhook` };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = guardedAdmin({ context });
  const form = await readFormData(request);
  const answer = form.get("intent") === "test" ? { intent: "test" as const, ...(await testConnection()) } : { intent: "save" as const, ...(await saveWhatsAppConfig(form, user.id)) };
  return data(answer, { status: answer.ok ? 200 : 400 });
}

export default function WhatsAppConfigPage({ loaderData }: Route.ComponentProps) {
  return <WhatsAppConfigForm config={loaderData.config} webhookUrl={loaderData.webhookUrl} />;
}
