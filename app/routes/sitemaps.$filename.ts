import { sitemapFileName } from "~/lib/redirects";
import { readSitemap } from "~/server/admin";
import type { Route } from "./+types/sitemaps.$filename";

export async function loader({ params }: Route.LoaderArgs) {
  const xml = await readSitemap(sitemapFileName(params.filename));
  if (xml === null) throw new Response("Not Found", { status: 404 });
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
