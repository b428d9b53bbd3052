// A published draw of its own tournament, whose organiser posts the draw page's forms through the route's
// action as the browser does. Import it after configureTestEnv (it loads the route module).
import type { Db } from "../../../app/server/infra/db.server";
import { tournamentSlug } from "../../../app/domain/slugs";
import * as drawRoute from "../../../app/routes/tournament-draw";
import * as f from "../factories";
import * as p from "../play-factories";
import { directSessionCookie, pageRequest } from "./app-env";
import { invoke } from "./invoke";

export async function organisersDrawPage(db: Db, { title, pairs }: { title: string; pairs: number }) {
  const t = await f.createTournament(db, { title: `${title} ${f.uniqueSuffix()}`, approved: true });
  const organiser = await f.createUser(db);
  await f.createTournamentOrganizer(db, { tournamentId: t.id, userId: organiser.id });
  const rows = await p.createDrawRows(db, { tournamentId: t.id, pairs, status: "published" });
  const cookie = await directSessionCookie(db, organiser);
  const path = `/torneos-padel-puebla/${tournamentSlug(t.title)}/${t.id}/cuadros/varonil-3ra`;
  /** Posts one of the page's forms as the organiser. */
  const post = (form: Record<string, string>) =>
    invoke(drawRoute.action as never, pageRequest(path, { cookie, form }), {
      name: tournamentSlug(t.title),
      id: String(t.id),
      categoria: "varonil-3ra",
    });
  return { t, organiser, rows, post };
}
