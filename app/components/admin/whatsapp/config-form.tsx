import { Eye, EyeOff, PlugZap, Save } from "lucide-react";
import { useState } from "react";
import { ResultBanner } from "~/components/admin/result-banner";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { useIntentFetcher } from "~/components/ui/intent-form";
import { Label } from "~/components/ui/label";
import { fieldErrors } from "~/lib/form-reply";
import type { WhatsAppConfigView } from "~/server/whatsapp";

/** A secret input: never prefilled; says whether a value is stored and keeps it when left blank. */
export function SecretField(props: { id: string; label: string; isSet: boolean; visible: boolean; required?: boolean; error?: string }) {
  const hint = props.isSet ? "Guardado. Déjalo vacío para conservarlo o escribe uno nuevo para reemplazarlo." : "Sin configurar.";
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={props.id}>
        {props.label}
        {props.required ? " *" : ""}
      </Label>
      <Input
        id={props.id}
        name={props.id}
        type={props.visible ? "text" : "password"}
        autoComplete="off"
        spellCheck={false}
        placeholder={props.isSet ? "••••••••••••" : ""}
        aria-describedby={`${props.id}-hint`}
        aria-invalid={props.error ? true : undefined}
      />
      <p id={`${props.id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {props.error ? <p className="text-sm font-medium text-destructive">{props.error}</p> : null}
    </div>
  );
}

/** A credentials form's 'active' checkbox (field isActive) and the button that shows or hides its secret inputs. */
export function ActiveAndReveal(props: {
  label: string;
  active: boolean;
  shown: boolean;
  onToggle: () => void;
  labels: [show: string, hide: string];
}) {
  return (
    <>
      <div className="flex items-center gap-2">
        <input id="isActive" name="isActive" type="checkbox" defaultChecked={props.active} className="size-4 accent-primary" />
        <Label htmlFor="isActive">{props.label}</Label>
      </div>
      <Button type="button" variant="outline" className="self-start" onClick={props.onToggle} aria-pressed={props.shown}>
        {props.shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        {props.shown ? props.labels[1] : props.labels[0]}
      </Button>
    </>
  );
}

export function WhatsAppConfigForm({ config, webhookUrl }: { config: WhatsAppConfigView; webhookUrl: string }) {
  // The answer is the banner (docs/product.md §11.1), not a toast.
  const fetcher = useIntentFetcher({ toasts: false });
  const [showTokens, setShowTokens] = useState(false);
  const busy = fetcher.state !== "idle";
  const pendingIntent = busy ? fetcher.formData?.get("intent") : null;
  const result = fetcher.data;
  const fieldError = (name: string) => fieldErrors(result)[name];

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card>
        <CardHeader>
          <CardTitle>Configuración de WhatsApp Business</CardTitle>
          <CardDescription>Credenciales de la API de WhatsApp Cloud. Los tokens se guardan cifrados y nunca se muestran.</CardDescription>
        </CardHeader>
        <CardContent>
          <fetcher.Form method="post" className="flex flex-col gap-5" noValidate>
            <SecretField
              id="accessToken"
              label="Access Token"
              isSet={config.hasAccessToken}
              visible={showTokens}
              required
              error={fieldError("accessToken")}
            />
            <div className="flex flex-col gap-2">
              <Label htmlFor="phoneNumberId">Phone Number ID *</Label>
              <Input id="phoneNumberId" name="phoneNumberId" defaultValue={config.phoneNumberId} inputMode="numeric" autoComplete="off" />
              {fieldError("phoneNumberId") ? <p className="text-sm font-medium text-destructive">{fieldError("phoneNumberId")}</p> : null}
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="appId">App ID</Label>
              <Input id="appId" name="appId" defaultValue={config.appId} autoComplete="off" />
            </div>
            <SecretField id="appSecret" label="App Secret (firma del webhook)" isSet={config.hasAppSecret} visible={showTokens} />
            <SecretField id="verifyToken" label="Webhook Verify Token" isSet={config.hasVerifyToken} visible={showTokens} />
            <ActiveAndReveal
              label="Integración activa"
              active={config.isActive}
              shown={showTokens}
              onToggle={() => setShowTokens((v) => !v)}
              labels={["Mostrar tokens", "Ocultar tokens"]}
            />
            <ResultBanner reply={result} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" name="intent" value="save" disabled={busy}>
                <Save aria-hidden />
                {pendingIntent === "save" ? "Guardando..." : "Guardar configuración"}
              </Button>
              <Button type="submit" name="intent" value="test" variant="secondary" disabled={busy}>
                <PlugZap aria-hidden />
                {pendingIntent === "test" ? "Probando..." : "Probar conexión"}
              </Button>
            </div>
          </fetcher.Form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Instrucciones</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-2 pl-5 text-sm">
            <li>Crea una app de tipo Business en Meta for Developers y añade el producto WhatsApp.</li>
            <li>Copia el Phone Number ID y genera un Access Token permanente (usuario del sistema).</li>
            <li>Copia el App ID y el App Secret desde Configuración básica de la app.</li>
            <li>
              En WhatsApp &gt; Configuración, registra el webhook <code className="break-all rounded bg-muted px-1">{webhookUrl}</code> con
              el mismo Verify Token que guardes aquí.
            </li>
            <li>Suscribe el webhook al campo «messages».</li>
            <li>Aprueba la plantilla de bienvenida en español (es_MX) con el nombre del jugador como parámetro.</li>
            <li>Guarda, activa la integración y usa «Probar conexión».</li>
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
