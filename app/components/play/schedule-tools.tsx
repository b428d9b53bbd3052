// The organiser's tools of the order-of-play page (loaded only for editors): courts, playing days and
// timing, 'Generar orden de juego', clearing it, and moving one match with the conflicts it would cause.
import { ErrorText } from "~/components/ui/error-text";
import { useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { useIntentFetcher } from "~/components/ui/intent-form";
import { fieldErrors, formError } from "~/lib/form-reply";
import {
  CLEAR_SCHEDULE_INTENT,
  GENERATE_SCHEDULE_INTENT,
  GENERATE_WITH_PHASES_INTENT,
  MOVE_MATCH_INTENT,
  SCHEDULE_SETTINGS_INTENT,
  UNSCHEDULE_MATCH_INTENT,
} from "~/lib/schemas/play-schedule-options";
import type { GenerateReplyData } from "~/server/play";
import type { ScheduledMatchView, OrderOfPlayData } from "~/server/play";
import { keepTyped } from "~/lib/page-weight/held-taps";
import { plural } from "~/lib/format";

type Editor = NonNullable<OrderOfPlayData["editor"]>;
type NumberField = "matchMinutes" | "restMinutes" | "reminderMinutes";

function SettingsForm({ settings }: { settings: Editor["settings"] }) {
  const fetcher = useIntentFetcher({ intents: [SCHEDULE_SETTINGS_INTENT] });
  const errors = fieldErrors(fetcher.data);
  // A refused save posted before the page's code ran comes back as a new page: it starts from what was typed.
  const posted = (fetcher.data?.result?.initialValue ?? {}) as Partial<Record<"courts" | NumberField, string>> & {
    days?: Partial<Record<"date" | "start" | "end", string>>[];
  };
  const [rows, setRows] = useState(Math.max(settings.days.length + 1, posted.days?.length ?? 0));
  const busy = fetcher.state !== "idle";
  const invalid = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `ajustes-${name}-error` } : {});
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4" aria-label="Canchas y días de juego" noValidate>
      <input type="hidden" name="intent" value={SCHEDULE_SETTINGS_INTENT} />
      <div className="flex flex-col gap-2">
        <Label htmlFor="ajustes-courts">Canchas (una por línea, en orden)</Label>
        <textarea
          ref={keepTyped}
          id="ajustes-courts"
          name="courts"
          rows={4}
          defaultValue={posted.courts ?? settings.courts}
          className="rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm"
          {...invalid("courts")}
        />
        <ErrorText id="ajustes-courts-error" errors={errors.courts} />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Días de juego (dd/mm/aaaa, horas HH:mm)</legend>
        {Array.from({ length: rows }, (_, index) => {
          const day = settings.days[index];
          const stored = (field: "date" | "start" | "end") =>
            day ? (field === "date" ? day.date.split("-").reverse().join("/") : day[field]) : "";
          const name = (field: string) => `days[${index}].${field}`;
          return (
            <div key={index} className="grid grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)] gap-2">
              {(["date", "start", "end"] as const).map((field) => (
                <div key={field} className="flex min-w-0 flex-col gap-1">
                  <Label htmlFor={`ajustes-${name(field)}`} className="text-xs">
                    {field === "date" ? `Día ${index + 1}` : field === "start" ? "Inicio" : "Fin"}
                  </Label>
                  <Input
                    id={`ajustes-${name(field)}`}
                    name={name(field)}
                    inputMode={field === "date" ? undefined : "numeric"}
                    placeholder={field === "date" ? "dd/mm/aaaa" : "08:00"}
                    defaultValue={posted.days ? (posted.days[index]?.[field] ?? "") : stored(field)}
                    {...invalid(name(field))}
                  />
                  <ErrorText id={`ajustes-${name(field)}-error`} errors={errors[name(field)]} />
                </div>
              ))}
            </div>
          );
        })}
        <ErrorText id="ajustes-days-error" errors={errors.days} />
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => setRows((n) => n + 1)}>
          Agregar día
        </Button>
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        {(
          [
            ["matchMinutes", "Duración del partido (min)", settings.matchMinutes],
            ["restMinutes", "Descanso mínimo (min)", settings.restMinutes],
          ] as const
        ).map(([name, label, value]) => (
          <div key={name} className="flex flex-col gap-1">
            <Label htmlFor={`ajustes-${name}`}>{label}</Label>
            <Input
              id={`ajustes-${name}`}
              name={name}
              type="number"
              inputMode="numeric"
              defaultValue={posted[name] ?? value}
              {...invalid(name)}
            />
            <ErrorText id={`ajustes-${name}-error`} errors={errors[name]} />
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="ajustes-reminderMinutes">Recordatorio por WhatsApp (minutos antes)</Label>
        <Input
          id="ajustes-reminderMinutes"
          name="reminderMinutes"
          type="number"
          inputMode="numeric"
          className="max-w-32"
          defaultValue={posted.reminderMinutes ?? settings.reminderMinutes}
          {...invalid("reminderMinutes")}
        />
        <ErrorText id="ajustes-reminderMinutes-error" errors={errors.reminderMinutes} />
      </div>
      <Button type="submit" disabled={busy} className="self-start">
        Guardar canchas y días
      </Button>
    </fetcher.Form>
  );
}

/** 'Fases por día': for each playing day, each phase of the tournament played or not, and 'No antes de'. */
function PhasesByDay({ days, phases, errors }: { days: Editor["days"]; phases: Editor["phases"]; errors: Record<string, string> }) {
  const anyRule = days.some((day) => (day.phases ?? []).length > 0);
  return (
    <details open={anyRule} className="rounded-md border border-border p-3">
      <summary className="cursor-pointer font-medium">Fases por día</summary>
      <p className="mt-2 text-sm text-muted-foreground">
        Elige qué fases se juegan cada día y desde qué hora. Sin hora en «No antes de», desde el inicio del día.
      </p>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        {days.map((day, dayIndex) => (
          <fieldset key={day.date} className="flex min-w-0 flex-col gap-2 rounded-md bg-muted/40 p-3" data-testid="day-phases">
            <legend className="sr-only">{day.label}</legend>
            <p aria-hidden className="text-sm font-semibold">
              {day.label} · {day.start} a {day.end}
            </p>
            <input type="hidden" name={`phases[${dayIndex}].date`} value={day.date} />
            {phases.map(({ phase, label }, index) => {
              const rule = day.phases?.find((candidate) => candidate.phase === phase);
              const name = (field: string) => `phases[${dayIndex}].rules[${index}].${field}`;
              const id = (field: string) => `fases-${day.date}-${phase}-${field}`;
              const error = errors[name("notBefore")];
              return (
                <div key={phase} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <input type="hidden" name={name("phase")} value={phase} />
                  <label htmlFor={id("allowed")} className="flex min-w-40 flex-1 items-center gap-2 text-sm">
                    <input
                      id={id("allowed")}
                      name={name("allowed")}
                      type="checkbox"
                      defaultChecked={rule?.allowed ?? true}
                      className="size-4 accent-primary"
                      aria-label={`${label} el ${day.label}`}
                    />
                    {label}
                  </label>
                  <div className="flex items-center gap-2">
                    <Label htmlFor={id("notBefore")} className="text-xs text-muted-foreground">
                      No antes de
                    </Label>
                    <Input
                      id={id("notBefore")}
                      name={name("notBefore")}
                      inputMode="numeric"
                      placeholder={day.start}
                      defaultValue={rule?.notBefore ?? ""}
                      className="w-24"
                      aria-label={`${label} el ${day.label}: no antes de`}
                      {...(error ? { "aria-invalid": true, "aria-describedby": `${id("notBefore")}-error` } : {})}
                    />
                  </div>
                  {error ? (
                    <div className="basis-full">
                      <ErrorText id={`${id("notBefore")}-error`} errors={error} />
                    </div>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
    </details>
  );
}

const GENERATE_FORM_ID = "orden-generar";

function GenerateForm({ editor }: { editor: Editor }) {
  const fetcher = useIntentFetcher<GenerateReplyData>({
    intents: [GENERATE_SCHEDULE_INTENT, GENERATE_WITH_PHASES_INTENT, CLEAR_SCHEDULE_INTENT],
  });
  const [confirmClear, setConfirmClear] = useState(false);
  const disabled = !editor.settings.saved;
  const reply = fetcher.data;
  const withPhases = editor.days.length > 0 && editor.phases.length > 0;
  const result = reply?.ok && reply.intent !== CLEAR_SCHEDULE_INTENT ? reply.data : undefined;
  const refused = reply && !reply.ok ? formError(reply) : undefined;
  return (
    <div className="flex flex-col gap-3">
      <fetcher.Form method="post" id={GENERATE_FORM_ID} aria-label="Generar orden de juego" noValidate>
        <input type="hidden" name="intent" value={withPhases ? GENERATE_WITH_PHASES_INTENT : GENERATE_SCHEDULE_INTENT} />
        {withPhases ? <PhasesByDay days={editor.days} phases={editor.phases} errors={fieldErrors(reply)} /> : null}
      </fetcher.Form>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" form={GENERATE_FORM_ID} disabled={disabled || fetcher.state !== "idle"}>
          Generar orden de juego
        </Button>
        {confirmClear ? (
          <fetcher.Form method="post" onSubmit={() => setConfirmClear(false)}>
            <input type="hidden" name="intent" value={CLEAR_SCHEDULE_INTENT} />
            <Button type="submit" variant="destructive">
              Sí, borrar el orden de juego
            </Button>
          </fetcher.Form>
        ) : (
          <Button type="button" variant="outline" onClick={() => setConfirmClear(true)}>
            Borrar orden de juego
          </Button>
        )}
      </div>
      {disabled ? <p className="text-sm text-muted-foreground">Guarda las canchas y los días para generar el orden de juego.</p> : null}
      {refused ? <Alert variant="destructive">{refused}</Alert> : null}
      {result?.message ? (
        <Alert variant="destructive" data-testid="unplaced">
          <p className="font-medium">{result.message}</p>
          <ul className="mt-2 list-disc pl-5">
            {result.unplaced.map((u) => (
              <li key={u.label}>
                {u.label}: {u.reason}
              </li>
            ))}
          </ul>
        </Alert>
      ) : result ? (
        <Alert variant="success">{plural(result.placed, "partido programado", "partidos programados")} sin choques.</Alert>
      ) : null}
    </div>
  );
}

/** 'Herramientas del organizador' above the order of play. */
export function ScheduleTools({ editor }: { editor: Editor }) {
  return (
    <Card data-testid="schedule-tools">
      <CardHeader>
        <CardTitle as="h2">Herramientas del organizador</CardTitle>
        <p className="text-sm text-muted-foreground">
          El orden de juego incluye los cuadros publicados y los borradores (marcados); el público solo ve los publicados.
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <GenerateForm editor={editor} />
        <details open={!editor.settings.saved}>
          <summary className="cursor-pointer font-medium">Canchas, días y horarios</summary>
          <div className="pt-4">
            <SettingsForm settings={editor.settings} />
          </div>
        </details>
      </CardContent>
    </Card>
  );
}

/** 'Mover' (with the conflicts shown and 'Mover de todos modos') and 'Quitar horario' of one match. */
export function MatchSlotControls({
  match,
  courts,
  days,
}: {
  match: ScheduledMatchView;
  courts: { id: number; name: string }[];
  days: Editor["days"];
}) {
  const [open, setOpen] = useState(false);
  const fetcher = useIntentFetcher({ onReply: (answer) => answer.ok && setOpen(false) });
  const unschedule = useIntentFetcher();
  const reply = fetcher.data;
  const conflicts = reply && !reply.ok ? (reply.result?.error?.[""] ?? []) : [];
  const errors = fieldErrors(reply);
  const busy = fetcher.state !== "idle";
  if (courts.length === 0 || days.length === 0) return null;
  const title = `${match.category} · ${match.label}`;
  return (
    <div className="mt-1 flex flex-wrap gap-2">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button type="button" size="sm" variant="outline" aria-label={`Mover ${title}`}>
            Mover
          </Button>
        </DialogTrigger>
        {open ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Mover partido</DialogTitle>
              <DialogDescription>{title}</DialogDescription>
            </DialogHeader>
            <fetcher.Form method="post" className="flex flex-col gap-3" noValidate>
              <input type="hidden" name="intent" value={MOVE_MATCH_INTENT} />
              <input type="hidden" name="matchId" value={match.id} />
              <div className="flex flex-col gap-1">
                <Label htmlFor={`mover-${match.id}-court`}>Cancha</Label>
                <NativeSelect id={`mover-${match.id}-court`} name="courtId" defaultValue={match.courtId ?? courts[0]!.id}>
                  {courts.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </NativeSelect>
                <ErrorText id={`mover-${match.id}-court-error`} errors={errors.courtId} />
              </div>
              <div className="flex flex-col gap-1">
                <Label htmlFor={`mover-${match.id}-day`}>Día</Label>
                <NativeSelect id={`mover-${match.id}-day`} name="day" defaultValue={match.day ?? days[0]!.date}>
                  {days.map((d) => (
                    <option key={d.date} value={d.date}>
                      {d.label}
                    </option>
                  ))}
                </NativeSelect>
                <ErrorText id={`mover-${match.id}-day-error`} errors={errors.day} />
              </div>
              <div className="flex flex-col gap-1">
                <Label htmlFor={`mover-${match.id}-start`}>Hora de inicio (HH:mm)</Label>
                <Input id={`mover-${match.id}-start`} name="start" inputMode="numeric" defaultValue={match.start ?? days[0]!.start} />
                <ErrorText id={`mover-${match.id}-start-error`} errors={errors.start} />
              </div>
              {conflicts.length > 0 ? (
                <Alert variant="destructive" data-testid="move-conflicts">
                  <p className="font-medium">Este cambio causa conflictos:</p>
                  <ul className="mt-1 list-disc pl-5">
                    {conflicts.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                </Alert>
              ) : null}
              <DialogFooter>
                {conflicts.length > 0 ? (
                  <Button type="submit" name="confirm" value="1" variant="destructive" disabled={busy}>
                    Mover de todos modos
                  </Button>
                ) : null}
                <Button type="submit" disabled={busy}>
                  Mover partido
                </Button>
              </DialogFooter>
            </fetcher.Form>
          </DialogContent>
        ) : null}
      </Dialog>
      {match.start ? (
        <unschedule.Form method="post">
          <input type="hidden" name="intent" value={UNSCHEDULE_MATCH_INTENT} />
          <input type="hidden" name="matchId" value={match.id} />
          <Button type="submit" size="sm" variant="ghost" aria-label={`Quitar horario de ${title}`} disabled={unschedule.state !== "idle"}>
            Quitar horario
          </Button>
        </unschedule.Form>
      ) : null}
    </div>
  );
}
