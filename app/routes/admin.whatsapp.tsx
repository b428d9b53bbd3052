import { WhatsAppConfigForm } from "~/components/admin/whatsapp/config-form";
import { getConfig } from "~/server/infra/config.server";
import { WHATSAPP_INTENTS } from "~/server/admin";
import { dispatchIntent } from "~/server/infra/form-intents.server";
import { readFormData } from "~/server/infra/http.server";
import { guardedAdmin } from "~/server/accounts";
import { whatsAppConfigView } from "~/server/whatsapp";
import type { Route } from "./+types/admin.whatsapp";

export const meta: Route.MetaFunction = () => [
  { title: "Configuración de WhatsApp | Panel de Administración" },
  { name: "robots", content: "noindex" },
];

export async function loader() {
  return { config: await whatsAppConfigView(), webhookUrl: `${getConfig().SITE_URL}/api/whatsapp/webhook` };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = guardedAdmin({ context });
  return dispatchIntent(await readFormData(request), WHATSAPP_INTENTS, { admin, request });
}

export default function WhatsAppConfigPage({ loaderData }: Route.ComponentProps) {
  return <WhatsAppConfigForm config={loaderData.config} webhookUrl={loaderData.webhookUrl} />;
}
