import { eq } from "drizzle-orm";
import { data, replace } from "react-router";
import { player } from "../../db/schema";
import { playerPath } from "~/domain/slugs";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/player-by-id";

/**
 * /jugador/id/{id} and /player/id/{id}: a player with a handle lives at /padel/{handle}; one without
 * a handle is shown here (the address partners without Instagram link to).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(null, { status: 404 });
  const [row] = await getDb()
    .select({ id: player.id, name: player.name, handle: player.handle })
    .from(player)
    .where(eq(player.id, id));
  if (!row) throw data(null, { status: 404 });
  const canonical = playerPath(row);
  if (canonical !== new URL(request.url).pathname) throw replace(canonical, 301);
  return { player: row };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? data.player.name : "Jugador no encontrado" }];

export default function PlayerById({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{loaderData.player.name}</h1>
      <p className="mt-3 text-lg text-muted-foreground">Perfil del jugador.</p>
    </div>
  );
}
