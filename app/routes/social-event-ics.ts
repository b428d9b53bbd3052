import { idFromParams } from "~/domain/slugs";
import { socialEventCalendar } from "~/server/social";
import type { Route } from "./+types/social-event-ics";

/** /eventos-padel-puebla/{slug}-{id}/calendario.ics: the social event for any calendar app. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = idFromParams({ name: params.slug });
  const calendar = id === null ? null : await socialEventCalendar(id);
  if (!calendar) throw new Response("Not Found", { status: 404 });
  return new Response(calendar.ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendar.fileName}"`,
      "Cache-Control": "no-cache",
    },
  });
}
