import { ErrorText } from "~/components/ui/error-text";
import { Suspense } from "react";
import { Await, Form, useActionData } from "react-router";
import { SubmitButton } from "~/components/account/form-parts";
import { replyFor, resultFor } from "~/lib/form-reply";
import { Alert } from "~/components/ui/alert";
import { DateField, type LazyCalendar } from "~/components/ui/date-field";
import { TextField } from "~/components/ui/form-field";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { FIRST_BIRTH_DATE } from "~/domain/join";
import { type FieldMetadata, getFormProps, getInputProps, getSelectProps, useForm } from "~/lib/form";
import type { JoinDefaults } from "~/server/players";
import { GENDERS, RANKING_CATEGORIES } from "~/domain/categories";
import { LegalNotice } from "~/components/legal/legal-notice";

export const JOIN_INTENT = "join";

type JoinValues = JoinDefaults & {
  birthDate: string;
  acceptsTournaments: string;
  acceptsDiscounts: string;
  acceptsTerms: string;
};

/**
 * The player join form (docs/product.md §3.3), validated by the action (the page is a landing page: the schema
 * library stays off its first visit). Works before JavaScript loads. `clubs` streams in after the page
 * ('Cargando clubes...').
 */
export function JoinForm({
  defaults,
  birthDate,
  today,
  clubs,
  Calendar,
}: {
  defaults: JoinDefaults;
  birthDate: string;
  today: string;
  clubs: Promise<{ id: number; name: string }[]>;
  Calendar: LazyCalendar;
}) {
  const actionData = useActionData();
  const [form, fields] = useForm<JoinValues>({
    id: JOIN_INTENT,
    lastResult: resultFor(actionData, JOIN_INTENT),
    defaultValue: { ...defaults, birthDate },
  });
  const reply = replyFor(actionData, JOIN_INTENT);
  const saved = reply?.ok ? reply.toast : null;
  return (
    <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
      {saved ? (
        <Alert variant="success" data-testid="join-saved">
          <strong className="block">{saved.title}</strong>
          {saved.description}
        </Alert>
      ) : null}
      <ErrorText id={form.errorId} errors={form.errors} form />
      <TextField field={fields.name} label="Nombre completo" autoComplete="name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field={fields.phone}
          label="Teléfono (WhatsApp)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="Al menos 10 dígitos."
        />
        <TextField field={fields.instagram} label="Instagram (opcional)" autoCapitalize="none" hint="Sin @." />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField field={fields.gender} label="Género" placeholder="Selecciona tu género" options={GENDERS} />
        <DateField field={fields.birthDate} label="Fecha de nacimiento" min={FIRST_BIRTH_DATE} max={today} Calendar={Calendar} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField field={fields.category} label="Categoría" placeholder="Selecciona tu categoría" options={RANKING_CATEGORIES} />
        <ClubField field={fields.clubId} clubs={clubs} />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">Preferencias</legend>
        <Checkbox field={fields.acceptsTournaments} label="Quiero recibir información de torneos" />
        <Checkbox field={fields.acceptsDiscounts} label="Quiero recibir descuentos y promociones" />
        <Checkbox field={fields.acceptsTerms} label="Acepto los términos y condiciones" />
        <ErrorText id={fields.acceptsTerms.errorId} errors={fields.acceptsTerms.errors} />
      </fieldset>
      <LegalNotice />
      <SubmitButton intent={JOIN_INTENT} size="lg" className="self-start">
        Unirme a la comunidad
      </SubmitButton>
    </Form>
  );
}

function SelectField({
  field,
  label,
  placeholder,
  options,
}: {
  field: FieldMetadata;
  label: string;
  placeholder: string;
  options: readonly string[];
}) {
  const props = getSelectProps(field);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={field.id}>{label}</Label>
      <NativeSelect key={field.key} {...props}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </NativeSelect>
      <ErrorText id={field.errorId} errors={field.errors} />
    </div>
  );
}

function ClubField({ field, clubs }: { field: FieldMetadata; clubs: Promise<{ id: number; name: string }[]> }) {
  const props = getSelectProps(field);
  const status = (text: string, role: "status" | "alert" = "status") => (
    <p role={role} className={role === "alert" ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
      {text}
    </p>
  );
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={field.id}>Club (opcional)</Label>
      <Suspense
        fallback={
          <>
            <NativeSelect key={field.key} {...props} disabled>
              <option value="">Cargando clubes...</option>
            </NativeSelect>
            {status("Cargando clubes...")}
          </>
        }
      >
        <Await
          resolve={clubs}
          errorElement={
            <>
              <NativeSelect key={field.key} {...props}>
                <option value="">Sin club</option>
              </NativeSelect>
              {status("Error cargando clubes", "alert")}
            </>
          }
        >
          {(list) => (
            <>
              <NativeSelect key={field.key} {...props}>
                <option value="">Selecciona tu club</option>
                {list.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
              {list.length === 0 ? status("No se encontraron clubes.") : null}
            </>
          )}
        </Await>
      </Suspense>
      <ErrorText id={field.errorId} errors={field.errors} />
    </div>
  );
}

function Checkbox({ field, label }: { field: FieldMetadata; label: string }) {
  const props = getInputProps(field, { type: "checkbox" });
  return (
    <label className="flex items-center gap-2 text-sm">
      <input key={field.key} {...props} className="size-4 accent-primary" />
      {label}
    </label>
  );
}
