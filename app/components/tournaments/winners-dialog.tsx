import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { NewPlayerSheet } from "~/components/players/new-player-sheet";
import { PlayerPicker } from "~/components/players/player-picker";
import type { PickedPlayer } from "~/components/players/use-player-search";
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
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { useIntentFetcher } from "~/components/ui/intent-form";
import { CATEGORY_TYPES, categoriesForType, type CategoryType } from "~/domain/categories";
import { replyMessage } from "~/lib/form-reply";
import { RESULT_PLACEMENT_OPTIONS } from "~/lib/schemas/form-options";

/** 'Registrar Ganadores del Torneo' (docs/product.md §4.5), for administrators and the tournament's organisers. */
export function WinnersDialog() {
  const [open, setOpen] = useState(false);
  const [player1, setPlayer1] = useState<PickedPlayer | null>(null);
  const [player2, setPlayer2] = useState<PickedPlayer | null>(null);
  const [type, setType] = useState<CategoryType | "">("");
  const [category, setCategory] = useState("");
  const fetcher = useIntentFetcher({
    onReply: (reply) => {
      if (!reply.ok) return;
      setOpen(false);
      setPlayer1(null);
      setPlayer2(null);
      setType("");
      setCategory("");
    },
  });
  const saving = fetcher.state !== "idle";
  const error = fetcher.data && !fetcher.data.ok ? replyMessage(fetcher.data) : undefined;
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
        <NewPlayerSheet
          intent="add-player"
          title="Añadir nuevo jugador"
          description="El jugador quedará disponible para registrarlo como ganador."
          nameMinLength={3}
          onAdded={added}
        />
        <fetcher.Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="add-result" />
          <PlayerPicker label="Jugador 1" name="player1Id" value={player1} onChange={setPlayer1} excludeIds={player2 ? [player2.id] : []} />
          <PlayerPicker
            label="Jugador 2 (opcional)"
            name="player2Id"
            value={player2}
            onChange={setPlayer2}
            excludeIds={player1 ? [player1.id] : []}
          />
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
              <NativeSelect
                id="winner-category"
                name="category"
                value={category}
                onChange={(e) => setCategory(e.target.value)}
                disabled={!type}
              >
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

/** The remove icon of a winner entry and its confirmation dialog ('Eliminando...' while deleting). */
const REMOVE_WINNER_FETCHER = "remove-winner";

/**
 * The toast of a winner removal. The removed row (and its button) disappears with the revalidated
 * data, so the answer is read through a keyed fetcher by this always-mounted component.
 */
export function RemoveWinnerToasts() {
  useIntentFetcher({ key: REMOVE_WINNER_FETCHER });
  return null;
}

export function RemoveWinnerButton({ resultId, names }: { resultId: number; names: string }) {
  const [open, setOpen] = useState(false);
  const fetcher = useIntentFetcher({
    key: REMOVE_WINNER_FETCHER,
    toasts: false,
    onReply: (reply) => reply.intent === "delete-result" && setOpen(false),
  });
  const deleting = fetcher.state !== "idle";
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
