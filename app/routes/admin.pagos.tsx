import { PaymentsConfigForm } from "~/components/admin/payments-config-form";
import { guardedAdmin } from "~/server/accounts";
import { PAYMENTS_INTENTS } from "~/server/admin";
import { getConfig } from "~/server/infra/config.server";
import { dispatchIntent } from "~/server/infra/form-intents.server";
import { readFormData } from "~/server/infra/http.server";
import { paymentConfigView, WEBHOOK_PATH } from "~/server/payments";
import type { Route } from "./+types/admin.pagos";

export const meta: Route.MetaFunction = () => [
  { title: "Pagos en línea | Panel de Administración" },
  { name: "robots", content: "noindex" },
];

export async function loader() {
  return { config: await paymentConfigView(), webhookUrl: `${getConfig().SITE_URL}${WEBHOOK_PATH}` };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = guardedAdmin({ context });
  return dispatchIntent(await readFormData(request), PAYMENTS_INTENTS, { admin, request });
}

export default function PaymentsConfigPage({ loaderData }: Route.ComponentProps) {
  return <PaymentsConfigForm config={loaderData.config} webhookUrl={loaderData.webhookUrl} />;
}
