// GET /api/social-events/<id>/yo, the signed-in visitor's parts of a social event's page (ADR 0036), is
// memoised per user and event: a score keeps the answer, and every other change of the event (a sign-up, a
// withdrawal, a check-in, a new round) shows in the next answer at once.
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { caught, configureTestEnv, dataOf, directSessionCookie, pageRequest, routeArgs, statusOf, useAppDb } from "./helpers/app-env";

configureTestEnv();
await import("~/server/background.server");

const social = await import("~/server/social");
const { settleChanges } = await import("~/server/infra/changes.server");
const { listenForSocialVisitors } = await import("~/server/social/social-visitor-memo.server");
const { loader } = await import("~/routes/api.social-events.$id.yo");
const { action: pageAction } = await import("~/routes/social-event");
const { socialEventPath } = await import("~/domain/social-event");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();
type Actor = Parameters<typeof social.signUp>[0];
type Parts = { mine: { playerId: number; waitingPosition: number | null } | null; canEdit: boolean; scoreLinks: { round: number }[] };

describe("the event's personal parts (/api/social-events/<id>/yo)", () => {
  it("are kept through scores and follow sign-ups, withdrawals, check-ins and new rounds at once", async () => {
    const db = handle.db;
    expect(await listenForSocialVisitors()).toBe(true);
    const organiser = await f.createUser(db, { name: "Organizadora Memo" });
    const user = await f.createUser(db, { name: "Ana Memo" });
    const me = await f.createPlayer(db, { name: "Ana Memo", userId: user.id });
    const event = await f.createSocialEvent(db, {
      title: "Mexicano de la memoria",
      format: "mexicano",
      createdBy: organiser.id,
      courts: ["Central"],
      playerCap: 4,
      rounds: 3,
      pointsPerMatch: 16,
    });
    const [anaCookie, organiserCookie] = await Promise.all([directSessionCookie(db, user), directSessionCookie(db, organiser)]);
    const ask = async (cookie: string) => {
      await settleChanges();
      const answer = await caught(
        loader(routeArgs(pageRequest(`/api/social-events/${event.id}/yo`, { cookie }), { id: String(event.id) })),
      );
      return dataOf<Parts>(answer);
    };
    const places = async (cookie: string) => {
      const parts = await ask(cookie);
      return { mine: parts.mine && { playerId: parts.mine.playerId, waitingPosition: parts.mine.waitingPosition }, canEdit: parts.canEdit };
    };
    const links = async () => (await ask(organiserCookie)).scoreLinks.map((l) => l.round);

    expect(await places(anaCookie)).toEqual({ mine: null, canEdit: false });
    expect(await places(organiserCookie)).toEqual({ mine: null, canEdit: true });

    // Signing up and leaving show at once.
    expect((await social.signUp(user as unknown as Actor, event.id, null)).ok).toBe(true);
    expect(await places(anaCookie)).toEqual({ mine: { playerId: me.id, waitingPosition: null }, canEdit: false });
    expect((await social.leaveEvent(user as unknown as Actor, event.id)).ok).toBe(true);
    expect(await places(anaCookie)).toEqual({ mine: null, canEdit: false });
    for (let i = 0; i < 4; i++) await social.addEntry(organiser as unknown as Actor, event.id, (await f.createPlayer(db)).id, null);
    expect((await social.signUp(user as unknown as Actor, event.id, null)).ok).toBe(true);
    expect(await places(anaCookie)).toEqual({ mine: { playerId: me.id, waitingPosition: 1 }, canEdit: false });

    // Started: round 1's score link for the organiser.
    expect((await social.startSocialEvent(organiser as unknown as Actor, event.id)).ok).toBe(true);
    expect(await links()).toEqual([1]);
    expect(await places(anaCookie)).toEqual({ mine: { playerId: me.id, waitingPosition: 1 }, canEdit: false });

    // The answer is kept: a write the memo hears nothing of (made straight in the table) does not show, and a
    // score does not drop it either...
    await db
      .update(s.socialEntry)
      .set({ waitingPosition: 2 })
      .where(and(eq(s.socialEntry.eventId, event.id), eq(s.socialEntry.playerId, me.id)));
    const [match] = await db
      .select({ id: s.socialMatch.id })
      .from(s.socialMatch)
      .innerJoin(s.socialRound, eq(s.socialRound.id, s.socialMatch.roundId))
      .where(eq(s.socialRound.eventId, event.id));
    const saved = await social.saveSocialScore(organiser as unknown as Actor, event.id, {
      matchId: match!.id,
      version: 0,
      points1: 9,
      points2: 7,
    });
    expect(saved).toEqual({ ok: true, value: { version: 1 } });
    expect(await places(anaCookie)).toEqual({ mine: { playerId: me.id, waitingPosition: 1 }, canEdit: false });
    expect(await links()).toEqual([1]);

    // ...but a check-in does: the answer is read again.
    const playing = await db
      .select({ id: s.socialEntry.id })
      .from(s.socialEntry)
      .where(and(eq(s.socialEntry.eventId, event.id), isNull(s.socialEntry.waitingPosition)));
    expect(await social.checkIn(organiser as unknown as Actor, event.id, playing[0]!.id, true)).toEqual({ ok: true, value: undefined });
    expect(await places(anaCookie)).toEqual({ mine: { playerId: me.id, waitingPosition: 2 }, canEdit: false });
    for (const entry of playing.slice(1))
      expect((await social.checkIn(organiser as unknown as Actor, event.id, entry.id, true)).ok).toBe(true);

    // A new round: round 2's link only (round 1 closed).
    expect(await social.nextSocialRound(organiser as unknown as Actor, event.id)).toEqual({ ok: true, value: { round: 2 } });
    expect(await links()).toEqual([2]);

    // Signing out forgets the session's answers: read again (here, the entry moved straight in the table).
    expect(await places(anaCookie)).toEqual({ mine: { playerId: me.id, waitingPosition: 2 }, canEdit: false });
    await db
      .update(s.socialEntry)
      .set({ waitingPosition: 3 })
      .where(and(eq(s.socialEntry.eventId, event.id), eq(s.socialEntry.playerId, me.id)));
    expect(await places(anaCookie)).toEqual({ mine: { playerId: me.id, waitingPosition: 2 }, canEdit: false });
    social.forgetSocialVisitor(anaCookie);
    expect(await places(anaCookie)).toEqual({ mine: { playerId: me.id, waitingPosition: 3 }, canEdit: false });

    // An unknown event is a 404, memo or not; an anonymous visitor gets null.
    const missing = await caught(loader(routeArgs(pageRequest("/api/social-events/999999/yo", { cookie: anaCookie }), { id: "999999" })));
    expect(statusOf(missing)).toBe(404);
    const anonymous = await caught(loader(routeArgs(pageRequest(`/api/social-events/${event.id}/yo`), { id: String(event.id) })));
    expect(dataOf(anonymous)).toBeNull();
  });
});

