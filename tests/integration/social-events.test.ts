// Social events (issue 32): creating and editing (who may, what is refused), signing up until the cap, the
// waiting list and its moving up when someone leaves, and two sign-ups racing for the last place.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { caught, configureTestEnv, dataOf, directSessionCookie, pageRequest, routeArgs, statusOf, useAppDb } from "./helpers/app-env";

configureTestEnv();
await import("~/server/background.server");

const { action: eventAction, loader: eventLoader } = await import("~/routes/social-event");
const { action: createAction } = await import("~/routes/social-event-create");
const { loader: listLoader } = await import("~/routes/social-events");
const social = await import("~/server/social");
const { settleChanges } = await import("~/server/infra/changes.server");
const { socialEventPath } = await import("~/domain/social-event");
const { tournamentSlug } = await import("~/domain/slugs");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();
type Actor = Parameters<typeof social.signUp>[0];
const actor = (u: { id: string; name: string; role?: string | null }) => u as unknown as Actor;

const inDays = (n: number) => new Date(Date.now() + n * 24 * 3600_000).toISOString().slice(0, 10);

function createForm(clubId: number, overrides: Record<string, string> = {}) {
  return {
    intent: "create-social-event",
    title: "Americano de los jueves",
    clubId: String(clubId),
    date: inDays(7),
    startTime: "19:30",
    format: "americano",
    courts: "Cancha 1, Cancha 2",
    length: "rondas",
    rounds: "7",
    points: "24",
    playerCap: "10",
    price: "$250 por persona",
    genderMix: "abierto",
    ...overrides,
  };
}

const slugOf = (event: { id: number; title: string }) => ({ slug: `${tournamentSlug(event.title)}-${event.id}` });

async function post(event: { id: number; title: string }, form: Record<string, string>, cookie?: string) {
  const answer = await caught(eventAction(routeArgs(pageRequest(socialEventPath(event), { cookie, form }), slugOf(event))));
  await settleChanges();
  return answer;
}

/** Who is in (by name, in order) and who waits (name and place). */
async function lists(eventId: number) {
  const { players, waiting } = await social.socialEntries(eventId);
  return { in: players.map((p) => p.name), waiting: waiting.map((p) => [p.name, p.waitingPosition]) };
}

