import { ExternalLink } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { SeoTab } from "~/domain/sitemap";

type Tool = { label: string; href: string };
type Info = { title: string; description: string; points: string[]; tools: Tool[] };

const encoded = (text: string) => encodeURIComponent(text);

/** What each informational tab explains and which external tools it opens (docs/product.md §11.6). */
function infoFor(tab: Exclude<SeoTab, "sitemap">, siteUrl: string): Info {
  const property = encoded(`${siteUrl}/`);
  switch (tab) {
    case "meta":
      return {
        title: "Meta Data",
        description: "Cada página pública tiene título, descripción, URL canónica e imagen para compartir (Open Graph).",
        points: [
          "Títulos de menos de 60 caracteres con la palabra clave principal.",
          "Descripciones de 120 a 160 caracteres que inviten a hacer clic.",
          "Las páginas de torneos, jugadores y clubs generan su propia imagen para WhatsApp y redes.",
        ],
        tools: [
          { label: "Prueba de resultados enriquecidos", href: `https://search.google.com/test/rich-results?url=${encoded(siteUrl)}` },
          { label: "Depurador de Facebook", href: `https://developers.facebook.com/tools/debug/?q=${encoded(siteUrl)}` },
        ],
      };
    case "keywords":
      return {
        title: "Keywords",
        description: "Las búsquedas que queremos ganar en Puebla.",
        points: [
          "pádel Puebla",
          "torneos de pádel Puebla",
          "ranking pádel Puebla",
          "clubs de pádel Puebla",
          "entrenadores de pádel Puebla",
        ],
        tools: [
          { label: "Google Trends", href: "https://trends.google.com/trends/explore?geo=MX&q=padel%20puebla" },
          {
            label: "Rendimiento en Search Console",
            href: `https://search.google.com/search-console/performance/search-analytics?resource_id=${property}`,
          },
        ],
      };
    case "backlinks":
      return {
        title: "Backlinks",
        description: "Los enlaces desde otros sitios (clubs, federaciones, medios locales) mejoran la autoridad del sitio.",
        points: [
          "Pide a los clubs que enlacen su página en el directorio.",
          "Comparte los resultados de torneos con los organizadores para que los publiquen.",
        ],
        tools: [
          { label: "Enlaces en Search Console", href: `https://search.google.com/search-console/links?resource_id=${property}` },
          { label: "Verificador de backlinks de Ahrefs", href: `https://ahrefs.com/backlink-checker?input=${encoded(siteUrl)}` },
        ],
      };
    case "analytics":
      return {
        title: "Analytics",
        description: "Velocidad, indexación y tráfico del sitio.",
        points: [
          "Revisa la cobertura del índice después de cada generación del sitemap.",
          "Mide la velocidad en teléfono: la mayoría de visitas llega desde WhatsApp.",
        ],
        tools: [
          { label: "PageSpeed Insights", href: `https://pagespeed.web.dev/analysis?url=${encoded(siteUrl)}` },
          { label: "Indexación en Search Console", href: `https://search.google.com/search-console/index?resource_id=${property}` },
          { label: "Google Analytics", href: "https://analytics.google.com/" },
        ],
      };
  }
}

export function SeoInfoTab({ tab, siteUrl }: { tab: Exclude<SeoTab, "sitemap">; siteUrl: string }) {
  const info = infoFor(tab, siteUrl);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{info.title}</CardTitle>
        <CardDescription>{info.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {info.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          {info.tools.map((t) => (
            <Button key={t.href} asChild variant="outline" size="sm">
              <a href={t.href} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden />
                {t.label}
              </a>
            </Button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
