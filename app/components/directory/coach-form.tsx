import { ErrorText } from "~/components/ui/error-text";
import { Form, useActionData } from "react-router";
import { SubmitButton } from "~/components/account/form-parts";
import { resultFor } from "~/lib/form-reply";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { ImageUploadField } from "~/components/ui/image-upload-field";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { getFormProps, getSelectProps, useForm } from "~/lib/form";
import { COACH_EXPERIENCES } from "~/domain/categories";
import { CheckboxField, ChoiceList } from "./choice-list";

export type CoachFormDefaults = {
  name: string;
  description: string;
  classCost: string;
  whatsapp: string;
  instagram: string;
  experience: string;
  featured: boolean;
  image: string | null;
  clubIds: number[];
};

/** What the form posts (before the schema coerces numbers and booleans). */
type CoachFormValues = Omit<CoachFormDefaults, "clubIds" | "image"> & { clubIds: string[]; image: string };

export const EMPTY_COACH: CoachFormDefaults = {
  name: "",
  description: "",
  classCost: "",
  whatsapp: "",
  instagram: "",
  experience: "",
  featured: false,
  image: null,
  clubIds: [],
};

/** Coach registration (mode 'register') and the administrator's coach edit (mode 'edit', with 'Destacado'). */
export function CoachForm({
  mode,
  intent,
  clubs,
  defaults,
  submitLabel,
}: {
  mode: "register" | "edit";
  intent: string;
  clubs: { id: number; name: string }[];
  defaults: CoachFormDefaults;
  submitLabel: string;
}) {
  const actionData = useActionData();
  const [form, fields] = useForm<CoachFormValues>({
    id: intent,
    lastResult: resultFor(actionData, intent),
    defaultValue: { ...defaults, image: defaults.image ?? "", clubIds: defaults.clubIds.map(String) },
    schema: () => import("~/lib/schemas/directory").then((m) => (mode === "register" ? m.CoachRegisterSchema : m.CoachEditSchema)),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const experience = getSelectProps(fields.experience);
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4" {...getFormProps(form)}>
      <ErrorText id={form.errorId} errors={form.errors} form />
      <ImageUploadField
        name="image"
        fileName="imageFile"
        folder="coaches"
        label="Foto"
        alt="Foto del entrenador"
        defaultValue={defaults.image}
      />
      <ErrorText id={`${fields.image.id}-error`} errors={fields.image.errors} />
      <TextField field={fields.name} label="Nombre" autoComplete="name" />
      <TextAreaField
        field={fields.description}
        label="Descripción"
        placeholder="Tu experiencia, metodología y a quién van dirigidas tus clases."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.classCost} label="Costo por clase (MXN)" type="number" min={0} step="any" inputMode="decimal" />
        <div className="flex flex-col gap-2">
          <Label htmlFor={fields.experience.id}>Categoría</Label>
          <NativeSelect {...experience} key={fields.experience.key}>
            <option value="">Selecciona tu categoría</option>
            {COACH_EXPERIENCES.map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </NativeSelect>
          <ErrorText id={fields.experience.errorId} errors={fields.experience.errors} />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.whatsapp} label="WhatsApp" type="tel" inputMode="numeric" hint="10 dígitos, sin espacios." />
        <TextField field={fields.instagram} label="Instagram (opcional)" autoCapitalize="none" hint="Sin @." />
      </div>
      <ChoiceList
        name={fields.clubIds.name}
        legend="Clubs donde das clases"
        options={clubs}
        defaultChecked={defaults.clubIds}
        errors={fields.clubIds.errors}
        errorId={fields.clubIds.errorId}
        emptyText="No se encontraron clubes."
      />
      {mode === "edit" ? <CheckboxField name={fields.featured.name} label="Destacado" defaultChecked={defaults.featured} /> : null}
      <SubmitButton intent={intent} className="self-start">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
