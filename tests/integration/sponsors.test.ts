// Sponsors (issue 7): the strip's data, requests from signed-in users and the administrators'
// management, for each role: anonymous, player, organiser, club administrator, administrator.
import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { caught, configureTestEnv, pageRequest } from "./helpers/app-env";
import { throughMiddleware } from "./helpers/middleware";
import { appDbWithRoles } from "./helpers/roles";

configureTestEnv();

const apiSponsors = await import("~/routes/api.sponsors");
const adminSponsors = await import("~/routes/admin.patrocinadores");
const siteLayout = await import("~/routes/site-layout");
const { brandSponsors, shuffled } = await import("~/server/admin/sponsors.server");
const f = await import("./factories");
const s = await import("../../db/schema");

const ctx = appDbWithRoles();
beforeEach(async () => {
  await ctx.handle.db.delete(s.sponsor);
});

const statusOf = (outcome: unknown) =>
  outcome instanceof Response ? outcome.status : ((outcome as { init?: { status?: number } | null })?.init?.status ?? 200);
const sponsorCount = async () => (await ctx.handle.db.select({ n: count() }).from(s.sponsor))[0]!.n;

const validRequest = {
  title: "Raquetas Cholula",
  description: "Tienda de palas en Cholula.",
  targetUrl: "https://raquetas-cholula.example",
};

describe("POST /api/sponsors (sponsor request)", () => {
  it("refuses anonymous visitors with 401 and writes nothing", async () => {
    const outcome = await caught(throughMiddleware(apiSponsors.action, pageRequest("/api/sponsors", { form: validRequest })));
    expect(statusOf(outcome)).toBe(401);
    expect(await sponsorCount()).toBe(0);
  });

  it.each(["player", "organiser", "clubAdmin", "admin"] as const)(
    "stores the request of a %s inactive, with its submitter",
    async (role) => {
      const outcome = await throughMiddleware(
        apiSponsors.action,
        pageRequest("/api/sponsors", { cookie: ctx.roles[role].cookie, form: validRequest }),
      );
      expect(statusOf(outcome)).toBe(200);
      const rows = await ctx.handle.db.select().from(s.sponsor);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ...validRequest, active: false, image: null, submittedBy: ctx.roles[role].userId });
    },
  );

  it("accepts a request without URL and with an uploaded image", async () => {
    const form = { title: "Marca", description: "Descripción", targetUrl: "", image: "/img/sponsors/abc-123.webp" };
    await throughMiddleware(apiSponsors.action, pageRequest("/api/sponsors", { cookie: ctx.roles.player.cookie, form }));
    const [row] = await ctx.handle.db.select().from(s.sponsor);
    expect(row).toMatchObject({ targetUrl: null, image: "/img/sponsors/abc-123.webp" });
  });

  it.each([
    [{ ...validRequest, title: "  " }, "title", "El nombre de la marca es obligatorio"],
    [{ ...validRequest, description: "" }, "description", "La descripción es obligatoria"],
    [{ ...validRequest, targetUrl: "no es una url" }, "targetUrl", "Ingresa una URL válida (por ejemplo https://tumarca.com)"],
    [{ ...validRequest, targetUrl: "javascript:alert(1)" }, "targetUrl", "Ingresa una URL válida (por ejemplo https://tumarca.com)"],
    [{ ...validRequest, image: "https://elsewhere.example/x.png" }, "image", "No se pudo subir la imagen"],
  ])("answers 400 with the Spanish field error and writes nothing (%#)", async (form, field, message) => {
    const outcome = (await throughMiddleware(
      apiSponsors.action,
      pageRequest("/api/sponsors", { cookie: ctx.roles.player.cookie, form }),
    )) as {
      data: { ok: boolean; result: { error: Record<string, string[]> } };
    };
    expect(statusOf(outcome)).toBe(400);
    expect(outcome.data.ok).toBe(false);
    expect(outcome.data.result.error[field]).toEqual([message]);
    expect(await sponsorCount()).toBe(0);
  });
});

