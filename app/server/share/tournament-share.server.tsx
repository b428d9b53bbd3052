// Share images of a tournament (docs/product.md §4.8): the poster ('Compartir Torneo', 600 px wide at scale 2),
// the results image ('Compartir Resultados', with the podium and the 'Powered by' footer) and the
// page's Open Graph image (1200 x 630), all drawn by the shared renderer and sized to their content.
import { format } from "date-fns";
import { es } from "date-fns/locale";
import { groupResults, visiblePlayers } from "~/domain/results";
import { categorySummary } from "~/domain/tournament-share";
import { formatDateRange } from "~/lib/format";
import { getConfig } from "../infra/config.server";
import { OgFrame, OG_SIDE, OG_SIZE, ogTitleSize } from "../infra/og-frame.server";
import {
  Avatar,
  Avatars,
  avatarsWidth,
  BRAND,
  fittedFontSize,
  Logo,
  siteDomain,
  storedImage,
  storedPhoto,
  type InlineImage,
  type ShareImage,
} from "../infra/share-image.server";
import type { ResultRow, TournamentDetail } from "~/server/tournaments";

type TournamentFields = Pick<
  TournamentDetail,
  | "id"
  | "title"
  | "femepa"
  | "clubName"
  | "clubImage"
  | "image"
  | "startDate"
  | "endDate"
  | "fee"
  | "categoriesVaronil"
  | "categoriesFemenil"
  | "categoriesMixed"
>;

/** Everything the poster shows: its cache key, and the input of the drawing. */
export function tournamentCardData(t: TournamentFields) {
  return {
    title: t.title,
    femepa: t.femepa,
    clubName: t.clubName,
    clubImage: t.clubImage,
    image: t.image,
    dates: formatDateRange(t.startDate, t.endDate),
    categories: categorySummary(t),
    fee: t.fee?.trim() || "Por definir",
    domain: siteDomain(),
    siteName: getConfig().SITE_NAME,
  };
}
type CardData = ReturnType<typeof tournamentCardData>;

const CARD_WIDTH = 600;
const PAD = 32;

function Chip({
  children,
  background = BRAND.accent,
  color = BRAND.accentInk,
  size = 15,
}: {
  children: string;
  background?: string;
  color?: string;
  size?: number;
}) {
  return (
    <div
      style={{
        display: "flex",
        backgroundColor: background,
        color,
        fontSize: size,
        fontWeight: 700,
        padding: `${size * 0.35}px ${size * 0.8}px`,
        borderRadius: 999,
      }}
    >
      {children}
    </div>
  );
}

function kindLabel(femepa: boolean) {
  return femepa ? "Torneo FEMEPA" : "Torneo de pádel";
}

