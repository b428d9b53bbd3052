// Share images of a tournament (000 §2, §9): the card ('Compartir Torneo', also the page's Open Graph
// image) and the results image ('Compartir Resultados'), rendered with the shared renderer.
import { format } from "date-fns";
import sharp from "sharp";
import { es } from "date-fns/locale";
import { categorySummaryLines } from "~/domain/tournament-share";
import { groupResults, visiblePlayers } from "~/domain/results";
import { formatDateRange, initials } from "~/lib/format";
import { getConfig } from "./config.server";
import { getLogger } from "./logger.server";
import { renderPng } from "./share-image.server";
import type { ResultRow, TournamentDetail } from "./tournaments.server";
import { resizedImage, servedWidth } from "./uploads.server";

const BLUE = "#0b3d91";
const GREY = "#475569";

function siteDomain(): string {
  return new URL(getConfig().SITE_URL).host;
}

/**
 * A stored upload ('/img/...') as a JPEG data URL at `width`, for satori (which cannot fetch our
 * /img route nor read WebP); null when there is none, it is not ours, or the file is missing.
 */
export async function storedImageDataUrl(url: string | null | undefined, width: number): Promise<string | null> {
  if (!url?.startsWith("/img/")) return null;
  try {
    const webp = await resizedImage(url.slice("/img/".length), servedWidth(width));
    if (!webp) return null;
    const jpeg = await sharp(webp).flatten({ background: "#ffffff" }).jpeg({ quality: 80 }).toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
  } catch (error) {
    getLogger().warn({ err: error, url }, "share image: stored image unreadable");
    return null;
  }
}

const CARD_WIDTH = 600;
const CARD_IMAGE = { width: 536, height: 300 };

/** The club's picture, or its initials in a circle when it has none (000 §2: the card shows it). */
function ClubMark({ name, image }: { name: string; image: string | null }) {
  const size = 44;
  if (image) return <img src={image} width={size} height={size} style={{ borderRadius: size / 2, objectFit: "cover", marginRight: 12 }} />;
    return (
    <div style={{ display: "flex", width: size, height: size, borderRadius: size / 2, backgroundColor: BLUE, color: "#ffffff", alignItems: "center", justifyContent: "center", fontSize: 18, fontWeight: 700, marginRight: 12 }}>
      {initials(name)}
    </div>
  );
}

/** The tournament card: 600 px wide at scale 2 (000 §9), with the tournament's and the club's images. */
export async function tournamentCardPng(t: TournamentDetail): Promise<Buffer> {
  const lines = categorySummaryLines(t);
  const [image, clubImage] = await Promise.all([storedImageDataUrl(t.image, CARD_IMAGE.width * 2), storedImageDataUrl(t.clubImage, 400)]);
  const height = 440 + lines.length * 28 + (image ? CARD_IMAGE.height + 20 : 0);
  return renderPng(
    <div style={{ display: "flex", flexDirection: "column", width: "100%", height: "100%", padding: 32, backgroundColor: "#ffffff", fontFamily: "Inter" }}>
      <div style={{ display: "flex", fontSize: 16, color: GREY }}>{t.femepa ? "Torneo FEMEPA" : "Torneo de pádel"}</div>
      <div style={{ display: "flex", fontSize: 34, fontWeight: 700, color: BLUE, marginTop: 8 }}>{t.title}</div>
      <div style={{ display: "flex", alignItems: "center", marginTop: 16 }}>
        <ClubMark name={t.clubName} image={clubImage} />
        <div style={{ display: "flex", fontSize: 20 }}>{t.clubName}</div>
      </div>
      <div style={{ display: "flex", fontSize: 20, color: GREY, marginTop: 8 }}>{formatDateRange(t.startDate, t.endDate)}</div>
      {image ? <img src={image} width={CARD_IMAGE.width} height={CARD_IMAGE.height} style={{ marginTop: 20, borderRadius: 12, objectFit: "cover" }} /> : null}
      <div style={{ display: "flex", flexDirection: "column", marginTop: 20 }}>
        <div style={{ display: "flex", fontSize: 18, fontWeight: 700 }}>Categorías</div>
        {lines.map((line) => (
          <div key={line} style={{ display: "flex", fontSize: 18, marginTop: 4 }}>
            {line}
          </div>
        ))}
      </div>
      <div style={{ display: "flex", fontSize: 20, marginTop: 20 }}>Inscripción: {t.fee || "Por definir"}</div>
      <div style={{ display: "flex", marginTop: "auto", paddingTop: 16, borderTop: `2px solid ${BLUE}`, fontSize: 16, color: BLUE }}>
        Inscríbete y consulta resultados en {siteDomain()}
      </div>
    </div>,
    { width: CARD_WIDTH, height, scale: 2 },
  );
}

function shortDate(iso: string, pattern: string) {
  return format(new Date(`${iso}T12:00:00Z`), pattern, { locale: es });
}

/** The results image: header (name, club, 'dd MMM' to 'dd MMM yyyy'), groups, 'Powered by' footer. */
export async function resultsPng(t: TournamentDetail, results: ResultRow[]): Promise<Buffer> {
  const groups = groupResults(results);
  const rows = groups.reduce((n, g) => n + 1 + g.entries.length, 0);
  const height = 220 + rows * 32;
  return renderPng(
    <div style={{ display: "flex", flexDirection: "column", width: "100%", height: "100%", padding: 20, backgroundColor: "#ffffff", fontFamily: "Inter" }}>
      <div style={{ display: "flex", flexDirection: "column", maxWidth: 1000 }}>
        <div style={{ display: "flex", fontSize: 30, fontWeight: 700, color: BLUE }}>{t.title}</div>
        <div style={{ display: "flex", fontSize: 18, marginTop: 4 }}>{t.clubName}</div>
        <div style={{ display: "flex", fontSize: 18, color: GREY, marginTop: 2 }}>
          {shortDate(t.startDate, "dd MMM")} - {shortDate(t.endDate, "dd MMM yyyy")}
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", marginTop: 16 }}>
        {groups.length === 0 ? <div style={{ display: "flex", fontSize: 18 }}>Sin resultados registrados</div> : null}
        {groups.map((group) => (
          <div key={group.key} style={{ display: "flex", flexDirection: "column", marginTop: 8 }}>
            <div style={{ display: "flex", fontSize: 20, fontWeight: 700 }}>{group.key}</div>
            {group.entries.map((row) => (
              <div key={row.id} style={{ display: "flex", fontSize: 18, marginTop: 4 }}>
                {visiblePlayers([row.player1, ...(row.player2 ? [row.player2] : [])])
                  .map((p) => p.name)
                  .join(" / ")}
              </div>
            ))}
          </div>
        ))}
      </div>
      <div style={{ display: "flex", marginTop: "auto", fontSize: 14, color: GREY }}>Powered by {siteDomain()}</div>
    </div>,
    { width: 800, height, scale: 2 },
  );
}
