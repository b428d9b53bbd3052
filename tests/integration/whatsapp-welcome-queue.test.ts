// The WhatsApp welcome queue against a real local server speaking the Graph API: retries with backoff,
// giving up, claiming a dead worker's job again, and the background worker.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import * as s from "../../db/schema";
import { useAppDb } from "./helpers/app-env";
import { useFakeGraphApi, useWhatsAppAdmin } from "./helpers/whatsapp";

const fake = await useFakeGraphApi("v18.0");

const { queueWelcome } = await import("~/server/whatsapp/automations.server");
const { runDueJobs, startJobWorker } = await import("~/server/background.server");

const handle = useAppDb();
useWhatsAppAdmin(handle, { accessToken: "EAAG-token-de-prueba-123", phoneNumberId: "1234567890", appSecret: "app-secret-de-prueba" });

describe("welcome queue", () => {
  it("retries a failed welcome later with backoff and stops once it is sent", async () => {
    await queueWelcome(handle.db, { name: "Luis Pérez", phone: "222 555 6666" });
    fake.failNext({ status: 500, code: 2, message: "Service temporarily unavailable", type: "OAuthException" });
    expect(await runDueJobs()).toEqual({ done: 0, retry: 1, failed: 0 });
    const [job] = await handle.db.select().from(s.job).where(eq(s.job.kind, "whatsapp.welcome"));
    expect(job).toMatchObject({ status: "pending", attempts: 1 });
    expect(job?.lastError).toContain("Service temporarily unavailable");
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing runs, nothing is sent.
    expect(await runDueJobs()).toEqual({ done: 0, retry: 0, failed: 0 });
    expect(fake.requests).toHaveLength(1);

    await handle.db
      .update(s.job)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(s.job.id, job!.id));
    expect(await runDueJobs()).toEqual({ done: 1, retry: 0, failed: 0 });
    expect(await runDueJobs()).toEqual({ done: 0, retry: 0, failed: 0 });
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]?.body).toMatchObject({
      to: "522225556666",
      type: "template",
      template: {
        name: "dagos_intro",
        language: { code: "es_MX" },
        components: [{ type: "body", parameters: [{ type: "text", text: "Luis Pérez" }] }],
      },
    });
    const [done] = await handle.db.select().from(s.job).where(eq(s.job.id, job!.id));
    expect(done).toMatchObject({ status: "done", attempts: 2, lastError: null });
    const log = await handle.db.select().from(s.automationLog).orderBy(s.automationLog.id);
    expect(log.map((l) => l.message)).toEqual([
      "Bienvenida en cola para 522225556666",
      expect.stringMatching(/^Error al enviar bienvenida a 522225556666: .*intento 1 de 8, se reintentará/),
      expect.stringMatching(/^Bienvenida enviada a 522225556666 \(Luis Pérez\)/),
    ]);
    const [sent] = await handle.db.select().from(s.whatsappMessage).where(eq(s.whatsappMessage.templateName, "dagos_intro"));
    expect(sent).toMatchObject({ toPhone: "522225556666", status: "sent" });
  });

  it("gives up after max attempts", async () => {
    await handle.db.insert(s.job).values({ kind: "whatsapp.welcome", payload: { to: "522225557777", name: "Eva" }, maxAttempts: 1 });
    fake.failNext({ status: 500, code: 2, message: "down" });
    expect(await runDueJobs()).toEqual({ done: 0, retry: 0, failed: 1 });
    const [failed] = await handle.db.select().from(s.job).where(eq(s.job.status, "failed"));
    expect(failed?.lastError).toContain("down");
  });

  it("runs a job queued within the run's own millisecond (run_at has microseconds, the clock milliseconds)", async () => {
    await handle.db.execute(
      sql`insert into job (kind, payload, run_at) values ('whatsapp.welcome', '{"to": "522225554444", "name": "Uma"}', '2030-01-02T03:04:05.678900Z')`,
    );
    expect(await runDueJobs({ now: new Date("2030-01-02T03:04:05.677Z") })).toEqual({ done: 0, retry: 0, failed: 0 });
    expect(await runDueJobs({ now: new Date("2030-01-02T03:04:05.678Z") })).toEqual({ done: 1, retry: 0, failed: 0 });
  });

  it("claims again a job whose worker died while running it", async () => {
    const [stale] = await handle.db
      .insert(s.job)
      .values({
        kind: "whatsapp.welcome",
        payload: { to: "522225558888", name: "Ida" },
        status: "running",
        attempts: 1,
        lockedAt: new Date(Date.now() - 11 * 60_000),
      })
      .returning();
    const [fresh] = await handle.db
      .insert(s.job)
      .values({
        kind: "whatsapp.welcome",
        payload: { to: "522225559999", name: "Ivo" },
        status: "running",
        attempts: 1,
        lockedAt: new Date(),
      })
      .returning();
    expect(await runDueJobs()).toEqual({ done: 1, retry: 0, failed: 0 });
    const rows = await handle.db
      .select()
      .from(s.job)
      .where(sql`${s.job.id} in (${stale!.id}, ${fresh!.id})`)
      .orderBy(s.job.id);
    expect(rows.map((r) => r.status)).toEqual(["done", "running"]);
  });

  it("runs queued welcomes in the background until stopped", async () => {
    const worker = startJobWorker(50);
    try {
      await queueWelcome(handle.db, { name: "Fondo", phone: "2225551212" });
      await vi.waitFor(
        async () => {
          const [row] = await handle.db
            .select()
            .from(s.job)
            .where(sql`${s.job.payload}->>'to' = '522225551212'`);
          expect(row?.status).toBe("done");
        },
        { timeout: 20_000, interval: 100 },
      );
    } finally {
      await worker.stop();
    }
    expect(fake.requests.some((r) => (r.body as { to?: string }).to === "522225551212")).toBe(true);
  });
});
