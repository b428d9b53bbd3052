import { data } from "react-router";
import { ChatTab } from "~/components/admin/chat/chat-tab";
import { isRecent, isWithinServiceWindow } from "~/domain/whatsapp";
import { readFormData } from "~/server/http.server";
import { requireAdmin } from "~/server/permissions.server";
import {
  addTag,
  conversationDetail,
  inboxStats,
  listConversations,
  removeTag,
  sendAdminMessage,
  tagsInUse,
} from "~/server/whatsapp.server";
import type { Route } from "./+types/admin._index";

export const meta: Route.MetaFunction = () => [{ title: "Chat | Panel de Administración" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const tag = (params.get("tag") ?? "").trim().slice(0, 100);
  const tel = (params.get("tel") ?? "").replace(/\D/g, "").slice(0, 20);
  const now = new Date();
  const [conversations, stats, tags, selected] = await Promise.all([
    listConversations({ search: q, tag }),
    inboxStats(),
    tagsInUse(),
    tel ? conversationDetail(tel) : null,
  ]);
  return {
    q,
    tag,
    tel,
    stats,
    tags,
    // The clock-dependent flags are computed here so server and browser render the same thing.
    conversations: conversations.map((c) => ({ ...c, recent: isRecent(c.lastMessageAt, now) })),
    selected: selected ? { ...selected, canReply: isWithinServiceWindow(selected.lastInboundAt, now) } : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const form = await readFormData(request);
  const phone = String(form.get("phone") ?? "").replace(/\D/g, "");
  const intent = String(form.get("intent") ?? "");
  const result = await run(intent, phone, form, user.id);
  // A refusal is a 400 (React Router then skips revalidation; the tab shows the message either way).
  return data({ intent, ...result }, { status: result.ok ? 200 : 400 });
}

function run(intent: string, phone: string, form: FormData, userId: string) {
  switch (intent) {
    case "send":
      return sendAdminMessage(phone, String(form.get("message") ?? ""), userId);
    case "add-tag":
      return addTag(phone, String(form.get("tag") ?? ""));
    case "remove-tag":
      return removeTag(phone, String(form.get("tag") ?? ""));
    default:
      return { ok: false, message: "Acción desconocida" };
  }
}

export default function ChatPage({ loaderData }: Route.ComponentProps) {
  return <ChatTab {...loaderData} />;
}
