import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  acceptable,
  canMove,
  collectedByCategory,
  isOverdue,
  netCollected,
  refundable,
  methodOfProvider,
  mismatchOf,
  PAYMENT_STATES,
  paymentStateText,
  type PaymentState,
  stateOfProviderStatus,
} from "./payments";

const state = fc.constantFrom(...PAYMENT_STATES);
const PROVIDER_STATUSES = [
  "pending",
  "in_process",
  "authorized",
  "approved",
  "rejected",
  "cancelled",
  "refunded",
  "charged_back",
  "in_mediation",
];

describe("payment states", () => {
  it("whatever order the provider's reports arrive in, the last state applied is the furthest one", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PROVIDER_STATUSES), { minLength: 1, maxLength: 8 }), (reports) => {
        // A payment Mercado Pago rejected is never also cancelled (expired), and the other way round.
        fc.pre(!(reports.includes("rejected") && reports.includes("cancelled")));
        const apply = (order: string[]) =>
          order.reduce<PaymentState>((current, status) => {
            const next = stateOfProviderStatus(status);
            return next && canMove(current, next) ? next : current;
          }, "created");
        expect(apply(reports)).toBe(apply([...reports].reverse()));
      }),
    );
  });

  it("never moves back, and never to the same state", () => {
    fc.assert(fc.property(state, state, (a, b) => !(canMove(a, b) && canMove(b, a)) && !canMove(a, a)));
  });

  it("an approval is taken even after a ticket expired; a late 'pending' after approval is not", () => {
    expect([canMove("expired", "approved"), canMove("approved", "pending"), canMove("approved", "refunded")]).toEqual([true, false, true]);
  });
});

describe("what the provider reports", () => {
  it("maps Mercado Pago's payment types to the method the organiser reads", () => {
    expect([
      methodOfProvider("ticket", "oxxo"),
      methodOfProvider("bank_transfer", "spei"),
      methodOfProvider("credit_card", "visa"),
      methodOfProvider("debit_card", "debmaster"),
      methodOfProvider("account_money", "account_money"),
      methodOfProvider(undefined, undefined),
    ]).toEqual(["oxxo", "spei", "tarjeta", "tarjeta", "cuenta", "otro"]);
  });

  it("a payment confirms only with our reference, MXN and the amount asked, to the cent", () => {
    const expected = { amount: 720, currency: "MXN", externalReference: "insc-1-a" };
    expect(mismatchOf(expected, { amount: 720.0, currency: "MXN", externalReference: "insc-1-a" })).toBe(null);
    expect(mismatchOf(expected, { amount: 719.99, currency: "MXN", externalReference: "insc-1-a" })).toBe(
      "El monto pagado no corresponde al precio de la inscripción",
    );
    expect(mismatchOf(expected, { amount: 720, currency: "USD", externalReference: "insc-1-a" })).toBe("Moneda distinta: USD");
    expect(mismatchOf(expected, { amount: 720, currency: "MXN", externalReference: null })).toBe(
      "La referencia del pago no corresponde a la inscripción",
    );
  });
});

describe("a flagged payment the organiser may accept", () => {
  it("is one the provider approved for another amount; another registration's or currency's is only refunded", () => {
    const flagged = { state: "approved" as const, flagged: true, flagReason: "El monto pagado no corresponde al precio de la inscripción" };
    expect(acceptable(flagged)).toBe(true);
    expect(acceptable({ ...flagged, state: "pending" })).toBe(false);
    expect(acceptable({ ...flagged, flagged: false })).toBe(false);
    expect(acceptable({ ...flagged, flagReason: "Moneda distinta: USD" })).toBe(false);
    expect(acceptable({ ...flagged, flagReason: "La referencia del pago no corresponde a la inscripción" })).toBe(false);
  });
});

