import { RefreshCw, Search, X } from "lucide-react";
import { Form, Link, useRevalidator } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { useIntentFetcher } from "~/components/ui/intent-form";
import { conversationSubtitle, conversationTitle, messageBadges, messagePreview } from "~/domain/whatsapp";
import { formatDateTimeShort, plural } from "~/lib/format";
import { cn } from "~/lib/utils";
import { chatHref, type ListedConversation } from "./chat-model";
import { markLive } from "~/lib/page-weight/held-taps";

/** A tag chip with its remove button (a form of its own, so it works inside the list and the panel). */
export function TagChip({ contact, tag }: { contact: string; tag: string }) {
  const fetcher = useIntentFetcher();
  if (fetcher.formData?.get("tag") === tag) return null;
  return (
    <Badge variant="secondary" className="gap-1 pr-1">
      {tag}
      <fetcher.Form method="post" className="inline-flex">
        <input type="hidden" name="intent" value="remove-tag" />
        <input type="hidden" name="contact" value={contact} />
        <input type="hidden" name="tag" value={tag} />
        <button
          ref={markLive}
          type="submit"
          className="rounded-full p-0.5 hover:bg-muted-foreground/20"
          aria-label={`Quitar etiqueta ${tag}`}
        >
          <X className="size-3" aria-hidden />
        </button>
      </fetcher.Form>
    </Badge>
  );
}

function initials(title: string) {
  return (
    title
      .split(/\s+/)
      .filter((w) => /^\p{L}/u.test(w))
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase())
      .join("") || "#"
  );
}

export function ConversationList({
  conversations,
  current,
}: {
  conversations: ListedConversation[];
  current: { q: string; tag: string; chat: string };
}) {
  const revalidator = useRevalidator();
  return (
    <Card>
      <CardHeader className="gap-3 pb-3">
        <div className="flex items-center justify-between gap-2">
          <CardTitle className="text-lg">Conversaciones</CardTitle>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void revalidator.revalidate()}
            disabled={revalidator.state !== "idle"}
          >
            <RefreshCw className={cn(revalidator.state !== "idle" && "animate-spin")} aria-hidden />
            Actualizar
          </Button>
        </div>
        <Form method="get" action="/admin" role="search" className="flex gap-2">
          {current.tag ? <input type="hidden" name="tag" value={current.tag} /> : null}
          <label htmlFor="chat-search" className="sr-only">
            Buscar por teléfono, nombre o usuario
          </label>
          <Input id="chat-search" name="q" type="search" defaultValue={current.q} placeholder="Buscar por teléfono, nombre o usuario" />
          <Button type="submit" variant="secondary" size="icon" aria-label="Buscar">
            <Search aria-hidden />
          </Button>
        </Form>
      </CardHeader>
      <CardContent className="p-0">
        {conversations.length === 0 ? (
          <p className="px-6 pb-6 text-sm text-muted-foreground">
            {current.q || current.tag ? "No hay conversaciones que coincidan." : "Todavía no hay conversaciones."}
          </p>
        ) : (
          <ul className="max-h-[600px] divide-y divide-border overflow-y-auto" aria-label="Lista de conversaciones">
            {conversations.map((c) => {
              const title = conversationTitle(c);
              const subtitle = conversationSubtitle(c);
              const selected = c.key === current.chat;
              return (
                <li key={c.id} className={cn("flex gap-3 px-4 py-3", selected && "bg-muted")}>
                  <div className="relative size-10 shrink-0">
                    <span
                      className="flex size-10 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground"
                      aria-hidden
                    >
                      {initials(title)}
                    </span>
                    {c.recent ? (
                      <span
                        className="absolute bottom-0 right-0 size-3 rounded-full border-2 border-background bg-green-500"
                        title="Activo en las últimas 24 h"
                      >
                        <span className="sr-only">Activo en las últimas 24 h</span>
                      </span>
                    ) : null}
                  </div>
                  <div className="min-w-0 flex-1">
                    <Link
                      to={chatHref(current, { chat: c.key })}
                      aria-current={selected ? "true" : undefined}
                      className="block rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      preventScrollReset
                    >
                      <span className="flex items-baseline justify-between gap-2">
                        <span className="truncate font-semibold">{title}</span>
                        {c.lastMessageAt ? (
                          <span className="shrink-0 text-xs text-muted-foreground">{formatDateTimeShort(c.lastMessageAt)}</span>
                        ) : null}
                      </span>
                      {subtitle ? <span className="block truncate text-xs text-muted-foreground">{subtitle}</span> : null}
                      <span className="mt-1 block text-sm text-muted-foreground">{messagePreview(c.lastMessage)}</span>
                    </Link>
                    <div className="mt-1 flex flex-wrap items-center gap-1">
                      <span className="text-xs text-muted-foreground">{plural(c.messageCount, "mensaje", "mensajes")}</span>
                      {messageBadges(c.lastMessage).map((b) => (
                        <Badge key={b} variant="outline">
                          {b}
                        </Badge>
                      ))}
                      {c.tags.map((t) => (
                        <TagChip key={t} contact={c.key} tag={t} />
                      ))}
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
