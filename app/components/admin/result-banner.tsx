import { Alert } from "~/components/ui/alert";
import { type FormReply, replyMessage } from "~/lib/form-reply";

/** The outcome of an admin action: '✅ …' or '❌ …' (docs/product.md §11.1). */
export function ResultBanner({ reply }: { reply: FormReply | null | undefined }) {
  if (!reply) return null;
  return (
    <Alert variant={reply.ok ? "success" : "destructive"}>
      {reply.ok ? "✅" : "❌"} {replyMessage(reply)}
    </Alert>
  );
}
