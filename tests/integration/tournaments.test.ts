import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { caught, configureTestEnv, dataOf, statusOf, routeArgs as args, useAppDb, pageRequest, sessionCookie } from "./helpers/app-env";
import { shown } from "./helpers/invoke";

configureTestEnv();

const { loader: listLoader } = await import("~/routes/tournaments");
const { loader: detailLoader, action: detailAction } = await import("~/routes/tournament");
const { loader: searchLoader } = await import("~/routes/api.players.search");
const { loader: filesLoader } = await import("~/routes/tournament-files");
const sharp = (await import("sharp")).default;
const { registerForTournament } = await import("~/server/tournaments/tournaments.server");
const { registrationQuote } = await import("~/domain/pricing");
const { mexicoToday, addDays } = await import("~/domain/calendar");
const { tournamentPath } = await import("~/domain/slugs");
const f = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();

const body = dataOf;

const today = () => mexicoToday();

describe("tournaments list", () => {
  it("lists only approved tournaments, splits by Mexico City's date, filters by search and club", async () => {
    const db = handle.db;
    const tag = `Filtro${f.uniqueSuffix()}`;
    const upcoming = await f.createTournament(db, {
      title: `${tag} Próximo`,
      clubName: `Club ${tag}`,
      startDate: addDays(today(), 10),
      endDate: addDays(today(), 11),
    });
    const active = await f.createTournament(db, { title: `${tag} Activo`, startDate: addDays(today(), -1), endDate: today() });
    const past = await f.createTournament(db, { title: `${tag} Pasado`, startDate: addDays(today(), -5), endDate: addDays(today(), -1) });
    await f.createTournament(db, { title: `${tag} Oculto`, approved: false });

    const all = body<Awaited<ReturnType<typeof listLoader>>>(await listLoader(args(pageRequest(`/torneos-padel-puebla?search=${tag}`))));
    expect(all.upcoming.map((t) => t.id)).toEqual([active.id, upcoming.id]);
    expect(all.past.map((t) => t.id)).toEqual([past.id]);
    expect(all.tab).toBe("proximos");

    const byClub = body<Awaited<ReturnType<typeof listLoader>>>(
      await listLoader(args(pageRequest(`/torneos-padel-puebla?search=${tag}&club=${encodeURIComponent(`Club ${tag}`)}`))),
    );
    expect(byClub.upcoming.map((t) => t.id)).toEqual([upcoming.id]);
    expect(byClub.past).toEqual([]);

    const desc = body<Awaited<ReturnType<typeof listLoader>>>(
      await listLoader(args(pageRequest(`/torneos-padel-puebla?search=${tag}&orden=desc`))),
    );
    expect(desc.upcoming.map((t) => t.id)).toEqual([upcoming.id, active.id]);
  });

  it("switches to the past tab by itself when nothing upcoming matches", async () => {
    const db = handle.db;
    const tag = `Auto${f.uniqueSuffix()}`;
    await f.createTournament(db, { title: `${tag} Pasado`, startDate: addDays(today(), -9), endDate: addDays(today(), -8) });
    const page = body<Awaited<ReturnType<typeof listLoader>>>(await listLoader(args(pageRequest(`/torneos-padel-puebla?search=${tag}`))));
    expect(page.autoSwitched).toBe(true);
    expect(page.tab).toBe("pasados");
    const chosen = body<Awaited<ReturnType<typeof listLoader>>>(
      await listLoader(args(pageRequest(`/torneos-padel-puebla?search=${tag}&tab=proximos`))),
    );
    expect(chosen.autoSwitched).toBe(false);
    expect(chosen.tab).toBe("proximos");
  });
});