describe("signing up without JavaScript", () => {
  it("a form the browser posts itself redirects back to the page; a fetcher's post gets the reply; a refusal says why", async () => {
    const db = handle.db;
    const user = await f.createUser(db, { name: "Bea Sin JS" });
    const me = await f.createPlayer(db, { name: "Bea Sin JS", userId: user.id });
    const event = await f.createSocialEvent(db, { title: "Americano sin JavaScript", playerCap: 4 });
    const path = socialEventPath(event);
    const cookie = await directSessionCookie(db, user);
    const post = (intent: string, navigate: boolean) => {
      const request = pageRequest(path, { cookie, form: { intent } });
      if (navigate) request.headers.set("sec-fetch-mode", "navigate");
      return caught(pageAction(routeArgs(request, { slug: path.split("/").pop()! })));
    };

    const signedUp = (await post("sign-up", true)) as Response;
    expect(signedUp.status).toBe(302);
    expect(signedUp.headers.get("Location")).toBe(path);
    expect(signedUp.headers.get("Set-Cookie")).toContain("padel_toast=");
    const [entry] = await db.select().from(s.socialEntry).where(eq(s.socialEntry.eventId, event.id));
    expect(entry).toMatchObject({ playerId: me.id, waitingPosition: null });

    // Again: refused, and the page rendered as the answer says why.
    const again = await post("sign-up", true);
    expect(statusOf(again)).toBe(409);
    expect(dataOf<{ ok: boolean; toast: { title: string } }>(again)).toMatchObject({
      ok: false,
      toast: { title: "Ya estás anotado en este evento." },
    });

    // Leaving from a fetcher (the page with JavaScript): the reply, no redirect.
    const left = await post("leave", false);
    expect(statusOf(left)).toBe(200);
    expect(dataOf<{ ok: boolean; toast: { title: string } }>(left)).toMatchObject({ ok: true, toast: { title: "Saliste del evento" } });
  });
});
