export {
  type AutomationLogLine,
  clearAutomationLog,
  isAutomationEnabled,
  logAutomation,
  queueWelcome,
  recentAutomationLog,
  setAutomationEnabled,
  WELCOME_AUTOMATION,
  WELCOME_JOB,
} from "./automations.server";
export { testConnection } from "./graph-api.server";
export { deliverWelcome, failQueuedSend, sendTestWelcome } from "./welcome.server";
export { loadWhatsAppCredentials, saveWhatsAppConfig, whatsAppConfigView, type WhatsAppConfigView } from "./whatsapp-config.server";
export { downloadMedia, MEDIA_JOB } from "./whatsapp-media.server";
export { ingestWebhook, isValidSignature, MAX_WEBHOOK_BYTES, verifySubscription } from "./whatsapp-webhook.server";
export {
  addTag,
  conversationDetail,
  type ConversationDetail,
  type ConversationSummary,
  INBOX_KEY,
  inboxBroker,
  inboxStats,
  listConversations,
  removeTag,
  sendAdminMessage,
  sendAutomatedTemplate,
  tagsInUse,
} from "./whatsapp.server";
