// WhatsApp notices of online payments (issue 33) against local Mercado Pago and Graph API servers: an
// approved payment sends 'pago_aprobado' once; a pending OXXO ticket queues 'pago_por_vencer' a day before its
// deadline, which is not sent once the ticket is paid; nothing is queued for a payer without a phone or who
// turned WhatsApp messages off.
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { startFakeMercadoPago } from "../support/fake-mercado-pago";
import { dataOf, pageRequest, SITE_URL, sessionCookie, useAppDb } from "./helpers/app-env";
import { throughMiddleware } from "./helpers/middleware";
import { useFakeGraphApi, useWhatsAppAdmin } from "./helpers/whatsapp";

const ACCESS_TOKEN = "APP_USR-avisos-1";
const graph = await useFakeGraphApi("v21.0");
const mercadoPago = await startFakeMercadoPago({ accessToken: ACCESS_TOKEN, webhookSecret: "secreto-avisos" });
process.env.PAYMENTS_API_URL = mercadoPago.url;

const { runDueJobs } = await import("~/server/background.server");
const { settleChanges } = await import("~/server/infra/changes.server");
const payments = await import("~/server/payments");
const f = await import("./factories");
const { paymentDeadlineText } = await import("~/domain/payments");

const handle = useAppDb();
useWhatsAppAdmin(handle, { accessToken: "EAAG-pagos-1", phoneNumberId: "5550003333", appSecret: "secreto-de-app" });

type Template = { name: string; components: { parameters: { text: string }[] }[] };
const sent = () =>
  graph.requests
    .filter((r) => r.method === "POST")
    .map((r) => {
      const body = r.body as { to: string; template: Template };
      return [body.to, body.template.name, ...body.template.components[0]!.parameters.map((x) => x.text)];
    });

async function runJobs(now = new Date(Date.now() + 1000)) {
  await runDueJobs({ now });
  await settleChanges();
}

/** A registration to 'Copa Atlixco' (720 after the early discount) whose player paid with `method` at the fake checkout. */
async function paid(method: "card" | "oxxo", player: { phone: string | null; matchReminders?: boolean }) {
  const admin = await f.createAdmin(handle.db);
  await payments.savePaymentConfig({ accessToken: ACCESS_TOKEN, webhookSecret: "secreto-avisos", publicKey: "", isActive: true }, admin.id);
  const t = await f.createTournament(handle.db, { title: "Copa Atlixco" });
  await payments.setTournamentPayments(t.id, { enabled: true, splitPerPlayer: false });
  const user = await f.createUser(handle.db, { name: "Ana Reyes", ...player });
  const registration = await f.createRegistration(handle.db, { tournamentId: t.id, userId: user.id, finalPrice: 720 });
  const started = await payments.startCheckout(user.id, registration.id);
  if (!started.ok) throw new Error(started.message);
  const paymentId = await mercadoPago.pay(new URL(started.value.checkoutUrl).searchParams.get("pref_id")!, method, { notify: false });
  await payments.applyProviderPayment({ ...mercadoPago.payments.get(paymentId)!, id: String(paymentId) }, null);
  return paymentId;
}

const noticeJobs = () =>
  handle.db
    .select({ kind: s.job.kind, status: s.job.status, runAt: s.job.runAt })
    .from(s.job)
    .where(inArray(s.job.kind, [payments.PAYMENT_APPROVED_JOB, payments.PAYMENT_EXPIRING_JOB]))
    .orderBy(s.job.id);

describe("WhatsApp notices of payments", () => {
  it("an approved card payment sends 'pago_aprobado' once, with the amount and the link to 'Mis inscripciones'", async () => {
    await paid("card", { phone: "2225550101" });
    await runJobs();
    await runJobs();
    expect(sent()).toEqual([["522225550101", "pago_aprobado", "Ana Reyes", "Copa Atlixco", "$720", `${SITE_URL}/mis-inscripciones`]]);
  });

  it("an OXXO ticket is reminded a day before its deadline, and not once it is paid", async () => {
    const paymentId = await paid("oxxo", { phone: "2225550202" });
    const [reminder] = (await noticeJobs()).filter((j) => j.kind === payments.PAYMENT_EXPIRING_JOB && j.status === "pending");
    const deadline = new Date(mercadoPago.payments.get(paymentId)!.date_of_expiration!);
    expect(reminder!.runAt.getTime()).toBe(deadline.getTime() - 86_400_000);
    await runJobs();
    expect(sent()).toEqual([]);
    await runJobs(new Date(deadline.getTime() - 3_600_000));
    expect(sent()).toEqual([
      [
        "522225550202",
        "pago_por_vencer",
        "Ana Reyes",
        "Copa Atlixco",
        "en OXXO",
        paymentDeadlineText(deadline),
        `9800${paymentId}`,
        `${SITE_URL}/mis-inscripciones`,
      ],
    ]);
  });

  it("a ticket paid before the reminder is due: the reminder sends nothing, the approval is announced", async () => {
    const paymentId = await paid("oxxo", { phone: "2225550303" });
    await mercadoPago.settle(paymentId, "approved", { notify: false });
    await payments.applyProviderPayment({ ...mercadoPago.payments.get(paymentId)!, id: String(paymentId) }, null);
    await runJobs(new Date(Date.now() + 3 * 86_400_000));
    expect(sent().map((m) => [m[0], m[1]])).toEqual([["522225550303", "pago_aprobado"]]);
  });

  it("queues nothing for a payer without a phone or who turned WhatsApp messages off", async () => {
    const before = (await noticeJobs()).length;
    await paid("card", { phone: null });
    await paid("oxxo", { phone: "2225550404", matchReminders: false });
    expect((await noticeJobs()).length).toBe(before);
  });

  it("switched off in /admin/automatizaciones ('Avisos de pago'): nothing is queued or sent, not even a reminder queued before", async () => {
    const admin = await f.createAdmin(handle.db);
    const cookie = await sessionCookie(handle.db, admin);
    const route = await import("~/routes/admin.automatizaciones");
    const toggle = async (enabled: boolean) =>
      dataOf<{ toast: { title: string } }>(
        await throughMiddleware(
          route.action,
          pageRequest("/admin/automatizaciones", {
            cookie,
            form: { intent: "toggle", automation: "payment-notices", enabled: String(enabled) },
          }),
        ),
      ).toast.title;
    const ticket = await paid("oxxo", { phone: "2225550505" });
    const deadline = new Date(mercadoPago.payments.get(ticket)!.date_of_expiration!);
    try {
      expect(await toggle(false)).toBe("Avisos de pago desactivados");
      const loaded = dataOf<{ paymentNoticesEnabled: boolean }>(
        await throughMiddleware(route.loader, pageRequest("/admin/automatizaciones", { cookie })),
      );
      expect(loaded.paymentNoticesEnabled).toBe(false);
      const before = (await noticeJobs()).length;
      await paid("card", { phone: "2225550606" });
      expect((await noticeJobs()).length).toBe(before);
      await runJobs(new Date(deadline.getTime() - 3_600_000));
      expect(sent()).toEqual([]);
    } finally {
      expect(await toggle(true)).toBe("Avisos de pago activados");
    }
  });
});
