// Two app processes on one PostgreSQL behind nginx (docs/deploy.md): what one process does, the other
// sees; background work runs once; a process killed mid-traffic loses no acknowledged write.
import { randomBytes, randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { club, job, match, sitemapFile, user } from "../../db/schema";
import { queueWelcome } from "~/server/whatsapp/automations.server";
import { saveWhatsAppConfig } from "~/server/whatsapp/whatsapp-config.server";
import { setDb } from "~/server/infra/db.server";
import { friendlyMatchSettings } from "../support/score-events";
import { type Cluster, http, openEventStream, startCluster, upstreamOf, waitFor } from "./cluster";

const PASSWORD = "padel-demo-2026";
let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster();
  // Code the suite runs in-process (the WhatsApp settings, a queued welcome) writes to the cluster's
  // database with the processes' own secrets.
  Object.assign(process.env, { DATA_ENCRYPTION_KEY: cluster.env.DATA_ENCRYPTION_KEY, BETTER_AUTH_SECRET: cluster.env.BETTER_AUTH_SECRET });
  setDb(cluster.db);
}, 240_000);

afterAll(async () => {
  setDb(undefined);
  await cluster?.stop();
}, 60_000);

/** Each check is a client of its own (its own loopback address), so rate limits of one do not touch another. */
const CLIENTS = {
  live: "127.0.0.2",
  upload: "127.0.0.3",
  signIn: "127.0.0.4",
  signInElsewhere: "127.0.0.7",
  sitemap: "127.0.0.5",
  kill: "127.0.0.6",
};

