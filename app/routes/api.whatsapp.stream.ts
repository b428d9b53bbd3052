import { encodeSse, eventStream } from "~/server/infra/live.server";
import { requireAdmin } from "~/server/accounts";
import { INBOX_KEY, inboxBroker } from "~/server/whatsapp";
import type { Route } from "./+types/api.whatsapp.stream";

/** GET /api/whatsapp/stream (administrators): an `inbox` event whenever a conversation changes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  return eventStream(request, (send) =>
    inboxBroker.subscribe(INBOX_KEY, (value) => send(encodeSse({ event: "inbox", data: JSON.stringify(value) }))),
  );
}
