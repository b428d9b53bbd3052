// Demo pictures made by the project itself: tournament posters and club covers in the site's colours,
// rendered by the app's share-image renderer (satori with the Inter files the app ships, so the text
// looks the same on every machine, then resvg). The seed hands the PNGs to the normal upload path
// (`storeImage`), which checks, re-encodes and stores them like any upload. Everything here is a pure function of the row: the same
// seed gives the same pictures.
import type { ReactNode } from "react";
import { addDays, mexicoToday } from "../../app/domain/calendar";
import { formatDateRange } from "../../app/lib/format";
import { renderPng } from "../../app/server/infra/share-image.server";
import type { ClubRow, SeedData, TournamentRow } from "./types";

export const SEED_IMAGE_WIDTH = 1200;
export const SEED_IMAGE_HEIGHT = 675;
/** Rendered at this share of the layout size: enough for the cards (600 px) and the poster (800 px). */
const OUTPUT_SCALE = 0.8;
/** Past tournaments older than this keep no poster (like many real ones): fewer pictures, faster seed. */
export const POSTER_DAYS_BACK = 90;

/** Where the seed stores a picture: the app's upload path in production (see server/database.ts). */
export type StoreSeedImage = (png: Uint8Array, folder: "clubs" | "tournaments") => Promise<string>;

const ACCENT = "#c6f432";
/** Poster backgrounds: the site's navy first, then a few neighbours so a list does not look cloned. */
const POSTER_PALETTES = [
  ["#0b3d91", "#06214f"],
  ["#0f5257", "#062b2e"],
  ["#3b1f7a", "#1a0d3a"],
  ["#8a2c12", "#3d1206"],
  ["#12355b", "#0a1a2e"],
] as const;
/** Court surfaces (blue, green, terracotta) and the colour around them. */
const COURTS = [
  { surface: "#1f5fbf", around: "#0b3d91" },
  { surface: "#1e7a4c", around: "#0f3d27" },
  { surface: "#b5532c", around: "#5c2714" },
  { surface: "#2a6fa8", around: "#163c5c" },
] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const svgUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

/** A padel ball: lime with the white seam. */
function ball(cx: number, cy: number, r: number): string {
  return `<g><circle cx="${cx}" cy="${cy}" r="${r * 1.6}" fill="${ACCENT}" opacity="0.12"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${ACCENT}"/>
  <path d="M ${cx - r * 0.95} ${cy - r * 0.3} Q ${cx} ${cy + r * 0.25} ${cx + r * 0.95} ${cy - r * 0.3}" stroke="#ffffff" stroke-width="${r * 0.09}" fill="none" opacity="0.9"/>
  <path d="M ${cx - r * 0.9} ${cy + r * 0.45} Q ${cx} ${cy - r * 0.05} ${cx + r * 0.9} ${cy + r * 0.45}" stroke="#ffffff" stroke-width="${r * 0.09}" fill="none" opacity="0.9"/></g>`;
}

