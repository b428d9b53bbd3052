// A round's score link (issue 32): the organiser's page shows each open round's link and QR code; anyone
// holding a link enters the points of that round's matches (no account), with the organisers' validation
// and version check; it scores no other round, and stops once its round closes or the event ends, in
// Spanish and without changing anything. Only the link's hash is stored. Then the podium image and the
// club screen of the event.
import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { RoundScoreLink, SocialPlay, SocialRoundView, SocialStandingView } from "~/server/social";
import { caught, configureTestEnv, dataOf, directSessionCookie, pageRequest, routeArgs, statusOf, useAppDb } from "./helpers/app-env";

configureTestEnv();
await import("~/server/background.server");

const { action: eventAction, loader: eventLoader } = await import("~/routes/social-event");
const { action: linkAction, loader: linkLoader } = await import("~/routes/social-round-score");
const { loader: screenLoader } = await import("~/routes/social-event-screen");
const { loader: ogLoader } = await import("~/routes/og.$");
const social = await import("~/server/social");
const { settleChanges } = await import("~/server/infra/changes.server");
const { socialEventPath } = await import("~/domain/social-event");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();
type Actor = Parameters<typeof social.signUp>[0];
type Event = { id: number; title: string };
const actor = (u: { id: string; name: string }) => u as unknown as Actor;
const slugOf = (event: Event) => ({ slug: socialEventPath(event).split("/").pop()! });

async function eventWithPlayers(n: number, overrides: Parameters<typeof f.createSocialEvent>[1] = {}) {
  const db = handle.db;
  const organiser = await f.createUser(db, { name: "Organizadora" });
  const event = await f.createSocialEvent(db, { createdBy: organiser.id, ...overrides });
  for (let i = 1; i <= n; i++) {
    const p = await f.createPlayer(db, { name: `Jugador ${String(i).padStart(2, "0")}` });
    await social.addEntry(actor(organiser), event.id, p.id, null);
  }
  const cookie = await directSessionCookie(db, organiser);
  await caught(eventAction(routeArgs(pageRequest(socialEventPath(event), { cookie, form: { intent: "start" } }), slugOf(event))));
  await settleChanges();
  return { event, organiser, cookie };
}

type EventPage = { scoreLinks: RoundScoreLink[]; play: SocialPlay };
async function eventPage(event: Event, cookie?: string): Promise<EventPage> {
  return dataOf<EventPage>(await caught(eventLoader(routeArgs(pageRequest(socialEventPath(event), { cookie }), slugOf(event)))));
}
async function organiserPost(event: Event, cookie: string, form: Record<string, string>) {
  const answer = await caught(eventAction(routeArgs(pageRequest(socialEventPath(event), { cookie, form }), slugOf(event))));
  await settleChanges();
  return answer;
}

/** The link's path and its route params. */
function linkOf(link: RoundScoreLink) {
  const path = new URL(link.url).pathname;
  const [, , slug, , clave] = path.split("/");
  return { path, params: { slug: slug!, clave: clave! } };
}
const openLink = (link: RoundScoreLink) => caught(linkLoader(routeArgs(pageRequest(linkOf(link).path), linkOf(link).params)));
async function scoreThrough(link: RoundScoreLink, form: { matchId: number; version: number; points1: string; points2: string }) {
  const body = {
    intent: `score:${form.matchId}`,
    matchId: String(form.matchId),
    version: String(form.version),
    points1: form.points1,
    points2: form.points2,
  };
  const answer = await caught(linkAction(routeArgs(pageRequest(linkOf(link).path, { form: body }), linkOf(link).params)));
  await settleChanges();
  return answer;
}
const toast = (answer: unknown) => dataOf<{ toast: { title: string } }>(answer).toast.title;
const errorText = (answer: unknown) => dataOf<string>(answer);

async function storedMatches(eventId: number) {
  return handle.db
    .select({ id: s.socialMatch.id, points1: s.socialMatch.points1, points2: s.socialMatch.points2, version: s.socialMatch.version })
    .from(s.socialMatch)
    .innerJoin(s.socialRound, eq(s.socialRound.id, s.socialMatch.roundId))
    .where(eq(s.socialRound.eventId, eventId))
    .orderBy(asc(s.socialMatch.id));
}

