// Shared by the Padel Score integration tests: settings, secrets and calls to the sync endpoint.
import { randomBytes, randomUUID } from "node:crypto";
import { routeArgs } from "./helpers/app-env";
import type { MatchSettings } from "~/domain/match-settings";
import type { ScoreEvent, TeamId } from "~/domain/score";
import { action as syncAction } from "~/routes/api.matches.$id.sync";
// The server's composition root: what a sync sets off once it commits is wired there.
import "~/server/background.server";
import { settleChanges } from "~/server/infra/changes.server";
import { friendlyMatchSettings } from "../support/score-events";

export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** The phone's settings of a friendly match (its club name is the phone's; the server keeps the club's). */
export function settingsFor(clubId: number, overrides: Partial<MatchSettings> = {}): MatchSettings {
  return friendlyMatchSettings(clubId, { clubName: "lo que diga el teléfono", ...overrides });
}

let clock = 1_700_000_000_000;
export const startEvent = (server: TeamId = "team1"): ScoreEvent => ({ type: "start", server, at: (clock += 1000) });
export const pointEvent = (team: TeamId): ScoreEvent => ({ type: "point", team, at: (clock += 1000) });
export const pointEvents = (team: TeamId, n: number) => Array.from({ length: n }, () => pointEvent(team));

export type SyncCall = {
  id?: string;
  secret?: string | null;
  body?: unknown;
  rawBody?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
};

/** Calls the sync action like the router would; returns the status and the JSON answer. */
export async function callSync(call: SyncCall): Promise<{ status: number; json: Record<string, unknown> }> {
  const id = call.id ?? randomUUID();
  const headers: Record<string, string> = { "content-type": "application/json", ...call.headers };
  if (call.secret) headers.authorization = `Bearer ${call.secret}`;
  const request = new Request(`http://localhost/api/matches/${id}/sync`, {
    method: "POST",
    headers,
    body: call.rawBody ?? JSON.stringify(call.body),
  });
  const response = (await syncAction(routeArgs(request, { id }))) as Response;
  // What the sync set off once it committed (a tournament match's draw following it) has happened.
  await settleChanges();
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