describe("creating and editing a social event", () => {
  it("lets any signed-in user create one and refuses anonymous visitors and bad fields in Spanish", async () => {
    const db = handle.db;
    const club = await f.createClub(db);
    const anonymous = await caught(createAction(routeArgs(pageRequest("/eventos-padel-puebla/crear", { form: createForm(club.id) }))));
    expect(statusOf(anonymous)).toBe(401);

    const user = await f.createUser(db);
    const cookie = await directSessionCookie(db, user);
    const bad = await caught(
      createAction(
        routeArgs(
          pageRequest("/eventos-padel-puebla/crear", {
            cookie,
            form: createForm(club.id, { title: "A", playerCap: "3", courts: " , ", startTime: "25:00", clubId: "" }),
          }),
        ),
      ),
    );
    expect(statusOf(bad)).toBe(400);
    const errors = dataOf<{ result: { error: Record<string, string[]> } }>(bad).result.error;
    expect(errors.title).toEqual(["El título debe tener al menos 3 caracteres"]);
    expect(errors.playerCap).toEqual(["El cupo debe estar entre 4 y 40 jugadores"]);
    expect(errors.courts).toEqual(["Escribe los nombres de las canchas separados por comas (de 1 a 10)"]);
    expect(errors.startTime).toEqual(["Escribe la hora de inicio como 19:30"]);
    expect(errors.clubId).toEqual(["Elige el club del evento"]);

    const oddTeams = await caught(
      createAction(
        routeArgs(
          pageRequest("/eventos-padel-puebla/crear", {
            cookie,
            form: createForm(club.id, { format: "americano-equipos", playerCap: "9" }),
          }),
        ),
      ),
    );
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(oddTeams).result.error.playerCap).toEqual([
      "En los formatos por equipos el cupo debe ser un número par",
    ]);

    const created = await caught(
      createAction(routeArgs(pageRequest("/eventos-padel-puebla/crear", { cookie, form: createForm(club.id) }))),
    );
    expect(statusOf(created)).toBe(302);
    const [row] = await db.select().from(s.socialEvent).where(eq(s.socialEvent.createdBy, user.id));
    expect((created as Response).headers.get("location")).toBe(`/eventos-padel-puebla/americano-de-los-jueves-${row!.id}`);
    expect(row).toMatchObject({
      title: "Americano de los jueves",
      clubId: club.id,
      format: "americano",
      courts: ["Cancha 1", "Cancha 2"],
      rounds: 7,
      minutes: null,
      pointsPerMatch: 24,
      playerCap: 10,
      price: "$250 por persona",
      status: "inscripciones",
    });
  });

  it("lets the creator, an added organiser and administrators edit, and refuses other players with 403", async () => {
    const db = handle.db;
    const creator = await f.createUser(db);
    const organizer = await f.createUser(db);
    const stranger = await f.createUser(db);
    const admin = await f.createAdmin(db);
    const event = await f.createSocialEvent(db, { createdBy: creator.id });
    await db.insert(s.socialEventOrganizer).values({ eventId: event.id, userId: organizer.id });
    const form = (title: string) => ({ ...createForm(event.clubId, { title }), intent: "update", organizerIds: organizer.id });

    expect(statusOf(await post(event, form("Mexicano del viernes")))).toBe(401);
    expect(statusOf(await post(event, form("Mexicano del viernes"), await directSessionCookie(db, stranger)))).toBe(403);
    expect(statusOf(await post(event, form("Noche de americano"), await directSessionCookie(db, organizer)))).toBe(302);
    expect(statusOf(await post(event, form("Americano del creador"), await directSessionCookie(db, creator)))).toBe(302);
    expect(statusOf(await post(event, form("Americano del admin"), await directSessionCookie(db, admin)))).toBe(302);
    const [row] = await db.select().from(s.socialEvent).where(eq(s.socialEvent.id, event.id));
    expect(row!.title).toBe("Americano del admin");

    // The edit form (?editar=1) is for editors only; the page itself is public.
    const path = socialEventPath(row!);
    const editPage = (cookie?: string) => caught(eventLoader(routeArgs(pageRequest(`${path}?editar=1`, { cookie }), slugOf(row!))));
    expect(statusOf(await editPage(await directSessionCookie(db, stranger)))).toBe(403);
    expect(dataOf<{ editing: boolean }>(await editPage(await directSessionCookie(db, organizer))).editing).toBe(true);
  });

  it("refuses a cap below the players already in, and moves the waiting list up when the cap grows", async () => {
    const db = handle.db;
    const creator = await f.createUser(db);
    const event = await f.createSocialEvent(db, { createdBy: creator.id, playerCap: 5 });
    for (let i = 0; i < 6; i++)
      await social.addEntry(actor(creator), event.id, (await f.createPlayer(db, { name: `Cupo ${i + 1}` })).id, null);
    const edit = (playerCap: string) => ({ ...createForm(event.clubId, { title: event.title, playerCap }), intent: "update" });
    const lower = await post(event, edit("4"), await directSessionCookie(db, creator));
    expect(statusOf(lower)).toBe(400);
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(lower).result.error.playerCap).toEqual([
      "Ya hay 5 jugadores anotados: el cupo no puede ser menor.",
    ]);
    expect(statusOf(await post(event, edit("6"), await directSessionCookie(db, creator)))).toBe(302);
    expect(await lists(event.id)).toEqual({ in: ["Cupo 1", "Cupo 2", "Cupo 3", "Cupo 4", "Cupo 5", "Cupo 6"], waiting: [] });
  });

  it("redirects an old or misspelt address to the event's canonical one", async () => {
    const event = await f.createSocialEvent(handle.db, { title: "Americano Ñandú" });
    const answer = await caught(
      eventLoader(routeArgs(pageRequest(`/eventos-padel-puebla/otro-${event.id}`), { slug: `otro-${event.id}` })),
    );
    expect(statusOf(answer)).toBe(301);
    expect((answer as Response).headers.get("location")).toBe(`/eventos-padel-puebla/americano-nandu-${event.id}`);
  });
});

