import { Plus, Trash2, UserPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { PlayerPicker, type PickedPlayer } from "~/components/players/player-picker";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { ImageUploadField } from "~/components/ui/image-upload-field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { toast } from "~/components/ui/toaster";
import { CATEGORY_TYPES, categoriesForType, GENDERS, type CategoryType } from "~/domain/categories";
import { RESULT_PLACEMENT_OPTIONS } from "~/lib/schemas/form-options";

type EditorAnswer = {
  intent: string;
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string[] | null | undefined>;
  toast?: { type: "success" | "error"; title: string; description?: string };
  player?: PickedPlayer;
};

/** Shows the answer of an editor intent as a toast once the fetcher is idle again. */
function useAnswerToast(fetcher: { state: string; data?: EditorAnswer }, onSuccess?: () => void) {
  const { state, data } = fetcher;
  useEffect(() => {
    if (state !== "idle" || !data) return;
    if (data.ok) {
      if (data.toast) toast(data.toast);
      onSuccess?.();
    } else if (data.toast) toast(data.toast);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, data]);
}

/** 'Registrar Ganadores del Torneo' (000 §2), for administrators and the tournament's organisers. */
export function WinnersDialog() {
  const fetcher = useFetcher<EditorAnswer>();
  const [open, setOpen] = useState(false);
  const [player1, setPlayer1] = useState<PickedPlayer | null>(null);
  const [player2, setPlayer2] = useState<PickedPlayer | null>(null);
  const [type, setType] = useState<CategoryType | "">("");
  const [category, setCategory] = useState("");
  const saving = fetcher.state !== "idle";
  useAnswerToast(fetcher, () => {
    setOpen(false);
    setPlayer1(null);
    setPlayer2(null);
    setType("");
    setCategory("");
  });
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  // A player added through the side sheet fills the first free slot at once.
  const added = (created: PickedPlayer) => {
    if (!player1) setPlayer1(created);
    else if (!player2) setPlayer2(created);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          Añadir Ganadores
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Registrar Ganadores del Torneo</DialogTitle>
          <DialogDescription>Por ahora solo se pueden añadir jugadores que ya están registrados en el sistema.</DialogDescription>
        </DialogHeader>
        <NewPlayerSheet onAdded={added} />
        <fetcher.Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="add-result" />
          <PlayerPicker label="Jugador 1" name="player1Id" value={player1} onChange={setPlayer1} excludeIds={player2 ? [player2.id] : []} />
          <PlayerPicker label="Jugador 2 (opcional)" name="player2Id" value={player2} onChange={setPlayer2} excludeIds={player1 ? [player1.id] : []} />
          <div className="grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="winner-type">Tipo de categoría</Label>
              <NativeSelect
                id="winner-type"
                name="categoryType"
                value={type}
                onChange={(e) => {
                  setType(e.target.value as CategoryType | "");
                  setCategory("");
                }}
              >
                <option value="">Selecciona</option>
                {CATEGORY_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="winner-category">Categoría</Label>
              <NativeSelect id="winner-category" name="category" value={category} onChange={(e) => setCategory(e.target.value)} disabled={!type}>
                <option value="">Selecciona</option>
                {type
                  ? categoriesForType(type).map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))
                  : null}
              </NativeSelect>
            </div>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="winner-placement">Resultado</Label>
            <NativeSelect id="winner-placement" name="placement" defaultValue="champion">
              {RESULT_PLACEMENT_OPTIONS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving ? "Guardando..." : "Guardar"}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * 'Añadir nuevo jugador' (000 §2): a side sheet with name, Instagram, gender and photo (uploaded with a
 * progress bar, checked by content on the server). The new player is handed to `onAdded`.
 */
function NewPlayerSheet({ onAdded }: { onAdded: (player: PickedPlayer) => void }) {
  const fetcher = useFetcher<EditorAnswer>();
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const saving = fetcher.state !== "idle";
  useAnswerToast(fetcher, () => {
    if (fetcher.data?.player) onAdded(fetcher.data.player);
    setOpen(false);
    setFormKey((k) => k + 1);
  });
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const err = (field: string) => failed?.fieldErrors?.[field]?.[0];
  const described = (field: string) => (err(field) ? { "aria-invalid": true as const, "aria-describedby": `new-player-${field}-error` } : {});
  const fieldError = (field: string) =>
    err(field) ? (
      <p id={`new-player-${field}-error`} className="text-sm text-destructive">
        {err(field)}
      </p>
    ) : null;
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button type="button" variant="link" className="h-auto self-start p-0">
          <UserPlus aria-hidden />
          Añadir nuevo jugador
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>Añadir nuevo jugador</SheetTitle>
          <SheetDescription>El jugador quedará disponible para registrarlo como ganador.</SheetDescription>
        </SheetHeader>
        <fetcher.Form key={formKey} method="post" className="flex flex-col gap-4" noValidate>
          <input type="hidden" name="intent" value="add-player" />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-player-name">Nombre completo</Label>
            <Input id="new-player-name" name="name" required minLength={3} autoComplete="off" {...described("name")} />
            {fieldError("name")}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-player-handle">Instagram (sin @, opcional)</Label>
            <Input id="new-player-handle" name="handle" autoComplete="off" {...described("handle")} />
            {fieldError("handle")}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-player-gender">Género</Label>
            <NativeSelect id="new-player-gender" name="gender" defaultValue="" {...described("gender")}>
              <option value="">Selecciona</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </NativeSelect>
            {fieldError("gender")}
          </div>
          <ImageUploadField name="image" fileName="imageFile" folder="players" label="Foto del jugador (opcional)" alt="Foto del nuevo jugador" removable />
          {failed && !failed.fieldErrors ? (
            <p role="alert" className="text-sm text-destructive">
              {failed.message}
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

/** The remove icon of a winner entry and its confirmation dialog ('Eliminando...' while deleting). */
const REMOVE_WINNER_FETCHER = "remove-winner";

/**
 * The toast of a winner removal. The removed row (and its button) disappears with the revalidated
 * data, so the answer is read through a keyed fetcher by this always-mounted component.
 */
export function RemoveWinnerToasts() {
  useAnswerToast(useFetcher<EditorAnswer>({ key: REMOVE_WINNER_FETCHER }));
  return null;
}

export function RemoveWinnerButton({ resultId, names }: { resultId: number; names: string }) {
  const fetcher = useFetcher<EditorAnswer>({ key: REMOVE_WINNER_FETCHER });
  const [open, setOpen] = useState(false);
  const deleting = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.intent === "delete-result") setOpen(false);
  }, [fetcher.state, fetcher.data]);
  return (
    <Dialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8 text-destructive" aria-label={`Eliminar ganador ${names}`}>
          <Trash2 aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent hideClose>
        <DialogHeader>
          <DialogTitle>¿Eliminar ganador?</DialogTitle>
          <DialogDescription>Se eliminará el resultado de {names}. Esta acción no se puede deshacer.</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="delete-result" />
          <input type="hidden" name="resultId" value={resultId} />
          <DialogFooter>
            <Button type="button" variant="outline" disabled={deleting} onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" disabled={deleting}>
              {deleting ? "Eliminando..." : "Eliminar"}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

export { useAnswerToast };
