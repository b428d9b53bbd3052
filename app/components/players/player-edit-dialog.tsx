import { ErrorText } from "~/components/ui/error-text";
import { Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { SubmitButton } from "~/components/account/form-parts";
import { resultFor } from "~/lib/form-reply";
import { useChangeEffect } from "~/lib/use-change-effect";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { TextField } from "~/components/ui/form-field";
import { ImageUploadField } from "~/components/ui/image-upload-field";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { useServerToast } from "~/components/ui/toaster";
import type { ToastMessage } from "~/lib/toast";
import { PLAYER_GENDERS } from "~/domain/categories";
import { getFormProps, getSelectProps, useForm } from "~/lib/form";

const INTENT = "edit-player";

type EditablePlayer = { id: number; name: string; handle: string | null; gender: string | null; image: string | null };

/** 'Editar información de jugador' (docs/product.md §6.4), shown to administrators only; the action checks it again. */
export function PlayerEditDialog({ player }: { player: EditablePlayer }) {
  const actionData = useActionData() as { intent?: string; toast?: ToastMessage | null } | undefined;
  const lastResult = resultFor(actionData, INTENT);
  const navigation = useNavigation();
  const [open, setOpen] = useState(false);
  useServerToast(actionData?.intent === INTENT ? (actionData.toast ?? null) : null);
  // Reopen with the errors when the server refused the form.
  useEffect(() => {
    if (lastResult?.status === "error") setOpen(true);
  }, [lastResult]);
  // Close once the save redirected back (the page reloaded with the new data).
  useChangeEffect(() => {
    if (navigation.state === "idle" && !lastResult) setOpen(false);
  }, [navigation.state, lastResult, player]);

  const [form, fields] = useForm<{ name: string; handle: string; gender: string; image: string }>({
    id: `edit-player-${player.id}`,
    lastResult,
    defaultValue: { name: player.name, handle: player.handle ?? "", gender: player.gender ?? "" },
    schema: () => import("~/lib/schemas/player").then((m) => m.PlayerEditSchema),
    shouldValidate: "onBlur",
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden />
          Editar jugador
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Editar información de jugador</DialogTitle>
          <DialogDescription>Nombre, usuario de Instagram, género e imagen del jugador.</DialogDescription>
        </DialogHeader>
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4" {...getFormProps(form)}>
          <ErrorText id={form.errorId} errors={form.errors} form />
          <TextField field={fields.name} label="Nombre" />
          <TextField field={fields.handle} label="Usuario de Instagram" autoCapitalize="none" hint="Sin @." />
          <div className="flex flex-col gap-2">
            <Label htmlFor={fields.gender.id}>Género</Label>
            <NativeSelect {...getSelectProps(fields.gender)} key={fields.gender.key}>
              <option value="">Selecciona el género</option>
              {PLAYER_GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {gender}
                </option>
              ))}
            </NativeSelect>
            <ErrorText id={fields.gender.errorId} errors={fields.gender.errors} />
          </div>
          <ImageUploadField
            name="image"
            fileName="imageFile"
            folder="players"
            label="Imagen"
            alt={`Foto de ${player.name}`}
            defaultValue={player.image}
          />
          <p className="text-xs text-muted-foreground">JPG, PNG o WEBP, máximo 2MB.</p>
          {fields.image.errors ? <p className="text-sm font-medium text-destructive">{fields.image.errors[0]}</p> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancelar
              </Button>
            </DialogClose>
            <SubmitButton intent={INTENT}>Guardar cambios</SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