/** The poster, given its data and its images already inlined. */
export function tournamentCardImage(d: CardData, images: { image: InlineImage | null; clubImage: string | null }): ShareImage {
  const inner = CARD_WIDTH - PAD * 2;
  return {
    width: CARD_WIDTH,
    scale: 2,
    element: (
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          width: CARD_WIDTH,
          backgroundColor: BRAND.white,
          fontFamily: "Inter",
          color: BRAND.ink,
        }}
      >
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            padding: `28px ${PAD}px 30px`,
            backgroundColor: BRAND.primary,
            color: BRAND.white,
          }}
        >
          <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
            <Logo size={34} name={d.siteName} />
            <Chip>{kindLabel(d.femepa)}</Chip>
          </div>
          <div
            style={{
              display: "flex",
              width: inner,
              marginTop: 26,
              fontSize: fittedFontSize(d.title, [
                [20, 46],
                [40, 38],
                [70, 32],
                [Infinity, 26],
              ]),
              fontWeight: 800,
              lineHeight: 1.12,
              letterSpacing: -0.5,
              wordBreak: "break-word",
            }}
          >
            {d.title}
          </div>
          <div style={{ display: "flex", alignItems: "center", marginTop: 20 }}>
            <Avatar name={d.clubName} image={images.clubImage} size={48} ring={BRAND.accent} />
            <div style={{ display: "flex", flexDirection: "column", marginLeft: 14, width: inner - 62 }}>
              <div style={{ display: "flex", fontSize: 20, fontWeight: 700, wordBreak: "break-word" }}>{d.clubName}</div>
              <div style={{ display: "flex", fontSize: 18, color: BRAND.paleText, marginTop: 2 }}>{d.dates}</div>
            </div>
          </div>
        </div>
        {images.image ? (
          <img src={images.image.src} width={CARD_WIDTH} height={images.image.height} style={{ objectFit: "cover" }} />
        ) : null}
        <div style={{ display: "flex", flexDirection: "column", padding: `26px ${PAD}px 30px` }}>
          {d.categories.length > 0 ? (
            <div style={{ display: "flex", flexDirection: "column" }}>
              <div style={{ display: "flex", fontSize: 14, fontWeight: 700, color: BRAND.muted, letterSpacing: 1.5 }}>CATEGORÍAS</div>
              {d.categories.map(({ type, text }) => (
                <div key={type} style={{ display: "flex", alignItems: "flex-start", marginTop: 12 }}>
                  <div style={{ display: "flex", width: 96 }}>
                    <Chip background={BRAND.soft} color={BRAND.primary} size={15}>
                      {type}
                    </Chip>
                  </div>
                  <div style={{ display: "flex", width: inner - 96, fontSize: 19, fontWeight: 700, marginTop: 3 }}>{text}</div>
                </div>
              ))}
            </div>
          ) : null}
          <div
            style={{
              display: "flex",
              justifyContent: "space-between",
              alignItems: "center",
              marginTop: 24,
              padding: "16px 22px",
              borderRadius: 16,
              backgroundColor: BRAND.accent,
              color: BRAND.accentInk,
            }}
          >
            <div style={{ display: "flex", fontSize: 18, fontWeight: 700 }}>Inscripción</div>
            <div
              style={{
                display: "flex",
                fontSize: fittedFontSize(d.fee, [
                  [16, 28],
                  [28, 22],
                  [Infinity, 17],
                ]),
                fontWeight: 800,
                maxWidth: inner - 170,
                textAlign: "right",
              }}
            >
              {d.fee}
            </div>
          </div>
        </div>
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            padding: `18px ${PAD}px 20px`,
            backgroundColor: BRAND.primaryDark,
            color: BRAND.white,
          }}
        >
          <div style={{ display: "flex", fontSize: 16, color: BRAND.paleText }}>Inscríbete y consulta resultados en</div>
          <div style={{ display: "flex", fontSize: 22, fontWeight: 800, color: BRAND.accent, marginTop: 2 }}>{d.domain}</div>
        </div>
      </div>
    ),
  };
}

/** The poster of `t` with its images read from storage. */
export async function tournamentCard(d: CardData): Promise<ShareImage> {
  const [image, clubImage] = await Promise.all([
    storedImage(d.image, CARD_WIDTH, { maxHeight: 760, whole: true }),
    storedPhoto(d.clubImage, 48),
  ]);
  return tournamentCardImage(d, { image, clubImage });
}

function shortDate(iso: string, pattern: string) {
  return format(new Date(`${iso}T12:00:00Z`), pattern, { locale: es });
}

const PLACEMENTS = [
  { placement: "champion", label: "Campeones", avatar: 64, name: 22 },
  { placement: "runner_up", label: "Subcampeones", avatar: 52, name: 19 },
  { placement: "semifinal", label: "Semifinalistas", avatar: 44, name: 17 },
] as const;

