import { ErrorText } from "~/components/ui/error-text";
import { X } from "lucide-react";
import { useState } from "react";
import { Form, useActionData } from "react-router";
import { SubmitButton } from "~/components/account/form-parts";
import { resultFor } from "~/lib/form-reply";
import { UserPicker, type PickedUser } from "~/components/players/player-picker";
import { Avatar } from "~/components/ui/avatar";
import { DateField, type LazyCalendar } from "~/components/ui/date-field";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { ImageListUploadField } from "~/components/ui/image-list-upload-field";
import { ImageUploadField } from "~/components/ui/image-upload-field";
import { MIXED_CATEGORIES, RANKING_CATEGORIES } from "~/domain/categories";
import { getFormProps, useForm } from "~/lib/form";
import { MAX_EXTRA_IMAGES, REGISTER_TOURNAMENT_INTENT } from "~/lib/schemas/form-options";
import { LegalNotice } from "~/components/legal/legal-notice";
import { markLive } from "~/lib/page-weight/held-taps";

type Values = {
  title: string;
  clubName: string;
  description: string;
  startDate: string;
  endDate: string;
  fee: string;
  femepa: boolean;
  varonil: boolean;
  femenil: boolean;
  mixto: boolean;
  image: string;
  categoriesVaronil: string[];
  categoriesFemenil: string[];
  categoriesMixed: string[];
  organizerIds: string[];
  extraImages: string[];
};

const TYPES = [
  { toggle: "varonil", list: "categoriesVaronil", label: "Varonil", options: RANKING_CATEGORIES, on: true },
  { toggle: "femenil", list: "categoriesFemenil", label: "Femenil", options: RANKING_CATEGORIES, on: true },
  { toggle: "mixto", list: "categoriesMixed", label: "Mixto", options: MIXED_CATEGORIES, on: false },
] as const;

/** A native checkbox shown as a switch: it posts without JavaScript. */
function SwitchBox({
  name,
  label,
  defaultChecked,
  onChange,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
  onChange?: (on: boolean) => void;
}) {
  return (
    <label className="inline-flex items-center gap-2 text-sm font-semibold">
      <input
        type="checkbox"
        role="switch"
        name={name}
        defaultChecked={defaultChecked}
        onChange={(e) => onChange?.(e.target.checked)}
        className="size-5 accent-primary"
      />
      {label}
    </label>
  );
}

/** One category type: its toggle and, while on, the categories to offer (none chosen = 'Todas'). */
function CategoryType({ type, errors, errorId }: { type: (typeof TYPES)[number]; errors: string[] | undefined; errorId: string }) {
  const [on, setOn] = useState<boolean>(type.on);
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-border p-3" aria-describedby={errors?.length ? errorId : undefined}>
      <legend className="sr-only">Categorías {type.label}</legend>
      <SwitchBox name={type.toggle} label={type.label} defaultChecked={type.on} onChange={setOn} />
      <div className={on ? "flex flex-wrap gap-x-4 gap-y-2" : "hidden"}>
        {type.options.map((c) => (
          <label key={c} className="flex items-center gap-1.5 text-sm">
            <input type="checkbox" name={type.list} value={c} className="size-4 accent-primary" aria-label={`${type.label} ${c}`} />
            {c}
          </label>
        ))}
      </div>
      {on ? <p className="text-xs text-muted-foreground">Si no eliges ninguna, se aceptan todas las categorías.</p> : null}
      <ErrorText id={errorId} errors={errors} />
    </fieldset>
  );
}

/** 'Organizadores': users chosen with the user search; each posts one organizerIds entry. */
export function OrganizersField({
  errors,
  errorId,
  note = "Quien registra el torneo queda como organizador y puede editarlo.",
  initial = [],
}: {
  errors: string[] | undefined;
  errorId: string;
  note?: string;
  initial?: PickedUser[];
}) {
  const [chosen, setChosen] = useState<PickedUser[]>(initial);
  return (
    <div className="flex flex-col gap-2">
      <UserPicker
        label="Organizadores (opcional)"
        value={null}
        onChange={(u) => u && setChosen((current) => (current.some((c) => c.id === u.id) ? current : [...current, u]))}
        excludeIds={chosen.map((c) => c.id)}
      />
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Organizadores elegidos">
          {chosen.map((u) => (
            <li key={u.id} className="inline-flex items-center gap-2 rounded-full bg-secondary py-1 pl-1 pr-2 text-sm">
              <Avatar src={u.image} name={u.name} className="size-6" />
              {u.name}
              <input type="hidden" name="organizerIds" value={u.id} />
              <button
                ref={markLive}
                type="button"
                aria-label={`Quitar a ${u.name}`}
                onClick={() => setChosen((current) => current.filter((c) => c.id !== u.id))}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-muted-foreground">{note}</p>
      <ErrorText id={errorId} errors={errors} />
    </div>
  );
}

/** The tournament registration form (docs/product.md §4.7), validated with the schema the action uses. */
export function TournamentRegisterForm({ clubNames, Calendar }: { clubNames: string[]; Calendar: LazyCalendar }) {
  const actionData = useActionData();
  const [form, fields] = useForm<Values>({
    id: REGISTER_TOURNAMENT_INTENT,
    lastResult: resultFor(actionData, REGISTER_TOURNAMENT_INTENT),
    schema: () => import("~/lib/schemas/tournament").then((m) => m.TournamentRegisterSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-5" {...getFormProps(form)}>
      <ErrorText id={form.errorId} errors={form.errors} form />
      <TextField field={fields.title} label="Título del torneo" />
      <TextField field={fields.clubName} label="Club sede" list="tournament-club-options" autoComplete="off" />
      <datalist id="tournament-club-options">
        {clubNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <TextAreaField field={fields.description} label="Descripción" />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField field={fields.startDate} label="Fecha de inicio" min="2024-01-01" max="2030-12-31" Calendar={Calendar} />
        <DateField field={fields.endDate} label="Fecha de fin" min="2024-01-01" max="2030-12-31" Calendar={Calendar} />
      </div>
      <TextField field={fields.fee} label="Inscripción por persona (MXN, opcional)" type="number" min={0} step="any" inputMode="decimal" />
      <SwitchBox name="femepa" label="Torneo FEMEPA" defaultChecked={false} />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">Categorías</p>
        <div className="grid gap-3 md:grid-cols-3">
          {TYPES.map((type) => (
            <CategoryType key={type.toggle} type={type} errors={fields[type.list].errors} errorId={fields[type.list].errorId} />
          ))}
        </div>
      </div>
      <OrganizersField errors={fields.organizerIds.errors} errorId={fields.organizerIds.errorId} />
      <ImageUploadField
        name="image"
        fileName="imageFile"
        folder="tournaments"
        label="Imagen principal (opcional)"
        alt="Imagen principal del torneo"
        previewClassName="size-24 rounded-md"
      />
      <ErrorText id={`${fields.image.id}-error`} errors={fields.image.errors} />
      <ImageListUploadField
        name="extraImages"
        fileName="extraImageFiles"
        folder="tournaments"
        label="Imágenes adicionales (opcional)"
        max={MAX_EXTRA_IMAGES}
      />
      <LegalNotice />
      <SubmitButton intent={REGISTER_TOURNAMENT_INTENT} className="self-start">
        Registrar Torneo
      </SubmitButton>
    </Form>
  );
}
