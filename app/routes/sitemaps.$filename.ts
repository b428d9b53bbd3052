import { redirect } from "react-router";
import { sitemapFileName } from "~/lib/redirects";
import { readSitemap } from "~/server/admin";
import type { Route } from "./+types/sitemaps.$filename";

export async function loader({ params }: Route.LoaderArgs) {
  const name = sitemapFileName(params.filename);
  const xml = await readSitemap(name);
  if (xml === null) throw new Response("Not Found", { status: 404 });
  // One address per file: a name without '.xml' moves to the name with it.
  if (name !== params.filename) throw redirect(`/sitemaps/${name}`, 301);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
