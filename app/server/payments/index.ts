// Online payment of registration fees (issue 33, ADR 0040): Mercado Pago checkout, its signed webhook,
// the job that applies the provider's state, refunds, and the credentials and per-tournament switch.
export { MY_REGISTRATIONS_INTENTS, MY_REGISTRATIONS_PATH, type MyRegistration, myRegistrations } from "./my-registrations.server";
export { isValidNotification, PROVIDER_REFUSED, PROVIDER_UNREACHABLE, SIGNATURE_MAX_AGE_MS } from "./mercado-pago.server";
export {
  loadPaymentCredentials,
  PAYMENT_CONFIG_SAVED,
  PAYMENT_SECRET_REQUIRED,
  PAYMENT_TOKEN_REQUIRED,
  type PaymentConfigInput,
  paymentConfigView,
  paymentsConfigured,
  paymentsOffered,
  savePaymentConfig,
  setTournamentPayments,
  tournamentPaymentSettings,
  type TournamentPaymentSettings,
} from "./payment-config.server";
export {
  ALREADY_PAID,
  applyNotificationJob,
  applyProviderPayment,
  currentPayment,
  NOT_YOUR_REGISTRATION,
  NOTHING_TO_PAY,
  PAYMENT_CHANGED,
  PAYMENT_JOB,
  paymentsOfRegistrations,
  PAYMENTS_OFF,
  receiveNotification,
  REFUND_NOT_POSSIBLE,
  REFUND_TOO_MUCH,
  refundRegistrationPayment,
  type RegistrationPayment,
  REGISTRATION_CANCELLED,
  startCheckout,
  WEBHOOK_PATH,
} from "./payments.server";
export {
  acceptFlaggedPayment,
  NOT_ACCEPTABLE,
  PAYMENT_ACCEPTED,
  PAYMENT_NOT_FOUND,
  PAYMENT_SETTINGS_SAVED,
  PAYMENTS_NOT_CONFIGURED,
  REFUND_DONE,
  REFUND_NEEDS_WITHDRAWAL,
  refundForTournament,
  registrationPayments,
  saveTournamentPayments,
  tournamentPaymentsPanel,
  type TournamentPaymentsPanel,
} from "./organiser.server";
export { expireOverduePayments, PAYMENTS_EXPIRY_JOB, runPaymentsExpiry, startPaymentsExpiryScheduler } from "./expiry.server";
export {
  deliverPaymentApproved,
  deliverPaymentExpiring,
  PAYMENT_APPROVED_JOB,
  PAYMENT_EXPIRING_JOB,
  PAYMENT_NOTICES_AUTOMATION,
} from "./notices.server";
