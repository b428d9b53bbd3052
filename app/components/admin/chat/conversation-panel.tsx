import { ArrowLeft, Send } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { ResultBanner } from "~/components/admin/result-banner";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { conversationTitle, TEMPLATE_NEEDED } from "~/domain/whatsapp";
import { formatTime } from "~/lib/format";
import { cn } from "~/lib/utils";
import type { ChatResult, SelectedConversation } from "./chat-tab";
import { TagChip } from "./conversation-list";

/** 001 §9: the success notice of a send clears after 10 s. */
const SUCCESS_NOTICE_MS = 10_000;

function SendForm({ phone, canReply }: { phone: string; canReply: boolean }) {
  const fetcher = useFetcher<ChatResult>();
  const [text, setText] = useState("");
  const [notice, setNotice] = useState<ChatResult | null>(null);
  const sending = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    setNotice(fetcher.data);
    if (!fetcher.data.ok) return;
    setText("");
    const timer = setTimeout(() => setNotice(null), SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [fetcher.state, fetcher.data]);

  const blocked = sending || !text.trim() || !canReply;
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (!blocked) form.current?.requestSubmit();
    }
  };

  return (
    <fetcher.Form method="post" ref={form} className="flex flex-col gap-2 border-t border-border p-3">
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="phone" value={phone} />
      {!canReply ? (
        <Alert>{TEMPLATE_NEEDED}</Alert>
      ) : null}
      <ResultBanner result={notice} />
      <label htmlFor="chat-message" className="sr-only">
        Mensaje
      </label>
      <textarea
        id="chat-message"
        name="message"
        rows={3}
        maxLength={4096}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Escribe un mensaje… (Enter envía, Shift+Enter nueva línea)"
        className="w-full resize-none rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
      />
      <Button type="submit" disabled={blocked} className="self-end">
        <Send aria-hidden />
        {sending ? "Enviando a WhatsApp..." : "Enviar a WhatsApp"}
      </Button>
    </fetcher.Form>
  );
}

export function ConversationPanel({
  conversation,
  backHref,
  requested,
}: {
  conversation: SelectedConversation | null;
  backHref: string;
  requested: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = conversation?.messages.at(-1)?.id;
  useEffect(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [lastId, conversation?.phone]);

  if (!conversation) {
    return (
      <Card className="flex h-[600px] items-center justify-center p-6 text-center text-muted-foreground">
        {requested ? "No existe una conversación con ese número." : "Selecciona una conversación para ver los mensajes."}
      </Card>
    );
  }
  const title = conversationTitle(conversation.displayName, conversation.phone);
  return (
    <Card className="flex h-[600px] flex-col overflow-hidden">
      <CardHeader className="flex flex-row items-center gap-3 border-b border-border py-3">
        <Button asChild variant="ghost" size="icon" className="lg:hidden">
          <Link to={backHref} aria-label="Volver a las conversaciones">
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <div className="min-w-0 flex-1">
          <CardTitle className="truncate text-lg">{title}</CardTitle>
          <p className="text-sm text-muted-foreground">{conversation.phone}</p>
        </div>
        <div className="flex flex-wrap justify-end gap-1">
          {conversation.tags.map((t) => (
            <TagChip key={t} phone={conversation.phone} tag={t} />
          ))}
        </div>
      </CardHeader>
      <CardContent ref={scroller} className="flex-1 space-y-3 overflow-y-auto p-4" role="log" aria-label={`Mensajes con ${title}`} tabIndex={0}>
        {conversation.messages.length === 0 ? <p className="text-sm text-muted-foreground">Sin mensajes.</p> : null}
        {conversation.messages.map((m) => {
          const mine = m.direction === "outbound";
          return (
            <div key={m.id} className={cn("flex", mine ? "justify-end" : "justify-start")}>
              <div
                className={cn(
                  "max-w-[80%] rounded-lg px-3 py-2 text-sm shadow-sm",
                  mine ? "bg-blue-700 text-white" : "bg-muted text-foreground",
                )}
              >
                {mine ? <p className="text-xs font-semibold text-white">Admin</p> : null}
                <p className="whitespace-pre-wrap break-words">{m.body}</p>
                <p className={cn("mt-1 text-right text-xs", mine ? "text-white" : "text-muted-foreground")}>
                  {formatTime(m.createdAt)}
                  {m.status === "failed" ? ` · ❌ No enviado${m.errorMessage ? `: ${m.errorMessage}` : ""}` : ""}
                </p>
              </div>
            </div>
          );
        })}
      </CardContent>
      <SendForm key={conversation.phone} phone={conversation.phone} canReply={conversation.canReply} />
    </Card>
  );
}
