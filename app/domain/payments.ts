// Online payment of a registration's fee (issue 33, ADR 0040): the states a payment goes through, how a
// provider's report maps onto them, and the Spanish text a player reads. Pure: the server applies them.

/** created: checkout opened, nothing paid yet; pending: an OXXO ticket or SPEI transfer waiting to be paid. */
export const PAYMENT_STATES = ["created", "pending", "approved", "rejected", "expired", "refunded"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_METHODS = ["tarjeta", "oxxo", "spei", "cuenta", "otro"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_CURRENCY = "MXN";

/**
 * How far along a state is. A report moves a payment only forward: a late 'pending' after 'approved' or
 * 'rejected' changes nothing, while 'refunded' follows 'approved'. 'approved' is always taken (the money
 * arrived, even on a ticket we had seen expire).
 */
const RANK: Record<PaymentState, number> = { created: 0, pending: 1, rejected: 2, expired: 2, approved: 3, refunded: 4 };

export function canMove(from: PaymentState, to: PaymentState): boolean {
  return RANK[to] > RANK[from];
}

/** Mercado Pago's payment `status` as one of our states; null for a status that changes nothing. */
export function stateOfProviderStatus(status: string): PaymentState | null {
  switch (status) {
    case "approved":
      return "approved";
    case "pending":
    case "in_process":
    case "in_mediation":
    case "authorized":
      return "pending";
    case "rejected":
      return "rejected";
    case "cancelled":
      return "expired";
    case "refunded":
    case "charged_back":
      return "refunded";
    default:
      return null;
  }
}

/** Mercado Pago's `payment_type_id` / `payment_method_id` as the method the organiser reads. */
export function methodOfProvider(paymentTypeId: string | undefined, paymentMethodId: string | undefined): PaymentMethod {
  if (paymentMethodId === "oxxo") return "oxxo";
  if (paymentMethodId === "spei" || paymentTypeId === "bank_transfer") return "spei";
  if (paymentTypeId === "credit_card" || paymentTypeId === "debit_card" || paymentTypeId === "prepaid_card") return "tarjeta";
  if (paymentTypeId === "account_money") return "cuenta";
  if (paymentTypeId === "ticket") return "oxxo";
  return "otro";
}

export const AMOUNT_MISMATCH = "El monto pagado no corresponde al precio de la inscripción";

/** What must hold for a reported payment to confirm the registration we created it for. */
export function mismatchOf(
  expected: { amount: number; currency: string; externalReference: string },
  reported: { amount: number; currency: string; externalReference: string | null },
): string | null {
  if (reported.externalReference !== expected.externalReference) return "La referencia del pago no corresponde a la inscripción";
  if (reported.currency !== expected.currency) return `Moneda distinta: ${reported.currency}`;
  if (Math.round(reported.amount * 100) !== Math.round(expected.amount * 100)) return AMOUNT_MISMATCH;
  return null;
}

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  tarjeta: "Tarjeta",
  oxxo: "OXXO",
  spei: "SPEI",
  cuenta: "Mercado Pago",
  otro: "Otro",
};

const DEADLINE = new Intl.DateTimeFormat("es-MX", {
  timeZone: "America/Mexico_City",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** 'el 3 de diciembre, 18:00': when an OXXO ticket or SPEI reference must be paid, in Mexico City's time. */
export function paymentDeadlineText(at: Date): string {
  return DEADLINE.format(at);
}

/** The line a player reads on the registration: null while nothing has been paid or started. */
export function paymentStateText(p: {
  state: PaymentState;
  flagged: boolean;
  method: PaymentMethod | null;
  expiresAt: Date | null;
  reference: string | null;
}): string | null {
  if (p.flagged && p.state !== "refunded") return "Pago en revisión: el organizador lo revisará";
  switch (p.state) {
    case "approved":
      return "Pago aprobado";
    case "rejected":
      return "Pago rechazado: inténtalo de nuevo";
    case "refunded":
      return "Pago reembolsado";
    case "expired":
      return "Pago vencido: inténtalo de nuevo";
    case "pending": {
      const where = p.method === "spei" ? "por SPEI" : "en OXXO";
      const until = p.expiresAt ? ` antes del ${paymentDeadlineText(p.expiresAt)}` : "";
      const reference = p.reference ? ` (referencia ${p.reference})` : "";
      return `Pago pendiente: paga ${where}${until}${reference}`;
    }
    case "created":
      return null;
  }
}

/** What the organiser's registrations panel calls each state. */
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  created: "Pago iniciado",
  pending: "Pago pendiente",
  approved: "Pagado en línea",
  rejected: "Pago rechazado",
  expired: "Pago vencido",
  refunded: "Reembolsado",
};

type CountedPayment = { state: PaymentState; flagged: boolean; amount: number; paidAmount: number | null; refundedAmount: number };

const cents = (n: number) => Math.round(n * 100);

/** What a payment brought in and kept: approved (or partly refunded) and not flagged, less what was refunded. */
export function netCollected(p: CountedPayment): number {
  if (p.flagged || (p.state !== "approved" && p.state !== "refunded")) return 0;
  return Math.max(0, cents(p.paidAmount ?? p.amount) - cents(p.refundedAmount)) / 100;
}

/**
 * What may still be refunded of a payment the provider approved: what it kept, or, for a flagged payment
 * (never counted), everything not yet given back.
 */
export function refundable(p: CountedPayment): number {
  if (p.state !== "approved") return 0;
  if (!p.flagged) return netCollected(p);
  return Math.max(0, cents(p.paidAmount ?? p.amount) - cents(p.refundedAmount)) / 100;
}

/**
 * A flagged payment the organiser may accept after checking it: the provider approved it for this
 * registration, in pesos, only for another amount than asked. One naming another registration or currency
 * can only be refunded.
 */
export function acceptable(p: { state: PaymentState; flagged: boolean; flagReason: string | null }): boolean {
  return p.flagged && p.state === "approved" && p.flagReason === AMOUNT_MISMATCH;
}

export type CategoryTotal = { categoryType: string; category: string; online: number; atClub: number; total: number };

/**
 * What was collected per category: online, what the provider kept after refunds; at the club, the final
 * price of a registration marked paid by hand that no online payment covers. Cancelled registrations count
 * only what was not refunded online.
 */
export function collectedByCategory(
  rows: { categoryType: string; category: string; finalPrice: number; paymentMethod: string; status: string; payments: CountedPayment[] }[],
): CategoryTotal[] {
  const totals = new Map<string, CategoryTotal>();
  for (const row of rows) {
    const key = `${row.categoryType}\u0000${row.category}`;
    const total = totals.get(key) ?? { categoryType: row.categoryType, category: row.category, online: 0, atClub: 0, total: 0 };
    const online = row.payments.reduce((sum, p) => sum + cents(netCollected(p)), 0);
    const paidOnline = row.payments.some((p) => !p.flagged && (p.state === "approved" || p.state === "refunded"));
    const atClub = row.paymentMethod === "pagado" && !paidOnline && row.status !== "cancelada" ? cents(row.finalPrice) : 0;
    total.online = (cents(total.online) + online) / 100;
    total.atClub = (cents(total.atClub) + atClub) / 100;
    total.total = (cents(total.online) + cents(total.atClub)) / 100;
    totals.set(key, total);
  }
  return [...totals.values()];
}

/** A pending OXXO ticket or SPEI reference past its deadline with no word from the provider. */
export function isOverdue(p: { state: PaymentState; expiresAt: Date | null }, now: Date): boolean {
  return p.state === "pending" && p.expiresAt !== null && p.expiresAt.getTime() < now.getTime();
}

/** How long before an OXXO ticket or SPEI reference expires its player is reminded. */
export const EXPIRY_NOTICE_MS = 24 * 3_600_000;
