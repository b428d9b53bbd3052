import { z } from "zod";
import { SCORER_SECRET_PATTERN } from "~/domain/match-settings";
import { MatchIdSchema, SyncRequestSchema } from "~/lib/schemas/match-sync";
import { currentUser } from "~/server/accounts";
import { bearerToken, jsonError, readJsonBody } from "~/server/infra/http.server";
import { writesNoPublicData } from "~/server/infra/changes.server";
import { scorerLinkSyncGuard } from "~/server/play";
import { MatchSyncError, syncMatch } from "~/server/score";
import type { Route } from "./+types/api.matches.$id.sync";

/** Room for MAX_SYNC_EVENTS events and the settings. */
const MAX_BODY_BYTES = 128 * 1024;

/**
 * POST /api/matches/{id}/sync, called by the scorer's phone with `Authorization: Bearer <secret>`:
 * creates the match on first use and appends the events the server does not have yet.
 * Answers { length, version }: how many events the server holds.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Método no permitido.");
  const id = MatchIdSchema.safeParse(params.id);
  if (!id.success) return jsonError(404, "Partido no encontrado.");
  const secret = bearerToken(request);
  if (!secret || !SCORER_SECRET_PATTERN.test(secret)) {
    return jsonError(401, "Falta la clave del marcador de este partido.");
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = SyncRequestSchema.safeParse(body.value);
  if (!parsed.success) {
    return jsonError(400, "Los datos del partido no son válidos.", { issues: z.flattenError(parsed.error).fieldErrors });
  }
  // A point changes no public page: live pages get it over their streams (a finished tournament match
  // changes its draw, which announces itself).
  writesNoPublicData(context);
  const user = await currentUser({ context });
  try {
    // A tournament match scored through its scorer link stops with the link (ADR 0027, docs/product.md §9.3).
    const result = await syncMatch({
      id: id.data,
      secret,
      request: parsed.data,
      ownerUserId: user?.id ?? null,
      guard: scorerLinkSyncGuard,
    });
    return Response.json(result);
  } catch (error) {
    if (error instanceof MatchSyncError) {
      return jsonError(error.status, error.message, error.length === undefined ? {} : { length: error.length });
    }
    throw error;
  }
}
