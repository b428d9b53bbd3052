// The Open Graph image of a category's draw page (1200 x 630, ADR 0019): while the final has no result,
// the last rounds of the knockout that fit (from the quarter-finals on), or the groups' leaders before
// the knockout has its pairs; once the final is played, the podium with the players' photos.
import { inArray } from "drizzle-orm";
import { player } from "../../../db/schema";
import { categoryLabel } from "~/domain/score-rules";
import { idFromParams } from "~/domain/slugs";
import { getConfig } from "../infra/config.server";
import { getDb } from "../infra/db.server";
import { OgFrame, OG_SIZE, ogContentWidth } from "../infra/og-frame.server";
import type { OgImage } from "./og-images.server";
import { Avatars, avatarsWidth, BRAND, fittedFontSize, siteDomain, storedPhoto, type ShareImage } from "../infra/share-image.server";
import { getTournament } from "~/server/tournaments";
import { categoryFromSlug, type DrawView, loadDrawView, type DrawMatchView, type DrawPairView } from "~/server/play";
import { plural } from "~/lib/format";

type Person = { name: string; image: string | null };
type BracketMatch = { a: string | null; b: string | null; bye: boolean; winner: "a" | "b" | null; score: string | null };
type Body =
  | { mode: "podium"; champion: Person[]; runnerUp: Person[]; semifinalists: Person[][] }
  | { mode: "bracket"; rounds: { name: string; matches: BracketMatch[] }[] }
  | { mode: "groups"; groups: { name: string; leader: string; record: string }[]; more: number };

/** The knockout's first round shown: the quarter-finals (four matches stack legibly in the frame). */
const MAX_FIRST_ROUND = 4;
const MAX_GROUPS = 8;
const WIDTH = ogContentWidth(false);
/** A match box's padding and score column beside the pairs' names. */
const NAME_MARGIN = 24 + 104;

/** A pair's name in at most `max` characters: full names, else initials and surnames, else surnames, else cut. */
function shortPairName(pair: DrawPairView | null, max: number): string | null {
  if (!pair) return null;
  const words = pair.players.map((p) => p.name.trim().split(/\s+/));
  const surname = (w: string[]) => w[1] ?? w[0]!;
  const forms = [
    pair.name,
    words.map((w) => (w.length > 1 ? `${w[0]![0]}. ${surname(w)}` : w[0]!)).join(" / "),
    words.map(surname).join(" / "),
  ];
  const last = forms[forms.length - 1]!;
  return forms.find((form) => form.length <= max) ?? `${last.slice(0, max - 1).trimEnd()}…`;
}

const loserOf = (match: DrawMatchView) => (match.winner === "a" ? match.b : match.winner === "b" ? match.a : null);

function podium(view: DrawView, final: DrawMatchView, photos: ReadonlyMap<number, string | null>): Body {
  const people = (pair: DrawPairView | null): Person[] =>
    pair ? pair.players.map((p) => ({ name: p.name, image: photos.get(p.id) ?? null })) : [];
  const semifinals = view.mainRounds.length > 1 ? view.mainRounds[view.mainRounds.length - 2]!.matches : [];
  return {
    mode: "podium",
    champion: people(final.winner === "a" ? final.a : final.b),
    runnerUp: people(loserOf(final)),
    semifinalists: semifinals
      .filter((m) => !m.bye)
      .map((m) => people(loserOf(m)))
      .filter((p) => p.length > 0),
  };
}

function bracket(view: DrawView): Body {
  const first = view.mainRounds.findIndex((round) => round.matches.length <= MAX_FIRST_ROUND);
  const rounds = view.mainRounds.slice(Math.max(first, 0));
  // Narrower columns when more rounds share the width: ~10 px a character at 18 px.
  const maxChars = Math.floor((WIDTH / rounds.length - 16 - NAME_MARGIN) / 10);
  return {
    mode: "bracket",
    rounds: rounds.map((round) => ({
      name: round.name,
      matches: round.matches.map((m) => ({
        a: shortPairName(m.a, maxChars),
        b: shortPairName(m.b, maxChars),
        bye: m.bye,
        winner: m.winner,
        score: m.score,
      })),
    })),
  };
}

/** Columns of the groups' cards: two to four, as many as there are groups. */
const groupColumns = (groups: number) => Math.min(4, Math.max(2, groups));
const GROUP_GAP = 16;
const groupCardWidth = (groups: number) => (WIDTH - GROUP_GAP * (groupColumns(groups) - 1)) / groupColumns(groups);

function groupLeaders(view: DrawView): Body {
  const shown = view.groups.slice(0, MAX_GROUPS);
  // ~10.5 px a character at 19 px bold, inside the card's padding.
  const maxChars = Math.floor((groupCardWidth(shown.length) - 28) / 10.5);
  return {
    mode: "groups",
    groups: shown.map((group) => {
      const leader = group.standings[0]!;
      return {
        name: group.name,
        leader: shortPairName(leader.pair, maxChars)!,
        record: `${plural(leader.wins, "ganado", "ganados")} · ${plural(leader.losses, "perdido", "perdidos")}`,
      };
    }),
    more: Math.max(0, view.groups.length - MAX_GROUPS),
  };
}

