import { Save } from "lucide-react";
import { useState } from "react";
import { ResultBanner } from "~/components/admin/result-banner";
import { ActiveAndReveal, SecretField } from "~/components/admin/whatsapp/config-form";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { useIntentFetcher } from "~/components/ui/intent-form";
import { Label } from "~/components/ui/label";
import { fieldErrors } from "~/lib/form-reply";

export type PaymentConfigView = { publicKey: string; isActive: boolean; hasAccessToken: boolean; hasWebhookSecret: boolean };

/** Mercado Pago's credentials (ADR 0040): secrets are never prefilled, and a blank one keeps the stored value. */
export function PaymentsConfigForm({ config, webhookUrl }: { config: PaymentConfigView; webhookUrl: string }) {
  const fetcher = useIntentFetcher({ toasts: false });
  const [showSecrets, setShowSecrets] = useState(false);
  const busy = fetcher.state !== "idle";
  const fieldError = (name: string) => fieldErrors(fetcher.data)[name];
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card>
        <CardHeader>
          <CardTitle>Pagos en línea con Mercado Pago</CardTitle>
          <CardDescription>
            Tarjeta, efectivo en OXXO y transferencia SPEI. Las claves se guardan cifradas y nunca se muestran.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <fetcher.Form method="post" className="flex flex-col gap-5" noValidate>
            <SecretField
              id="accessToken"
              label="Access Token"
              isSet={config.hasAccessToken}
              visible={showSecrets}
              required
              error={fieldError("accessToken")}
            />
            <SecretField
              id="webhookSecret"
              label="Clave secreta de notificaciones (webhook)"
              isSet={config.hasWebhookSecret}
              visible={showSecrets}
              required
              error={fieldError("webhookSecret")}
            />
            <div className="flex flex-col gap-2">
              <Label htmlFor="publicKey">Public Key</Label>
              <Input id="publicKey" name="publicKey" defaultValue={config.publicKey} autoComplete="off" />
            </div>
            <ActiveAndReveal
              label="Pagos en línea activos"
              active={config.isActive}
              shown={showSecrets}
              onToggle={() => setShowSecrets((v) => !v)}
              labels={["Mostrar claves", "Ocultar claves"]}
            />
            <ResultBanner reply={fetcher.data} />
            <Button type="submit" name="intent" value="save" disabled={busy} className="self-start">
              <Save aria-hidden />
              {busy ? "Guardando..." : "Guardar configuración"}
            </Button>
          </fetcher.Form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Instrucciones</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            <li>En Mercado Pago Developers, crea una aplicación de Checkout Pro y copia su Access Token y su Public Key.</li>
            <li>
              En Webhooks &gt; Configurar notificaciones, registra <code className="break-all rounded bg-muted px-1">{webhookUrl}</code> con
              el evento «Pagos» y copia la clave secreta que se genera.
            </li>
            <li>Guarda y activa los pagos; cada organizador los enciende en su torneo.</li>
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
