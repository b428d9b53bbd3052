// Online payment of registration fees (issue 33) against a local Mercado Pago: the app's webhook is
// reached over HTTP (a small server hands each request to the route, through its middleware), the job
// queue applies what the provider reports, and the registration shows it in Spanish.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { startFakeMercadoPago } from "../support/fake-mercado-pago";
import { caught, configureTestEnv, dataOf, pageRequest, sessionCookie, statusOf, useAppDb } from "./helpers/app-env";
import { throughMiddleware } from "./helpers/middleware";

const ACCESS_TOKEN = "APP_USR-prueba-123";
const WEBHOOK_SECRET = "secreto-de-notificaciones";

const bridge: Server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    void (async () => {
      const route = await import("~/routes/api.payments.webhook");
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const request = new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) });
      const answer = await throughMiddleware(route.action, request);
      res.writeHead(answer.status, { "content-type": "text/plain" });
      res.end(await answer.text());
    })().catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
});
await new Promise<void>((resolve) => bridge.listen(0, "127.0.0.1", resolve));
const siteUrl = `http://127.0.0.1:${(bridge.address() as AddressInfo).port}`;
const fake = await startFakeMercadoPago({ accessToken: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET });
configureTestEnv({ PAYMENTS_API_URL: fake.url, SITE_URL: siteUrl, GRAPH_API_URL: "http://127.0.0.1:9" });

await import("~/server/background.server");
const { runDueJobs } = await import("~/server/background.server");
const { settleChanges } = await import("~/server/infra/changes.server");
const payments = await import("~/server/payments");
const { paymentStateText } = await import("~/domain/payments");
const factories = await import("./factories");
const { tournamentPath } = await import("~/domain/slugs");
const tournamentRoute = await import("~/routes/tournament");

const handle = useAppDb();
let tournamentId: number;
let adminId: string;

beforeAll(async () => {
  const admin = await factories.createAdmin(handle.db);
  adminId = admin.id;
  tournamentId = (await factories.createTournament(handle.db, { title: "Copa Angelópolis" })).id;
  await payments.savePaymentConfig(
    { accessToken: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET, publicKey: "APP_USR-pub", isActive: true },
    adminId,
  );
  await payments.setTournamentPayments(tournamentId, { enabled: true, splitPerPlayer: false });
});

afterAll(async () => {
  await fake.close();
  await new Promise<void>((resolve) => bridge.close(() => resolve()));
});

beforeEach(() => fake.reset());

async function runJobs() {
  await runDueJobs({ now: new Date(Date.now() + 1000) });
  await settleChanges();
}

/** A player registered (final price 720 after the early discount) who opened the checkout. */
async function checkoutOpened() {
  const player = await factories.createUser(handle.db);
  const registration = await factories.createRegistration(handle.db, {
    tournamentId,
    userId: player.id,
    price: 800,
    discount: 80,
    finalPrice: 720,
  });
  const started = await payments.startCheckout(player.id, registration.id);
  if (!started.ok) throw new Error(started.message);
  const preferenceId = new URL(started.value.checkoutUrl).searchParams.get("pref_id")!;
  return { player, registration, preferenceId, checkoutUrl: started.value.checkoutUrl };
}

async function registrationRow(id: number) {
  const [row] = await handle.db.select().from(s.registration).where(eq(s.registration.id, id));
  return row!;
}

async function stateText(registrationId: number) {
  const list = (await payments.paymentsOfRegistrations([registrationId])).get(registrationId) ?? [];
  const current = payments.currentPayment(list);
  return current ? paymentStateText(current) : null;
}

async function eventsOf(dataId: number) {
  return handle.db
    .select()
    .from(s.paymentEvent)
    .where(eq(s.paymentEvent.dataId, String(dataId)));
}

