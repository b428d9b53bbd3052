import { data } from "react-router";
import { runIntent } from "~/server/infra/form-intents.server";
import { readFormData } from "~/server/infra/http.server";
import { requireUser } from "~/server/accounts";
import { SPONSOR_REQUEST, SPONSOR_REQUEST_INTENT } from "~/server/admin";
import type { Route } from "./+types/api.sponsors";

/** POST a sponsor request (docs/product.md §2.2): signed-in users only. A FormReply; 400 with field errors, nothing written. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser({ request, context });
  const formData = await readFormData(request);
  return runIntent(SPONSOR_REQUEST_INTENT, SPONSOR_REQUEST, formData, { user });
}

export function loader() {
  return data({ error: "Método no permitido" }, { status: 405 });
}
