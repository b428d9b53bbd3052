import { redirect } from "react-router";
import { tournamentAliasPath } from "~/server/tournaments";
import type { Route } from "./+types/tournament-alias";

/** /tournaments/{id}: an alias of the tournament detail, sent to its canonical address. */
export async function loader({ params }: Route.LoaderArgs) {
  const path = await tournamentAliasPath(params.id);
  if (!path) throw new Response("Not Found", { status: 404 });
  return redirect(path, 301);
}
