// 'Ir a pagar' (issue 33): the server opens the registration's checkout and answers its URL. With JavaScript
// the browser goes there at once; without it, the page comes back with a link 'Continuar al pago'. A form
// cannot be answered with a redirect to the provider: CSP form-action 'self' refuses it, and widening it
// to the provider's hosts is not wanted.
import { Button } from "~/components/ui/button";
import { IntentForm, useIntentFetcher } from "~/components/ui/intent-form";

export function PayForm({
  registrationId,
  action,
  className,
  buttonClassName,
}: {
  registrationId: number;
  /** Another route's action ('Mis inscripciones', from the tournament page's sheet). */
  action?: string;
  className?: string;
  buttonClassName?: string;
}) {
  const intent = `pay:${registrationId}`;
  const fetcher = useIntentFetcher<{ checkoutUrl: string }>({
    intents: [intent],
    onReply: (reply) => {
      if (reply.ok && reply.data) window.location.assign(reply.data.checkoutUrl);
    },
  });
  const checkoutUrl = fetcher.data?.ok ? fetcher.data.data?.checkoutUrl : undefined;
  if (checkoutUrl)
    return (
      <div className={className}>
        <Button asChild className={buttonClassName}>
          <a href={checkoutUrl}>Continuar al pago</a>
        </Button>
      </div>
    );
  return (
    <IntentForm intent={intent} action={action} fetcher={fetcher} className={className}>
      <input type="hidden" name="registrationId" value={registrationId} />
      <Button type="submit" className={buttonClassName}>
        Ir a pagar
      </Button>
    </IntentForm>
  );
}
