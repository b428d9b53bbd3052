import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { caught, configureTestEnv, routeArgs as args, useAppDb, pageRequest, sessionCookie } from "./helpers/app-env";
import { redirectToast } from "./helpers/roles";

configureTestEnv();

const { linkPlayer, unlinkPlayer, getProfile } = await import("~/server/accounts/account.server");
const { searchPlayers } = await import("~/server/players/player-search.server");
const { action: profileAction } = await import("~/routes/profile");
const { action: claimAction } = await import("~/routes/api.players.$id.claim");
const { action: reportAction } = await import("~/routes/api.players.$id.report");
const { processImage, resizedImage, storeImage, IMAGE_TOO_LARGE, NOT_AN_IMAGE } = await import("~/server/infra/uploads.server");
const { hashPassword, verifyPassword } = await import("~/server/accounts/password.server");
const { promoteToAdmin } = await import("../../scripts/make-admin");
const { createPlayer, createPlayerClaim, createResult, createUser } = await import("./factories");
const s = await import("../../db/schema");

const handle = useAppDb();

describe("linking an account to a player", () => {
  it("links, records the claim, moves the link to another player, and unlinks", async () => {
    const db = handle.db;
    const user = await createUser(db);
    const first = await createPlayer(db);
    const second = await createPlayer(db);
    expect(await linkPlayer(user.id, first.id)).toEqual({ ok: true, value: undefined });
    expect(await linkPlayer(user.id, second.id)).toEqual({ ok: true, value: undefined });
    const linked = await db.select().from(s.player).where(eq(s.player.userId, user.id));
    expect(linked.map((p) => p.id)).toEqual([second.id]);
    const claims = await db.select().from(s.playerClaim).where(eq(s.playerClaim.userId, user.id));
    expect(claims.map((c) => [c.playerId, c.status]).sort()).toEqual(
      [
        [first.id, "pendiente"],
        [second.id, "pendiente"],
      ].sort(),
    );
    expect(await unlinkPlayer(user.id)).toBe(true);
    expect(await db.select().from(s.player).where(eq(s.player.userId, user.id))).toEqual([]);
  });

  it("refuses a player linked to another account, and a claim an administrator rejected", async () => {
    const db = handle.db;
    const [owner, other] = [await createUser(db), await createUser(db)];
    const taken = await createPlayer(db, { userId: owner.id });
    expect(await linkPlayer(other.id, taken.id)).toEqual({
      ok: false,
      reason: "taken",
      message: "Este perfil de jugador ya está conectado a otra cuenta.",
    });
    const rejected = await createPlayer(db);
    await createPlayerClaim(db, { playerId: rejected.id, userId: other.id, status: "rechazada" });
    expect(await linkPlayer(other.id, rejected.id)).toEqual({
      ok: false,
      reason: "rejected",
      message: "Un administrador rechazó tu solicitud para este perfil.",
    });
    expect(await linkPlayer(other.id, 987_654)).toEqual({
      ok: false,
      reason: "not_found",
      message: "No encontramos un jugador con ese Instagram.",
    });
    const [row] = await db.select().from(s.player).where(eq(s.player.id, taken.id));
    expect(row?.userId).toBe(owner.id);
  });

  it("the profile shows the linked player with its titles", async () => {
    const db = handle.db;
    const user = await createUser(db, { firstName: "Ana", lastName: "Ruiz" });
    const me = await createPlayer(db, { userId: user.id });
    await createResult(db, { player1Id: me.id, placement: "champion" });
    await createResult(db, { player2Id: me.id, placement: "champion" });
    await createResult(db, { player1Id: me.id, placement: "runner_up" });
    const profile = await getProfile(user.id);
    expect(profile?.player).toMatchObject({ id: me.id, titles: 2 });
  });
});

