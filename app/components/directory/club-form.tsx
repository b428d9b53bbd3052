import { ErrorText } from "~/components/ui/error-text";
import { Form, useActionData } from "react-router";
import { SubmitButton } from "~/components/account/form-parts";
import { resultFor } from "~/lib/form-reply";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { ImageUploadField } from "~/components/ui/image-upload-field";
import { getFormProps, useForm } from "~/lib/form";
import { CheckboxField, ChoiceList } from "./choice-list";

export type ClubFormDefaults = {
  name: string;
  state: string;
  description: string;
  mapsUrl: string;
  whatsapp: string;
  courts: string;
  hourlyCost: string;
  specialHoursCost: string;
  instagramUrl: string;
  covered: boolean;
  featured: boolean;
  image: string | null;
  amenityIds: number[];
};

/** What the form posts (before the schema coerces numbers and booleans). */
type ClubFormValues = Omit<ClubFormDefaults, "amenityIds" | "image" | "covered" | "featured"> & {
  amenityIds: string[];
  image: string;
  covered: boolean;
  featured: boolean;
};

export const EMPTY_CLUB: ClubFormDefaults = {
  name: "",
  state: "Puebla",
  description: "",
  mapsUrl: "",
  whatsapp: "",
  courts: "1",
  hourlyCost: "",
  specialHoursCost: "",
  instagramUrl: "",
  covered: false,
  featured: false,
  image: null,
  amenityIds: [],
};

/**
 * The club registration form (mode 'register') and the club edit form (mode 'edit'), each validated
 * with its own schema (docs/product.md §7.2, §7.4). `canFeature`: the featured switch, for global administrators.
 */
export function ClubForm({
  mode,
  intent,
  amenities,
  defaults,
  canFeature = false,
  submitLabel,
}: {
  mode: "register" | "edit";
  intent: string;
  amenities: { id: number; name: string }[];
  defaults: ClubFormDefaults;
  canFeature?: boolean;
  submitLabel: string;
}) {
  const actionData = useActionData();
  const [form, fields] = useForm<ClubFormValues>({
    id: intent,
    lastResult: resultFor(actionData, intent),
    defaultValue: { ...defaults, image: defaults.image ?? "", amenityIds: defaults.amenityIds.map(String) },
    schema: () => import("~/lib/schemas/directory").then((m) => (mode === "register" ? m.ClubRegisterSchema : m.ClubEditSchema)),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4" {...getFormProps(form)}>
      <ErrorText id={form.errorId} errors={form.errors} form />
      <ImageUploadField
        name="image"
        fileName="imageFile"
        folder="clubs"
        label="Imagen del club"
        alt="Imagen del club"
        defaultValue={defaults.image}
        previewClassName="rounded-lg size-24"
      />
      <ErrorText id={`${fields.image.id}-error`} errors={fields.image.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.name} label="Nombre del club" />
        <TextField field={fields.state} label="Estado" />
      </div>
      <TextAreaField field={fields.description} label={mode === "edit" ? "Descripción (opcional)" : "Descripción"} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          field={fields.whatsapp}
          label={mode === "edit" ? "WhatsApp (opcional)" : "WhatsApp"}
          type="tel"
          inputMode="numeric"
          hint="10 dígitos, sin espacios."
        />
        <TextField field={fields.courts} label="Número de canchas" type="number" min={mode === "register" ? 1 : 0} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.hourlyCost} label="Costo por hora (MXN)" type={mode === "register" ? "number" : "text"} min={0} />
        {mode === "edit" ? <TextField field={fields.specialHoursCost} label="Costo en horario especial (opcional)" /> : null}
      </div>
      <TextField field={fields.mapsUrl} label="Ubicación en Google Maps (opcional)" type="url" placeholder="https://maps.google.com/..." />
      <TextField field={fields.instagramUrl} label="Instagram (opcional)" type="url" placeholder="https://instagram.com/tuclub" />
      <CheckboxField name={fields.covered.name} label="Canchas techadas" defaultChecked={defaults.covered} />
      {canFeature ? <CheckboxField name={fields.featured.name} label="Destacado" defaultChecked={defaults.featured} /> : null}
      <ChoiceList
        name={fields.amenityIds.name}
        legend="Comodidades"
        options={amenities}
        defaultChecked={defaults.amenityIds}
        errors={fields.amenityIds.errors}
        errorId={fields.amenityIds.errorId}
        emptyText="No hay comodidades registradas."
      />
      <SubmitButton intent={intent} className="self-start">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
