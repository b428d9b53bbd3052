// The one way a page's form intents are posted without leaving the page (ADR 0015): a fetcher whose
// reply's toast is shown, and the form that carries its intent, disables itself while posting and shows a
// refusal under its fields. Plain form posts underneath, so they work before JavaScript loads.
import { useEffect, useEffectEvent, type ReactNode } from "react";
import { useActionData, useFetcher } from "react-router";
import { type FormReply, replyFor, replyMessage } from "~/lib/form-reply";
import { toast } from "./toaster";

/**
 * A fetcher for intents. The reply's toast shows as soon as the reply arrives (the form may be remounted
 * elsewhere, or removed, by the revalidation that follows); `onReply` runs once the fetcher is idle again,
 * with the page's data revalidated. Fetchers that share `key` read one reply: let one of them toast.
 * `intents`: the intents its forms post. A form submitted before its code was live (a lazy part of the page
 * still on its way) posts as a plain form and the page comes back with the route's action data: the reply to
 * one of these intents is then read from there, so the answer shows either way.
 */
export function useIntentFetcher<Data = unknown>({
  key,
  onReply,
  toasts = true,
  intents = [],
}: { key?: string; onReply?: (reply: FormReply<Data>) => void; toasts?: boolean; intents?: readonly string[] } = {}) {
  const own = useFetcher<FormReply<Data>>(key === undefined ? undefined : { key });
  const actionData = useActionData();
  const posted = own.data ? undefined : intents.map((intent) => replyFor<Data>(actionData, intent)).find(Boolean);
  const fetcher = posted ? { ...own, data: posted } : own;
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
 * for a form that disappears with its own answer (a withdrawn pair has no 'Retirar'). `action`: another
 * route's action than the page's.
 */
export function IntentForm<Data = unknown>({
  intent,
  children,
  className,
  action,
  fetcher: given,
}: {
  intent: string;
  children: ReactNode;
  className?: string;
  action?: string;
  fetcher?: ReturnType<typeof useIntentFetcher<Data>>;
}) {
  const own = useIntentFetcher();
  const fetcher = given ?? own;
  const error = fetcher.data && !fetcher.data.ok ? replyMessage(fetcher.data) : undefined;
  return (
    <fetcher.Form method="post" action={action} className={className}>
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