describe("signing up, the waiting list and leaving", () => {
  it("fills the cap, puts the next ones on the waiting list with their place, and moves the first up when someone leaves", async () => {
    const db = handle.db;
    const event = await f.createSocialEvent(db, { playerCap: 4, title: "Americano de prueba" });
    const users = await Promise.all(Array.from({ length: 6 }, (_, i) => f.createUser(db, { name: `Jugador ${i + 1}` })));
    const cookies = await Promise.all(users.map((u) => directSessionCookie(db, u)));
    const toasts: string[] = [];
    for (const cookie of cookies) {
      const answer = await post(event, { intent: "sign-up" }, cookie);
      expect(statusOf(answer)).toBe(200);
      toasts.push(dataOf<{ toast: { title: string } }>(answer).toast.title);
    }
    expect(toasts).toEqual([
      "¡Listo! Ya estás anotado.",
      "¡Listo! Ya estás anotado.",
      "¡Listo! Ya estás anotado.",
      "¡Listo! Ya estás anotado.",
      "Evento lleno: te anotamos en la lista de espera (lugar 1)",
      "Evento lleno: te anotamos en la lista de espera (lugar 2)",
    ]);
    expect(await lists(event.id)).toEqual({
      in: ["Jugador 1", "Jugador 2", "Jugador 3", "Jugador 4"],
      waiting: [
        ["Jugador 5", 1],
        ["Jugador 6", 2],
      ],
    });

    // A second sign-up of the same player is refused.
    const again = await post(event, { intent: "sign-up" }, cookies[0]);
    expect(statusOf(again)).toBe(409);
    expect(dataOf<{ toast: { title: string } }>(again).toast.title).toBe("Ya estás anotado en este evento.");

    // Jugador 2 leaves: Jugador 5 moves in, Jugador 6 is first in line.
    expect(statusOf(await post(event, { intent: "leave" }, cookies[1]))).toBe(200);
    expect(await lists(event.id)).toEqual({
      in: ["Jugador 1", "Jugador 3", "Jugador 4", "Jugador 5"],
      waiting: [["Jugador 6", 1]],
    });

    // The organiser removes Jugador 6 from the waiting list; nobody moves in.
    const [entry6] = (await social.socialEntries(event.id)).waiting;
    const admin = await f.createAdmin(db);
    expect(statusOf(await post(event, { intent: "remove-entry", entryId: String(entry6!.id) }, await directSessionCookie(db, admin)))).toBe(
      200,
    );
    expect(await lists(event.id)).toEqual({ in: ["Jugador 1", "Jugador 3", "Jugador 4", "Jugador 5"], waiting: [] });

    // Leaving twice: not signed up any more.
    const notIn = await post(event, { intent: "leave" }, cookies[1]);
    expect(statusOf(notIn)).toBe(404);
    expect(dataOf<{ toast: { title: string } }>(notIn).toast.title).toBe("No estás anotado en este evento.");
  });

  // PGlite runs one transaction at a time; on PostgreSQL (CI's second run) the two really race, and without
  // the event row's lock both got in on two runs out of three.
  it("lets only one of two sign-ups for the last place get in; the other waits at place 1", async () => {
    const db = handle.db;
    const organizer = await f.createAdmin(db);
    for (let round = 0; round < 3; round++) {
      const event = await f.createSocialEvent(db, { playerCap: 4 });
      for (let i = 0; i < 3; i++) await social.addEntry(actor(organizer), event.id, (await f.createPlayer(db)).id, null);
      const [a, b] = await Promise.all([f.createUser(db), f.createUser(db)]);
      const outcomes = await Promise.all([social.signUp(actor(a), event.id, null), social.signUp(actor(b), event.id, null)]);
      await settleChanges();
      const places = outcomes.map((o) => (o.ok ? o.value.waitingPosition : "refused")).sort();
      expect(places).toEqual([1, null]);
      const { players, waiting } = await social.socialEntries(event.id);
      expect(players).toHaveLength(4);
      expect(waiting.map((w) => w.waitingPosition)).toEqual([1]);
    }
  });

  it("signs pairs up together in the team variants, and a pair leaving lets the next pair in", async () => {
    const db = handle.db;
    const event = await f.createSocialEvent(db, { format: "americano-equipos", playerCap: 4 });
    const users = await Promise.all(Array.from({ length: 3 }, (_, i) => f.createUser(db, { name: `Capitán ${i + 1}` })));
    const partners = await Promise.all(Array.from({ length: 3 }, (_, i) => f.createPlayer(db, { name: `Pareja ${i + 1}` })));
    const cookies = await Promise.all(users.map((u) => directSessionCookie(db, u)));

    const alone = await post(event, { intent: "sign-up" }, cookies[0]);
    expect(statusOf(alone)).toBe(400);
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(alone).result.error.partnerId).toEqual([
      "Este evento es por equipos: elige a tu pareja para anotarte.",
    ]);
    for (let i = 0; i < 3; i++)
      expect(statusOf(await post(event, { intent: "sign-up", partnerId: String(partners[i]!.id) }, cookies[i]))).toBe(200);
    expect(await lists(event.id)).toEqual({
      in: ["Capitán 1", "Pareja 1", "Capitán 2", "Pareja 2"],
      waiting: [
        ["Capitán 3", 1],
        ["Pareja 3", 1],
      ],
    });
    expect(statusOf(await post(event, { intent: "leave" }, cookies[0]))).toBe(200);
    expect(await lists(event.id)).toEqual({ in: ["Capitán 2", "Pareja 2", "Capitán 3", "Pareja 3"], waiting: [] });
  });

  it("lets editors check players in and refuses it to other players", async () => {
    const db = handle.db;
    const creator = await f.createUser(db);
    const event = await f.createSocialEvent(db, { createdBy: creator.id });
    const p = await f.createPlayer(db, { name: "Llega Temprano" });
    await social.addEntry(actor(creator), event.id, p.id, null);
    const [entry] = (await social.socialEntries(event.id)).players;
    const form = { intent: "check-in", entryId: String(entry!.id), checkedIn: "true" };
    expect(statusOf(await post(event, form, await directSessionCookie(db, await f.createUser(db))))).toBe(403);
    expect(statusOf(await post(event, form, await directSessionCookie(db, creator)))).toBe(200);
    const [row] = await db
      .select()
      .from(s.socialEntry)
      .where(and(eq(s.socialEntry.eventId, event.id), eq(s.socialEntry.playerId, p.id)));
    expect(row!.checkedInAt).not.toBeNull();
  });
});

