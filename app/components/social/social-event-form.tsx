import { useState, type ReactNode } from "react";
import { Form, useActionData } from "react-router";
import { SubmitButton } from "~/components/account/form-parts";
import type { PickedUser } from "~/components/players/player-picker";
import { OrganizersField } from "~/components/tournaments/tournament-register-form";
import { ErrorText } from "~/components/ui/error-text";
import { TextField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { LADDER_CATEGORIES } from "~/domain/categories";
import {
  SOCIAL_FORMAT_LABELS,
  SOCIAL_FORMATS,
  SOCIAL_GENDER_MIX_LABELS,
  SOCIAL_GENDER_MIXES,
  type SocialFormat,
} from "~/domain/social-event";
import {
  SOCIAL_MEXICANO_OPENING_LABELS,
  SOCIAL_MEXICANO_OPENINGS,
  SOCIAL_MEXICANO_RULE_LABELS,
  SOCIAL_MEXICANO_RULES,
  SOCIAL_POINTS,
  SOCIAL_SIT_OUT_RULE_LABELS,
  SOCIAL_SIT_OUT_RULES,
} from "~/domain/social-event-rules";
import { resultFor } from "~/lib/form-reply";
import type { SocialEventDetail } from "~/server/social";
import { type FieldMetadata, getFormProps, getInputProps, getSelectProps, useForm } from "~/lib/form";

type Values = {
  title: string;
  clubId: string;
  date: string;
  startTime: string;
  format: string;
  courts: string;
  length: string;
  rounds: string;
  minutes: string;
  points: string;
  serveRule: string;
  playerCap: string;
  price: string;
  categoryFrom: string;
  categoryTo: string;
  genderMix: string;
  sitOutRule: string;
  sitOutPoints: string;
  mexicanoRule: string;
  mexicanoOpening: string;
  organizerIds: string[];
};

export type SocialEventDefaults = Partial<Omit<Values, "organizerIds">> & { organizers?: PickedUser[] };

/** A labelled control of the form with its error under it. */
function Labelled({ field, label, children, hint }: { field: FieldMetadata; label: string; children: ReactNode; hint?: string }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={field.id}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <ErrorText id={field.errorId} errors={field.errors} />
    </div>
  );
}

function Select({
  field,
  label,
  children,
  onChange,
}: {
  field: FieldMetadata;
  label: string;
  children: ReactNode;
  onChange?: (value: string) => void;
}) {
  return (
    <Labelled field={field} label={label}>
      <NativeSelect key={field.key} {...getSelectProps(field)} onChange={onChange ? (e) => onChange(e.target.value) : undefined}>
        {children}
      </NativeSelect>
    </Labelled>
  );
}

/** A setting fixed once play started: shown, and posted unchanged (the server refuses a change anyway). */
function Fixed({ name, label, value, shown }: { name: string; label: string; value: string; shown: string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium">{label}</span>
      <span className="text-muted-foreground" data-testid={`fixed-${name}`}>
        {shown}
      </span>
      <input type="hidden" name={name} value={value} />
    </div>
  );
}

/** Format, courts, points per match and length once play started: shown, not editable. */
function FixedPlay({ values }: { values: SocialEventDefaults }) {
  const byTime = values.length === "tiempo";
  return (
    <div className="flex flex-col gap-3 rounded-md border border-border bg-muted/40 p-3">
      <p className="text-sm text-muted-foreground">
        El evento ya empezó: el formato, las canchas, los puntos por partido y las rondas ya no se pueden cambiar.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Fixed name="format" label="Formato" value={values.format ?? ""} shown={SOCIAL_FORMAT_LABELS[values.format as SocialFormat]} />
        <Fixed name="courts" label="Canchas" value={values.courts ?? ""} shown={values.courts ?? ""} />
        <Fixed
          name="points"
          label="Puntos por partido"
          value={values.points ?? ""}
          shown={values.points === "tiempo" ? "Por tiempo" : `${values.points} puntos`}
        />
        <Fixed
          name={byTime ? "minutes" : "rounds"}
          label="Duración"
          value={(byTime ? values.minutes : values.rounds) ?? ""}
          shown={byTime ? `${values.minutes} minutos` : `${values.rounds} rondas`}
        />
      </div>
      <input type="hidden" name="length" value={values.length ?? "rondas"} />
    </div>
  );
}

