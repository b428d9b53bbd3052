// The Open Graph image of a finished social event (issue 32, 1200 x 630): its title, club and date, and the
// podium of its final standings, the winner in the middle on the highest step, each with name and points.
import { formatLongDate } from "~/lib/format";
import { SOCIAL_FORMAT_LABELS, type SocialFormat } from "~/domain/social-event";
import { getConfig } from "../infra/config.server";
import { OgFrame, OG_SIZE, ogContentWidth } from "../infra/og-frame.server";
import { BRAND, fittedFontSize, siteDomain, type ShareImage } from "../infra/share-image.server";
import { getSocialEvent, socialPlay } from "~/server/social";
import type { OgImage } from "./og-images.server";

type Place = { position: number; name: string; points: number };
export type SocialPodiumData = {
  siteName: string;
  domain: string;
  title: string;
  format: string;
  subtitle: string;
  players: number;
  podium: Place[];
};

const WIDTH = ogContentWidth(false);
const GAP = 24;
const COLUMN = Math.floor((WIDTH - GAP * 2) / 3);
/** Step heights of 1st, 2nd and 3rd. */
const STEPS = [170, 128, 96];

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export function socialPodiumData(
  event: { title: string; format: SocialFormat; clubName: string; date: string },
  standings: ReadonlyArray<{ position: number; name: string; points: number }>,
): SocialPodiumData {
  return {
    siteName: getConfig().SITE_NAME,
    domain: siteDomain(),
    title: event.title,
    format: SOCIAL_FORMAT_LABELS[event.format],
    subtitle: `${cut(event.clubName, 36)} · ${formatLongDate(event.date)}`,
    players: standings.length,
    podium: standings.slice(0, 3).map((s) => ({ position: s.position, name: s.name, points: s.points })),
  };
}

function Step({ place, step }: { place: Place; step: number }) {
  const name = cut(place.name, 40);
  return (
    <div style={{ display: "flex", flexDirection: "column", justifyContent: "flex-end", width: COLUMN, height: "100%" }}>
      <div
        style={{
          display: "flex",
          justifyContent: "center",
          textAlign: "center",
          fontSize: fittedFontSize(name, [
            [14, 36],
            [22, 30],
            [30, 25],
            [Infinity, 22],
          ]),
          fontWeight: 700,
          lineHeight: 1.12,
          wordBreak: "break-word",
          marginBottom: 10,
        }}
      >
        {name}
      </div>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          height: STEPS[step],
          borderRadius: "14px 14px 0 0",
          backgroundColor: step === 0 ? BRAND.accent : "rgba(255,255,255,0.16)",
          color: step === 0 ? BRAND.accentInk : BRAND.white,
        }}
      >
        <div style={{ display: "flex", fontSize: step === 0 ? 52 : 42, fontWeight: 800, lineHeight: 1 }}>{`${place.position}º`}</div>
        <div style={{ display: "flex", fontSize: 24, fontWeight: 700, marginTop: 6 }}>{`${place.points.toLocaleString("es-MX")} pts`}</div>
      </div>
    </div>
  );
}

/** The drawing, given its data. */
export function socialPodiumImage(d: SocialPodiumData): ShareImage {
  const title = cut(d.title, 80);
  // 2nd, 1st, 3rd from left to right; with fewer than three players, the steps there are.
  const order = [1, 0, 2].filter((i) => d.podium[i]);
  return {
    ...OG_SIZE,
    element: (
      <OgFrame eyebrow={`${d.format} · Podio`} siteName={d.siteName} domain={d.domain}>
        <div
          style={{
            display: "flex",
            fontSize: fittedFontSize(title, [
              [28, 52],
              [44, 42],
              [Infinity, 34],
            ]),
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: -1,
            wordBreak: "break-word",
            marginTop: 18,
          }}
        >
          {title}
        </div>
        <div style={{ display: "flex", fontSize: 26, color: BRAND.paleText, marginTop: 8 }}>{`${d.subtitle} · ${d.players} jugadores`}</div>
        <div
          style={{
            display: "flex",
            alignItems: "flex-end",
            justifyContent: "center",
            gap: GAP,
            flexGrow: 1,
            marginTop: 12,
            marginBottom: 18,
          }}
        >
          {order.map((i) => (
            <Step key={i} place={d.podium[i]!} step={i} />
          ))}
        </div>
      </OgFrame>
    ),
  };
}

/** /og/eventos/{id}.png: only once the event has finished (before that the page has no generated image). */
export async function socialPodiumOgImage(eventId: number): Promise<OgImage | null> {
  const event = await getSocialEvent(eventId);
  if (!event || event.status !== "terminado") return null;
  const play = await socialPlay(event);
  if (play.standings.length === 0) return null;
  const data = socialPodiumData(event, play.standings);
  return { kind: "og-social-podium", data, render: async () => socialPodiumImage(data) };
}
