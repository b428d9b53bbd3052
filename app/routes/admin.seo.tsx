import { data } from "react-router";
import { SeoInfoTab } from "~/components/admin/seo/seo-info-tab";
import { SitemapPanel } from "~/components/admin/seo/sitemap-panel";
import { useUrlTab } from "~/components/admin/seo/use-url-tab";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { SEO_TABS, nextSitemapRun, searchConsoleUrl, sitemapFileUrl, type SeoTab } from "~/domain/sitemap";
import { readFormData } from "~/server/http.server";
import { getConfig } from "~/server/config.server";
import { generateSitemaps, readSitemapStats } from "~/server/sitemap.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.seo";

export async function loader({ request }: Route.LoaderArgs) {
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

const errorToast = (title: string, status: number) => data({ toast: { type: "error" as const, title } }, { status });

/** 'Generar sitemap' (001 §7 sitemap-unified): rebuilds every file from the database now. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (form.get("intent") !== "generate") return errorToast("Acción no válida.", 400);
  try {
    const stats = await generateSitemaps();
    const url = new URL(request.url);
    return redirectWithToast(
      `${url.pathname}${url.search}`,
      { title: "Sitemap generado", description: `${stats.totalUrls} URLs en ${stats.generatedFiles.length} archivos.` },
      { status: 303 },
    );
  } catch (error) {
    return errorToast(
      error instanceof Error ? `Error al generar el sitemap: ${error.message}` : `Error inesperado al generar el sitemap: ${String(error)}`,
      500,
    );
  }
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
        <div className="overflow-x-auto">
          <TabsList className="min-w-max">
            {SEO_TABS.map((t) => (
              <TabsTrigger key={t} value={t}>
                {TAB_LABELS[t]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
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