describe("checkout", () => {
  it("asks Mercado Pago for the registration's final price, early discount applied, in MXN, with our webhook", async () => {
    const { checkoutUrl, preferenceId } = await checkoutOpened();
    expect(checkoutUrl.startsWith(`${fake.url}/checkout/v1/redirect?pref_id=`)).toBe(true);
    const preference = fake.preferences.get(preferenceId)!;
    expect(preference.items).toEqual([expect.objectContaining({ unit_price: 720, currency_id: "MXN", quantity: 1 })]);
    expect(preference.notification_url).toBe(`${siteUrl}/api/payments/webhook`);
    expect(fake.requests[0]!.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it("gives the same checkout on a second click before paying", async () => {
    const { player, registration, checkoutUrl } = await checkoutOpened();
    const again = await payments.startCheckout(player.id, registration.id);
    expect(again).toEqual({ ok: true, value: { checkoutUrl } });
    expect(fake.requests.filter((r) => r.path === "/checkout/preferences")).toHaveLength(1);
  });

  it("is not offered when the tournament has online payment switched off, nor to another user", async () => {
    const other = await factories.createTournament(handle.db);
    const player = await factories.createUser(handle.db);
    const registration = await factories.createRegistration(handle.db, { tournamentId: other.id, userId: player.id });
    expect(await payments.startCheckout(player.id, registration.id)).toEqual({
      ok: false,
      message: "El pago en línea no está disponible para este torneo.",
      status: 409,
    });
    const mine = await checkoutOpened();
    const stranger = await factories.createUser(handle.db);
    expect(await payments.startCheckout(stranger.id, mine.registration.id)).toEqual({
      ok: false,
      message: "Inscripción no encontrada",
      status: 404,
    });
    expect(fake.requests.filter((r) => r.path === "/checkout/preferences")).toHaveLength(1);
  });
});

describe("the provider's webhook", () => {
  it("a card payment: approved by the webhook, the registration paid and confirmed", async () => {
    const { registration, preferenceId } = await checkoutOpened();
    const paymentId = await fake.pay(preferenceId, "card");
    expect(fake.deliveries.map((d) => d.status)).toEqual([200]);
    // Stored, not yet applied: the webhook answers before the work is done.
    expect((await registrationRow(registration.id)).status).toBe("pendiente");
    await runJobs();
    const row = await registrationRow(registration.id);
    expect([row.status, row.paymentMethod]).toEqual(["confirmada", "pagado"]);
    expect(await stateText(registration.id)).toBe("Pago aprobado");
    const [event] = await eventsOf(paymentId);
    expect([event!.type, event!.outcome]).toEqual(["payment", "created -> approved"]);
  });

  it("OXXO: pending with its reference and deadline, then paid at the store", async () => {
    const { registration, preferenceId } = await checkoutOpened();
    const paymentId = await fake.pay(preferenceId, "oxxo");
    await runJobs();
    expect((await registrationRow(registration.id)).status).toBe("pendiente");
    const text = await stateText(registration.id);
    expect(text).toMatch(new RegExp(`^Pago pendiente: paga en OXXO antes del .+ \\(referencia 9800${paymentId}\\)$`));
    await fake.settle(paymentId, "approved");
    await runJobs();
    expect(await stateText(registration.id)).toBe("Pago aprobado");
    expect((await registrationRow(registration.id)).status).toBe("confirmada");
  });

  it("an OXXO ticket not paid in time expires and the registration stays pending", async () => {
    const { registration, preferenceId } = await checkoutOpened();
    const paymentId = await fake.pay(preferenceId, "oxxo");
    await fake.settle(paymentId, "cancelled");
    await runJobs();
    expect(await stateText(registration.id)).toBe("Pago vencido: inténtalo de nuevo");
    expect((await registrationRow(registration.id)).paymentMethod).toBe("pendiente");
  });

  it("a rejected card: the player reads it and may try again with a new checkout", async () => {
    const { player, registration, preferenceId } = await checkoutOpened();
    await fake.pay(preferenceId, "card_rejected");
    await runJobs();
    expect(await stateText(registration.id)).toBe("Pago rechazado: inténtalo de nuevo");
    expect((await registrationRow(registration.id)).status).toBe("pendiente");
    const again = await payments.startCheckout(player.id, registration.id);
    expect(again.ok && new URL(again.value.checkoutUrl).searchParams.get("pref_id")).not.toBe(preferenceId);
  });

  it("a duplicate delivery is stored once and changes nothing", async () => {
    const { registration, preferenceId } = await checkoutOpened();
    const paymentId = await fake.pay(preferenceId, "card");
    const first = fake.deliveries[0]!.requestId;
    expect(await fake.notify(paymentId, { requestId: first })).toBe(200);
    await runJobs();
    // A retry with a new request id is another event, read again from the provider: nothing more to change.
    expect(await fake.notify(paymentId)).toBe(200);
    await runJobs();
    expect((await eventsOf(paymentId)).map((e) => e.outcome)).toEqual(["created -> approved", "sin cambios"]);
    expect((await registrationRow(registration.id)).status).toBe("confirmada");
  });

  it("out of order: the 'created' notification arriving after the approval changes nothing", async () => {
    const { registration, preferenceId } = await checkoutOpened();
    const paymentId = await fake.pay(preferenceId, "oxxo", { notify: false });
    await fake.settle(paymentId, "approved", { notify: false });
    expect(await fake.notify(paymentId, { action: "payment.updated" })).toBe(200);
    expect(await fake.notify(paymentId, { action: "payment.created" })).toBe(200);
    await runJobs();
    expect((await eventsOf(paymentId)).map((e) => e.outcome).sort()).toEqual(["created -> approved", "sin cambios"]);
    expect(await stateText(registration.id)).toBe("Pago aprobado");
  });

  it("a report older than the one applied changes nothing", async () => {
    const { registration, preferenceId } = await checkoutOpened();
    const paymentId = await fake.pay(preferenceId, "card");
    await runJobs();
    const stale = {
      ...fake.payments.get(paymentId)!,
      status: "pending",
      date_last_updated: new Date(Date.now() - 3_600_000).toISOString(),
    };
    expect(await payments.applyProviderPayment({ ...stale, id: String(paymentId) }, null)).toBe("reporte antiguo: sin cambios");
    expect(await stateText(registration.id)).toBe("Pago aprobado");
  });

  it("a bad signature is refused with 401 and nothing is stored or changed", async () => {
    const { registration, preferenceId } = await checkoutOpened();
    const paymentId = await fake.pay(preferenceId, "card", { notify: false });
    expect(await fake.notify(paymentId, { secret: "otro-secreto" })).toBe(401);
    // A genuine notification replayed long after it was signed is refused too.
    expect(await fake.notify(paymentId, { ts: String(Date.now() - 3_600_000) })).toBe(401);
    await runJobs();
    expect(await eventsOf(paymentId)).toEqual([]);
    expect((await registrationRow(registration.id)).status).toBe("pendiente");
    expect(await stateText(registration.id)).toBe(null);
  });

  it("an amount that does not match is flagged for the organiser, never confirmed", async () => {
    const { registration, preferenceId } = await checkoutOpened();
    const paymentId = await fake.pay(preferenceId, "card", { amount: 10 });
    await runJobs();
    expect((await registrationRow(registration.id)).status).toBe("pendiente");
    expect((await registrationRow(registration.id)).paymentMethod).toBe("pendiente");
    expect(await stateText(registration.id)).toBe("Pago en revisión: el organizador lo revisará");
    const [row] = await handle.db
      .select()
      .from(s.payment)
      .where(eq(s.payment.providerPaymentId, String(paymentId)));
    expect([row!.flagged, row!.flagReason]).toEqual([true, "El monto pagado no corresponde al precio de la inscripción"]);
  });

  it("a payment naming another registration's reference does not confirm this one", async () => {
    const a = await checkoutOpened();
    const b = await checkoutOpened();
    const paymentId = await fake.pay(b.preferenceId, "card", { externalReference: "insc-999999-ajena" });
    await runJobs();
    expect((await registrationRow(a.registration.id)).status).toBe("pendiente");
    expect((await registrationRow(b.registration.id)).status).toBe("pendiente");
    expect((await eventsOf(paymentId)).map((e) => e.outcome)).toEqual(["pago sin inscripción conocida"]);
  });
});

describe("'Mis inscripciones'", () => {
  const page = () => import("~/routes/mis-inscripciones");

  it("lists the player's registrations with the payment's state, and 'Ir a pagar' goes to the checkout", async () => {
    const player = await factories.createUser(handle.db);
    const registration = await factories.createRegistration(handle.db, { tournamentId, userId: player.id, finalPrice: 720 });
    const cookie = await sessionCookie(handle.db, player);
    const before = await payments.myRegistrations(player.id);
    expect(before.map((r) => [r.tournamentTitle, r.finalPrice, r.paymentText, r.canPay])).toEqual([["Copa Angelópolis", 720, null, true]]);
    const answer = await caught(
      throughMiddleware(
        (await page()).action,
        pageRequest("/mis-inscripciones", { cookie, form: { intent: "pay", registrationId: String(registration.id) } }),
      ),
    );
    // The checkout's URL in the reply (the page goes there, or links it without JavaScript), not a redirect,
    // which CSP form-action 'self' would refuse after a form's post.
    expect(statusOf(answer)).toBe(200);
    const checkoutUrl = dataOf<{ data: { checkoutUrl: string } }>(answer).data.checkoutUrl;
    expect(checkoutUrl.startsWith(`${fake.url}/checkout/v1/redirect?pref_id=`)).toBe(true);
    const preferenceId = new URL(checkoutUrl).searchParams.get("pref_id")!;
    expect(fake.preferences.get(preferenceId)!.back_urls?.success).toBe(`${siteUrl}/mis-inscripciones`);
    // Coming back before the webhook: the page says nothing was paid yet, and never confirms by itself.
    expect((await payments.myRegistrations(player.id))[0]!.paymentText).toBe(null);
    await fake.pay(preferenceId, "oxxo");
    await runJobs();
    const [pending] = await payments.myRegistrations(player.id);
    expect([
      pending!.paymentText?.startsWith("Pago pendiente: paga en OXXO antes del "),
      pending!.canPay,
      pending!.voucherUrl?.startsWith(fake.url),
      pending!.receipt,
    ]).toEqual([true, false, true, null]);
    // Paid at the store: the receipt replaces the voucher.
    await fake.settle([...fake.payments.keys()].at(-1)!, "approved");
    await runJobs();
    const [paid] = await payments.myRegistrations(player.id);
    expect([paid!.paymentText, paid!.voucherUrl, paid!.receipt]).toEqual([
      "Pago aprobado",
      null,
      `Comprobante: $720 con OXXO · operación de Mercado Pago ${[...fake.payments.keys()].at(-1)}`,
    ]);
  });

  it("shows no 'Ir a pagar' where the tournament does not take payments online (as before)", async () => {
    const other = await factories.createTournament(handle.db);
    const player = await factories.createUser(handle.db);
    await factories.createRegistration(handle.db, { tournamentId: other.id, userId: player.id });
    expect((await payments.myRegistrations(player.id)).map((r) => r.canPay)).toEqual([false]);
  });
});

describe("refunds", () => {
  it("a part, then the rest, through the provider", async () => {
    const { registration, preferenceId } = await checkoutOpened();
    const paymentId = await fake.pay(preferenceId, "card");
    await runJobs();
    const [ours] = (await payments.paymentsOfRegistrations([registration.id])).get(registration.id)!;
    expect(await payments.refundRegistrationPayment(ours!.id, 800)).toEqual({
      ok: false,
      message: "El monto a reembolsar es mayor que lo pagado.",
      status: 400,
    });
    expect(await payments.refundRegistrationPayment(ours!.id, 200)).toEqual({ ok: true, value: { refunded: 200 } });
    expect(fake.payments.get(paymentId)!.transaction_amount_refunded).toBe(200);
    expect(await payments.refundRegistrationPayment(ours!.id, undefined)).toEqual({ ok: true, value: { refunded: 720 } });
    expect(fake.payments.get(paymentId)!.status).toBe("refunded");
    expect(await stateText(registration.id)).toBe("Pago reembolsado");
  });
});

/** A tournament run by a fresh organiser (signed in), with online payment as given. */
async function organisedTournament(
  settings: { enabled: boolean; splitPerPlayer: boolean } | null = { enabled: true, splitPerPlayer: false },
) {
  const organiser = await factories.createUser(handle.db);
  const t = await factories.createTournament(handle.db, { title: `Copa Cholula ${Math.random().toString(36).slice(2, 8)}` });
  await factories.createTournamentOrganizer(handle.db, { tournamentId: t.id, userId: organiser.id });
  if (settings) await payments.setTournamentPayments(t.id, settings);
  return { organiser, tournament: t, cookie: await sessionCookie(handle.db, organiser) };
}

/** Posts one of the tournament page's intents as `cookie`'s user. */
async function postTournament(t: { id: number; title: string }, cookie: string, form: Record<string, string>) {
  const path = tournamentPath(t);
  const params = { name: path.split("/")[2]!, id: String(t.id) };
  return caught(throughMiddleware(tournamentRoute.action, pageRequest(path, { cookie, form }), params));
}

async function tournamentPage(t: { id: number; title: string }, cookie: string) {
  const path = tournamentPath(t);
  const params = { name: path.split("/")[2]!, id: String(t.id) };
  return dataOf<Awaited<ReturnType<typeof tournamentRoute.loader>>>(
    await throughMiddleware(tournamentRoute.loader, pageRequest(path, { cookie }), params),
  );
}

/** A registration of `t` whose card payment the provider approved (for `paid`, when not the price asked). */
async function paidByCard(t: { id: number }, overrides: { finalPrice?: number; category?: string } = {}, paid?: number) {
  const player = await factories.createUser(handle.db);
  const registration = await factories.createRegistration(handle.db, { tournamentId: t.id, userId: player.id, ...overrides });
  const started = await payments.startCheckout(player.id, registration.id);
  if (!started.ok) throw new Error(started.message);
  const paymentId = await fake.pay(new URL(started.value.checkoutUrl).searchParams.get("pref_id")!, "card", { amount: paid });
  await runJobs();
  return { player, registration, paymentId };
}

describe("the organiser's switch: 'Cobrar inscripciones en línea'", () => {
  it("is offered on the registrations panel once the provider is configured, and switches 'Ir a pagar' to the checkout", async () => {
    const { tournament: t, cookie } = await organisedTournament(null);
    expect((await tournamentPage(t, cookie)).paymentsPanel).toEqual({ configured: true, enabled: false, splitPerPlayer: false });
    const player = await factories.createUser(handle.db);
    const registration = await factories.createRegistration(handle.db, { tournamentId: t.id, userId: player.id });
    expect(await payments.startCheckout(player.id, registration.id)).toMatchObject({ ok: false, status: 409 });

    const answer = await postTournament(t, cookie, { intent: "payments", mode: "each" });
    expect([statusOf(answer), dataOf<{ toast: { title: string } }>(answer).toast.title]).toEqual([200, "Cobro en línea actualizado"]);
    expect(await payments.tournamentPaymentSettings(t.id)).toEqual({ enabled: true, splitPerPlayer: true });
    expect((await payments.startCheckout(player.id, registration.id)).ok).toBe(true);
    expect((await tournamentPage(t, "")).payOnline).toBe(true);
  });

  it("is refused to a player, and cannot be switched on while the provider is not configured (off always can)", async () => {
    const { tournament: t, cookie } = await organisedTournament(null);
    const player = await factories.createUser(handle.db);
    expect(statusOf(await postTournament(t, await sessionCookie(handle.db, player), { intent: "payments", mode: "pair" }))).toBe(403);
    await payments.savePaymentConfig({ accessToken: "", webhookSecret: "", publicKey: "APP_USR-pub", isActive: false }, adminId);
    try {
      expect((await tournamentPage(t, cookie)).paymentsPanel).toBe(null);
      const refused = await postTournament(t, cookie, { intent: "payments", mode: "pair" });
      expect([statusOf(refused), dataOf<{ toast: { title: string } }>(refused).toast.title]).toEqual([
        409,
        "El cobro en línea aún no está configurado. Pide a un administrador que lo active.",
      ]);
      expect(statusOf(await postTournament(t, cookie, { intent: "payments", mode: "off" }))).toBe(200);
      expect(await payments.tournamentPaymentSettings(t.id)).toEqual({ enabled: false, splitPerPlayer: false });
    } finally {
      await payments.savePaymentConfig({ accessToken: "", webhookSecret: "", publicKey: "APP_USR-pub", isActive: true }, adminId);
    }
  });
});

describe("'Ir a pagar' in the registration sheet", () => {
  it("registering answers with the registration to pay when the tournament takes fees online, and not otherwise", async () => {
    const on = await organisedTournament();
    const off = await organisedTournament(null);
    const player = await factories.createUser(handle.db, { gender: "Varonil" });
    const cookie = await sessionCookie(handle.db, player);
    const form = { intent: "register", registrationType: "individual", categoryType: "varonil", category: "3ra" };
    const [registered, elsewhere] = [await postTournament(on.tournament, cookie, form), await postTournament(off.tournament, cookie, form)];
    const [mine] = await handle.db.select().from(s.registration).where(eq(s.registration.tournamentId, on.tournament.id));
    type Summary = { data: { registrationId: number; payOnline: boolean } };
    expect(dataOf<Summary>(registered).data).toMatchObject({ registrationId: mine!.id, payOnline: true });
    expect(dataOf<Summary>(elsewhere).data.payOnline).toBe(false);
    // The sheet's 'Ir a pagar' posts this to 'Mis inscripciones', which answers with the checkout.
    const pay = await caught(
      throughMiddleware(
        (await import("~/routes/mis-inscripciones")).action,
        pageRequest("/mis-inscripciones", { cookie, form: { intent: "pay", registrationId: String(mine!.id) } }),
      ),
    );
    expect(dataOf<{ data: { checkoutUrl: string } }>(pay).data.checkoutUrl.startsWith(`${fake.url}/checkout/v1/redirect?pref_id=`)).toBe(
      true,
    );
  });

  it("a pair where each pays their half: two checkouts of half the price, confirmed once both are paid", async () => {
    const { tournament: t } = await organisedTournament({ enabled: true, splitPerPlayer: true });
    const [registrant, partnerUser] = [await factories.createUser(handle.db), await factories.createUser(handle.db)];
    const partner = await factories.createPlayer(handle.db, { userId: partnerUser.id });
    const registration = await factories.createRegistration(handle.db, {
      tournamentId: t.id,
      userId: registrant.id,
      partnerPlayerId: partner.id,
      finalPrice: 1440,
    });
    for (const payer of [registrant, partnerUser]) {
      const started = await payments.startCheckout(payer.id, registration.id);
      if (!started.ok) throw new Error(started.message);
      const preferenceId = new URL(started.value.checkoutUrl).searchParams.get("pref_id")!;
      expect(fake.preferences.get(preferenceId)!.items[0]!.unit_price).toBe(720);
      await fake.pay(preferenceId, "card");
      await runJobs();
      expect((await registrationRow(registration.id)).status).toBe(payer === registrant ? "pendiente" : "confirmada");
    }
    expect((await registrationRow(registration.id)).paymentMethod).toBe("pagado");
  });
});

describe("the organiser's registrations panel", () => {
  it("shows each payment's state, method and reference, and what was collected per category, online and at the club", async () => {
    const { tournament: t, cookie } = await organisedTournament();
    await paidByCard(t, { finalPrice: 720, category: "3ra" });
    const oxxoPlayer = await factories.createUser(handle.db);
    const oxxo = await factories.createRegistration(handle.db, { tournamentId: t.id, userId: oxxoPlayer.id, category: "4ta" });
    const started = await payments.startCheckout(oxxoPlayer.id, oxxo.id);
    const oxxoId = await fake.pay(new URL(started.ok ? started.value.checkoutUrl : "").searchParams.get("pref_id")!, "oxxo");
    await runJobs();
    await factories.createRegistration(handle.db, { tournamentId: t.id, paymentMethod: "pagado", finalPrice: 800, category: "3ra" });

    const page = await tournamentPage(t, cookie);
    const lines = page.adminRegistrations!.map((r) => r.payments.map((p) => [p.state, p.method, p.reference, p.paidAmount]));
    expect(lines).toEqual([[["approved", "tarjeta", null, 720]], [["pending", "oxxo", `9800${oxxoId}`, 720]], []]);
    expect(page.categoryTotals).toEqual([
      { categoryType: "varonil", category: "3ra", online: 720, atClub: 800, total: 1520 },
      { categoryType: "varonil", category: "4ta", online: 0, atClub: 0, total: 0 },
    ]);
  });

  it("refunds a withdrawn player's payment through the provider, a part and then the rest, recorded", async () => {
    const { tournament: t, cookie, organiser } = await organisedTournament();
    const { registration, paymentId } = await paidByCard(t);
    const [ours] = (await payments.paymentsOfRegistrations([registration.id])).get(registration.id)!;
    const refund = (amount?: string) =>
      postTournament(t, cookie, { intent: "refund", paymentId: String(ours!.id), ...(amount === undefined ? {} : { amount }) });
    const early = await refund("200");
    expect([statusOf(early), dataOf<{ toast: { title: string } }>(early).toast.title]).toEqual([
      409,
      "Cancela la inscripción antes de reembolsar el pago.",
    ]);
    expect(fake.requests.filter((r) => r.path.endsWith("/refunds"))).toEqual([]);

    expect(
      statusOf(await postTournament(t, cookie, { intent: "registration", registrationId: String(registration.id), status: "cancelada" })),
    ).toBe(200);
    expect(statusOf(await refund("$200.00"))).toBe(200);
    expect(fake.payments.get(paymentId)!.transaction_amount_refunded).toBe(200);
    expect(statusOf(await refund("900"))).toBe(400);
    expect(statusOf(await refund())).toBe(200);
    expect(fake.payments.get(paymentId)!.status).toBe("refunded");
    const page = await tournamentPage(t, cookie);
    expect(page.adminRegistrations![0]!.payments.map((p) => [p.state, p.refundedAmount])).toEqual([["refunded", 720]]);
    expect(page.categoryTotals).toEqual([{ categoryType: "varonil", category: "3ra", online: 0, atClub: 0, total: 0 }]);
    const audit = await handle.db.select().from(s.auditLog).where(eq(s.auditLog.action, "payment.refund"));
    expect(audit.filter((a) => a.actorUserId === organiser.id).map((a) => a.data?.refundedTotal)).toEqual([200, 720]);
  });

  it("a flagged payment: 'Aceptar el pago' after the organiser checked it makes the registration paid, recorded", async () => {
    const { tournament: t, cookie, organiser } = await organisedTournament();
    const { player, registration, paymentId } = await paidByCard(t, { finalPrice: 720 }, 700);
    const [flagged] = (await tournamentPage(t, cookie)).adminRegistrations![0]!.payments;
    expect([flagged!.flagged, flagged!.flagReason, flagged!.paidAmount]).toEqual([
      true,
      "El monto pagado no corresponde al precio de la inscripción",
      700,
    ]);
    const accept = () => postTournament(t, cookie, { intent: "accept-payment", paymentId: String(flagged!.id) });
    const player2 = await sessionCookie(handle.db, player);
    expect(statusOf(await postTournament(t, player2, { intent: "accept-payment", paymentId: String(flagged!.id) }))).toBe(403);
    expect((await registrationRow(registration.id)).paymentMethod).toBe("pendiente");

    const accepted = await accept();
    expect([statusOf(accepted), dataOf<{ toast: { title: string } }>(accepted).toast.title]).toEqual([
      200,
      "Pago aceptado: la inscripción queda pagada",
    ]);
    const row = await registrationRow(registration.id);
    expect([row.status, row.paymentMethod]).toEqual(["confirmada", "pagado"]);
    expect(await stateText(registration.id)).toBe("Pago aprobado");
    const page = await tournamentPage(t, cookie);
    expect(page.adminRegistrations![0]!.payments.map((p) => [p.state, p.flagged, p.amount, p.paidAmount])).toEqual([
      ["approved", false, 700, 700],
    ]);
    expect(page.categoryTotals).toEqual([{ categoryType: "varonil", category: "3ra", online: 700, atClub: 0, total: 700 }]);
    // Accepted once: a later report of the same payment does not flag it again, and accepting again is refused.
    expect(await fake.notify(paymentId)).toBe(200);
    await runJobs();
    expect(await stateText(registration.id)).toBe("Pago aprobado");
    const again = await accept();
    expect([statusOf(again), dataOf<{ toast: { title: string } }>(again).toast.title]).toEqual([
      409,
      "Solo se acepta un pago aprobado cuyo monto no correspondía; este solo puede reembolsarse.",
    ]);
    const audit = await handle.db.select().from(s.auditLog).where(eq(s.auditLog.action, "payment.accept"));
    expect(audit.filter((a) => a.actorUserId === organiser.id).map((a) => [a.data?.askedAmount, a.data?.paidAmount])).toEqual([[720, 700]]);
  });

  it("a flagged payment is refunded whole without withdrawing the player, and the player reads 'Pago reembolsado'", async () => {
    const { tournament: t, cookie, organiser } = await organisedTournament();
    const { player, registration, paymentId } = await paidByCard(t, { finalPrice: 720 }, 10);
    const [flagged] = (await payments.paymentsOfRegistrations([registration.id])).get(registration.id)!;
    const refunded = await postTournament(t, cookie, { intent: "refund", paymentId: String(flagged!.id) });
    expect([statusOf(refunded), dataOf<{ toast: { title: string } }>(refunded).toast.title]).toEqual([
      200,
      "Reembolso solicitado a Mercado Pago",
    ]);
    expect([fake.payments.get(paymentId)!.status, fake.payments.get(paymentId)!.transaction_amount_refunded]).toEqual(["refunded", 10]);
    expect(await fake.notify(paymentId)).toBe(200);
    await runJobs();
    const row = await registrationRow(registration.id);
    expect([row.status, row.paymentMethod]).toEqual(["pendiente", "pendiente"]);
    expect(await stateText(registration.id)).toBe("Pago reembolsado");
    expect((await payments.myRegistrations(player.id))[0]!.canPay).toBe(true);
    // Nothing left to accept once given back.
    expect(statusOf(await postTournament(t, cookie, { intent: "accept-payment", paymentId: String(flagged!.id) }))).toBe(409);
    const audit = await handle.db.select().from(s.auditLog).where(eq(s.auditLog.action, "payment.refund"));
    expect(audit.filter((a) => a.actorUserId === organiser.id).map((a) => a.data?.flagReason)).toEqual([
      "El monto pagado no corresponde al precio de la inscripción",
    ]);
  });

  it("refuses to accept another tournament's payment", async () => {
    const mine = await organisedTournament();
    const theirs = await organisedTournament();
    const { registration } = await paidByCard(theirs.tournament, { finalPrice: 720 }, 5);
    const [p] = (await payments.paymentsOfRegistrations([registration.id])).get(registration.id)!;
    expect(statusOf(await postTournament(mine.tournament, mine.cookie, { intent: "accept-payment", paymentId: String(p!.id) }))).toBe(404);
    expect((await registrationRow(registration.id)).paymentMethod).toBe("pendiente");
  });

  it("refuses a refund of another tournament's payment", async () => {
    const mine = await organisedTournament();
    const theirs = await organisedTournament();
    const { registration } = await paidByCard(theirs.tournament);
    await handle.db.update(s.registration).set({ status: "cancelada" }).where(eq(s.registration.id, registration.id));
    const [p] = (await payments.paymentsOfRegistrations([registration.id])).get(registration.id)!;
    expect(statusOf(await postTournament(mine.tournament, mine.cookie, { intent: "refund", paymentId: String(p!.id) }))).toBe(404);
    expect(fake.requests.filter((r) => r.path.endsWith("/refunds"))).toEqual([]);
  });

  it("exports the payment's state, method, reference, what was collected and refunded in the CSV", async () => {
    const { tournament: t, cookie } = await organisedTournament();
    await paidByCard(t);
    const csvRoute = await import("~/routes/tournament-registrations-csv");
    const path = `${tournamentPath(t)}/inscripciones.csv`;
    const answer = (await throughMiddleware(csvRoute.loader, pageRequest(path, { cookie }), {
      name: path.split("/")[2]!,
      id: String(t.id),
    })) as Response;
    const [header, row] = (await answer.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(header!.split(",").slice(-5)).toEqual(["pago_en_linea", "forma_de_pago", "referencia_pago", "cobrado_en_linea", "reembolsado"]);
    expect(row!.split(",").slice(-5)).toEqual(["Pagado en línea", "Tarjeta", "", "720", "0"]);
  });
});

describe("OXXO and SPEI tickets past their deadline", () => {
  it("the hourly pass expires a ticket the provider never reported, and the player may pay again", async () => {
    const { player, registration, preferenceId } = await checkoutOpened();
    await fake.pay(preferenceId, "spei");
    await runJobs();
    expect(await payments.expireOverduePayments(new Date())).toBe(0);
    // Every ticket still pending (this file's earlier ones too) is past its deadline four days on.
    const pending = await handle.db.select().from(s.payment).where(eq(s.payment.state, "pending"));
    expect(await payments.expireOverduePayments(new Date(Date.now() + 4 * 86_400_000))).toBe(pending.length);
    await settleChanges();
    expect(await stateText(registration.id)).toBe("Pago vencido: inténtalo de nuevo");
    expect((await registrationRow(registration.id)).paymentMethod).toBe("pendiente");
    expect((await payments.myRegistrations(player.id))[0]!.canPay).toBe(true);
  });

  it("a ticket paid at the store whose notification never came is read from the provider and confirmed, not expired", async () => {
    const { registration, preferenceId } = await checkoutOpened();
    const paymentId = await fake.pay(preferenceId, "oxxo");
    await runJobs();
    await fake.settle(paymentId, "approved", { notify: false });
    expect(await payments.expireOverduePayments(new Date(Date.now() + 4 * 86_400_000))).toBe(0);
    expect(await stateText(registration.id)).toBe("Pago aprobado");
    expect((await registrationRow(registration.id)).status).toBe("confirmada");
  });

  it("runs from the job queue, and schedules the next hour's pass", async () => {
    const { registration, preferenceId } = await checkoutOpened();
    await fake.pay(preferenceId, "oxxo");
    await runJobs();
    const later = new Date(Date.now() + 4 * 86_400_000);
    await payments.startPaymentsExpiryScheduler({ logger: console, now: later });
    await runDueJobs({ now: later });
    await settleChanges();
    expect(await stateText(registration.id)).toBe("Pago vencido: inténtalo de nuevo");
    const queued = await handle.db.select().from(s.job).where(eq(s.job.kind, "payments.expire-overdue"));
    expect(queued.filter((j) => j.status === "pending").length).toBeGreaterThan(0);
  });
});