/**
 * Creating ('Crear evento') and editing ('Guardar cambios') a social event (issue 32), validated with the
 * schema the action uses. `intent` names the form and its reply.
 */
export function SocialEventForm({
  intent,
  clubs,
  defaults = {},
  submitLabel,
  today,
  playStarted = false,
}: {
  intent: string;
  clubs: { id: number; name: string }[];
  defaults?: SocialEventDefaults;
  submitLabel: string;
  today?: string;
  /** A round exists: format, courts, points and rounds are shown, not editable. */
  playStarted?: boolean;
}) {
  const actionData = useActionData();
  const { organizers = [], ...values } = defaults;
  const [form, fields] = useForm<Values>({
    id: intent,
    lastResult: resultFor(actionData, intent),
    defaultValue: {
      length: "rondas",
      points: "24",
      format: "americano",
      genderMix: "abierto",
      courts: "Cancha 1, Cancha 2",
      sitOutRule: "promedio",
      mexicanoRule: "1y3-vs-2y4",
      mexicanoOpening: "azar",
      ...values,
    },
    schema: () => import("~/lib/schemas/social").then((m) => m.SocialEventSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [length, setLength] = useState(values.length ?? "rondas");
  const [format, setFormat] = useState(values.format ?? "americano");
  const [sitOutRule, setSitOutRule] = useState(values.sitOutRule ?? "promedio");
  return (
    <Form method="post" className="flex flex-col gap-5" {...getFormProps(form)}>
      <ErrorText id={form.errorId} errors={form.errors} form />
      <TextField field={fields.title} label="Título del evento" placeholder="Americano de los jueves" />
      <Select field={fields.clubId} label="Club">
        <option value="">Elige un club</option>
        {clubs.map((club) => (
          <option key={club.id} value={club.id}>
            {club.name}
          </option>
        ))}
      </Select>
      <div className="grid gap-4 sm:grid-cols-2">
        <Labelled field={fields.date} label="Fecha">
          <Input key={fields.date.key} {...getInputProps(fields.date, { type: "date" })} min={today} max="2030-12-31" />
        </Labelled>
        <Labelled field={fields.startTime} label="Hora de inicio">
          <Input key={fields.startTime.key} {...getInputProps(fields.startTime, { type: "time" })} />
        </Labelled>
      </div>
      {playStarted ? <FixedPlay values={values} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {playStarted ? null : (
          <Select field={fields.format} label="Formato" onChange={setFormat}>
            {SOCIAL_FORMATS.map((value) => (
              <option key={value} value={value}>
                {SOCIAL_FORMAT_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
        <Select field={fields.genderMix} label="¿Quién juega?">
          {SOCIAL_GENDER_MIXES.map((mix) => (
            <option key={mix} value={mix}>
              {SOCIAL_GENDER_MIX_LABELS[mix]}
            </option>
          ))}
        </Select>
      </div>
      {playStarted ? null : (
        <TextField field={fields.courts} label="Canchas" hint="Sus nombres, separados por comas: Cancha 1, Cancha 2" autoComplete="off" />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.playerCap} label="Cupo de jugadores" type="number" min={4} max={40} inputMode="numeric" />
        {playStarted ? null : (
          <Select field={fields.points} label="Puntos por partido">
            {SOCIAL_POINTS.map((points) => (
              <option key={points} value={String(points)}>
                {points} puntos
              </option>
            ))}
            <option value="tiempo">Por tiempo</option>
          </Select>
        )}
      </div>
      {playStarted ? null : (
        <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-medium">Duración</legend>
          <div className="flex flex-wrap gap-4">
            {(
              [
                ["rondas", "Número de rondas"],
                ["tiempo", "Tiempo total"],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="length"
                  value={value}
                  defaultChecked={length === value}
                  onChange={() => setLength(value)}
                  className="size-4 accent-primary"
                />
                {label}
              </label>
            ))}
          </div>
          {length === "rondas" ? (
            <TextField field={fields.rounds} label="Rondas" type="number" min={1} max={30} inputMode="numeric" />
          ) : (
            <TextField field={fields.minutes} label="Minutos" type="number" min={30} max={480} inputMode="numeric" />
          )}
        </fieldset>
      )}
      <fieldset className="flex flex-col gap-4 rounded-md border border-border p-3">
        <legend className="px-1 text-sm font-medium">Reglas del juego</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Select field={fields.sitOutRule} label="Quien descansa una ronda gana" onChange={setSitOutRule}>
            {SOCIAL_SIT_OUT_RULES.map((rule) => (
              <option key={rule} value={rule}>
                {SOCIAL_SIT_OUT_RULE_LABELS[rule]}
              </option>
            ))}
          </Select>
          {sitOutRule === "fijo" ? (
            <TextField
              field={fields.sitOutPoints}
              label="Puntos por ronda de descanso"
              type="number"
              min={0}
              max={99}
              inputMode="numeric"
            />
          ) : null}
        </div>
        {format.startsWith("mexicano") ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {format === "mexicano" ? (
              <Select field={fields.mexicanoRule} label="Parejas de cada ronda (Mexicano)">
                {SOCIAL_MEXICANO_RULES.map((rule) => (
                  <option key={rule} value={rule}>
                    {SOCIAL_MEXICANO_RULE_LABELS[rule]}
                  </option>
                ))}
              </Select>
            ) : null}
            <Select field={fields.mexicanoOpening} label="Primera ronda (Mexicano)">
              {SOCIAL_MEXICANO_OPENINGS.map((opening) => (
                <option key={opening} value={opening}>
                  {SOCIAL_MEXICANO_OPENING_LABELS[opening]}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
      </fieldset>
      <TextField field={fields.serveRule} label="Regla de saque (opcional)" placeholder="4 saques por jugador" />
      <TextField field={fields.price} label="Precio por persona (opcional)" placeholder="$250 por persona" />
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            [fields.categoryFrom, "Categoría desde (opcional)"],
            [fields.categoryTo, "Categoría hasta (opcional)"],
          ] as const
        ).map(([field, label]) => (
          <Select key={field.name} field={field} label={label}>
            <option value="">Cualquiera</option>
            {LADDER_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        ))}
      </div>
      <OrganizersField
        errors={fields.organizerIds.errors}
        errorId={fields.organizerIds.errorId}
        initial={organizers}
        note="Quien crea el evento queda como organizador y puede editarlo."
      />
      <SubmitButton intent={intent} className="self-start">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}

/** 'Editar evento': the form filled with the event's values (here, so the page's own code stays small). */
export function SocialEventEditForm({
  event,
  organizers,
  clubs,
  playStarted,
}: {
  event: SocialEventDetail;
  organizers: PickedUser[];
  clubs: { id: number; name: string }[];
  playStarted: boolean;
}) {
  const text = (value: number | string | null) => (value === null ? "" : String(value));
  return (
    <SocialEventForm
      intent="update"
      submitLabel="Guardar cambios"
      clubs={clubs}
      defaults={{
        title: event.title,
        clubId: String(event.clubId),
        date: event.date,
        startTime: event.startTime,
        format: event.format,
        courts: event.courts.join(", "),
        length: event.rounds === null ? "tiempo" : "rondas",
        rounds: text(event.rounds),
        minutes: text(event.minutes),
        points: event.pointsPerMatch === null ? "tiempo" : String(event.pointsPerMatch),
        serveRule: event.serveRule ?? "",
        playerCap: String(event.playerCap),
        price: event.price ?? "",
        categoryFrom: event.categoryFrom ?? "",
        categoryTo: event.categoryTo ?? "",
        genderMix: event.genderMix,
        sitOutRule: event.sitOutRule,
        sitOutPoints: text(event.sitOutPoints),
        mexicanoRule: event.mexicanoRule,
        mexicanoOpening: event.mexicanoOpening,
        organizers,
      }}
      playStarted={playStarted}
    />
  );
}
