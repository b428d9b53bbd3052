import { ChatTab } from "~/components/admin/chat/chat-tab";
import { isRecent, isWithinServiceWindow } from "~/domain/whatsapp";
import { readFormData } from "~/server/infra/http.server";
import { guardedAdmin } from "~/server/accounts";
import { CHAT_INTENTS } from "~/server/admin";
import { dispatchIntent } from "~/server/infra/form-intents.server";
import { conversationDetail, inboxStats, listConversations, tagsInUse } from "~/server/whatsapp";
import type { Route } from "./+types/admin._index";

export const meta: Route.MetaFunction = () => [{ title: "Chat | Panel de Administración" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const tag = (params.get("tag") ?? "").trim().slice(0, 100);
  // The conversation's key: its BSUID, or its phone number ('tel', the older links).
  const chat = (params.get("chat") ?? params.get("tel") ?? "").trim().slice(0, 200);
  const now = new Date();
  const [conversations, stats, tags, selected] = await Promise.all([
    listConversations({ search: q, tag }),
    inboxStats(),
    tagsInUse(),
    chat ? conversationDetail(chat) : null,
  ]);
  return {
    q,
    tag,
    chat,
    stats,
    tags,
    // The clock-dependent flags are computed here so server and browser render the same thing.
    conversations: conversations.map((c) => ({ ...c, recent: isRecent(c.lastMessageAt, now) })),
    selected: selected ? { ...selected, canReply: isWithinServiceWindow(selected.lastInboundAt, now) } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = guardedAdmin({ context });
  return dispatchIntent(await readFormData(request), CHAT_INTENTS, { admin, request });
}

export default function ChatPage({ loaderData }: Route.ComponentProps) {
  return <ChatTab {...loaderData} />;
}
