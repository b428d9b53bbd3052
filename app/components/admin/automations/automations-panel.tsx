import { Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { ResultBanner } from "~/components/admin/result-banner";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { useIntentFetcher } from "~/components/ui/intent-form";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { replyFor } from "~/lib/form-reply";
import { formatDateTimeShort } from "~/lib/format";
import { cn } from "~/lib/utils";
import type { TemplateSpec } from "~/domain/match-reminders";
import type { AutomationLogLine } from "~/server/whatsapp";

function TestSendDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  // The answer is the banner (docs/product.md §11.1), not a toast.
  const fetcher = useIntentFetcher({ toasts: false });
  const busy = fetcher.state !== "idle";
  const result = replyFor(fetcher.data, "test");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Enviar bienvenida de prueba</DialogTitle>
          <DialogDescription>Se envía la plantilla de bienvenida ahora mismo al número indicado.</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="test" />
          <div className="flex flex-col gap-2">
            <Label htmlFor="test-phone">Número de prueba (10 dígitos)</Label>
            <Input id="test-phone" name="phone" type="tel" inputMode="numeric" autoComplete="off" required />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="test-name">Nombre</Label>
            <Input id="test-name" name="name" autoComplete="off" required />
          </div>
          <ResultBanner reply={result} />
          <DialogFooter>
            <Button type="submit" disabled={busy}>
              <Send aria-hidden />
              {busy ? "Enviando..." : "Enviar prueba"}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** An automation's on/off switch; optimistic: it shows the value being saved. */
function AutomationSwitch({
  automation,
  enabled: saved,
  labels,
}: {
  automation: string;
  enabled: boolean;
  labels: [on: string, off: string];
}) {
  const toggle = useIntentFetcher();
  const pending = toggle.formData?.get("enabled");
  const enabled = pending !== undefined && pending !== null ? pending === "true" : saved;
  const id = `${automation}-switch`;
  return (
    <div className="flex items-center gap-3">
      <Switch
        id={id}
        checked={enabled}
        onCheckedChange={(checked) => toggle.submit({ intent: "toggle", automation, enabled: String(checked) }, { method: "post" })}
      />
      <Label htmlFor={id}>{enabled ? labels[0] : labels[1]}</Label>
    </div>
  );
}

/** An automation that is only a switch: what it does, and whether it is on. */
function SwitchCard({
  title,
  description,
  ...automation
}: { title: string; description: string } & Parameters<typeof AutomationSwitch>[0]) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <AutomationSwitch {...automation} />
      </CardContent>
    </Card>
  );
}

function TemplatesCard({ templates }: { templates: TemplateSpec[] }) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Plantillas de WhatsApp</CardTitle>
        <CardDescription>
          Fuera de la ventana de 24 horas WhatsApp solo permite plantillas aprobadas: créalas en el administrador de WhatsApp de Meta con
          estos nombres, idioma Español (México) (es_MX) y las variables en este orden.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 md:grid-cols-3">
          {templates.map((template) => (
            <li key={template.name} className="flex min-w-0 flex-col gap-2 rounded-md border border-border p-3 text-sm">
              <code className="break-all font-mono font-semibold">{template.name}</code>
              <p className="text-muted-foreground">{template.purpose}</p>
              <ol className="list-none space-y-0.5">
                {template.variables.map((variable, index) => (
                  <li key={variable}>
                    <code className="font-mono">{`{{${index + 1}}}`}</code> {variable}
                  </li>
                ))}
              </ol>
              <p className="break-words rounded bg-muted p-2 text-xs">{template.example}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function AutomationsPanel({
  welcomeEnabled,
  remindersEnabled,
  paymentNoticesEnabled,
  templates,
  log,
}: {
  welcomeEnabled: boolean;
  remindersEnabled: boolean;
  paymentNoticesEnabled: boolean;
  templates: TemplateSpec[];
  log: AutomationLogLine[];
}) {
  const clear = useIntentFetcher();
  const [testOpen, setTestOpen] = useState(false);

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Bienvenida por WhatsApp</CardTitle>
            <CardDescription>
              Envía la plantilla de bienvenida a cada jugador que se registra en el formulario de la comunidad.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <AutomationSwitch
              automation="welcome"
              enabled={welcomeEnabled}
              labels={["Bienvenida automática activada", "Bienvenida automática desactivada"]}
            />
            <Button type="button" variant="outline" className="self-start" onClick={() => setTestOpen(true)}>
              <Send aria-hidden />
              Enviar prueba
            </Button>
            <TestSendDialog open={testOpen} onOpenChange={setTestOpen} />
          </CardContent>
        </Card>
        <SwitchCard
          title="Recordatorios de partidos"
          description="Avisa por WhatsApp a cada jugador con teléfono cuando se publica el cuadro de su categoría y antes de cada partido programado (los minutos se ajustan en el orden de juego de cada torneo), y en los eventos sociales al anotarse, al subir de la lista de espera y un día antes del evento. Cada mensaje lleva un enlace para darse de baja."
          automation="match-reminders"
          enabled={remindersEnabled}
          labels={["Recordatorios activados", "Recordatorios desactivados"]}
        />
        <SwitchCard
          title="Avisos de pago"
          description="Avisa por WhatsApp a quien paga una inscripción en línea cuando Mercado Pago aprueba su pago, y un día antes de que venza su ficha de OXXO o SPEI sin pagar."
          automation="payment-notices"
          enabled={paymentNoticesEnabled}
          labels={["Avisos de pago activados", "Avisos de pago desactivados"]}
        />
      </div>
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-3">
          <CardTitle>Registro</CardTitle>
          <clear.Form method="post">
            <Button
              type="submit"
              name="intent"
              value="clear"
              variant="outline"
              size="sm"
              disabled={clear.state !== "idle" || log.length === 0}
            >
              <Trash2 aria-hidden />
              Limpiar
            </Button>
          </clear.Form>
        </CardHeader>
        <CardContent>
          <div
            className="h-80 overflow-y-auto rounded-md bg-muted p-3 font-mono text-xs"
            role="log"
            aria-label="Registro de automatizaciones"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable log must be reachable by keyboard (axe: scrollable-region-focusable)
            tabIndex={0}
          >
            {log.length === 0 ? (
              <p className="text-muted-foreground">Sin eventos todavía…</p>
            ) : (
              <ul className="space-y-1">
                {log.map((line) => (
                  <li key={line.id} className={cn(line.level === "error" && "text-destructive", line.level === "warn" && "text-amber-800")}>
                    <span className="text-muted-foreground">[{formatDateTimeShort(line.createdAt)}]</span> {line.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </CardContent>
      </Card>
      <TemplatesCard templates={templates} />
    </div>
  );
}
