import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { tournament } from "../../db/schema";
import { tournamentPath } from "~/domain/slugs";
import { MAX_DB_ID } from "~/domain/slugs";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/tournament-alias";

/** /tournaments/{id}: an alias of the tournament detail, sent to its canonical address. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_DB_ID) throw new Response("Not Found", { status: 404 });
  const [row] = await getDb()
    .select({ id: tournament.id, title: tournament.title })
    .from(tournament)
    .where(eq(tournament.id, id));
  if (!row) throw new Response("Not Found", { status: 404 });
  return redirect(tournamentPath(row), 301);
}