describe("tournament detail", () => {
  it("redirects a wrong slug and the name-only address to the canonical URL (301)", async () => {
    const t = await f.createTournament(handle.db, { title: "Copa Ñandú 2026" });
    const wrong = (await caught(
      detailLoader(args(pageRequest(`/torneos-padel-puebla/otro/${t.id}`), { name: "otro", id: String(t.id) })),
    )) as Response;
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get("Location")).toBe(tournamentPath(t));
    const byName = (await caught(
      detailLoader(args(pageRequest(`/torneos-padel-puebla/copa-nandu-2026-${t.id}`), { name: `copa-nandu-2026-${t.id}` })),
    )) as Response;
    expect(byName.status).toBe(301);
    expect(byName.headers.get("Location")).toBe(tournamentPath(t));
  });

  it("answers 404 for unknown ids and for unapproved tournaments seen by anyone but their editors", async () => {
    const db = handle.db;
    const missing = await caught(detailLoader(args(pageRequest("/torneos-padel-puebla/x/999999"), { name: "x", id: "999999" })));
    expect(statusOf(missing)).toBe(404);
    const hidden = await f.createTournament(db, { approved: false });
    const path = tournamentPath(hidden);
    const params = { name: path.split("/")[2]!, id: String(hidden.id) };
    expect(statusOf(await caught(detailLoader(args(pageRequest(path), params))))).toBe(404);
    const player = await f.createUser(db);
    expect(statusOf(await caught(detailLoader(args(pageRequest(path, { cookie: await sessionCookie(db, player) }), params))))).toBe(404);
    const organiser = await f.createUser(db);
    await f.createTournamentOrganizer(db, { tournamentId: hidden.id, userId: organiser.id });
    const seen = body<{ canEdit: boolean }>(
      await detailLoader(args(pageRequest(path, { cookie: await sessionCookie(db, organiser) }), params)),
    );
    expect(seen.canEdit).toBe(true);
    const admin = await f.createAdmin(db);
    const seenByAdmin = body<{ canEdit: boolean }>(
      await detailLoader(args(pageRequest(path, { cookie: await sessionCookie(db, admin) }), params)),
    );
    expect(seenByAdmin.canEdit).toBe(true);
  });

  it("shows the participation state, the confirmed registrations only, and canEdit per role", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { startDate: addDays(today(), 20), endDate: addDays(today(), 21) });
    await f.createRegistration(db, { tournamentId: t.id, status: "confirmada" });
    await f.createRegistration(db, { tournamentId: t.id, status: "pendiente" });
    const path = tournamentPath(t);
    const params = { name: path.split("/")[2]!, id: String(t.id) };
    const anonymous = body<{ participation: string; registrations: unknown[]; canEdit: boolean; signedIn: boolean }>(
      await detailLoader(args(pageRequest(path), params)),
    );
    expect(anonymous.participation).toBe("open");
    expect(anonymous.registrations).toHaveLength(1);
    expect(anonymous.canEdit).toBe(false);
    expect(anonymous.signedIn).toBe(false);
    const otherOrganiser = await f.createUser(db);
    await f.createTournamentOrganizer(db, { userId: otherOrganiser.id });
    const asOther = body<{ canEdit: boolean }>(
      await detailLoader(args(pageRequest(path, { cookie: await sessionCookie(db, otherOrganiser) }), params)),
    );
    expect(asOther.canEdit).toBe(false);

    const past = await f.createTournament(db, { startDate: addDays(today(), -3), endDate: addDays(today(), -2) });
    const pastPath = tournamentPath(past);
    const finished = body<{ participation: string }>(
      await detailLoader(args(pageRequest(pastPath), { name: pastPath.split("/")[2]!, id: String(past.id) })),
    );
    expect(finished.participation).toBe("finished");
  });
});