async function playerPhotos(view: DrawView): Promise<Map<number, string | null>> {
  const ids = view.entries.flatMap((entry) => entry.players.map((p) => p.id));
  if (ids.length === 0) return new Map();
  const rows = await getDb().select({ id: player.id, image: player.image }).from(player).where(inArray(player.id, ids));
  return new Map(rows.map((row) => [row.id, row.image]));
}

/** Everything the image shows (its cache key), from the draw as its page shows it. */
export async function drawOgData(tournamentTitle: string, category: string, view: DrawView) {
  const final = view.mainRounds.at(-1)?.matches[0];
  const knockoutStarted = view.mainRounds.some((round) => round.matches.some((m) => m.a || m.b));
  const body: Body = final?.winner
    ? podium(view, final, await playerPhotos(view))
    : view.format === "groups" && !knockoutStarted
      ? groupLeaders(view)
      : bracket(view);
  return { siteName: getConfig().SITE_NAME, domain: siteDomain(), tournamentTitle, category, body };
}
type DrawOgData = Awaited<ReturnType<typeof drawOgData>>;

function Heading({ d }: { d: DrawOgData }) {
  return (
    <div style={{ display: "flex", flexDirection: "column", width: WIDTH, flexShrink: 0 }}>
      <div
        style={{
          display: "flex",
          fontSize: fittedFontSize(d.tournamentTitle, [
            [60, 26],
            [100, 22],
            [Infinity, 19],
          ]),
          fontWeight: 700,
          color: BRAND.paleText,
          lineHeight: 1.15,
          wordBreak: "break-word",
        }}
      >
        {d.tournamentTitle.length > 170 ? `${d.tournamentTitle.slice(0, 169)}…` : d.tournamentTitle}
      </div>
      <div style={{ display: "flex", fontSize: 46, fontWeight: 800, letterSpacing: -1, marginTop: 4 }}>{d.category}</div>
    </div>
  );
}

function PairRow({ name, won, bye }: { name: string | null; won: boolean; bye: boolean }) {
  return (
    <div
      style={{
        display: "flex",
        height: 26,
        alignItems: "center",
        fontSize: 18,
        fontWeight: won ? 800 : 400,
        color: won ? BRAND.accent : name ? BRAND.white : BRAND.paleText,
      }}
    >
      {name ?? (bye ? "Pase directo" : "Por definir")}
    </div>
  );
}

