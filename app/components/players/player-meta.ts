import type { MetaDescriptor } from "react-router";
import { ogImageMeta } from "~/lib/seo";
import type { PlayerPageData } from "~/server/players";
import { plural } from "~/lib/format";

/** Title, description, canonical URL, Open Graph tags and schema.org Person of a player profile (both addresses). */
export function playerMeta({ data, matches }: { data: unknown; matches: readonly unknown[] }): MetaDescriptor[] {
  const page = data as PlayerPageData | undefined;
  const root = (matches[0] as { loaderData?: { config?: { siteUrl: string; siteName: string } } } | undefined)?.loaderData;
  if (!page?.player) return [{ title: "Jugador no encontrado | Pádel Puebla" }, { name: "robots", content: "noindex" }];
  const siteUrl = root?.config?.siteUrl ?? "";
  const title = `${page.player.name} | Jugador de Pádel en Puebla`;
  const description = `${page.player.name}: ${page.titles} ${page.titles === 1 ? "torneo ganado" : "torneos ganados"}${
    page.ranking ? `, #${page.ranking.position} del ranking` : ""
  }. Perfil, parejas e historial de títulos en Pádel Puebla.`;
  const url = `${siteUrl}${page.path}`;
  const image = `${siteUrl}/api/players/${page.player.id}/og.png`;
  const { player } = page;
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: player.name,
    url,
    ...(player.image ? { image: player.image.startsWith("/") ? `${siteUrl}${player.image}` : player.image } : {}),
    ...(player.handle ? { sameAs: [`https://instagram.com/${player.handle}`] } : {}),
    knowsAbout: "Pádel",
    ...(player.gender ? { gender: player.gender === "Femenil" ? "Female" : "Male" } : {}),
    award: page.titles > 0 ? plural(page.titles, "torneo de pádel ganado", "torneos de pádel ganados") : undefined,
  };
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "profile" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...ogImageMeta(
      image,
      `${player.name}, jugador de pádel en Puebla: ${page.titles} ${page.titles === 1 ? "torneo ganado" : "torneos ganados"}`,
    ),
    { "script:ld+json": person },
  ];
}