describe("a round's score link", () => {
  it("lets anyone holding it score that round's matches only, with the version check, and stores only its hash", async () => {
    const db = handle.db;
    const { event, cookie } = await eventWithPlayers(8, { title: "Americano con enlace", rounds: 3, pointsPerMatch: 21 });
    const page = await eventPage(event, cookie);
    expect(page.scoreLinks.map((l) => l.round)).toEqual([1, 2, 3]);
    const [first, second] = page.scoreLinks;
    expect(linkOf(first!).path).toMatch(new RegExp(`^${socialEventPath(event)}/anotar/[\\w-]{43}$`));
    expect(first!.qrSvg.startsWith("<svg")).toBe(true);
    // Visitors and players do not get the links.
    expect((await eventPage(event)).scoreLinks).toEqual([]);
    const stranger = await directSessionCookie(db, await f.createUser(db));
    expect((await eventPage(event, stranger)).scoreLinks).toEqual([]);

    // Only the secret's hash is stored.
    const secret = linkOf(first!).params.clave;
    const rounds = await db.select().from(s.socialRound).where(eq(s.socialRound.eventId, event.id)).orderBy(asc(s.socialRound.number));
    expect(rounds[0]!.scoreLinkHash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(JSON.stringify(rounds)).not.toContain(secret);

    // Opened signed out: that round's two matches and nothing of the others.
    const opened = dataOf<{ round: SocialRoundView }>(await openLink(first!));
    expect(opened.round.number).toBe(1);
    const [m1, m2] = opened.round.matches;
    expect(opened.round.matches).toHaveLength(2);
    const round2Match = page.play.rounds[1]!.matches[0]!;

    const before = await storedMatches(event.id);
    // A match of another round through this round's link: refused, nothing changes.
    const elsewhere = await scoreThrough(first!, { matchId: round2Match.id, version: 0, points1: "21", points2: "15" });
    expect(statusOf(elsewhere)).toBe(404);
    expect(toast(elsewhere)).toBe("Ese partido ya no existe.");
    // A bad total: the organisers' validation.
    const bad = await scoreThrough(first!, { matchId: m1!.id, version: 0, points1: "21", points2: "12" });
    expect(statusOf(bad)).toBe(400);
    expect(toast(bad)).toBe("El marcador debe sumar 21 puntos");
    expect(await storedMatches(event.id)).toEqual(before);

    const saved = await scoreThrough(first!, { matchId: m1!.id, version: 0, points1: "6", points2: "15" });
    expect(statusOf(saved)).toBe(200);
    expect(toast(saved)).toBe("Marcador guardado");
    // A second phone still showing version 0: refused, the first save stays.
    const stale = await scoreThrough(first!, { matchId: m1!.id, version: 0, points1: "11", points2: "10" });
    expect(statusOf(stale)).toBe(409);
    expect(toast(stale)).toBe("Alguien más guardó este marcador mientras lo escribías. Revisa el marcador actual e inténtalo de nuevo.");
    const [row] = await db.select().from(s.socialMatch).where(eq(s.socialMatch.id, m1!.id));
    expect([row!.points1, row!.points2, row!.version, row!.updatedBy]).toEqual([6, 15, 1, null]);
    const [audit] = await db.select().from(s.auditLog).where(eq(s.auditLog.action, "social-match.score"));
    expect(audit!.actorUserId).toBeNull();
    expect(audit!.data).toMatchObject({ matchId: m1!.id, round: 1, points: [6, 15], via: "enlace" });

    // The organiser's page shows it; the second round's link scores its own match.
    const shown = (await eventPage(event, cookie)).play.rounds[0]!.matches[0]!;
    expect([shown.id, shown.points]).toEqual([m1!.id, [6, 15]]);
    expect(statusOf(await scoreThrough(second!, { matchId: round2Match.id, version: 0, points1: "21", points2: "0" }))).toBe(200);

    // An altered or unknown secret, or the secret on another event: not valid.
    const altered = { ...linkOf(first!).params, clave: `${secret.slice(0, -2)}xx` };
    const unknown = await caught(linkLoader(routeArgs(pageRequest(linkOf(first!).path), altered)));
    expect(statusOf(unknown)).toBe(404);
    expect(errorText(unknown)).toBe("Este enlace para anotar no es válido. Pídele al organizador el enlace o el código QR de tu ronda.");
    const other = await f.createSocialEvent(db, { title: "Otro evento" });
    const wrongEvent = await caught(linkLoader(routeArgs(pageRequest("/x"), { slug: slugOf(other).slug, clave: secret })));
    expect(statusOf(wrongEvent)).toBe(404);
    const posted = await caught(
      linkAction(
        routeArgs(
          pageRequest("/x", { form: { intent: "score", matchId: String(m2!.id), version: "0", points1: "21", points2: "0" } }),
          altered,
        ),
      ),
    );
    expect(statusOf(posted)).toBe(404);
    expect((await storedMatches(event.id)).find((m) => m.id === m2!.id)!.version).toBe(0);
  });

  it("stops when its round closes (Mexicano's next round) and when the event ends, in Spanish, changing nothing", async () => {
    const { event, cookie } = await eventWithPlayers(8, { title: "Mexicano con enlace", format: "mexicano", rounds: 3 });
    const [link1] = (await eventPage(event, cookie)).scoreLinks;
    expect(link1!.round).toBe(1);
    const round1 = dataOf<{ round: SocialRoundView }>(await openLink(link1!)).round;
    for (const m of round1.matches)
      expect(statusOf(await scoreThrough(link1!, { matchId: m.id, version: 0, points1: "13", points2: "11" }))).toBe(200);
    expect(toast(await organiserPost(event, cookie, { intent: "next-round" }))).toBe("Ronda 2 lista");

    // Round 1 closed: its link no longer opens nor scores; round 2 has its own.
    const closed = await openLink(link1!);
    expect(statusOf(closed)).toBe(410);
    expect(errorText(closed)).toBe("La ronda 1 ya cerró: este enlace ya no sirve para anotar.");
    const before = await storedMatches(event.id);
    const late = await scoreThrough(link1!, { matchId: round1.matches[0]!.id, version: 1, points1: "20", points2: "4" });
    expect(statusOf(late)).toBe(409);
    expect(toast(late)).toBe("La ronda 1 ya cerró: este enlace ya no sirve para anotar.");
    expect(await storedMatches(event.id)).toEqual(before);
    const links = (await eventPage(event, cookie)).scoreLinks;
    expect(links.map((l) => l.round)).toEqual([2]);
    const link2 = links[0]!;
    const round2 = dataOf<{ round: SocialRoundView }>(await openLink(link2)).round;
    expect(round2.number).toBe(2);

    // The event ends: every link stops.
    expect(toast(await organiserPost(event, cookie, { intent: "finish" }))).toBe("Evento terminado");
    const ended = await openLink(link2);
    expect(statusOf(ended)).toBe(410);
    expect(errorText(ended)).toBe("El evento ya terminó: este enlace ya no sirve para anotar.");
    const afterEnd = await scoreThrough(link2, { matchId: round2.matches[0]!.id, version: 0, points1: "20", points2: "4" });
    expect(statusOf(afterEnd)).toBe(409);
    expect(toast(afterEnd)).toBe("El evento ya terminó: este enlace ya no sirve para anotar.");
    expect(await storedMatches(event.id)).toEqual(before);
    expect((await eventPage(event, cookie)).scoreLinks).toEqual([]);
  });
});

describe("a finished event's podium image and the club screen", () => {
  it("answers the podium image only once finished, and the screen with the leaderboard and the round in play", async () => {
    const { event, cookie } = await eventWithPlayers(4, { title: "Americano de cuatro", rounds: 3, courts: ["Central"] });
    const og = (path: string) => caught(ogLoader(routeArgs(pageRequest(`/og/${path}`), { "*": path })));
    expect(statusOf(await og(`eventos/${event.id}.png`))).toBe(404);

    const screenPath = `${socialEventPath(event)}/pantalla`;
    const screen = async () =>
      dataOf<{ standings: SocialStandingView[]; round: SocialRoundView | null; refreshSeconds: number }>(
        await caught(screenLoader(routeArgs(pageRequest(screenPath), slugOf(event)))),
      );
    const moved = await caught(
      screenLoader(routeArgs(pageRequest(`/eventos-padel-puebla/otro-${event.id}/pantalla`), { slug: `otro-${event.id}` })),
    );
    expect(statusOf(moved)).toBe(301);
    expect((moved as Response).headers.get("Location")).toBe(screenPath);
    const atStart = await screen();
    expect(atStart.refreshSeconds).toBe(60);
    expect(atStart.round!.number).toBe(1);
    expect(atStart.standings).toHaveLength(4);

    const page = await eventPage(event, cookie);
    for (const round of page.play.rounds) {
      const m = round.matches[0]!;
      await organiserPost(event, cookie, { intent: "score", matchId: String(m.id), version: "0", points1: "15", points2: "9" });
      // The screen follows to the next round once a round is scored.
      if (round.number < 3) expect((await screen()).round!.number).toBe(round.number + 1);
    }
    await organiserPost(event, cookie, { intent: "finish" });
    const final = await screen();
    expect(final.standings.map((st) => st.position)).toEqual([1, 2, 3, 4]);

    const image = await og(`eventos/${event.id}.png`);
    expect(statusOf(image)).toBe(200);
    expect((image as Response).headers.get("Content-Type")).toBe("image/png");
  });
});
