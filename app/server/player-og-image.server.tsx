import { initials } from "~/lib/format";
import { getConfig } from "./config.server";
import { bestRanking, wonTournaments, type PlayerRecord } from "./players.server";
import { pngResponse, renderPng } from "./share-image.server";
import { rankingTabFor } from "~/domain/ranking-tabs";

/** 1200x630 player card for Open Graph: name, handle, titles and ranking (no photo: satori needs it inline). */
export async function playerOgImage(player: PlayerRecord): Promise<Response> {
  const [wins, ranking] = await Promise.all([wonTournaments(player.id), bestRanking(player.id)]);
    const stat = (label: string, value: string) => (
    <div style={{ display: "flex", flexDirection: "column", marginRight: 64 }}>
      <div style={{ fontSize: 72, fontWeight: 700 }}>{value}</div>
      <div style={{ fontSize: 28, color: "#bfdbfe" }}>{label}</div>
    </div>
  );
  const png = await renderPng(
    <div style={{ width: 1200, height: 630, display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, background: "linear-gradient(135deg, #0b3d91, #1e3a8a)", color: "#ffffff", fontFamily: "Inter" }}>
      <div style={{ display: "flex", alignItems: "center" }}>
        <div style={{ width: 160, height: 160, borderRadius: 80, background: "#facc15", color: "#0b3d91", display: "flex", alignItems: "center", justifyContent: "center", fontSize: 64, fontWeight: 700 }}>
          {initials(player.name)}
        </div>
        <div style={{ display: "flex", flexDirection: "column", marginLeft: 48 }}>
          <div style={{ fontSize: 64, fontWeight: 700 }}>{player.name}</div>
          <div style={{ fontSize: 32, color: "#bfdbfe" }}>{player.handle ? `@${player.handle}` : "Jugador de pádel"}</div>
        </div>
      </div>
      <div style={{ display: "flex" }}>
        {stat(wins.length === 1 ? "torneo ganado" : "torneos ganados", String(wins.length))}
        {stat(ranking ? `${rankingTabFor(ranking.category).fuerza} ${ranking.gender}` : "ranking", ranking ? `#${ranking.position}` : "N/A")}
      </div>
      <div style={{ fontSize: 28, color: "#bfdbfe" }}>{getConfig().SITE_NAME} · Pádel en Puebla</div>
    </div>,
    { width: 1200, height: 630, scale: 1 },
  );
  return pngResponse(png, { maxAge: 3600 });
}
