// The one way a page's form intents are posted without leaving the page (ADR 0015): a fetcher whose
// reply's toast is shown, and the form that carries its intent, disables itself while posting and shows a
// refusal under its fields. Plain form posts underneath, so they work before JavaScript loads.
import { useEffect, useEffectEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { type FormReply, replyMessage } from "~/lib/form-reply";
import { toast } from "./toaster";

/**
 * A fetcher for intents. The reply's toast shows as soon as the reply arrives (the form may be remounted
 * elsewhere, or removed, by the revalidation that follows); `onReply` runs once the fetcher is idle again,
 * with the page's data revalidated. Fetchers that share `key` read one reply: let one of them toast.
 */
export function useIntentFetcher<Data = unknown>({
  key,
  onReply,
  toasts = true,
}: { key?: string; onReply?: (reply: FormReply<Data>) => void; toasts?: boolean } = {}) {
  const fetcher = useFetcher<FormReply<Data>>(key === undefined ? undefined : { key });
  const { state, data } = fetcher;
  useEffect(() => {
    if (toasts && data?.toast) toast(data.toast);
  }, [data, toasts]);
  const replied = useEffectEvent((reply: FormReply<Data>) => onReply?.(reply));
  useEffect(() => {
    if (state === "idle" && data) replied(data);
  }, [state, data]);
  return fetcher;
}

/**
 * One intent's form: its answer as a toast, a refusal's message under it. `fetcher`: one owned by a parent,
 * for a form that disappears with its own answer (a withdrawn pair has no 'Retirar').
 */
export function IntentForm({
  intent,
  children,
  className,
  fetcher: given,
}: {
  intent: string;
  children: ReactNode;
  className?: string;
  fetcher?: ReturnType<typeof useIntentFetcher>;
}) {
  const own = useIntentFetcher();
  const fetcher = given ?? own;
  const error = fetcher.data && !fetcher.data.ok ? replyMessage(fetcher.data) : undefined;
  return (
    <fetcher.Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <fieldset disabled={fetcher.state !== "idle"} className="contents">
        {children}
      </fieldset>
      {error ? (
        <p role="alert" className="basis-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