describe("registration", () => {
  const form = (fields: Record<string, string>) => ({ intent: "register", ...fields });

  async function post(path: string, id: number, fields: Record<string, string>, cookie?: string) {
    return caught(detailAction(args(pageRequest(path, { cookie, form: form(fields) }), { name: path.split("/")[2]!, id: String(id) })));
  }

  it("refuses anonymous visitors with 401 and writes nothing", async () => {
    const t = await f.createTournament(handle.db);
    const answer = await post(tournamentPath(t), t.id, { registrationType: "individual", categoryType: "varonil", category: "3ra" });
    expect(statusOf(answer)).toBe(401);
    expect(await handle.db.select().from(s.registration).where(eq(s.registration.tournamentId, t.id))).toEqual([]);
  });

  it("registers a player alone with the server's early price, ignoring a price in the form, then refuses a second one", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { fee: "$1,200 por persona", startDate: addDays(today(), 20), endDate: addDays(today(), 21) });
    const user = await f.createUser(db);
    const cookie = await sessionCookie(db, user);
    const first = await post(
      tournamentPath(t),
      t.id,
      { registrationType: "individual", categoryType: "varonil", category: "3ra", price: "0", finalPrice: "1" },
      cookie,
    );
    expect(statusOf(first)).toBe(200);
    expect(body<{ ok: boolean }>(first).ok).toBe(true);
    const [row] = await db
      .select()
      .from(s.registration)
      .where(and(eq(s.registration.tournamentId, t.id), eq(s.registration.userId, user.id)));
    const expected = registrationQuote({ inscripcion: t.fee, startDate: t.startDate, now: new Date() });
    expect(expected.early).toBe(true);
    expect({ price: row!.price, discount: row!.discount, finalPrice: row!.finalPrice }).toEqual({
      price: 1200,
      discount: 120,
      finalPrice: 1080,
    });
    expect(row!.status).toBe("pendiente");
    expect(row!.paymentMethod).toBe("pendiente");

    const second = await post(
      tournamentPath(t),
      t.id,
      { registrationType: "individual", categoryType: "varonil", category: "2da" },
      cookie,
    );
    expect(statusOf(second)).toBe(409);
    expect(shown(dataOf(second)).message).toBe("Ya estás inscrito a este torneo");
  });

  it("registers with a partner without discount when the start is 7 days away or less", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { fee: "$800", startDate: addDays(today(), 3), endDate: addDays(today(), 4) });
    const user = await f.createUser(db);
    const partner = await f.createPlayer(db, { gender: "Femenil" });
    const answer = await post(
      tournamentPath(t),
      t.id,
      { registrationType: "partner", partnerId: String(partner.id), categoryType: "mixto", category: "B" },
      await sessionCookie(db, user),
    );
    expect(body<{ ok: boolean; data: { partnerName: string } }>(answer).data.partnerName).toBe(partner.name);
    const [row] = await db.select().from(s.registration).where(eq(s.registration.tournamentId, t.id));
    expect({ price: row!.price, discount: row!.discount, finalPrice: row!.finalPrice, partner: row!.partnerPlayerId }).toEqual({
      price: 800,
      discount: 0,
      finalPrice: 800,
      partner: partner.id,
    });
  });

  it("validates: partner required, category required, category offered by the tournament, registration open", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, {
      categoriesVaronil: ["3ra", "4ta"],
      startDate: addDays(today(), 20),
      endDate: addDays(today(), 21),
    });
    const cookie = await sessionCookie(db, await f.createUser(db));
    const noPartner = await post(
      tournamentPath(t),
      t.id,
      { registrationType: "partner", categoryType: "varonil", category: "3ra" },
      cookie,
    );
    expect(statusOf(noPartner)).toBe(400);
    expect(body<{ result: { error: Record<string, string[]> } }>(noPartner).result.error.partnerId).toEqual([
      "Debes seleccionar una pareja para inscribirte al torneo",
    ]);
    const noCategory = await post(tournamentPath(t), t.id, { registrationType: "individual", categoryType: "varonil" }, cookie);
    expect(body<{ result: { error: Record<string, string[]> } }>(noCategory).result.error.category).toEqual([
      "Debes seleccionar una categoría",
    ]);
    const noType = await post(tournamentPath(t), t.id, { registrationType: "individual", category: "3ra" }, cookie);
    expect(body<{ result: { error: Record<string, string[]> } }>(noType).result.error.categoryType).toEqual([
      "Debes seleccionar un tipo de categoría",
    ]);
    const notOffered = await post(
      tournamentPath(t),
      t.id,
      { registrationType: "individual", categoryType: "varonil", category: "1ra" },
      cookie,
    );
    expect(statusOf(notOffered)).toBe(400);

    const started = await f.createTournament(db, { startDate: today(), endDate: addDays(today(), 1) });
    const closed = await post(
      tournamentPath(started),
      started.id,
      { registrationType: "individual", categoryType: "varonil", category: "3ra" },
      cookie,
    );
    expect(statusOf(closed)).toBe(409);
    const noFee = await f.createTournament(db, { fee: null });
    expect(
      statusOf(
        await post(tournamentPath(noFee), noFee.id, { registrationType: "individual", categoryType: "varonil", category: "3ra" }, cookie),
      ),
    ).toBe(409);
    expect(await db.select().from(s.registration).where(eq(s.registration.tournamentId, t.id))).toEqual([]);
  });

  it("leaves exactly one row under concurrent double registration", async () => {
    const db = handle.db;
    const t = await f.createTournament(db);
    const user = await f.createUser(db);
    const input = {
      registrationType: "individual" as const,
      partnerId: null,
      categoryType: "varonil" as const,
      category: "3ra",
      comments: "",
    };
    const outcomes = await Promise.all([1, 2, 3].map(() => registerForTournament(user.id, t.id, input)));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok).map((o) => !o.ok && o.message)).toEqual([
      "Ya estás inscrito a este torneo",
      "Ya estás inscrito a este torneo",
    ]);
    expect(await db.select().from(s.registration).where(eq(s.registration.tournamentId, t.id))).toHaveLength(1);
  });
});

