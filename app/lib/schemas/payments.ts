import { z } from "zod";
import { idField } from "./zod-locale";

/** 'Ir a pagar' on one of the player's registrations. */
export const PayRegistrationSchema = z.object({ registrationId: idField() });

export const PAYMENT_MODES = ["off", "pair", "each"] as const;

/**
 * The organiser's switch on the registrations panel, 'Cobrar inscripciones en línea': off, one payment for
 * the pair's whole fee, or each player paying their half.
 */
export const TournamentPaymentsSchema = z.object({ mode: z.enum(PAYMENT_MODES, "Elige cómo se cobran las inscripciones") });

export const REFUND_AMOUNT_INVALID = "Escribe un monto mayor que cero, por ejemplo 350 o 350.50";

/** 'Reembolsar' on a withdrawn registration's payment: the whole payment, or the amount typed. */
export const RefundSchema = z.object({
  paymentId: idField(),
  amount: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.replace(/[$,\s]/g, "") : ""))
    .refine((v) => v === "" || /^\d{1,6}(\.\d{1,2})?$/.test(v), REFUND_AMOUNT_INVALID)
    .transform((v) => (v === "" ? undefined : Number(v)))
    .refine((n) => n === undefined || n > 0, REFUND_AMOUNT_INVALID),
});

/** 'Aceptar el pago' on a flagged payment the organiser checked. */
export const AcceptPaymentSchema = z.object({ paymentId: idField() });
