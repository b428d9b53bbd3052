import { data } from "react-router";
import { getDb } from "~/server/infra/db.server";
import { levelsOf, shortLevel } from "~/server/levels";
import { searchPlayers } from "~/server/players";
import type { Route } from "./+types/api.players.search";

/** Minimum characters before a player search runs (docs/product.md §3.2). */
export const PLAYER_SEARCH_MIN_CHARS = 2;

/**
 * GET /api/players/search?q=&limit=&gender=: the resource behind every player picker. Public, like the
 * players list itself; answers at most 10 players (docs/product.md §3.2) and an empty list for short terms.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const term = (params.get("q") ?? "").trim();
  const limit = Math.min(Math.max(Number(params.get("limit")) || 10, 1), 10);
  const genderParam = params.get("gender");
  const gender = genderParam === "Varonil" || genderParam === "Femenil" ? genderParam : undefined;
  if (term.length < PLAYER_SEARCH_MIN_CHARS) return data({ players: [] });
  const players = await searchPlayers(term, { limit, gender });
  const levels = await levelsOf(
    getDb(),
    players.map((player) => player.id),
  );
  return data(
    {
      players: players.map(({ id, name, handle, image, gender }) => {
        const level = levels.get(id);
        // The short form fits a picker's row: 'Nivel 4.3', and whether it is still provisional.
        const short = level ? shortLevel(level) : null;
        return {
          id,
          name,
          handle,
          image,
          gender,
          level: short?.text ?? null,
          provisional: short?.provisional ?? false,
          // The number, for the registration's warning of a category far below the pair's level.
          levelValue: level?.level ?? null,
        };
      }),
    },
    { headers: { "Cache-Control": "private, max-age=30" } },
  );
}
