import { tournamentIcs } from "~/domain/tournament-share";
import { idFromParams, tournamentPath, tournamentSlug } from "~/domain/slugs";
import { resultsImageFileName } from "~/domain/results";
import { getConfig } from "~/server/infra/config.server";
import { shareImageResponse } from "~/server/infra/share-image.server";
import { resultsCard, resultsData, tournamentCard, tournamentCardData, tournamentOgCard, tournamentOgData } from "~/server/share";
import { getTournament, tournamentResults } from "~/server/tournaments";
import type { Route } from "./+types/tournament-files";

/**
 * Public files of an approved tournament: /torneos-padel-puebla/{slug}/{id}/compartir.png (the poster;
 * ?descargar=1 downloads it), /resultados.png, /og.png (the page's 1200 x 630 link preview) and
 * /calendario.ics.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = idFromParams(params);
  const tournament = id === null ? null : await getTournament(id);
  if (!tournament || !tournament.approved) throw new Response("Not Found", { status: 404 });
  const download = new URL(request.url).searchParams.has("descargar");
  switch (params.file) {
    case "compartir.png": {
      const data = tournamentCardData(tournament);
      return shareImageResponse(request, {
        kind: "tournament-card",
        data,
        render: () => tournamentCard(data),
        ...(download ? { fileName: `torneo-${tournamentSlug(tournament.title)}` } : {}),
      });
    }
    case "resultados.png": {
      const data = resultsData(tournament, await tournamentResults(tournament.id));
      return shareImageResponse(request, {
        kind: "tournament-results",
        data,
        render: () => resultsCard(data),
        ...(download ? { fileName: resultsImageFileName(tournament.title) } : {}),
      });
    }
    case "og.png": {
      const data = tournamentOgData(tournament);
      return shareImageResponse(request, { kind: "tournament-og", data, render: () => tournamentOgCard(data) });
    }
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
        {
          headers: {
            "Content-Type": "text/calendar; charset=utf-8",
            "Content-Disposition": `attachment; filename="${tournamentSlug(tournament.title)}.ics"`,
          },
        },
      );
    default:
      throw new Response("Not Found", { status: 404 });
  }
}