function Bracket({ rounds }: { rounds: Extract<Body, { mode: "bracket" }>["rounds"] }) {
  const gap = 16;
  const column = (WIDTH - gap * (rounds.length - 1)) / rounds.length;
  return (
    <div style={{ display: "flex", marginTop: 18, width: WIDTH }}>
      {rounds.map((round, r) => (
        <div key={r} style={{ display: "flex", flexDirection: "column", width: column, marginLeft: r === 0 ? 0 : gap }}>
          <div style={{ display: "flex", fontSize: 17, fontWeight: 700, color: BRAND.accent, letterSpacing: 1 }}>
            {round.name.toUpperCase()}
          </div>
          <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-around", height: 4 * 70, marginTop: 6 }}>
            {round.matches.map((m, i) => (
              <div
                key={i}
                style={{
                  display: "flex",
                  alignItems: "center",
                  justifyContent: "space-between",
                  width: column - 24,
                  padding: "5px 12px",
                  borderRadius: 12,
                  backgroundColor: "rgba(255,255,255,0.10)",
                }}
              >
                <div style={{ display: "flex", flexDirection: "column", width: column - NAME_MARGIN }}>
                  <PairRow name={m.a} won={m.winner === "a"} bye={false} />
                  <PairRow name={m.b} won={m.winner === "b"} bye={m.bye} />
                </div>
                <div style={{ display: "flex", justifyContent: "flex-end", width: 100, fontSize: 16, color: BRAND.paleText }}>
                  {m.score ?? ""}
                </div>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function GroupLeaders({ groups, more }: Extract<Body, { mode: "groups" }>) {
  const gap = GROUP_GAP;
  const card = groupCardWidth(groups.length);
  return (
    <div style={{ display: "flex", flexDirection: "column", marginTop: 18, width: WIDTH }}>
      <div style={{ display: "flex", fontSize: 17, fontWeight: 700, color: BRAND.accent, letterSpacing: 1 }}>LÍDERES DE GRUPO</div>
      <div style={{ display: "flex", flexWrap: "wrap", width: WIDTH + gap, marginTop: 4 }}>
        {groups.map((g, i) => (
          <div
            key={i}
            style={{
              display: "flex",
              flexDirection: "column",
              width: card - 28,
              marginRight: gap,
              marginTop: 10,
              padding: "10px 14px",
              borderRadius: 12,
              backgroundColor: "rgba(255,255,255,0.10)",
            }}
          >
            <div style={{ display: "flex", fontSize: 17, fontWeight: 700, color: BRAND.paleText }}>{g.name}</div>
            <div style={{ display: "flex", fontSize: 19, fontWeight: 800, marginTop: 2 }}>{g.leader}</div>
            <div style={{ display: "flex", fontSize: 16, color: BRAND.paleText, marginTop: 2 }}>{g.record}</div>
          </div>
        ))}
      </div>
      {more > 0 ? (
        <div
          style={{ display: "flex", fontSize: 18, color: BRAND.paleText, marginTop: 10 }}
        >{`y ${plural(more, "grupo", "grupos")} más`}</div>
      ) : null}
    </div>
  );
}

const PODIUM_LEFT = 470;

function Pair({ people, size, label, champion }: { people: Person[]; size: number; label: string; champion?: boolean }) {
  const photos = avatarsWidth(2, size);
  const names = people.map((p) => p.name).join(" / ");
  const width = (champion ? PODIUM_LEFT : WIDTH - PODIUM_LEFT - 32) - photos - 16;
  return (
    <div style={{ display: "flex", alignItems: "center", marginTop: champion ? 0 : 14 }}>
      <div style={{ display: "flex", width: photos, flexShrink: 0 }}>
        <Avatars people={people} size={size} ring={champion ? BRAND.accent : BRAND.white} />
      </div>
      <div style={{ display: "flex", flexDirection: "column", width, marginLeft: 16 }}>
        <div style={{ display: "flex", fontSize: champion ? 18 : 14, fontWeight: 700, letterSpacing: 1, color: BRAND.accent }}>
          {label.toUpperCase()}
        </div>
        <div
          style={{
            display: "flex",
            fontSize: champion
              ? fittedFontSize(names, [
                  [24, 26],
                  [44, 22],
                  [Infinity, 18],
                ])
              : fittedFontSize(names, [
                  [40, 19],
                  [Infinity, 16],
                ]),
            fontWeight: champion ? 800 : 700,
            lineHeight: 1.15,
            marginTop: 2,
            wordBreak: "break-word",
          }}
        >
          {names.length > 120 ? `${names.slice(0, 119)}…` : names}
        </div>
      </div>
    </div>
  );
}

function Podium({ champion, runnerUp, semifinalists }: Omit<Extract<Body, { mode: "podium" }>, "mode">) {
  return (
    <div style={{ display: "flex", alignItems: "center", marginTop: 22, width: WIDTH }}>
      <div style={{ display: "flex", width: PODIUM_LEFT, flexShrink: 0 }}>
        <Pair people={champion} size={104} label="Campeones" champion />
      </div>
      <div style={{ display: "flex", flexDirection: "column", width: WIDTH - PODIUM_LEFT - 32, marginLeft: 32 }}>
        {runnerUp.length > 0 ? <Pair people={runnerUp} size={60} label="Subcampeones" /> : null}
        {semifinalists.map((people, i) => (
          <Pair key={i} people={people} size={48} label="Semifinalistas" />
        ))}
      </div>
    </div>
  );
}

/** The image, given its data with the podium's photos already inlined. */
export function drawOgCard(d: DrawOgData): ShareImage {
  const body = d.body;
  return {
    ...OG_SIZE,
    element: (
      <OgFrame eyebrow={body.mode === "podium" ? "Resultados" : "Cuadro"} siteName={d.siteName} domain={d.domain}>
        <Heading d={d} />
        {body.mode === "podium" ? (
          <Podium {...body} />
        ) : body.mode === "groups" ? (
          <GroupLeaders {...body} />
        ) : (
          <Bracket rounds={body.rounds} />
        )}
      </OgFrame>
    ),
  };
}

/** The image with the podium's photos read from storage. */
export async function drawOgImageOf(d: DrawOgData): Promise<ShareImage> {
  if (d.body.mode !== "podium") return drawOgCard(d);
  const inline = async (people: Person[], size: number) =>
    Promise.all(people.map(async (p) => ({ name: p.name, image: await storedPhoto(p.image, size) })));
  const { champion, runnerUp, semifinalists } = d.body;
  const body = {
    ...d.body,
    champion: await inline(champion, 104),
    runnerUp: await inline(runnerUp, 60),
    semifinalists: await Promise.all(semifinalists.map((people) => inline(people, 48))),
  };
  return drawOgCard({ ...d, body });
}

/**
 * The preview behind /torneos-padel-puebla/{slug}/{id}/cuadros/{category}/og.png: null (404) unless
 * the tournament is approved and the category's draw published, as its page.
 */
export async function drawOgImage(params: { name?: string; id?: string; categoria?: string }): Promise<OgImage | null> {
  const id = idFromParams(params);
  const category = categoryFromSlug(params.categoria);
  if (id === null || !category) return null;
  const tournament = await getTournament(id);
  if (!tournament?.approved) return null;
  const view = await loadDrawView({ tournamentId: id, ...category });
  if (view?.status !== "published") return null;
  const data = await drawOgData(tournament.title, `${category.categoryType} ${categoryLabel(category.category)}`, view);
  return { kind: "og-draw", data, render: () => drawOgImageOf(data) };
}
