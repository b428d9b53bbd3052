// Open Graph images (1200 x 630) of the public pages, answered by /og/*.png: each is described by the
// data it shows (its cache key) and drawn in the shared frame. The tournament's lives with its other
// share images (tournament-share.server.tsx); the player's is behind /api/players/:id/og.png.
import { count, eq } from "drizzle-orm";
import { club, player } from "../../../db/schema";
import { GENDERS } from "~/domain/categories";
import { clubHourlyCost } from "~/domain/directory";
import { parseGender, RANKING_TABS, rankingTabFor } from "~/domain/ranking-tabs";
import { formatDateRange, formatMXN, plural } from "~/lib/format";
import { listClubs } from "~/server/directory";
import { getCoachPage, listCoaches } from "~/server/directory";
import { getConfig } from "../infra/config.server";
import { getDb } from "../infra/db.server";
import { homeTournaments } from "~/server/tournaments";
import { OgFrame, OG_SIDE, OG_SIZE, ogTitleSize } from "../infra/og-frame.server";
import { bestRanking, wonTournaments, type PlayerRecord } from "~/server/players";
import { publicRankingPage, topPlayersByTitles } from "~/server/players";
import { socialPodiumOgImage } from "./social-podium-og.server";
import { Avatar, Avatars, BRAND, fittedFontSize, siteDomain, storedImage, storedPhoto, type ShareImage } from "../infra/share-image.server";

/** What /og/{path} answers: the data the image shows and how to draw it. */
export type OgImage = { kind: string; data: unknown; render: () => Promise<ShareImage> };

type Person = { name: string; image: string | null };

function frameData() {
  return { siteName: getConfig().SITE_NAME, domain: siteDomain() };
}

function Title({ text, side, size }: { text: string; side: boolean; size?: number }) {
  return (
    <div
      style={{
        display: "flex",
        fontSize: size ?? ogTitleSize(text, side),
        fontWeight: 800,
        lineHeight: 1.08,
        letterSpacing: -1,
        wordBreak: "break-word",
      }}
    >
      {text}
    </div>
  );
}

function Line({
  children,
  size = 32,
  color = BRAND.paleText,
  top = 14,
}: {
  children: string;
  size?: number;
  color?: string;
  top?: number;
}) {
  return <div style={{ display: "flex", fontSize: size, color, marginTop: top, wordBreak: "break-word" }}>{children}</div>;
}

async function photos(people: Person[], size: number): Promise<Person[]> {
  return Promise.all(people.map(async (p) => ({ name: p.name, image: await storedPhoto(p.image, size) })));
}

/** Overlapping round photos (the community at a glance). */
function Faces({ people, size }: { people: Person[]; size: number }) {
  if (people.length === 0) return null;
  return (
    <div style={{ display: "flex", marginTop: 30 }}>
      <Avatars people={people} size={size} ring={BRAND.accent} />
    </div>
  );
}

/** A picture on the right of the frame: a person's photo cropped to it, a club's picture whole (`storedImage`). */
async function sidePicture(url: string | null | undefined, { whole = false } = {}) {
  const image = await storedImage(url, OG_SIDE, { height: OG_SIZE.height, density: 1, whole });
  return image ? <img src={image.src} width={OG_SIDE} height={OG_SIZE.height} /> : null;
}

function image(element: ShareImage["element"]): ShareImage {
  return { ...OG_SIZE, element };
}

async function homeImage(): Promise<OgImage> {
  const db = getDb();
  const [[players], [clubs], tournaments, top] = await Promise.all([
    db.select({ n: count() }).from(player),
    db.select({ n: count() }).from(club),
    homeTournaments(),
    topPlayersByTitles(5),
  ]);
  const data = {
    ...frameData(),
    players: players?.n ?? 0,
    clubs: clubs?.n ?? 0,
    upcoming: tournaments.length,
    top: top.map((p) => ({ name: p.name, image: p.image })),
  };
  return {
    kind: "og-home",
    data,
    render: async () => {
      const faces = await photos(data.top, 96);
      const stats = [
        plural(data.upcoming, "torneo próximo", "torneos próximos"),
        plural(data.players, "jugador", "jugadores"),
        plural(data.clubs, "club", "clubs"),
      ];
      return image(
        <OgFrame eyebrow="Pádel en Puebla" siteName={data.siteName} domain={data.domain}>
          <Title text="Torneos, ranking, clubes y entrenadores de pádel" side={false} size={60} />
          <Line>{stats.join(" · ")}</Line>
          <Faces people={faces} size={96} />
        </OgFrame>,
      );
    },
  };
}