/** The poster's art: a court in perspective and a ball, on the palette's gradient. */
function posterArt(light: string, dark: string, variant: number): string {
  const w = SEED_IMAGE_WIDTH;
  const h = SEED_IMAGE_HEIGHT;
  const lines = "#ffffff";
  // Court seen from one end: a trapezoid on the right half.
  const top = { l: 760, r: 1100, y: 150 };
  const bottom = { l: 560, r: 1300, y: 700 };
  const at = (t: number, side: "l" | "r") => top[side] + (bottom[side] - top[side]) * t;
  const y = (t: number) => top.y + (bottom.y - top.y) * t;
  const across = (t: number) => `<line x1="${at(t, "l")}" y1="${y(t)}" x2="${at(t, "r")}" y2="${y(t)}"/>`;
  const court = `<g stroke="${lines}" stroke-width="4" opacity="0.55" fill="none">
    <polygon points="${top.l},${top.y} ${top.r},${top.y} ${bottom.r},${bottom.y} ${bottom.l},${bottom.y}" fill="#ffffff" fill-opacity="0.06"/>
    ${across(0.18)}${across(0.62)}
    <line x1="${(top.l + top.r) / 2}" y1="${y(0.18)}" x2="${(bottom.l + bottom.r) / 2}" y2="${y(0.62)}"/>
  </g>
  <g stroke="${ACCENT}" stroke-width="6" opacity="0.9">${across(0.4)}</g>`;
  const stripes = Array.from({ length: 6 }, (_, i) => {
    const x = -200 + i * 90 + variant * 25;
    return `<polygon points="${x},${h} ${x + 40},${h} ${x + 420},0 ${x + 380},0" fill="#ffffff" opacity="0.025"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
  <radialGradient id="glow" cx="0.8" cy="0.2" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>${stripes}${court}
  ${ball(1010 - variant * 30, 120 + variant * 12, 52)}
  </svg>`;
}

/** The cover's art: courts seen from above, glass walls, a roof's beams when the club is covered. */
function clubArt(surface: string, around: string, courts: number, covered: boolean): string {
  const w = SEED_IMAGE_WIDTH;
  const h = SEED_IMAGE_HEIGHT;
  const shown = Math.min(Math.max(courts, 1), 3);
  const gap = 50;
  const courtW = Math.min(520, (w - 120 - gap * (shown - 1)) / shown);
  const courtH = courtW * 0.5;
  const left = (w - (courtW * shown + gap * (shown - 1))) / 2;
  const topY = 130;
  const oneCourt = (x: number) => {
    const serve = courtW * 0.35; // service line distance from the net, on each side
    const mid = x + courtW / 2;
    return `<g>
      <rect x="${x - 10}" y="${topY - 10}" width="${courtW + 20}" height="${courtH + 20}" rx="6" fill="#ffffff" opacity="0.18"/>
      <rect x="${x}" y="${topY}" width="${courtW}" height="${courtH}" fill="${surface}"/>
      <g stroke="#ffffff" stroke-width="3" fill="none" opacity="0.95">
        <rect x="${x}" y="${topY}" width="${courtW}" height="${courtH}"/>
        <line x1="${mid - serve}" y1="${topY}" x2="${mid - serve}" y2="${topY + courtH}"/>
        <line x1="${mid + serve}" y1="${topY}" x2="${mid + serve}" y2="${topY + courtH}"/>
        <line x1="${mid - serve}" y1="${topY + courtH / 2}" x2="${mid + serve}" y2="${topY + courtH / 2}"/>
      </g>
      <line x1="${mid}" y1="${topY - 14}" x2="${mid}" y2="${topY + courtH + 14}" stroke="#0f172a" stroke-width="6"/>
      <line x1="${mid}" y1="${topY - 14}" x2="${mid}" y2="${topY + courtH + 14}" stroke="#ffffff" stroke-width="2" stroke-dasharray="4 4"/>
    </g>`;
  };
  const beams = covered
    ? Array.from({ length: 9 }, (_, i) => `<rect x="${i * 150 - 40}" y="0" width="14" height="${h}" fill="#ffffff" opacity="0.05"/>`).join(
        "",
      )
    : "";
  const lights = Array.from({ length: shown * 2 }, (_, i) => {
    const x = left + (i + 0.5) * ((courtW * shown + gap * (shown - 1)) / (shown * 2));
    return `<circle cx="${x}" cy="60" r="8" fill="#fffbe6" opacity="0.85"/><circle cx="${x}" cy="60" r="26" fill="#fffbe6" opacity="0.12"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#0f172a" stop-opacity="0"/><stop offset="1" stop-color="#0f172a" stop-opacity="0.85"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="${around}"/>${beams}
  ${Array.from({ length: shown }, (_, i) => oneCourt(left + i * (courtW + gap))).join("")}
  ${lights}
  <rect width="${w}" height="${h}" fill="url(#fade)"/>
  </svg>`;
}

function Logo() {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 14 }}>
      <div
        style={{
          display: "flex",
          width: 48,
          height: 48,
          borderRadius: 24,
          background: ACCENT,
          color: "#0b3d91",
          fontSize: 28,
          fontWeight: 700,
          alignItems: "center",
          justifyContent: "center",
        }}
      >
        P
      </div>
      <div style={{ display: "flex", color: "#ffffff", fontSize: 26, fontWeight: 700 }}>Dagos Pádel Puebla</div>
    </div>
  );
}

/** Title size that keeps a long title within three lines of the poster's text column. */
export function posterTitleSize(title: string): number {
  if (title.length <= 24) return 72;
  if (title.length <= 40) return 60;
  if (title.length <= 60) return 50;
  return 42;
}

function categoryLine(t: TournamentRow): string {
  const types = [
    (t.categoriesVaronil?.length ?? 0) > 0 ? "Varonil" : null,
    (t.categoriesFemenil?.length ?? 0) > 0 ? "Femenil" : null,
    (t.categoriesMixed?.length ?? 0) > 0 ? "Mixto" : null,
  ].filter((x) => x !== null);
  return types.join(" · ");
}

function TournamentPoster({ tournament }: { tournament: TournamentRow }) {
  const h = hash(`${tournament.id}:${tournament.clubName}`);
  const [light, dark] = POSTER_PALETTES[h % POSTER_PALETTES.length]!;
  const art = posterArt(light, dark, h % 4);
  const categories = categoryLine(tournament);
  return (
    <div style={{ display: "flex", width: SEED_IMAGE_WIDTH, height: SEED_IMAGE_HEIGHT, position: "relative", fontFamily: "Inter" }}>
      <img src={svgUri(art)} width={SEED_IMAGE_WIDTH} height={SEED_IMAGE_HEIGHT} style={{ position: "absolute", left: 0, top: 0 }} />
      <div
        style={{
          display: "flex",
          position: "relative",
          flexDirection: "column",
          width: 720,
          padding: "56px 64px",
          justifyContent: "space-between",
        }}
      >
        <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
          <div style={{ display: "flex", gap: 12 }}>
            <div style={{ display: "flex", color: ACCENT, fontSize: 22, fontWeight: 700, letterSpacing: 4 }}>TORNEO DE PÁDEL</div>
            {tournament.femepa ? (
              <div
                style={{
                  display: "flex",
                  background: ACCENT,
                  color: "#14210a",
                  fontSize: 18,
                  fontWeight: 700,
                  padding: "3px 10px",
                  borderRadius: 6,
                }}
              >
                FEMEPA
              </div>
            ) : null}
          </div>
          <div
            style={{ display: "flex", color: "#ffffff", fontSize: posterTitleSize(tournament.title), fontWeight: 700, lineHeight: 1.05 }}
          >
            {tournament.title}
          </div>
          <div style={{ display: "flex", color: "#ffffff", fontSize: 30, opacity: 0.92 }}>
            {formatDateRange(tournament.startDate, tournament.endDate)}
          </div>
          <div style={{ display: "flex", color: "#ffffff", fontSize: 26, opacity: 0.8 }}>{tournament.clubName}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 18 }}>
          {categories || tournament.fee ? (
            <div style={{ display: "flex", gap: 12, color: "#ffffff", fontSize: 22 }}>
              {categories ? (
                <div style={{ display: "flex", border: "2px solid rgba(255,255,255,0.5)", borderRadius: 999, padding: "6px 18px" }}>
                  {categories}
                </div>
              ) : null}
              {tournament.fee ? (
                <div style={{ display: "flex", background: "rgba(255,255,255,0.14)", borderRadius: 999, padding: "8px 18px" }}>
                  {tournament.fee}
                </div>
              ) : null}
            </div>
          ) : null}
          <Logo />
        </div>
      </div>
    </div>
  );
}

