import { ErrorText } from "~/components/ui/error-text";
import { Check, ExternalLink, Pencil, Power, Trash2 } from "lucide-react";
import { Form, useActionData } from "react-router";
import { SubmitButton } from "~/components/account/form-parts";
import { resultFor } from "~/lib/form-reply";
import { CheckboxField } from "~/components/directory/choice-list";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent } from "~/components/ui/card";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { ImageUploadField } from "~/components/ui/image-upload-field";
import { getFormProps, useForm } from "~/lib/form";
import { formatDateTimeShort } from "~/lib/format";
import { imageSrc } from "~/lib/image";

export type AdminSponsorView = {
  id: number;
  title: string;
  description: string;
  targetUrl: string | null;
  image: string | null;
  active: boolean;
  createdAt: string | Date;
  submitterName: string | null;
  submitterEmail: string | null;
};

/** One sponsor in /admin/patrocinadores: its request, activate / deactivate, edit and remove. */
export function SponsorAdminCard({ sponsor }: { sponsor: AdminSponsorView }) {
  return (
    <Card data-testid="admin-sponsor" aria-labelledby={`sponsor-${sponsor.id}-title`}>
      <CardContent className="flex flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start gap-4">
          <div className="grid h-16 w-28 shrink-0 place-items-center overflow-hidden rounded-md bg-muted text-xs text-muted-foreground">
            {sponsor.image ? (
              <img src={imageSrc(sponsor.image, 400)} alt={`Imagen de ${sponsor.title}`} className="size-full object-contain" />
            ) : (
              "Sin imagen"
            )}
          </div>
          <div className="min-w-0 flex-1">
            <h3 id={`sponsor-${sponsor.id}-title`} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
              {sponsor.title}
              {sponsor.active ? <Badge>Activo</Badge> : <Badge variant="secondary">Pendiente</Badge>}
            </h3>
            <p className="text-sm wrap-break-word">{sponsor.description}</p>
            {sponsor.targetUrl ? (
              <a
                href={sponsor.targetUrl}
                target="_blank"
                rel="noopener noreferrer"
                title={sponsor.targetUrl}
                className="mt-1 flex max-w-full items-center gap-1 text-sm text-primary hover:underline"
              >
                {/* A URL is one long word: shown on one line, cut with an ellipsis, whole in the title. */}
                <span className="truncate">{sponsor.targetUrl}</span>
                <ExternalLink className="size-3 shrink-0" aria-hidden />
              </a>
            ) : null}
            <p className="mt-1 text-xs text-muted-foreground wrap-anywhere">
              Enviado {formatDateTimeShort(new Date(sponsor.createdAt))}
              {sponsor.submitterName ? ` por ${sponsor.submitterName} (${sponsor.submitterEmail})` : ""}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="id" value={sponsor.id} />
            <SubmitButton
              intent={sponsor.active ? "deactivate" : "activate"}
              size="sm"
              variant={sponsor.active ? "outline" : "default"}
              aria-label={`${sponsor.active ? "Desactivar" : "Activar"} ${sponsor.title}`}
            >
              {sponsor.active ? <Power aria-hidden /> : <Check aria-hidden />}
              {sponsor.active ? "Desactivar" : "Activar"}
            </SubmitButton>
          </Form>
          <Form
            method="post"
            onSubmit={(e) => {
              if (!window.confirm(`¿Eliminar el patrocinador ${sponsor.title}? Esta acción no se puede deshacer.`)) e.preventDefault();
            }}
          >
            <input type="hidden" name="id" value={sponsor.id} />
            <SubmitButton intent="delete" size="sm" variant="destructive" aria-label={`Eliminar ${sponsor.title}`}>
              <Trash2 aria-hidden />
              Eliminar
            </SubmitButton>
          </Form>
        </div>
        <details className="rounded-md border border-border p-3">
          <summary className="flex cursor-pointer items-center gap-2 text-sm font-medium">
            <Pencil className="size-4" aria-hidden />
            Editar {sponsor.title}
          </summary>
          <SponsorEditForm sponsor={sponsor} />
        </details>
      </CardContent>
    </Card>
  );
}

type EditValues = { id: string; title: string; description: string; targetUrl: string; image: string; active: string };

function SponsorEditForm({ sponsor }: { sponsor: AdminSponsorView }) {
  const intent = `update:${sponsor.id}`;
  const [form, fields] = useForm<EditValues>({
    id: `sponsor-edit-${sponsor.id}`,
    lastResult: resultFor(useActionData(), intent),
    defaultValue: {
      id: String(sponsor.id),
      title: sponsor.title,
      description: sponsor.description,
      targetUrl: sponsor.targetUrl ?? "",
      image: sponsor.image ?? "",
    },
    schema: () => import("~/lib/schemas/sponsor").then((m) => m.SponsorEditSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-col gap-3" {...getFormProps(form)}>
      <ErrorText id={form.errorId} errors={form.errors} form />
      <input type="hidden" name="id" value={sponsor.id} />
      <TextField field={fields.title} label="Nombre de la marca" />
      <TextAreaField field={fields.description} label="Descripción" />
      <TextField field={fields.targetUrl} label="URL de destino (opcional)" type="url" />
      <ImageUploadField
        name="image"
        fileName="imageFile"
        folder="sponsors"
        label="Imagen"
        alt={`Imagen de ${sponsor.title}`}
        defaultValue={sponsor.image}
        previewClassName="rounded-md w-28"
      />
      <ErrorText id={`${fields.image.id}-error`} errors={fields.image.errors} />
      <CheckboxField name="active" label="Activo" defaultChecked={sponsor.active} />
      <SubmitButton intent={intent} size="sm" className="self-start">
        Guardar cambios
      </SubmitButton>
    </Form>
  );
}