async function tournamentsListImage(): Promise<OgImage> {
  const upcoming = await homeTournaments();
  const data = {
    ...frameData(),
    upcoming: upcoming.length,
    next: upcoming.slice(0, 3).map((t) => ({ title: t.title, dates: formatDateRange(t.startDate, t.endDate) })),
  };
  return {
    kind: "og-tournaments",
    data,
    render: async () =>
      image(
        <OgFrame eyebrow="Torneos" siteName={data.siteName} domain={data.domain}>
          <Title text="Torneos de pádel en Puebla" side={false} size={60} />
          <Line>
            {data.upcoming > 0
              ? plural(data.upcoming, "torneo próximo o en curso", "torneos próximos o en curso")
              : "Resultados de los torneos pasados"}
          </Line>
          <div style={{ display: "flex", flexDirection: "column", marginTop: 18 }}>
            {data.next.map((t, i) => (
              <div key={i} style={{ display: "flex", alignItems: "baseline", marginTop: 8 }}>
                <div style={{ display: "flex", fontSize: 26, color: BRAND.accent, fontWeight: 700, width: 330, flexShrink: 0 }}>
                  {t.dates}
                </div>
                <div style={{ display: "flex", fontSize: 28, fontWeight: 700, width: 740 }}>
                  {t.title.length > 42 ? `${t.title.slice(0, 41)}…` : t.title}
                </div>
              </div>
            ))}
          </div>
        </OgFrame>,
      ),
  };
}

/** A list page's preview: its title, one line of totals and the first faces of the list. */
function listImage(kind: string, list: { eyebrow: string; title: string; line: string; people: Person[] }): OgImage {
  const data = { ...frameData(), ...list };
  return {
    kind,
    data,
    render: async () =>
      image(
        <OgFrame eyebrow={data.eyebrow} siteName={data.siteName} domain={data.domain}>
          <Title text={data.title} side={false} />
          <Line>{data.line}</Line>
          <Faces people={await photos(data.people, 104)} size={104} />
        </OgFrame>,
      ),
  };
}

const faces = (rows: Array<{ name: string; image: string | null }>, n: number) =>
  rows.slice(0, n).map((r) => ({ name: r.name, image: r.image }));

async function playersListImage(): Promise<OgImage> {
  const [[total], top] = await Promise.all([getDb().select({ n: count() }).from(player), topPlayersByTitles(6)]);
  const players = total?.n ?? 0;
  return listImage("og-players", {
    eyebrow: "Jugadores",
    title: "Jugadores de pádel en Puebla",
    line: `${plural(players, "jugador", "jugadores")} con sus títulos y ranking`,
    people: faces(top, 6),
  });
}

