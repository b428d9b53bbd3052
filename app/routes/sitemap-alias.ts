import { redirect } from "react-router";
import { sitemapFileName } from "~/lib/redirects";
import type { Route } from "./+types/sitemap-alias";

/** /sitemap.xml and the per-type aliases point at the stored file under /sitemaps/. */
export function loader({ request }: Route.LoaderArgs) {
  const name = new URL(request.url).pathname.slice(1);
  return redirect(`/sitemaps/${sitemapFileName(name)}`, 302);
}
