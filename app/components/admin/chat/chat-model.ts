// What the admin chat's parts share: the shapes of its data and its URLs.
import type { ConversationDetail, ConversationSummary } from "~/server/whatsapp";

export type ChatResult = { intent: string; ok: boolean; message: string };
export type ListedConversation = ConversationSummary & { recent: boolean };
export type SelectedConversation = ConversationDetail & { canReply: boolean };

/** The admin chat URL with some parameters changed (empty values removed). */
export function chatHref(current: { q: string; tag: string; chat: string }, changes: Partial<{ q: string; tag: string; chat: string }>) {
  const next = { ...current, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.tag) params.set("tag", next.tag);
  if (next.chat) params.set("chat", next.chat);
  const search = params.toString();
  return search ? `/admin?${search}` : "/admin";
}
