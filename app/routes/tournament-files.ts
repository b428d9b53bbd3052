import { idFromParams, tournamentPath, tournamentSlug } from "~/domain/slugs";
import { tournamentIcs } from "~/domain/tournament-share";
import { resultsImageFileName } from "~/domain/results";
import { getConfig } from "~/server/config.server";
import { pngResponse } from "~/server/share-image.server";
import { resultsPng, tournamentCardPng } from "~/server/tournament-share.server";
import { getTournament, tournamentResults } from "~/server/tournaments.server";
import type { Route } from "./+types/tournament-files";

/**
 * Public files of an approved tournament: /torneos-padel-puebla/{slug}/{id}/compartir.png (the card,
 * also the Open Graph image; ?descargar=1 downloads it), /resultados.png and /calendario.ics.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = idFromParams(params);
  const tournament = id === null ? null : await getTournament(id);
  if (!tournament || !tournament.approved) throw new Response("Not Found", { status: 404 });
  const download = new URL(request.url).searchParams.has("descargar");
  switch (params.file) {
    case "compartir.png":
      return pngResponse(await tournamentCardPng(tournament), download ? { fileName: `torneo-${tournamentSlug(tournament.title)}` } : {});
    case "resultados.png":
      return pngResponse(await resultsPng(tournament, await tournamentResults(tournament.id)), download ? { fileName: resultsImageFileName(tournament.title) } : {});
    case "calendario.ics":
      return new Response(
        tournamentIcs({
          id: tournament.id,
          title: tournament.title,
          description: tournament.description,
          location: tournament.clubName,
          startDate: tournament.startDate,
          endDate: tournament.endDate,
          url: `${getConfig().SITE_URL}${tournamentPath(tournament)}`,
          now: new Date(),
        }),
        { headers: { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": `attachment; filename="${tournamentSlug(tournament.title)}.ics"` } },
      );
    default:
      throw new Response("Not Found", { status: 404 });
  }
}
