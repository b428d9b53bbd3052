import { ExternalLink, FileText, Loader2, RefreshCw } from "lucide-react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useIntentFetcher } from "~/components/ui/intent-form";
import { SECTION_LABELS, SITEMAP_SECTIONS, SITEMAP_VIEWS } from "~/domain/sitemap";
import { formatDateTimeLong } from "~/lib/format";
import type { SitemapStats } from "~/server/admin";
import { useUrlTab } from "./use-url-tab";

type Props = {
  stats: SitemapStats | null;
  statsError: string | null;
  primaryUrl: string;
  files: { name: string; url: string }[];
  searchConsoleUrl: string;
  nextRun: Date;
};

const NO_STATS = "No hay estadísticas disponibles";

/** Sitemap tab: sub-tabs General, Detalles, Archivos (docs/product.md §11.6), the current one in ?vista=. */
export function SitemapPanel({ stats, statsError, primaryUrl, files, searchConsoleUrl, nextRun }: Props) {
  const [view, select] = useUrlTab("vista", SITEMAP_VIEWS);
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle>Sitemap del sitio</CardTitle>
            <CardDescription>
              Se genera desde la base de datos (páginas principales, jugadores, torneos aprobados, clubs y entrenadores, con imágenes) y se
              actualiza solo todos los días a las 3:00 y a las 15:00, hora de la Ciudad de México. Próxima actualización:{" "}
              {formatDateTimeLong(nextRun)}.
            </CardDescription>
          </div>
          <GenerateButton />
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={primaryUrl} target="_blank" rel="noreferrer">
              <FileText aria-hidden />
              Ver sitemap.xml
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={searchConsoleUrl} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden />
              Enviar a Search Console
            </a>
          </Button>
        </CardContent>
      </Card>
      {statsError && <Alert variant="destructive">{statsError}</Alert>}
      <Tabs value={view} onValueChange={select}>
        <TabsList>
          <TabsTrigger value="general">General</TabsTrigger>
          <TabsTrigger value="detalles">Detalles</TabsTrigger>
          <TabsTrigger value="archivos">Archivos</TabsTrigger>
        </TabsList>
        <TabsContent value="general">
          {stats ? (
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
              <Stat label="Última generación" value={formatDateTimeLong(stats.lastGenerated)} />
              <Stat label="URLs totales" value={String(stats.totalUrls)} />
              <Stat label="URLs con imágenes" value={String(stats.withImages)} />
              <Stat label="Archivos generados" value={String(stats.generatedFiles.length)} />
            </dl>
          ) : (
            <Empty text={NO_STATS} />
          )}
        </TabsContent>
        <TabsContent value="detalles">
          {stats ? (
            <table className="w-full text-sm">
              <caption className="sr-only">URLs por tipo</caption>
              <thead>
                <tr className="border-b border-border text-left text-muted-foreground">
                  <th scope="col" className="py-2 font-medium">
                    Tipo
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    URLs
                  </th>
                </tr>
              </thead>
              <tbody>
                {SITEMAP_SECTIONS.map((s) => (
                  <tr key={s} className="border-b border-border">
                    <th scope="row" className="py-2 text-left font-normal">
                      {SECTION_LABELS[s]}
                    </th>
                    <td className="py-2 text-right tabular-nums">{stats.urlsPerType[s] ?? 0}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <Empty text={NO_STATS} />
          )}
        </TabsContent>
        <TabsContent value="archivos">
          {files.length > 0 ? (
            <ul className="divide-y divide-border rounded-xl border border-border">
              {files.map((f) => (
                <li key={f.name} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                  <span className="font-mono">{f.name}</span>
                  <a href={f.url} target="_blank" rel="noreferrer" className="break-all text-primary underline-offset-4 hover:underline">
                    {f.url}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <Empty text="No hay archivos disponibles" />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

function GenerateButton() {
  const fetcher = useIntentFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" preventScrollReset>
      <Button type="submit" name="intent" value="generate" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
        {busy ? "Generando sitemap..." : "Generar sitemap"}
      </Button>
    </fetcher.Form>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">{text}</p>;
}