/** Everything the results image shows. */
export function resultsData(t: Pick<TournamentDetail, "title" | "clubName" | "startDate" | "endDate" | "femepa">, results: ResultRow[]) {
  const groups = groupResults(results).map((group) => ({
    key: group.key,
    entries: group.entries
      .map((row) => ({
        id: row.id,
        placement: row.placement,
        players: visiblePlayers([row.player1, ...(row.player2 ? [row.player2] : [])]).map((p) => ({ name: p.name, image: p.image })),
      }))
      .filter((entry) => entry.players.length > 0)
      .sort((a, b) => placementIndex(a.placement) - placementIndex(b.placement)),
  }));
  return {
    title: t.title,
    clubName: t.clubName,
    femepa: t.femepa,
    dates: `${shortDate(t.startDate, "dd MMM")} - ${shortDate(t.endDate, "dd MMM yyyy")}`,
    groups: groups.filter((g) => g.entries.length > 0),
    domain: siteDomain(),
    siteName: getConfig().SITE_NAME,
  };
}
type ResultsData = ReturnType<typeof resultsData>;

function placementIndex(placement: string) {
  const index = PLACEMENTS.findIndex((p) => p.placement === placement);
  return index === -1 ? PLACEMENTS.length : index;
}

const RESULTS_WIDTH = 800;
/** Two overlapping champion photos. */
const PHOTO_COLUMN = avatarsWidth(2, PLACEMENTS[0].avatar) + 16;