describe("player search resource", () => {
  it("answers nothing below 2 characters and at most 10 players", async () => {
    const db = handle.db;
    const tag = `zq${f.uniqueSuffix()}`.toLowerCase();
    for (let i = 0; i < 12; i++) await f.createPlayer(db, { name: `Jugador ${tag} ${i}` });
    const short = body<{ players: unknown[] }>(await searchLoader(args(pageRequest("/api/players/search?q=z"))));
    expect(short.players).toEqual([]);
    const found = body<{ players: { name: string }[] }>(await searchLoader(args(pageRequest(`/api/players/search?q=${tag}`))));
    expect(found.players).toHaveLength(10);
    expect(found.players.every((p) => p.name.includes(tag))).toBe(true);
  });
});

describe("editor actions: permissions per role", () => {
  async function roles(tournamentId: number) {
    const db = handle.db;
    const player = await f.createUser(db);
    const otherOrganiser = await f.createUser(db);
    await f.createTournamentOrganizer(db, { userId: otherOrganiser.id });
    const organiser = await f.createUser(db);
    await f.createTournamentOrganizer(db, { tournamentId, userId: organiser.id });
    const admin = await f.createAdmin(db);
    return {
      player: await sessionCookie(db, player),
      otherOrganiser: await sessionCookie(db, otherOrganiser),
      organiser: await sessionCookie(db, organiser),
      admin: await sessionCookie(db, admin),
    };
  }
  const run = (t: { id: number; title: string }, fields: Record<string, string>, cookie?: string) => {
    const path = tournamentPath(t);
    return caught(detailAction(args(pageRequest(path, { cookie, form: fields }), { name: path.split("/")[2]!, id: String(t.id) })));
  };
  const editForm = (overrides: Record<string, string> = {}) => ({
    intent: "update",
    title: "Copa Editada",
    clubName: "Club Editado",
    startDate: "2026-12-10",
    endDate: "2026-12-12",
    fee: "$900",
    approved: "on",
    ...overrides,
  });

  it("edit: anonymous 401, player 403, organiser of another tournament 403; organiser and admin save and land on the new slug", async () => {
    const db = handle.db;
    const t = await f.createTournament(db);
    const cookies = await roles(t.id);
    expect(statusOf(await run(t, editForm()))).toBe(401);
    expect(statusOf(await run(t, editForm(), cookies.player))).toBe(403);
    expect(statusOf(await run(t, editForm(), cookies.otherOrganiser))).toBe(403);
    const [unchanged] = await db.select().from(s.tournament).where(eq(s.tournament.id, t.id));
    expect(unchanged!.title).toBe(t.title);

    const saved = (await run(t, editForm({ categoriesVaronil: "3ra" }), cookies.organiser)) as Response;
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/torneos-padel-puebla/copa-editada/${t.id}`);
    const [row] = await db.select().from(s.tournament).where(eq(s.tournament.id, t.id));
    expect(row).toMatchObject({
      title: "Copa Editada",
      clubName: "Club Editado",
      fee: "$900",
      approved: true,
      femepa: false,
      categoriesVaronil: ["3ra"],
      categoriesFemenil: ["Todas"],
    });
    const logs = await db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entityType, "tournament"), eq(s.auditLog.entityId, String(t.id))));
    expect(logs.map((l) => l.action)).toEqual(["tournament.update"]);

    const byAdmin = (await run({ id: t.id, title: "Copa Editada" }, editForm({ title: "Copa Admin" }), cookies.admin)) as Response;
    expect(byAdmin.status).toBe(302);
  });

  it("edit: invalid input answers 400 with Spanish field errors and writes nothing", async () => {
    const db = handle.db;
    const t = await f.createTournament(db);
    const { admin } = await roles(t.id);
    const bad = await run(t, editForm({ title: "ab", clubName: "x", startDate: "2026-12-10", endDate: "2026-12-01" }), admin);
    expect(statusOf(bad)).toBe(400);
    const errors = body<{ result: { error: Record<string, string[]> } }>(bad).result.error;
    expect(errors.title).toEqual(["El título debe tener al menos 3 caracteres"]);
    expect(errors.clubName).toEqual(["Por favor ingresa un club válido"]);
    expect(errors.endDate).toEqual(["La fecha de fin no puede ser anterior a la fecha de inicio"]);
    const [row] = await db.select().from(s.tournament).where(eq(s.tournament.id, t.id));
    expect(row!.title).toBe(t.title);
  });

  it("delete: refused to players, done by the organiser with registrations and results in one go", async () => {
    const db = handle.db;
    const t = await f.createTournament(db);
    await f.createRegistration(db, { tournamentId: t.id });
    await f.createResult(db, { tournamentId: t.id });
    const cookies = await roles(t.id);
    expect(statusOf(await run(t, { intent: "delete" }, cookies.player))).toBe(403);
    expect(statusOf(await run(t, { intent: "delete" }, cookies.otherOrganiser))).toBe(403);
    const done = (await run(t, { intent: "delete" }, cookies.organiser)) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/torneos-padel-puebla");
    expect(await db.select().from(s.tournament).where(eq(s.tournament.id, t.id))).toEqual([]);
    expect(await db.select().from(s.registration).where(eq(s.registration.tournamentId, t.id))).toEqual([]);
    expect(await db.select().from(s.result).where(eq(s.result.tournamentId, t.id))).toEqual([]);
    const logs = await db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, "tournament.delete"), eq(s.auditLog.entityId, String(t.id))));
    expect(logs[0]!.data).toMatchObject({ registrations: 1, results: 1 });
  });

  it("winners: only editors record and remove results; validation messages; placement stored", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { startDate: addDays(today(), -3), endDate: addDays(today(), -2) });
    const [p1, p2] = [await f.createPlayer(db), await f.createPlayer(db)];
    const cookies = await roles(t.id);
    const winner = {
      intent: "add-result",
      player1Id: String(p1.id),
      player2Id: String(p2.id),
      categoryType: "Varonil",
      category: "3ra",
      placement: "runner_up",
    };
    expect(statusOf(await run(t, winner))).toBe(401);
    expect(statusOf(await run(t, winner, cookies.player))).toBe(403);
    expect(statusOf(await run(t, winner, cookies.otherOrganiser))).toBe(403);
    const missing = await run(t, { intent: "add-result", categoryType: "Varonil" }, cookies.organiser);
    expect(statusOf(missing)).toBe(400);
    expect(shown(dataOf(missing)).message).toBe("Por favor selecciona al menos un jugador, el tipo de categoría y la categoría");
    const ghost = await run(t, { ...winner, player1Id: "99999999", player2Id: "" }, cookies.organiser);
    expect(shown(dataOf(ghost)).message).toBe("El jugador seleccionado no tiene un ID válido. Por favor selecciona otro jugador.");
    expect(statusOf(await run(t, { ...winner, category: "B" }, cookies.organiser))).toBe(400);

    expect(body<{ ok: boolean }>(await run(t, winner, cookies.organiser)).ok).toBe(true);
    const [row] = await db.select().from(s.result).where(eq(s.result.tournamentId, t.id));
    expect(row).toMatchObject({ player1Id: p1.id, player2Id: p2.id, placement: "runner_up", categoryType: "Varonil", category: "3ra" });

    expect(statusOf(await run(t, { intent: "delete-result", resultId: String(row!.id) }, cookies.player))).toBe(403);
    const other = await f.createResult(db);
    expect(statusOf(await run(t, { intent: "delete-result", resultId: String(other.id) }, cookies.admin))).toBe(404);
    expect(body<{ ok: boolean }>(await run(t, { intent: "delete-result", resultId: String(row!.id) }, cookies.admin)).ok).toBe(true);
    expect(await db.select().from(s.result).where(eq(s.result.tournamentId, t.id))).toEqual([]);
  });

  it("registrations panel: editors confirm and mark paid; players cannot", async () => {
    const db = handle.db;
    const t = await f.createTournament(db);
    const reg = await f.createRegistration(db, { tournamentId: t.id });
    const cookies = await roles(t.id);
    const confirm = { intent: "registration", registrationId: String(reg.id), status: "confirmada" };
    expect(statusOf(await run(t, confirm))).toBe(401);
    expect(statusOf(await run(t, confirm, cookies.player))).toBe(403);
    expect(statusOf(await run(t, confirm, cookies.otherOrganiser))).toBe(403);
    expect(body<{ ok: boolean }>(await run(t, confirm, cookies.organiser)).ok).toBe(true);
    expect(
      body<{ ok: boolean }>(
        await run(t, { intent: "registration", registrationId: String(reg.id), paymentMethod: "pagado" }, cookies.admin),
      ).ok,
    ).toBe(true);
    const [row] = await db.select().from(s.registration).where(eq(s.registration.id, reg.id));
    expect({ status: row!.status, paymentMethod: row!.paymentMethod }).toEqual({ status: "confirmada", paymentMethod: "pagado" });
  });
});

describe("tournament files: share images and calendar", () => {
  const get = (t: { id: number; title: string }, file: string, query = "") => {
    const path = `${tournamentPath(t)}/${file}${query}`;
    return caught(filesLoader(args(pageRequest(path), { name: path.split("/")[2]!, id: String(t.id), file })));
  };

  it("renders the card (600 px at scale 2) and the results image as PNGs; downloads get the spec's file names", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { title: "Copa Share", startDate: addDays(today(), -4), endDate: addDays(today(), -3) });
    await f.createResult(db, { tournamentId: t.id });
    const card = (await get(t, "compartir.png")) as Response;
    expect(card.headers.get("Content-Type")).toBe("image/png");
    expect(card.headers.get("Content-Disposition")).toBeNull();
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(1200);
    const download = (await get(t, "compartir.png", "?descargar=1")) as Response;
    expect(download.headers.get("Content-Disposition")).toBe('attachment; filename="torneo-copa-share.png"');
    const results = (await get(t, "resultados.png", "?descargar=1")) as Response;
    expect(results.headers.get("Content-Disposition")).toBe('attachment; filename="resultados-copa-share.png"');
    const meta = await sharp(Buffer.from(await results.arrayBuffer())).metadata();
    expect(meta.format).toBe("png");
  });

  it("draws each image once per version of its data: same ETag and 304 until the tournament changes", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { title: "Copa Caché", startDate: addDays(today(), 10), endDate: addDays(today(), 11) });
    const first = (await get(t, "og.png")) as Response;
    expect(first.headers.get("Content-Type")).toBe("image/png");
    expect(await sharp(Buffer.from(await first.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(((await get(t, "og.png")) as Response).headers.get("ETag")).toBe(etag);
    const path = `${tournamentPath(t)}/og.png`;
    const revalidated = (await caught(
      filesLoader(
        args(new Request(`http://localhost:3000${path}`, { headers: { "If-None-Match": etag } }), {
          name: path.split("/")[2]!,
          id: String(t.id),
          file: "og.png",
        }),
      ),
    )) as Response;
    expect(revalidated.status).toBe(304);
    await db.update(s.tournament).set({ fee: "$900" }).where(eq(s.tournament.id, t.id));
    // The fee is not on the preview: same image.
    expect(((await get(t, "og.png")) as Response).headers.get("ETag")).toBe(etag);
    await db
      .update(s.tournament)
      .set({ categoriesMixed: ["A"] })
      .where(eq(s.tournament.id, t.id));
    const changed = (await get(t, "og.png")) as Response;
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect(changed.status).toBe(200);
  });

  it("offers an all-day .ics event; unapproved or unknown tournaments are 404", async () => {
    const db = handle.db;
    const t = await f.createTournament(db, { title: "Copa, Calendario", startDate: "2026-12-05", endDate: "2026-12-07" });
    const ics = await ((await get(t, "calendario.ics")) as Response).text();
    expect(ics).toContain("DTSTART;VALUE=DATE:20261205");
    expect(ics).toContain("DTEND;VALUE=DATE:20261208");
    expect(ics).toContain("SUMMARY:Copa\\, Calendario");
    const hidden = await f.createTournament(db, { approved: false });
    expect(statusOf(await get(hidden, "compartir.png"))).toBe(404);
    expect(statusOf(await get(t, "otro.txt"))).toBe(404);
  });
});
