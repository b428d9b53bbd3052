import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { SponsorRequestSchema } from "~/lib/schemas/sponsor";
import { readFormData } from "~/server/http.server";
import { requireUser } from "~/server/permissions.server";
import { createSponsorRequest } from "~/server/sponsors.server";
import type { Route } from "./+types/api.sponsors";

/**
 * POST a sponsor request (000 §2): signed-in users only; stored inactive. Answers {ok} or Conform's
 * result with the field errors (400, nothing written).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser({ request, context });
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: SponsorRequestSchema });
  if (submission.status !== "success") return data({ ok: false, result: submission.reply() }, { status: 400 });
  await createSponsorRequest(submission.value, user.id);
  return data({ ok: true, result: submission.reply({ resetForm: true }) });
}

export function loader() {
  return data({ error: "Método no permitido" }, { status: 405 });
}