async function signIn(email: string, from: string): Promise<string> {
  const response = await http(`${cluster.url}/api/auth/sign-in/email`, {
    method: "POST",
    from,
    headers: { "content-type": "application/json", origin: cluster.url },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return [response.headers["set-cookie"] ?? []]
    .flat()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Requests through nginx until one is answered by an upstream other than `not`. */
async function fromAnother<T extends { headers: import("node:http").IncomingHttpHeaders }>(
  not: string,
  send: () => Promise<T>,
): Promise<T> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const response = await send();
    if (upstreamOf(response) !== not) return response;
  }
  throw new Error(`every request went to ${not}`);
}

async function anyClubId(): Promise<number> {
  const [row] = await cluster.db.db.select({ id: club.id }).from(club).limit(1);
  return row!.id;
}

type LiveEvent = { version: number; score: { points: unknown } };

describe("two app processes behind nginx", () => {
  it("a point scored through one process reaches a live viewer connected to the other", async () => {
    const clubId = await anyClubId();
    const id = randomUUID();
    const secret = randomBytes(32).toString("base64url");
    let at = 1_700_000_000_000;
    const sync = (from: number, events: unknown[]) =>
      http(`${cluster.url}/api/matches/${id}/sync`, {
        method: "POST",
        from: CLIENTS.live,
        headers: { "content-type": "application/json", authorization: `Bearer ${secret}`, origin: cluster.url },
        body: JSON.stringify({ settings: friendlyMatchSettings(clubId), from, events, sentAt: Date.now() }),
      });
    expect((await sync(0, [{ type: "start", server: "team1", at: (at += 1000) }])).status).toBe(200);

    const viewer = await openEventStream(`${cluster.url}/api/matches/${id}/stream`);
    try {
      await waitFor("the viewer's first event", async () => (viewer.events.length > 0 ? true : undefined), 10_000);
      const scored = await fromAnother(viewer.upstream, () => sync(1, [{ type: "point", team: "team1", at: (at += 1000) }]));
      expect(scored.status).toBe(200);
      expect(upstreamOf(scored)).not.toBe(viewer.upstream);
      const { version } = scored.json<{ version: number }>();
      const seen = await waitFor(
        "the point on the other process's viewer",
        async () => (viewer.events as LiveEvent[]).find((event) => event.version >= version),
        10_000,
      );
      expect(seen.score.points).toEqual({ team1: 1, team2: 0 });
    } finally {
      viewer.close();
    }
  });

  it("an image uploaded through one process is served by the other", async () => {
    const cookie = await signIn("jugador@padelpuebla.mx", CLIENTS.upload);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0a7" } })
      .png()
      .toBuffer();
    const boundary = `----cluster${randomBytes(8).toString("hex")}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="folder"\r\n\r\navatars\r\n`),
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await http(`${cluster.url}/api/uploads`, {
      method: "POST",
      from: CLIENTS.upload,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie, origin: cluster.url },
      body,
    });
    expect(uploaded.status).toBe(200);
    const { url } = uploaded.json<{ url: string }>();
    expect(url).toMatch(/^\/img\/avatars\/[a-z0-9-]+\.webp$/);
    const served = await fromAnother(upstreamOf(uploaded), () => http(`${cluster.url}${url}`, { from: CLIENTS.upload }));
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect((await sharp(served.body).metadata()).width).toBe(64);
  });

  it("a WhatsApp welcome queued while both workers run is sent exactly once", async () => {
    const [admin] = await cluster.db.db.select({ id: user.id }).from(user).where(eq(user.email, "admin@padelpuebla.mx"));
    const saved = await saveWhatsAppConfig(
      { accessToken: "EAAG-cluster", phoneNumberId: "1098765432", verifyToken: "", appSecret: "", appId: "", isActive: true },
      admin!.id,
    );
    expect(saved.ok).toBe(true);
    const phones = Array.from({ length: 12 }, (_, i) => `22255501${String(i).padStart(2, "0")}`);
    await cluster.db.db.transaction(async (tx) => {
      for (const phone of phones) await queueWelcome(tx, { name: `Jugador ${phone.slice(-2)}`, phone });
    });
    const sentTo = () => cluster.graph.requests.filter((r) => r.path.endsWith("/messages")).map((r) => (r.body as { to?: string }).to);
    await waitFor("every welcome sent", async () => (phones.every((p) => sentTo().includes(`52${p}`)) ? true : undefined), 20_000);
    // Both workers keep polling every 100 ms: give them a few more rounds to send anything twice.
    await new Promise((r) => setTimeout(r, 1500));
    for (const phone of phones) expect(sentTo().filter((to) => to === `52${phone}`)).toHaveLength(1);
    const jobs = await cluster.db.db.select({ status: job.status }).from(job).where(eq(job.kind, "whatsapp.welcome"));
    expect(jobs.map((j) => j.status)).toEqual(phones.map(() => "done"));
  });

  it("failed sign-ins are counted across both processes", async () => {
    const attempt = (password: string, from: string) =>
      http(`${cluster.url}/api/auth/sign-in/email`, {
        method: "POST",
        from,
        headers: { "content-type": "application/json", origin: cluster.url },
        body: JSON.stringify({ email: "club@padelpuebla.mx", password }),
      });
    const upstreams = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const failed = await attempt(`incorrecta-${i}`, CLIENTS.signIn);
      expect(failed.status).toBe(401);
      upstreams.add(upstreamOf(failed));
    }
    expect(upstreams.size).toBe(2);
    // The address that failed five times is refused by both processes...
    for (let i = 0; i < 2; i++) expect((await attempt(PASSWORD, CLIENTS.signIn)).status).toBe(429);
    // ...and the account waits even from another address, with the right password.
    for (let i = 0; i < 2; i++) {
      const refused = await attempt(PASSWORD, CLIENTS.signInElsewhere);
      expect(refused.status).toBe(429);
      expect(refused.json<{ message: string }>().message).toBe("Demasiados intentos. Espera un momento e inténtalo de nuevo.");
    }
  });

  it("a sitemap generated on one process is served by the other", async () => {
    const cookie = await signIn("admin@padelpuebla.mx", CLIENTS.sitemap);
    const started = new Date();
    const generated = await http(`${cluster.url}/admin/seo`, {
      method: "POST",
      from: CLIENTS.sitemap,
      headers: { "content-type": "application/x-www-form-urlencoded", cookie, origin: cluster.url },
      body: "intent=generate",
    });
    expect(generated.status, generated.text().slice(0, 300)).toBe(303);
    const [index] = await cluster.db.db
      .select({ content: sitemapFile.content, generatedAt: sitemapFile.generatedAt })
      .from(sitemapFile)
      .where(eq(sitemapFile.name, "sitemap.xml"));
    expect(index!.generatedAt.getTime()).toBeGreaterThanOrEqual(started.getTime() - 1000);
    const served = await fromAnother(upstreamOf(generated), () => http(`${cluster.url}/sitemaps/sitemap.xml`, { from: CLIENTS.sitemap }));
    expect(served.status).toBe(200);
    expect(served.text()).toBe(index!.content);
    expect(served.text()).toContain(`<loc>${cluster.url}/sitemaps/sitemap-tournaments.xml</loc>`);
  });

  it("killing one process mid-traffic loses no acknowledged write, and nginx keeps serving from the other", async () => {
    const clubId = await anyClubId();
    // Four scorers add points one at a time; each answer says how many events the server holds.
    const matches = Array.from({ length: 4 }, () => ({ id: randomUUID(), secret: randomBytes(32).toString("base64url"), acked: 0 }));
    let at = 1_700_000_000_000;
    // A point, then its undo, over and over: the log grows, the match never ends.
    const event = (n: number) =>
      n === 0
        ? { type: "start", server: "team1", at: (at += 1000) }
        : n % 2 === 1
          ? { type: "point", team: "team1", at: (at += 1000) }
          : { type: "undo", at: (at += 1000) };
    let stop = false;
    let killedAt = 0;
    const afterKill = { ok: 0, failed: 0 };
    const scorer = async (m: (typeof matches)[number]) => {
      while (!stop) {
        const response = await http(`${cluster.url}/api/matches/${m.id}/sync`, {
          method: "POST",
          from: CLIENTS.kill,
          headers: { "content-type": "application/json", authorization: `Bearer ${m.secret}`, origin: cluster.url },
          body: JSON.stringify({ settings: friendlyMatchSettings(clubId), from: m.acked, events: [event(m.acked)], sentAt: Date.now() }),
        }).catch(() => null);
        if (response?.status === 200) m.acked = response.json<{ length: number }>().length;
      }
    };
    const reader = async () => {
      while (!stop) {
        const response = await http(`${cluster.url}/torneos-padel-puebla`, { from: CLIENTS.kill }).catch(() => null);
        // Requests in flight on the killed process may fail; once it is gone, every page is served.
        if (killedAt && Date.now() - killedAt > 500) afterKill[response?.status === 200 ? "ok" : "failed"] += 1;
      }
    };
    const traffic = [...matches.map(scorer), reader(), reader()];
    await new Promise((r) => setTimeout(r, 1500));
    const victim = cluster.apps[1]!;
    victim.child.kill("SIGKILL");
    await victim.exited;
    killedAt = Date.now();
    await new Promise((r) => setTimeout(r, 3000));
    stop = true;
    await Promise.all(traffic);

    const stored = await cluster.db.db
      .select({ id: match.id, events: match.events })
      .from(match)
      .where(
        inArray(
          match.id,
          matches.map((m) => m.id),
        ),
      );
    for (const m of matches) {
      expect(m.acked).toBeGreaterThan(5);
      const row = stored.find((s) => s.id === m.id);
      expect(row?.events.length ?? 0).toBeGreaterThanOrEqual(m.acked);
    }
    expect(afterKill.ok).toBeGreaterThan(10);
    expect(afterKill.failed).toBe(0);
  });
});
