import { ArrowLeft, Send } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ResultBanner } from "~/components/admin/result-banner";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { CharacterCount } from "~/components/ui/character-count";
import { useIntentFetcher } from "~/components/ui/intent-form";
import { conversationSubtitle, conversationTitle, MAX_MESSAGE_LENGTH, TEMPLATE_NEEDED } from "~/domain/whatsapp";
import { formatTime } from "~/lib/format";
import { imageSrc } from "~/lib/image";
import { cn } from "~/lib/utils";
import type { FormReply } from "~/lib/form-reply";
import type { SelectedConversation } from "./chat-model";
import { TagChip } from "./conversation-list";

/** docs/product.md §11.2: the success notice of a send clears after 10 s. */
const SUCCESS_NOTICE_MS = 10_000;

function SendForm({ contact, canReply }: { contact: string; canReply: boolean }) {
  const [text, setText] = useState("");
  const [notice, setNotice] = useState<FormReply | null>(null);
  // The answer is the banner (docs/product.md §11.1), not a toast.
  const fetcher = useIntentFetcher({
    toasts: false,
    onReply: (reply) => {
      setNotice(reply);
      if (reply.ok) setText("");
    },
  });
  const sending = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!notice?.ok) return;
    const timer = setTimeout(() => setNotice(null), SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const blocked = sending || !text.trim() || !canReply || text.length > MAX_MESSAGE_LENGTH;
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (!blocked) form.current?.requestSubmit();
    }
  };

  return (
    <fetcher.Form method="post" ref={form} className="flex flex-col gap-2 border-t border-border p-3">
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="contact" value={contact} />
      {!canReply ? <Alert>{TEMPLATE_NEEDED}</Alert> : null}
      <ResultBanner reply={notice} />
      <label htmlFor="chat-message" className="sr-only">
        Mensaje
      </label>
      <textarea
        id="chat-message"
        name="message"
        rows={3}
        aria-describedby="chat-message-count"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Escribe un mensaje… (Enter envía, Shift+Enter nueva línea)"
        className="w-full resize-none rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
      />
      <CharacterCount id="chat-message-count" length={text.length} max={MAX_MESSAGE_LENGTH} />
      <Button type="submit" disabled={blocked} className="self-end">
        <Send aria-hidden />
        {sending ? "Enviando a WhatsApp..." : "Enviar a WhatsApp"}
      </Button>
    </fetcher.Form>
  );
}

const LINK = /(https:\/\/[^\s]+)/;

/** A message's text with its https links (the map link of a location) clickable. */
function MessageText({ text }: { text: string }) {
  const parts = text.split(LINK);
  return (
    <p className="whitespace-pre-wrap break-words">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} target="_blank" rel="noreferrer nofollow" className="underline">
            {part.includes("google.com/maps") ? "Ver en el mapa" : part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
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
  }, [lastId, conversation?.key]);

  if (!conversation) {
    return (
      <Card className="flex h-[600px] items-center justify-center p-6 text-center text-muted-foreground">
        {requested ? "No existe una conversación con ese número." : "Selecciona una conversación para ver los mensajes."}
      </Card>
    );
  }
  const title = conversationTitle(conversation);
  const subtitle = conversationSubtitle(conversation);
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
          {subtitle ? <p className="truncate text-sm text-muted-foreground">{subtitle}</p> : null}
        </div>
        <div className="flex flex-wrap justify-end gap-1">
          {conversation.tags.map((t) => (
            <TagChip key={t} contact={conversation.key} tag={t} />
          ))}
        </div>
      </CardHeader>
      <CardContent
        ref={scroller}
        className="flex-1 space-y-3 overflow-y-auto p-4"
        role="log"
        aria-label={`Mensajes con ${title}`}
        tabIndex={0}
      >
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
                {m.mediaUrl ? (
                  <a href={imageSrc(m.mediaUrl, 1200)} target="_blank" rel="noreferrer" className="mb-1 block">
                    <img
                      src={imageSrc(m.mediaUrl, 400)}
                      alt={m.kind === "sticker" ? "Sticker recibido" : "Imagen recibida"}
                      loading="lazy"
                      className={cn("rounded-md", m.kind === "sticker" ? "size-32 object-contain" : "max-h-64 w-auto")}
                    />
                  </a>
                ) : null}
                <MessageText text={m.body} />
                <p className={cn("mt-1 text-right text-xs", mine ? "text-white" : "text-muted-foreground")}>
                  {formatTime(m.createdAt)}
                  {m.status === "failed" ? ` · ❌ No enviado${m.errorMessage ? `: ${m.errorMessage}` : ""}` : ""}
                </p>
              </div>
            </div>
          );
        })}
      </CardContent>
      <SendForm key={conversation.key} contact={conversation.key} canReply={conversation.canReply} />
    </Card>
  );
}
