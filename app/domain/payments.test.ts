import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canMove,
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
  });
});