describe("the player's line", () => {
  const base = { flagged: false, method: null, expiresAt: null, reference: null } as const;
  it("reads each state in Spanish, with the OXXO deadline in Mexico City time and the reference", () => {
    expect(paymentStateText({ ...base, state: "approved" })).toBe("Pago aprobado");
    expect(paymentStateText({ ...base, state: "rejected" })).toBe("Pago rechazado: inténtalo de nuevo");
    expect(paymentStateText({ ...base, state: "created" })).toBe(null);
    expect(
      paymentStateText({ ...base, state: "pending", method: "oxxo", expiresAt: new Date("2026-12-01T05:59:00Z"), reference: "98001234" }),
    ).toBe("Pago pendiente: paga en OXXO antes del 30 de noviembre a las 23:59 (referencia 98001234)");
    expect(paymentStateText({ ...base, state: "pending", method: "spei" })).toBe("Pago pendiente: paga por SPEI");
    expect(paymentStateText({ ...base, state: "approved", flagged: true })).toBe("Pago en revisión: el organizador lo revisará");
    expect(paymentStateText({ ...base, state: "refunded", flagged: true })).toBe("Pago reembolsado");
  });
});

describe("what the organiser collected", () => {
  const paid = { state: "approved" as const, flagged: false, amount: 720, paidAmount: 720, refundedAmount: 0 };

  it("counts approved payments less refunds, never flagged or unpaid ones; at the club, registrations marked paid by hand", () => {
    expect(netCollected({ ...paid, refundedAmount: 200.5 })).toBe(519.5);
    expect(netCollected({ ...paid, flagged: true })).toBe(0);
    expect(netCollected({ ...paid, state: "pending" })).toBe(0);
    expect(refundable({ ...paid, state: "refunded", refundedAmount: 720 })).toBe(0);
    // A flagged payment counts for nothing but may be given back whole.
    expect(refundable({ ...paid, flagged: true, paidAmount: 10, refundedAmount: 0 })).toBe(10);
    const row = (category: string, paymentMethod: string, payments: (typeof paid)[], status = "confirmada") => ({
      categoryType: "varonil",
      category,
      finalPrice: 800,
      paymentMethod,
      status,
      payments,
    });
    expect(
      collectedByCategory([
        row("3ra", "pagado", [paid]),
        row("3ra", "pagado", []),
        row("3ra", "pagado", [], "cancelada"),
        row("4ta", "pendiente", [{ ...paid, refundedAmount: 720, state: "refunded" as never }]),
      ]),
    ).toEqual([
      { categoryType: "varonil", category: "3ra", online: 720, atClub: 800, total: 1520 },
      { categoryType: "varonil", category: "4ta", online: 0, atClub: 0, total: 0 },
    ]);
  });

  it("the category totals add up to what each registration brought in", () => {
    const payment = fc.record({
      state: state,
      flagged: fc.boolean(),
      amount: fc.integer({ min: 1, max: 500_000 }).map((c) => c / 100),
      paidAmount: fc.constant(null),
      refundedAmount: fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100),
    });
    const registration = fc.record({
      categoryType: fc.constantFrom("varonil", "femenil"),
      category: fc.constantFrom("3ra", "4ta"),
      finalPrice: fc.integer({ min: 0, max: 5000 }),
      paymentMethod: fc.constantFrom("pagado", "pendiente"),
      status: fc.constantFrom("pendiente", "confirmada", "cancelada"),
      payments: fc.array(payment, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(registration, { maxLength: 12 }), (rows) => {
        const totals = collectedByCategory(rows);
        const cents = (n: number) => Math.round(n * 100);
        const online = rows.flatMap((r) => r.payments).reduce((sum, p) => sum + cents(netCollected(p)), 0);
        expect(totals.reduce((sum, t) => sum + cents(t.online), 0)).toBe(online);
        for (const t of totals) expect(cents(t.total)).toBe(cents(t.online) + cents(t.atClub));
      }),
    );
  });

  it("a pending ticket is overdue only past its deadline", () => {
    const deadline = new Date("2026-12-01T18:00:00Z");
    expect(isOverdue({ state: "pending", expiresAt: deadline }, new Date("2026-12-01T18:00:01Z"))).toBe(true);
    expect(isOverdue({ state: "pending", expiresAt: deadline }, new Date("2026-12-01T17:59:59Z"))).toBe(false);
    expect(isOverdue({ state: "approved", expiresAt: deadline }, new Date("2026-12-02T00:00:00Z"))).toBe(false);
    expect(isOverdue({ state: "pending", expiresAt: null }, new Date("2026-12-02T00:00:00Z"))).toBe(false);
  });
});