describe("the sponsors strip", () => {
  it("lists only active sponsors", async () => {
    const active = await f.createSponsor(ctx.handle.db, { active: true });
    await f.createSponsor(ctx.handle.db, { active: false });
    const { sponsors } = siteLayout.loader();
    expect((await sponsors).map((x) => x.id)).toEqual([active.id]);
  });

  it("shuffles without losing or repeating a sponsor", () => {
    const items = [1, 2, 3, 4, 5, 6];
    let seed = 0.37;
    const random = () => (seed = (seed * 9301 + 0.49297) % 1);
    const out = shuffled(items, random);
    expect([...out].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("finds the brand's sponsors for /unete-dagos by title, ignoring case", async () => {
    const dagos = await f.createSponsor(ctx.handle.db, { title: "DAGOS Pádel Club" });
    await f.createSponsor(ctx.handle.db, { title: "Otra marca" });
    await f.createSponsor(ctx.handle.db, { title: "Dagos inactivo", active: false });
    expect((await brandSponsors(["dagos", "Pádel Puebla"])).map((x) => x.id)).toEqual([dagos.id]);
  });
});

describe("/admin/patrocinadores", () => {
  const adminPost = (cookie: string | undefined, form: Record<string, string>) =>
    caught(throughMiddleware(adminSponsors.action, pageRequest("/admin/patrocinadores", { cookie, form })));

  it("answers 401 to anonymous visitors (the admin layout rule) and refuses every role but administrators", async () => {
    const anonymous = await caught(throughMiddleware(adminSponsors.loader, pageRequest("/admin/patrocinadores")));
    expect(statusOf(anonymous)).toBe(401);
    for (const role of ["player", "organiser", "clubAdmin"] as const) {
      expect(
        statusOf(
          await caught(throughMiddleware(adminSponsors.loader, pageRequest("/admin/patrocinadores", { cookie: ctx.roles[role].cookie }))),
        ),
      ).toBe(403);
    }
    const pending = await f.createSponsor(ctx.handle.db, { active: false, submittedBy: ctx.roles.player.userId });
    const list = await throughMiddleware(adminSponsors.loader, pageRequest("/admin/patrocinadores", { cookie: ctx.roles.admin.cookie }));
    expect(list.sponsors.map((x) => x.id)).toEqual([pending.id]);
  });

  it("lets no one but an administrator activate, edit or remove a sponsor", async () => {
    const sponsor = await f.createSponsor(ctx.handle.db, { active: false });
    const attempts: Record<string, string>[] = [
      { intent: "activate", id: String(sponsor.id) },
      { intent: "delete", id: String(sponsor.id) },
      { intent: `update:${sponsor.id}`, id: String(sponsor.id), title: "Hackeado", description: "x", active: "on" },
    ];
    for (const form of attempts) {
      expect(statusOf(await adminPost(undefined, form))).toBe(401);
      for (const role of ["player", "organiser", "clubAdmin"] as const)
        expect(statusOf(await adminPost(ctx.roles[role].cookie, form))).toBe(403);
    }
    const [row] = await ctx.handle.db.select().from(s.sponsor).where(eq(s.sponsor.id, sponsor.id));
    expect(row).toMatchObject({ active: false, title: sponsor.title });
  });

  it("activates, deactivates, edits and removes, and audits each change", async () => {
    const sponsor = await f.createSponsor(ctx.handle.db, { active: false });
    const id = String(sponsor.id);
    const read = async () => (await ctx.handle.db.select().from(s.sponsor).where(eq(s.sponsor.id, sponsor.id)))[0];

    expect(statusOf(await adminPost(ctx.roles.admin.cookie, { intent: "activate", id }))).toBe(302);
    expect((await read())?.active).toBe(true);
    const strip = await siteLayout.loader().sponsors;
    expect(strip.map((x) => x.id)).toContain(sponsor.id);

    expect(statusOf(await adminPost(ctx.roles.admin.cookie, { intent: "deactivate", id }))).toBe(302);
    expect((await read())?.active).toBe(false);

    const edit = {
      intent: `update:${id}`,
      id,
      title: "Nueva Marca",
      description: "Nueva descripción",
      targetUrl: "",
      image: "",
      active: "on",
    };
    expect(statusOf(await adminPost(ctx.roles.admin.cookie, edit))).toBe(302);
    expect(await read()).toMatchObject({
      title: "Nueva Marca",
      description: "Nueva descripción",
      targetUrl: null,
      image: null,
      active: true,
    });

    expect(statusOf(await adminPost(ctx.roles.admin.cookie, { intent: "delete", id }))).toBe(302);
    expect(await read()).toBeUndefined();

    const audit = await ctx.handle.db.select({ action: s.auditLog.action }).from(s.auditLog).where(eq(s.auditLog.entityId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(["sponsor.activate", "sponsor.deactivate", "sponsor.delete", "sponsor.update"]);
  });

  it("answers bad input with 400 and changes nothing", async () => {
    const sponsor = await f.createSponsor(ctx.handle.db, { active: true });
    const id = String(sponsor.id);
    const outcome = await adminPost(ctx.roles.admin.cookie, {
      intent: `update:${id}`,
      id,
      title: "",
      description: "x",
      targetUrl: "ftp://x",
    });
    expect(statusOf(outcome)).toBe(400);
    expect(statusOf(await adminPost(ctx.roles.admin.cookie, { intent: "activate", id: "abc" }))).toBe(400);
    expect(statusOf(await adminPost(ctx.roles.admin.cookie, { intent: "explode", id }))).toBe(400);
    const [row] = await ctx.handle.db.select().from(s.sponsor).where(eq(s.sponsor.id, sponsor.id));
    expect(row).toMatchObject({ title: sponsor.title, active: true });
  });
});
