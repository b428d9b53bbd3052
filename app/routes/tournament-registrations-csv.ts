import { idFromParams, tournamentSlug } from "~/domain/slugs";
import { requireTournamentEditor } from "~/server/accounts";
import { allRegistrations, registrationsCsv } from "~/server/tournaments";
import { getTournament } from "~/server/tournaments";
import type { Route } from "./+types/tournament-registrations-csv";

/** GET /torneos-padel-puebla/{slug}/{id}/inscripciones.csv: the registrations list, for the tournament's editors. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = idFromParams(params);
  if (id === null) throw new Response("Not Found", { status: 404 });
  await requireTournamentEditor({ request, context }, id);
  const tournament = await getTournament(id);
  if (!tournament) throw new Response("Not Found", { status: 404 });
  return new Response(registrationsCsv(await allRegistrations(id)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inscripciones-${tournamentSlug(tournament.title)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
