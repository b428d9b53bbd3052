import { Loader2, MessageSquare, Plus, Tag, Users } from "lucide-react";
import { type KeyboardEvent, useRef } from "react";
import { useNavigate, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { replyMessage } from "~/lib/form-reply";
import { useIntentFetcher } from "~/components/ui/intent-form";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { chatHref, type ListedConversation, type SelectedConversation } from "./chat-model";
import { ConversationList } from "./conversation-list";
import { ConversationPanel } from "./conversation-panel";
import { useLiveInbox } from "./live-inbox";

function AddTagForm({ contact }: { contact: string }) {
  const input = useRef<HTMLInputElement>(null);
  const fetcher = useIntentFetcher({
    onReply: (reply) => {
      if (reply.ok && input.current) input.current.value = "";
    },
  });
  const busy = fetcher.state !== "idle";
  const submit = () => {
    const tag = input.current?.value.trim() ?? "";
    if (!tag) return;
    void fetcher.submit({ intent: "add-tag", contact, tag }, { method: "post" });
  };
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="new-tag">Añadir etiqueta a la conversación</Label>
      <div className="flex gap-2">
        <Input
          id="new-tag"
          ref={input}
          placeholder="p. ej. torneo-diciembre"
          onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
            if (e.key === "Enter") {
              e.preventDefault();
              submit();
            }
          }}
        />
        <Button type="button" onClick={submit} disabled={busy}>
          <Plus aria-hidden />
          Añadir
        </Button>
      </div>
      {fetcher.data && !fetcher.data.ok ? <p className="text-sm text-destructive">{replyMessage(fetcher.data)}</p> : null}
    </div>
  );
}

function Counter({ label, value, icon: Icon }: { label: string; value: number; icon: typeof Users }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 p-3 sm:p-4">
        <Icon className="size-6 shrink-0 text-primary" aria-hidden />
        <div className="flex min-w-0 items-baseline gap-2 sm:block">
          <p className="text-2xl font-bold">{value}</p>
          <p className="text-sm text-muted-foreground">{label}</p>
        </div>
      </CardContent>
    </Card>
  );
}

export function ChatTab(props: {
  q: string;
  tag: string;
  chat: string;
  stats: { conversations: number; users: number; messages: number };
  tags: string[];
  conversations: ListedConversation[];
  selected: SelectedConversation | null;
}) {
  useLiveInbox();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const current = { q: props.q, tag: props.tag, chat: props.chat };
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin";

  return (
    <div className="mt-6 flex flex-col gap-4">
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="flex items-center gap-2 text-lg">
            <Tag className="size-5" aria-hidden />
            Gestión de etiquetas
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor="tag-filter">Filtrar por etiqueta</Label>
            <NativeSelect id="tag-filter" value={props.tag} onChange={(e) => navigate(chatHref(current, { tag: e.target.value }))}>
              <option value="">Todos los tags</option>
              {props.tags.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </NativeSelect>
          </div>
          {props.selected ? <AddTagForm contact={props.selected.key} /> : null}
        </CardContent>
      </Card>

      <div className="grid gap-3 sm:grid-cols-3">
        <Counter label="Conversaciones" value={props.stats.conversations} icon={MessageSquare} />
        <Counter label="Usuarios únicos" value={props.stats.users} icon={Users} />
        <Counter label="Mensajes" value={props.stats.messages} icon={MessageSquare} />
      </div>

      {loading ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Cargando conversaciones...
        </p>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-[24rem_minmax(0,1fr)]">
        <div className={props.selected ? "hidden min-w-0 lg:block" : "min-w-0"}>
          <ConversationList conversations={props.conversations} current={current} />
        </div>
        <div className={props.selected ? "min-w-0" : "hidden min-w-0 lg:block"}>
          <ConversationPanel conversation={props.selected} backHref={chatHref(current, { chat: "" })} requested={props.chat} />
        </div>
      </div>
    </div>
  );
}
