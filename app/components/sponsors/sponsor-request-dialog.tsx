import { Loader2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { FilePickerButton, uploadImage } from "~/components/ui/image-upload-field";
import { Label } from "~/components/ui/label";
import { Progress } from "~/components/ui/progress";
import type { FormReply } from "~/lib/form-reply";
import { toast } from "~/components/ui/toaster";
import { getFormProps, type SubmissionResult, useForm } from "~/lib/form";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, NOT_AN_IMAGE } from "~/lib/image";
import type { SponsorInput } from "~/lib/schemas/sponsor";

const SEND_FAILED = {
  type: "error",
  title: "Error",
  description: "No se pudo enviar la solicitud. Por favor intente nuevamente.",
} as const;
const WITHOUT_IMAGE = "La solicitud se enviará sin imagen.";

/**
 * The sponsor request form (docs/product.md §2.2). The image is uploaded first (with progress); if that fails
 * the request is still sent, without the image. Posts to /api/sponsors.
 */
export default function SponsorRequestDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState(0);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();

  async function send(formData: FormData) {
    setSending(true);
    try {
      const file = formData.get("imageFile");
      formData.delete("imageFile");
      if (file instanceof File && file.size > 0) formData.set("image", await uploadFirst(file));
      const response = await fetch("/api/sponsors", { method: "POST", body: formData, headers: { Accept: "application/json" } });
      const answer = (await response.json().catch(() => null)) as FormReply | null;
      if (response.ok && answer?.ok) {
        toast({ type: "success", title: "Solicitud enviada", description: "Su solicitud de patrocinio ha sido enviada correctamente." });
        onOpenChange(false);
      } else {
        setLastResult(answer?.result);
        toast(SEND_FAILED);
      }
    } catch {
      toast(SEND_FAILED);
    } finally {
      setSending(false);
      setProgress(0);
    }
  }

  /** The uploaded image's URL, or '' (with a warning) when it could not be uploaded. */
  async function uploadFirst(file: File): Promise<string> {
    if (!file.type.startsWith("image/") || file.size > MAX_IMAGE_BYTES) {
      toast({
        type: "error",
        title: "Advertencia",
        description: `${file.size > MAX_IMAGE_BYTES ? IMAGE_TOO_LARGE : NOT_AN_IMAGE}. ${WITHOUT_IMAGE}`,
      });
      return "";
    }
    toast({ type: "info", title: "Subiendo imagen", description: "Por favor espere mientras se sube la imagen..." });
    try {
      const url = await uploadImage(file, "sponsors", setProgress);
      toast({ type: "success", title: "Imagen subida", description: "La imagen se ha subido correctamente" });
      return url;
    } catch {
      toast({ type: "error", title: "Error al subir imagen", description: `No se pudo subir la imagen. ${WITHOUT_IMAGE}` });
      return "";
    }
  }

  const [form, fields] = useForm<SponsorInput>({
    id: "sponsor-request",
    lastResult,
    schema: () => import("~/lib/schemas/sponsor").then((m) => m.SponsorRequestSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onSubmit(event, { formData }) {
      event.preventDefault();
      void send(formData);
    },
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !sending && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle className="text-xl font-semibold">Solicitud de patrocinio</DialogTitle>
        <DialogDescription>Cuéntanos de tu marca. Revisaremos tu solicitud y te contactaremos.</DialogDescription>
        <form method="post" action="/api/sponsors" className="flex flex-col gap-4" {...getFormProps(form)}>
          <TextField field={fields.title} label="Nombre de la marca" autoComplete="organization" />
          <TextAreaField field={fields.description} label="Descripción" />
          <TextField
            field={fields.targetUrl}
            label="URL de destino (opcional)"
            type="url"
            inputMode="url"
            placeholder="https://tumarca.com"
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor="sponsor-image">Imagen (opcional)</Label>
            <FilePickerButton
              id="sponsor-image"
              name="imageFile"
              onChange={() => {}}
              hint="Cualquier formato de imagen; se recomienda horizontal."
            />
            {progress >= 1 && progress <= 99 ? <Progress value={progress} aria-label="Subiendo imagen" /> : null}
          </div>
          <Button type="submit" disabled={sending} className="self-start">
            {sending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {sending ? "Enviando..." : "Enviar solicitud"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
