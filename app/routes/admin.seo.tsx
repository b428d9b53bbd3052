import { SeoInfoTab } from "~/components/admin/seo/seo-info-tab";
import { SitemapPanel } from "~/components/admin/seo/sitemap-panel";
import { useUrlTab } from "~/components/admin/seo/use-url-tab";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { SEO_TABS, nextSitemapRun, searchConsoleUrl, sitemapFileUrl, type SeoTab } from "~/domain/sitemap";
import { readFormData } from "~/server/infra/http.server";
import { getConfig } from "~/server/infra/config.server";
import { guardedAdmin } from "~/server/accounts";
import { readSitemapStats } from "~/server/admin";
import { SEO_INTENTS } from "~/server/admin";
import { dispatchIntent } from "~/server/infra/form-intents.server";
import type { Route } from "./+types/admin.seo";

export async function loader() {
  const siteUrl = getConfig().SITE_URL;
  let stats = null;
  let statsError: string | null = null;
  try {
    stats = await readSitemapStats();
  } catch {
    statsError = "No se pudo obtener los metadatos del sitemap";
  }
  return {
    siteUrl,
    stats,
    statsError,
    primaryUrl: `${siteUrl}/sitemap.xml`,
    files: (stats?.generatedFiles ?? []).map((name) => ({ name, url: sitemapFileUrl(name, siteUrl) })),
    searchConsoleUrl: searchConsoleUrl(siteUrl),
    nextRun: nextSitemapRun(new Date()),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = guardedAdmin({ context });
  return dispatchIntent(await readFormData(request), SEO_INTENTS, { admin, request });
}

export const meta: Route.MetaFunction = () => [{ title: "SEO | Panel de Administración" }, { name: "robots", content: "noindex" }];

const TAB_LABELS: Record<SeoTab, string> = {
  sitemap: "Sitemap",
  meta: "Meta Data",
  keywords: "Keywords",
  backlinks: "Backlinks",
  analytics: "Analytics",
};

export default function SeoTabPage({ loaderData }: Route.ComponentProps) {
  const [tab, select] = useUrlTab("tab", SEO_TABS, ["vista"]);
  return (
    <section aria-labelledby="seo-title" className="mt-6">
      <h2 id="seo-title" className="text-2xl font-semibold">
        SEO
      </h2>
      <Tabs value={tab} onValueChange={select} className="mt-4">
        {/* On a phone the tabs wrap to a second row: every tab in view, no word cut (issue 34). */}
        <TabsList>
          {SEO_TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {TAB_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="sitemap">
          <SitemapPanel {...loaderData} />
        </TabsContent>
        {SEO_TABS.filter((t): t is Exclude<SeoTab, "sitemap"> => t !== "sitemap").map((t) => (
          <TabsContent key={t} value={t}>
            <SeoInfoTab tab={t} siteUrl={loaderData.siteUrl} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