describe("the list /eventos-padel-puebla", () => {
  it("shows upcoming events by date first, then recent ones, with their counts", async () => {
    const db = handle.db;
    const club = await f.createClub(db, { name: "Club Lista Social" });
    const later = await f.createSocialEvent(db, { clubId: club.id, title: "Más tarde", date: inDays(10) });
    const sooner = await f.createSocialEvent(db, { clubId: club.id, title: "Pronto", date: inDays(2) });
    const past = await f.createSocialEvent(db, { clubId: club.id, title: "Ya pasó", date: inDays(-3) });
    await f.createSocialEvent(db, { clubId: club.id, title: "Hace mucho", date: inDays(-200) });
    await social.addEntry(actor(await f.createAdmin(db)), sooner.id, (await f.createPlayer(db)).id, null);
    const answer = await listLoader(routeArgs(pageRequest(`/eventos-padel-puebla?club=${club.id}`)));
    const { cards } = dataOf<{ cards: { id: number; title: string; playersIn: number; upcoming: boolean }[] }>(answer);
    expect(cards.map((c) => [c.title, c.playersIn, c.upcoming])).toEqual([
      ["Pronto", 1, true],
      ["Más tarde", 0, true],
      ["Ya pasó", 0, false],
    ]);
    expect(cards.map((c) => c.id)).toEqual([sooner.id, later.id, past.id]);
  });
});
