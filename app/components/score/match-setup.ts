// What the phone does with Padel Score's settings once there is something to read or the setup is submitted:
// a chunk apart from the setup screen, loaded with the scorer (see `loadMatchSetup`).
import { parseMatchSettings, type StoredMatch } from "~/domain/match-settings";

export { parseMatchSettings, parseStoredMatch } from "~/domain/match-settings";

/** 32 random bytes, base64url: the scorer's secret for this match. */
function newScorerSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** The new match from the setup form's values, or what is wrong with them (in Spanish, each once). */
export function newMatch(input: unknown): { match: StoredMatch } | { errors: string[] } {
  const parsed = parseMatchSettings(input);
  if (!parsed.success) return { errors: [...new Set(parsed.issues.map((issue) => issue.message))] };
  return { match: { id: crypto.randomUUID(), secret: newScorerSecret(), settings: parsed.data, events: [], synced: 0 } };
}