/** The results image, given its data and the players' photos inlined (by image URL). */
export function resultsImage(d: ResultsData, photos: ReadonlyMap<string, string>): ShareImage {
  const inner = RESULTS_WIDTH - 40 - 48;
  return {
    width: RESULTS_WIDTH,
    scale: 2,
    element: (
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          width: RESULTS_WIDTH,
          backgroundColor: BRAND.white,
          fontFamily: "Inter",
          color: BRAND.ink,
        }}
      >
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            padding: "28px 44px 30px",
            backgroundColor: BRAND.primary,
            color: BRAND.white,
          }}
        >
          <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
            <Logo size={36} name={d.siteName} />
            <Chip>Resultados</Chip>
          </div>
          <div
            style={{
              display: "flex",
              maxWidth: 1000,
              width: RESULTS_WIDTH - 88,
              marginTop: 24,
              fontSize: fittedFontSize(d.title, [
                [28, 48],
                [50, 40],
                [90, 32],
                [Infinity, 26],
              ]),
              fontWeight: 800,
              lineHeight: 1.12,
              wordBreak: "break-word",
            }}
          >
            {d.title}
          </div>
          <div
            style={{ display: "flex", width: RESULTS_WIDTH - 88, fontSize: 21, fontWeight: 700, marginTop: 14, wordBreak: "break-word" }}
          >
            {d.clubName}
          </div>
          <div style={{ display: "flex", fontSize: 19, color: BRAND.paleText, marginTop: 4 }}>{d.dates}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", padding: "8px 20px 28px" }}>
          {d.groups.length === 0 ? (
            <div style={{ display: "flex", fontSize: 20, marginTop: 20, padding: "0 24px", color: BRAND.muted }}>
              Sin resultados registrados
            </div>
          ) : null}
          {d.groups.map((group) => (
            <div
              key={group.key}
              style={{
                display: "flex",
                flexDirection: "column",
                marginTop: 20,
                padding: "20px 24px 22px",
                borderRadius: 18,
                backgroundColor: BRAND.soft,
              }}
            >
              <div style={{ display: "flex", fontSize: 24, fontWeight: 800, color: BRAND.primary }}>{group.key}</div>
              {group.entries.map((entry) => {
                const style = PLACEMENTS[placementIndex(entry.placement)] ?? PLACEMENTS[2];
                return (
                  <div key={entry.id} style={{ display: "flex", alignItems: "center", marginTop: 14 }}>
                    <div style={{ display: "flex", width: PHOTO_COLUMN, flexShrink: 0 }}>
                      <Avatars
                        people={entry.players.map((p) => ({ name: p.name, image: p.image ? (photos.get(p.image) ?? null) : null }))}
                        size={style.avatar}
                        ring={entry.placement === "champion" ? BRAND.accent : BRAND.white}
                      />
                    </div>
                    <div style={{ display: "flex", flexDirection: "column", width: inner - PHOTO_COLUMN - 8, marginLeft: 8 }}>
                      <div
                        style={{
                          display: "flex",
                          fontSize: 13,
                          fontWeight: 700,
                          letterSpacing: 1,
                          color: entry.placement === "champion" ? BRAND.primary : BRAND.muted,
                        }}
                      >
                        {style.label.toUpperCase()}
                      </div>
                      <div style={{ display: "flex", fontSize: style.name, fontWeight: 700, marginTop: 2, wordBreak: "break-word" }}>
                        {entry.players.map((p) => p.name).join(" / ")}
                      </div>
                    </div>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <div
          style={{
            display: "flex",
            justifyContent: "space-between",
            alignItems: "center",
            padding: "18px 44px",
            backgroundColor: BRAND.primaryDark,
            color: BRAND.white,
          }}
        >
          <div style={{ display: "flex", alignItems: "baseline", fontSize: 18, color: BRAND.paleText }}>
            <div style={{ display: "flex" }}>Powered by</div>
            <div style={{ display: "flex", marginLeft: 7, fontSize: 20, color: BRAND.accent, fontWeight: 800 }}>{d.domain}</div>
          </div>
          <Logo size={28} name={null} />
        </div>
      </div>
    ),
  };
}

/** The results image with the players' photos read from storage. */
export async function resultsCard(d: ResultsData): Promise<ShareImage> {
  const urls = [
    ...new Set(d.groups.flatMap((g) => g.entries.flatMap((e) => e.players.map((p) => p.image)).filter((u): u is string => Boolean(u)))),
  ];
  const photos = new Map<string, string>();
  await Promise.all(
    urls.map(async (url) => {
      const src = await storedPhoto(url, 64);
      if (src) photos.set(url, src);
    }),
  );
  return resultsImage(d, photos);
}

/** Everything the tournament's Open Graph image shows. */
export function tournamentOgData(t: TournamentFields) {
  const card = tournamentCardData(t);
  return { ...card, fee: undefined };
}

/** The tournament page's preview: title, club, dates and categories beside its image (1200 x 630). */
export async function tournamentOgCard(d: ReturnType<typeof tournamentOgData>): Promise<ShareImage> {
  const [image, clubImage] = await Promise.all([
    storedImage(d.image, OG_SIDE, { height: OG_SIZE.height, density: 1, whole: true }),
    storedPhoto(d.clubImage, 64),
  ]);
  return {
    ...OG_SIZE,
    element: (
      <OgFrame
        eyebrow={kindLabel(d.femepa)}
        siteName={d.siteName}
        domain={d.domain}
        side={image ? <img src={image.src} width={image.width} height={image.height} /> : null}
      >
        <div
          style={{
            display: "flex",
            fontSize: ogTitleSize(d.title, Boolean(image)),
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: -1,
            wordBreak: "break-word",
          }}
        >
          {d.title}
        </div>
        <div style={{ display: "flex", alignItems: "center", marginTop: 26 }}>
          <Avatar name={d.clubName} image={clubImage} size={64} ring={BRAND.accent} />
          <div style={{ display: "flex", flexDirection: "column", marginLeft: 18 }}>
            <div style={{ display: "flex", fontSize: 32, fontWeight: 700, wordBreak: "break-word" }}>{d.clubName}</div>
            <div style={{ display: "flex", fontSize: 28, color: BRAND.paleText }}>{d.dates}</div>
          </div>
        </div>
        <div style={{ display: "flex", flexWrap: "wrap", marginTop: 24 }}>
          {d.categories.slice(0, 3).map(({ type, text }) => (
            <div key={type} style={{ display: "flex", marginRight: 12, marginBottom: 8 }}>
              <Chip size={22}>{`${type}: ${text.length > 28 ? `${text.slice(0, 27)}…` : text}`}</Chip>
            </div>
          ))}
        </div>
      </OgFrame>
    ),
  };
}