async function rankingImage(categoryParam: string, genderParam: string): Promise<OgImage | null> {
  const tab = RANKING_TABS.find((t) => t.param === categoryParam);
  const gender = GENDERS.find((g) => g.toLowerCase() === genderParam.toLowerCase());
  if (!tab || !gender) return null;
  const { rows } = await publicRankingPage({ category: rankingTabFor(tab.category).category, gender: parseGender(gender) }, 0, 3);
  const data = {
    ...frameData(),
    heading: `Ranking ${tab.fuerza} ${gender}`,
    top: rows.slice(0, 3).map((r) => ({ name: r.name, image: r.image, points: r.points })),
  };
  return {
    kind: "og-ranking",
    data,
    render: async () => {
      const faces = await photos(data.top, 132);
      return image(
        <OgFrame eyebrow="Ranking" siteName={data.siteName} domain={data.domain}>
          <Title text={data.heading} side={false} size={60} />
          {faces.length === 0 ? (
            <Line>Aún sin resultados en esta categoría</Line>
          ) : (
            <div style={{ display: "flex", marginTop: 28 }}>
              {faces.map((p, i) => (
                <div key={i} style={{ display: "flex", alignItems: "center", width: 352 }}>
                  <div style={{ display: "flex", position: "relative" }}>
                    <Avatar name={p.name} image={p.image} size={i === 0 ? 132 : 112} ring={i === 0 ? BRAND.accent : BRAND.white} />
                    <div
                      style={{
                        display: "flex",
                        position: "absolute",
                        left: -6,
                        top: -6,
                        width: 44,
                        height: 44,
                        borderRadius: 22,
                        backgroundColor: BRAND.accent,
                        color: BRAND.accentInk,
                        fontSize: 24,
                        fontWeight: 800,
                        alignItems: "center",
                        justifyContent: "center",
                      }}
                    >
                      {String(i + 1)}
                    </div>
                  </div>
                  <div style={{ display: "flex", flexDirection: "column", marginLeft: 16, width: 352 - (i === 0 ? 132 : 112) - 28 }}>
                    <div
                      style={{
                        display: "flex",
                        fontSize: fittedFontSize(p.name, [
                          [14, 28],
                          [22, 24],
                          [Infinity, 20],
                        ]),
                        fontWeight: 700,
                        wordBreak: "break-word",
                      }}
                    >
                      {p.name}
                    </div>
                    <div style={{ display: "flex", fontSize: 22, color: BRAND.accent, marginTop: 4 }}>{`${data.top[i]!.points} pts`}</div>
                  </div>
                </div>
              ))}
            </div>
          )}
        </OgFrame>,
      );
    },
  };
}

async function clubsListImage(): Promise<OgImage> {
  const { clubs, totals } = await listClubs({ q: "", state: "" });
  const line = `${plural(totals.clubs, "club", "clubs")} · ${plural(totals.courts, "cancha", "canchas")}`;
  return listImage("og-clubs", { eyebrow: "Clubs", title: "Clubs de pádel en Puebla", line, people: faces(clubs, 5) });
}

async function clubImage(id: number): Promise<OgImage | null> {
  const db = getDb();
  const [row] = await db.select().from(club).where(eq(club.id, id));
  if (!row) return null;
  const hourly = clubHourlyCost({ hourlyCost: row.hourlyCost, specialHourlyCost: row.specialHoursCost });
  const data = {
    ...frameData(),
    name: row.name,
    state: row.state,
    courts: row.courts,
    covered: row.covered,
    hourly,
    image: row.image,
  };
  return {
    kind: "og-club",
    data,
    render: async () => {
      const side = await sidePicture(data.image, { whole: true });
      const facts = [data.courts > 0 ? plural(data.courts, "cancha", "canchas") : null, data.covered ? "Techadas" : null]
        .filter(Boolean)
        .join(" · ");
      return image(
        <OgFrame eyebrow="Club de pádel" siteName={data.siteName} domain={data.domain} side={side}>
          <Title text={data.name} side={Boolean(side)} />
          {data.state ? <Line>{data.state}</Line> : null}
          {facts ? <Line color={BRAND.white}>{facts}</Line> : null}
          {data.hourly !== null ? <Line color={BRAND.accent}>{`Desde ${formatMXN(data.hourly)} por hora`}</Line> : null}
        </OgFrame>,
      );
    },
  };
}

async function coachesListImage(): Promise<OgImage> {
  const coaches = await listCoaches("");
  const line = `${plural(coaches.length, "entrenador", "entrenadores")} · clases para todos los niveles`;
  return listImage("og-coaches", { eyebrow: "Entrenadores", title: "Entrenadores de pádel en Puebla", line, people: faces(coaches, 6) });
}

