import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, inList, timestamps, updatedAt } from "./columns";
import { PAYMENT_METHODS, PAYMENT_STATES } from "../../app/domain/payments";
import { registration } from "./registration";
import { tournament } from "./tournament";

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });

/**
 * One attempt to pay a registration's fee online (ADR 0040): created with the provider's checkout
 * preference, then moved by the provider's reports (webhook, then GET of the payment). A registration may
 * have several (a rejected card, then OXXO; or each player of a pair paying their part).
 */
export const payment = pgTable(
  "payment",
  {
    id: id(),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => registration.id, { onDelete: "cascade" }),
    /** Who started the checkout. */
    payerId: text("payer_id").references(() => user.id, { onDelete: "set null" }),
    provider: text("provider").default("mercadopago").notNull(),
    /** Sent as the preference's external_reference; a payment reporting another one is not ours. */
    externalReference: text("external_reference").notNull().unique(),
    preferenceId: text("preference_id").unique(),
    providerPaymentId: text("provider_payment_id").unique(),
    checkoutUrl: text("checkout_url"),
    /** What we asked for: the registration's final price (early discount applied) or the payer's part. */
    amount: money("amount").notNull(),
    currency: text("currency").default("MXN").notNull(),
    /** What the provider reported as paid. */
    paidAmount: money("paid_amount"),
    refundedAmount: money("refunded_amount").default(0).notNull(),
    method: text("method"),
    state: text("state").default("created").notNull(),
    /** OXXO / SPEI: the reference to pay with, the voucher's page and the deadline. */
    reference: text("reference"),
    voucherUrl: text("voucher_url"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Set when a report does not match what we asked (amount, currency, registration): never confirmed. */
    flagged: boolean("flagged").default(false).notNull(),
    flagReason: text("flag_reason"),
    /** The provider's date_last_updated of the last report applied: an older report changes nothing. */
    providerUpdatedAt: timestamp("provider_updated_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check("payment_state_check", inList(t.state, PAYMENT_STATES)),
    check("payment_method_check", sql`${t.method} is null or ${inList(t.method, PAYMENT_METHODS)}`),
    check("payment_amount_check", sql`${t.amount} > 0`),
    check("payment_refunded_amount_check", sql`${t.refundedAmount} >= 0`),
    index("payment_registration_id_idx").on(t.registrationId),
    index("payment_payer_id_idx").on(t.payerId),
    index("payment_state_expires_at_idx").on(t.state, t.expiresAt),
  ],
);

/**
 * Every notification the provider delivered, as it arrived, and what processing it changed. Unique on the
 * provider's x-request-id: a duplicate delivery is stored once and processed once.
 */
export const paymentEvent = pgTable(
  "payment_event",
  {
    id: id(),
    provider: text("provider").default("mercadopago").notNull(),
    requestId: text("request_id").notNull().unique(),
    /** The resource the notification is about (data.id) and its type/action. */
    dataId: text("data_id").notNull(),
    type: text("type").default("").notNull(),
    action: text("action").default("").notNull(),
    raw: jsonb("raw").$type<unknown>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).defaultNow().notNull(),
    paymentId: integer("payment_id").references(() => payment.id, { onDelete: "set null" }),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** What processing changed, in words ('pending -> approved', 'sin cambios', 'monto distinto'). */
    outcome: text("outcome"),
  },
  (t) => [index("payment_event_data_id_idx").on(t.dataId), index("payment_event_payment_id_idx").on(t.paymentId)],
);

/** The payment provider's credentials: one row (id = 1), secrets encrypted by the application. */
export const paymentProviderConfig = pgTable(
  "payment_provider_config",
  {
    id: integer("id").primaryKey().default(1),
    provider: text("provider").default("mercadopago").notNull(),
    accessTokenEncrypted: text("access_token_encrypted"),
    webhookSecretEncrypted: text("webhook_secret_encrypted"),
    publicKey: text("public_key"),
    isActive: boolean("is_active").default(false).notNull(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("payment_provider_config_single_row_check", sql`${t.id} = 1`),
    index("payment_provider_config_updated_by_idx").on(t.updatedBy),
  ],
);

/** The organiser's switch: this tournament takes fees online, and whether each player of a pair pays their part. */
export const tournamentPayments = pgTable("tournament_payments", {
  tournamentId: integer("tournament_id")
    .primaryKey()
    .references(() => tournament.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").default(false).notNull(),
  splitPerPlayer: boolean("split_per_player").default(false).notNull(),
  ...timestamps(),
});