function ClubCover({ club }: { club: ClubRow }) {
  const court = COURTS[hash(club.name) % COURTS.length]!;
  const art = clubArt(court.surface, court.around, club.courts ?? 2, club.covered ?? false);
  return (
    <div style={{ display: "flex", width: SEED_IMAGE_WIDTH, height: SEED_IMAGE_HEIGHT, position: "relative", fontFamily: "Inter" }}>
      <img src={svgUri(art)} width={SEED_IMAGE_WIDTH} height={SEED_IMAGE_HEIGHT} style={{ position: "absolute", left: 0, top: 0 }} />
      <div
        style={{
          display: "flex",
          position: "relative",
          flexDirection: "column",
          justifyContent: "flex-end",
          flexGrow: 1,
          padding: "48px 64px",
          gap: 12,
        }}
      >
        <div style={{ display: "flex", color: "#ffffff", fontSize: club.name.length > 28 ? 54 : 66, fontWeight: 700, lineHeight: 1.05 }}>
          {club.name}
        </div>
        <div style={{ display: "flex", gap: 14, color: "#ffffff", fontSize: 26, opacity: 0.9 }}>
          <div
            style={{ display: "flex", color: ACCENT, fontWeight: 700 }}
          >{`${club.courts} ${club.courts === 1 ? "cancha" : "canchas"}`}</div>
          <div style={{ display: "flex" }}>{club.covered ? "· Techadas" : "· Al aire libre"}</div>
          {club.state ? <div style={{ display: "flex" }}>{`· ${club.state}`}</div> : null}
        </div>
      </div>
    </div>
  );
}

/** Through the app's one share-image renderer (satori with the shipped Inter fonts, then resvg). */
const render = (element: ReactNode): Promise<Uint8Array> =>
  renderPng(element, { width: SEED_IMAGE_WIDTH, height: SEED_IMAGE_HEIGHT, scale: OUTPUT_SCALE });

export const tournamentPoster = (tournament: TournamentRow) => render(<TournamentPoster tournament={tournament} />);
export const clubCover = (club: ClubRow) => render(<ClubCover club={club} />);

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Gives every club a cover and every tournament from the last `POSTER_DAYS_BACK` days on a poster, stored
 * through `store`. Rows that already have an image keep it.
 */
export async function attachSeedImages(data: Pick<SeedData, "clubs" | "tournaments">, store: StoreSeedImage, now: Date): Promise<void> {
  const since = addDays(mexicoToday(now), -POSTER_DAYS_BACK);
  const posters = data.tournaments.filter((t) => t.endDate >= since);
  await eachLimited(data.clubs, 2, async (club) => {
    club.image ??= await store(await clubCover(club), "clubs");
  });
  await eachLimited(posters, 2, async (tournament) => {
    tournament.image ??= await store(await tournamentPoster(tournament), "tournaments");
  });
}