async function coachImage(id: number): Promise<OgImage | null> {
  const page = await getCoachPage(id);
  if (!page) return null;
  const data = {
    ...frameData(),
    name: page.coach.name,
    image: page.coach.image,
    experience: page.coach.experience,
    classCost: page.coach.classCost,
    clubs: page.clubs.map((c) => c.name),
  };
  return {
    kind: "og-coach",
    data,
    render: async () => {
      const side = await sidePicture(data.image);
      return image(
        <OgFrame eyebrow="Entrenador de pádel" siteName={data.siteName} domain={data.domain} side={side}>
          <Title text={data.name} side={Boolean(side)} />
          {data.clubs.length > 0 ? <Line>{data.clubs.slice(0, 2).join(" · ")}</Line> : null}
          {data.experience ? <Line color={BRAND.white}>{`Categoría ${data.experience}`}</Line> : null}
          <Line color={BRAND.accent}>
            {data.classCost !== null ? `Clase: ${formatMXN(data.classCost, { code: true })}` : "Clases: consultar precio"}
          </Line>
        </OgFrame>,
      );
    },
  };
}

/** The player profile's preview: photo, name, handle, titles and best ranking. */
export async function playerOgImage(p: PlayerRecord): Promise<OgImage> {
  const [wins, ranking] = await Promise.all([wonTournaments(p.id), bestRanking(p.id)]);
  const data = {
    ...frameData(),
    name: p.name,
    handle: p.handle,
    image: p.image,
    titles: wins.length,
    ranking: ranking ? { position: ranking.position, label: `${rankingTabFor(ranking.category).fuerza} ${ranking.gender}` } : null,
  };
  return {
    kind: "og-player",
    data,
    render: async () => {
      const side = await sidePicture(data.image);
      const stat = (value: string, label: string) => (
        <div style={{ display: "flex", flexDirection: "column", marginRight: 56 }}>
          <div style={{ display: "flex", fontSize: 72, fontWeight: 800, color: BRAND.accent }}>{value}</div>
          <div style={{ display: "flex", fontSize: 26, color: BRAND.paleText }}>{label}</div>
        </div>
      );
      return image(
        <OgFrame eyebrow="Jugador de pádel" siteName={data.siteName} domain={data.domain} side={side}>
          <div style={{ display: "flex", alignItems: "center" }}>
            {side ? null : (
              <div style={{ display: "flex", marginRight: 32 }}>
                <Avatar name={data.name} image={null} size={140} ring={BRAND.accent} />
              </div>
            )}
            <div style={{ display: "flex", flexDirection: "column", flexShrink: 1 }}>
              <Title text={data.name} side={true} />
              {data.handle ? <Line top={6}>{`@${data.handle}`}</Line> : null}
            </div>
          </div>
          <div style={{ display: "flex", marginTop: 34 }}>
            {stat(String(data.titles), data.titles === 1 ? "torneo ganado" : "torneos ganados")}
            {data.ranking ? stat(`#${data.ranking.position}`, data.ranking.label) : null}
          </div>
        </OgFrame>,
      );
    },
  };
}

const id = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

/** The image behind /og/{path} (e.g. 'inicio.png', 'clubs/12.png', 'ranking/1ra/varonil.png'), or null. */
export async function ogImageAt(path: string): Promise<OgImage | null> {
  const match = /^([a-z0-9/-]{1,80})\.png$/.exec(path);
  if (!match) return null;
  const parts = match[1]!.split("/");
  switch (parts[0]) {
    case "inicio":
      return parts.length === 1 ? homeImage() : null;
    case "torneos":
      return parts.length === 1 ? tournamentsListImage() : null;
    case "jugadores":
      return parts.length === 1 ? playersListImage() : null;
    case "ranking":
      return parts.length === 3 ? rankingImage(parts[1]!, parts[2]!) : null;
    case "clubs": {
      if (parts.length === 1) return clubsListImage();
      const clubId = parts.length === 2 ? id(parts[1]) : null;
      return clubId === null ? null : clubImage(clubId);
    }
    case "eventos": {
      const eventId = parts.length === 2 ? id(parts[1]) : null;
      return eventId === null ? null : socialPodiumOgImage(eventId);
    }
    case "entrenadores": {
      if (parts.length === 1) return coachesListImage();
      const coachId = parts.length === 2 ? id(parts[1]) : null;
      return coachId === null ? null : coachImage(coachId);
    }
    default:
      return null;
  }
}
