import { UserPlus } from "lucide-react";
import { useState } from "react";
import type { PickedPlayer } from "~/components/players/use-player-search";
import { Button } from "~/components/ui/button";
import { ImageUploadField } from "~/components/ui/image-upload-field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { useIntentFetcher } from "~/components/ui/intent-form";
import { fieldErrors, formError } from "~/lib/form-reply";
import { GENDERS, type Gender } from "~/domain/categories";

/**
 * Adds a player to the shared players table from a side sheet with name, Instagram, gender and photo
 * (uploaded with a progress bar, checked by content on the server): 'Añadir nuevo jugador' of the winners
 * dialog (docs/product.md §4.5) and 'Añadir pareja' of the registration sheet (§4.3). The new player is handed
 * to `onAdded`. Its form sits outside the caller's form (the sheet is its own top-layer dialog).
 */
export function NewPlayerSheet({
  intent,
  title,
  description,
  nameMinLength,
  defaultGender = "",
  onAdded,
}: {
  intent: string;
  title: string;
  description: string;
  nameMinLength: number;
  defaultGender?: Gender | "";
  onAdded: (player: PickedPlayer) => void;
}) {
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const fetcher = useIntentFetcher<PickedPlayer>({
    onReply: (reply) => {
      if (!reply.ok) return;
      if (reply.data) onAdded(reply.data);
      setOpen(false);
      setFormKey((k) => k + 1);
    },
  });
  const saving = fetcher.state !== "idle";
  const id = `${intent}-`;
  const { data } = fetcher;
  const failed = data && !data.ok ? data : undefined;
  const err = (field: string) => fieldErrors(failed)[field];
  const described = (field: string) => (err(field) ? { "aria-invalid": true as const, "aria-describedby": `${id}${field}-error` } : {});
  const fieldError = (field: string) =>
    err(field) ? (
      <p id={`${id}${field}-error`} className="text-sm text-destructive">
        {err(field)}
      </p>
    ) : null;
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button type="button" variant="link" className="h-auto self-start p-0">
          <UserPlus aria-hidden />
          {title}
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        <fetcher.Form key={formKey} method="post" className="flex flex-col gap-4" noValidate>
          <input type="hidden" name="intent" value={intent} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}name`}>Nombre completo</Label>
            <Input id={`${id}name`} name="name" required minLength={nameMinLength} autoComplete="off" {...described("name")} />
            {fieldError("name")}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}handle`}>Instagram (sin @, opcional)</Label>
            <Input id={`${id}handle`} name="handle" autoComplete="off" {...described("handle")} />
            {fieldError("handle")}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}gender`}>Género</Label>
            <NativeSelect id={`${id}gender`} name="gender" defaultValue={defaultGender} {...described("gender")}>
              {defaultGender ? null : <option value="">Selecciona</option>}
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </NativeSelect>
            {fieldError("gender")}
          </div>
          <ImageUploadField
            name="image"
            fileName="imageFile"
            folder="players"
            label="Foto del jugador (opcional)"
            alt="Foto del nuevo jugador"
            removable
          />
          {formError(failed) ? (
            <p role="alert" className="text-sm text-destructive">
              {formError(failed)}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <SheetClose asChild>
              <Button type="button" variant="outline">
                Cancelar
              </Button>
            </SheetClose>
            <Button type="submit" disabled={saving}>
              {saving ? "Guardando..." : "Añadir jugador"}
            </Button>
          </div>
        </fetcher.Form>
      </SheetContent>
    </Sheet>
  );
}