describe("'¿Eres tú?' claim action", () => {
  it("links the signed-in user and refuses a player already linked to someone else", async () => {
    const db = handle.db;
    const user = await createUser(db);
    const cookie = await sessionCookie(db, user);
    const free = await createPlayer(db);
    const response = (await claimAction(
      args(pageRequest(`/api/players/${free.id}/claim`, { cookie, form: { redirectTo: `/padel/${free.handle}` } }), {
        id: String(free.id),
      }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/padel/${free.handle}`);
    const [row] = await db.select().from(s.player).where(eq(s.player.id, free.id));
    expect(row?.userId).toBe(user.id);

    const owner = await createUser(db);
    const taken = await createPlayer(db, { userId: owner.id });
    await claimAction(
      args(pageRequest(`/api/players/${taken.id}/claim`, { cookie, form: { redirectTo: "https://evil.example" } }), {
        id: String(taken.id),
      }),
    );
    const [still] = await db.select().from(s.player).where(eq(s.player.id, taken.id));
    expect(still?.userId).toBe(owner.id);
    const claims = await db.select().from(s.playerClaim).where(eq(s.playerClaim.playerId, taken.id));
    expect(claims).toEqual([]);
  });

  it("answers 401 to an anonymous claim and changes nothing", async () => {
    const free = await createPlayer(handle.db);
    const thrown = (await caught(
      claimAction(args(pageRequest(`/api/players/${free.id}/claim`, { form: {} }), { id: String(free.id) })),
    )) as { init: { status: number } };
    expect(thrown.init.status).toBe(401);
    const [row] = await handle.db.select().from(s.player).where(eq(s.player.id, free.id));
    expect(row?.userId).toBeNull();
  });
});

describe("'Este perfil no es mío' report action", () => {
  const report = (playerId: number, form: Record<string, string>, cookie?: string) =>
    reportAction(args(pageRequest(`/api/players/${playerId}/report`, { cookie, form }), { id: String(playerId) }));

  it("records a report on someone else's link, unlinks one's own, and refuses a message over 500 characters", async () => {
    const db = handle.db;
    const [owner, reporter] = [await createUser(db), await createUser(db)];
    const cookie = await sessionCookie(db, reporter);
    const taken = await createPlayer(db, { userId: owner.id });
    type Refused = { init: { status: number }; data: { result: { error: Record<string, string[]> } } };
    const tooLong = (await report(taken.id, { redirectTo: `/padel/${taken.handle}`, message: "x".repeat(501) }, cookie)) as Refused;
    expect(tooLong.init.status).toBe(400);
    expect(tooLong.data.result.error.message).toEqual(["El mensaje admite hasta 500 caracteres."]);
    const blank = (await report(taken.id, { redirectTo: "/", message: "  " }, cookie)) as Refused;
    expect(blank.data.result.error.message).toEqual(["Cuéntale al administrador qué pasa con este perfil"]);
    expect(await db.select().from(s.playerReport).where(eq(s.playerReport.playerId, taken.id))).toEqual([]);

    const sent = (await report(taken.id, { redirectTo: `/padel/${taken.handle}`, message: "  Soy yo.  " }, cookie)) as Response;
    expect(sent.headers.get("location")).toBe(`/padel/${taken.handle}`);
    expect(await redirectToast(sent)).toMatchObject({ title: "Reporte enviado" });
    const [row] = await db.select().from(s.playerReport).where(eq(s.playerReport.playerId, taken.id));
    expect(row).toMatchObject({ reporterId: reporter.id, linkedUserId: owner.id, message: "Soy yo.", status: "pendiente" });
    expect((await db.select().from(s.player).where(eq(s.player.id, taken.id)))[0]?.userId).toBe(owner.id);

    const mine = await createPlayer(db, { userId: reporter.id });
    expect(await redirectToast((await report(mine.id, { redirectTo: "/", message: "No soy yo." }, cookie)) as Response)).toMatchObject({
      title: "Perfil desconectado",
    });
    expect((await db.select().from(s.player).where(eq(s.player.id, mine.id)))[0]?.userId).toBeNull();
  });

  it("answers 401 to an anonymous report and records nothing", async () => {
    const player = await createPlayer(handle.db);
    const thrown = (await caught(report(player.id, { message: "hola" }))) as { init: { status: number } };
    expect(thrown.init.status).toBe(401);
    expect(await handle.db.select().from(s.playerReport).where(eq(s.playerReport.playerId, player.id))).toEqual([]);
  });
});

describe("profile action", () => {
  it("answers 400 with the spec's message for a bad phone and writes nothing", async () => {
    const db = handle.db;
    const user = await createUser(db, { firstName: "Beto", lastName: "Luna", phone: null });
    const cookie = await sessionCookie(db, user);
    const form = { intent: "update-profile", firstName: "Roberto", lastName: "Luna", email: user.email, phone: "22212" };
    const result = (await profileAction(args(pageRequest("/profile", { cookie, form })))) as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.result.error.phone).toEqual(["El teléfono debe tener 10 dígitos"]);
    const [row] = await db.select().from(s.user).where(eq(s.user.id, user.id));
    expect(row?.firstName).toBe("Beto");

    const ok = (await profileAction(args(pageRequest("/profile", { cookie, form: { ...form, phone: "2221234567" } })))) as Response;
    expect(ok.status).toBe(302);
    const [saved] = await db.select().from(s.user).where(eq(s.user.id, user.id));
    expect(saved).toMatchObject({ firstName: "Roberto", phone: "2221234567", name: "Roberto Luna" });
  });

  it("links through the Instagram field only to an existing, free player", async () => {
    const db = handle.db;
    const user = await createUser(db);
    const cookie = await sessionCookie(db, user);
    const base = { intent: "update-profile", firstName: "Carla", lastName: "Sosa", email: user.email };
    // A handle of nobody saves the rest of the profile and links nothing (docs/product.md §6.3: linking is its own step).
    const missing = (await profileAction(
      args(pageRequest("/profile", { cookie, form: { ...base, instagram: "@no_existe_nadie" } })),
    )) as Response;
    expect(missing.status).toBe(302);
    expect((await db.select().from(s.user).where(eq(s.user.id, user.id)))[0]).toMatchObject({ firstName: "Carla", lastName: "Sosa" });
    expect((await getProfile(user.id))?.player).toBeNull();
    const player = await createPlayer(db);
    const linked = (await profileAction(
      args(pageRequest("/profile", { cookie, form: { ...base, instagram: `@${player.handle!.toUpperCase()}` } })),
    )) as Response;
    expect(linked.status).toBe(302);
    expect((await getProfile(user.id))?.player?.id).toBe(player.id);
  });
});

describe("player search", () => {
  it("ignores case and accents on name and handle, ranks the exact handle first, and can skip linked players", async () => {
    const db = handle.db;
    const owner = await createUser(db);
    await createPlayer(db, { name: "José Ángel Martínez", handle: "joseangel_zz" });
    await createPlayer(db, { name: "Zz Otra", handle: "jose_zz", userId: owner.id });
    const byName = await searchPlayers("JOSE ANGEL");
    expect(byName.map((p) => p.handle)).toEqual(["joseangel_zz"]);
    const byHandle = await searchPlayers("@jose_zz");
    expect(byHandle[0]?.handle).toBe("jose_zz");
    expect((await searchPlayers("jose_zz", { unlinkedOnly: true })).map((p) => p.handle)).toEqual([]);
    expect(await searchPlayers("   ")).toEqual([]);
    expect(await searchPlayers("100%")).toEqual([]);
  });
});

describe("image uploads", () => {
  it("re-encodes to WebP without EXIF, and serves resized variants", async () => {
    const jpeg = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#c6f432" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "secreto" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const processed = await processImage(jpeg);
    const meta = await sharp(processed).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    const url = await storeImage(jpeg, "avatars");
    expect(url).toMatch(/^\/img\/avatars\/[0-9a-f-]+\.webp$/);
    const resized = await resizedImage(url.slice("/img/".length), 400);
    expect((await sharp(resized!).metadata()).width).toBe(400);
    expect(await resizedImage("avatars/../../etc/passwd", 400)).toBeNull();
  });

  it("refuses what is not an image whatever its name says, and anything over 5 MB", async () => {
    await expect(processImage(new TextEncoder().encode("<svg onload=alert(1)></svg>      "))).rejects.toThrow(NOT_AN_IMAGE);
    await expect(processImage(new Uint8Array(5 * 1024 * 1024 + 1))).rejects.toThrow(IMAGE_TOO_LARGE);
  });
});

describe("passwords and administrators", () => {
  it("hashes with argon2id and still verifies older scrypt hashes", async () => {
    const hash = await hashPassword("padel-demo-2026");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash, password: "padel-demo-2026" })).toBe(true);
    expect(await verifyPassword({ hash, password: "otra" })).toBe(false);
    const { hashPassword: scrypt } = await import("better-auth/crypto");
    expect(await verifyPassword({ hash: await scrypt("vieja"), password: "vieja" })).toBe(true);
    expect(await verifyPassword({ hash: "basura", password: "vieja" })).toBe(false);
  });

  it("npm run user:admin promotes an existing account and records it in the audit log", async () => {
    const db = handle.db;
    const user = await createUser(db, { email: "futura.admin@example.test" });
    expect(await promoteToAdmin(db, "Futura.Admin@example.test")).toBe("promoted");
    expect(await promoteToAdmin(db, "futura.admin@example.test")).toBe("already-admin");
    expect(await promoteToAdmin(db, "nadie@example.test")).toBe("not-found");
    const [row] = await db.select().from(s.user).where(eq(s.user.id, user.id));
    expect(row?.role).toBe("admin");
    const audit = await db.select().from(s.auditLog).where(eq(s.auditLog.entityId, user.id));
    expect(audit.map((a) => a.action)).toEqual(["user.make_admin"]);
  });
});
