// A round's score link (issue 32): its secret is derived from the server's secret and the round's id, as the
// tournaments' scorer links are, so the organiser's page can show it again at any time; the round stores only
// its sha256, which is what a link is looked up and checked by.
import { createHash, createHmac } from "node:crypto";
import { getConfig } from "../infra/config.server";

export function roundLinkSecret(roundId: number): string {
  return createHmac("sha256", getConfig().BETTER_AUTH_SECRET).update(`social-round-link:${roundId}`).digest("base64url");
}

export function roundLinkHash(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
