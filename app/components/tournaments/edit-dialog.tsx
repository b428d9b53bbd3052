import { ErrorText } from "~/components/ui/error-text";
import { Pencil, Plus, Trash2, X } from "lucide-react";
import { useState } from "react";
import { Form, useActionData, useLocation, useNavigation } from "react-router";
import { fieldErrors, formError, replyFor } from "~/lib/form-reply";
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
import { ImageUploadField } from "~/components/ui/image-upload-field";
import { DateInput, type LazyCalendar } from "~/components/ui/date-field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Switch } from "~/components/ui/switch";
import { LADDER_CATEGORIES, MIXED_CATEGORIES } from "~/domain/categories";
import { compareResultCategories } from "~/domain/results";
import { addCategory, ALL_CATEGORIES, normalizeCategoryList, removeCategory, sameCategory } from "~/domain/tournament-categories";
import { keepTyped, markLive } from "~/lib/page-weight/held-taps";

type EditableTournament = {
  title: string;
  clubName: string;
  fee: string | null;
  description: string | null;
  startDate: string;
  endDate: string;
  image: string | null;
  featured: boolean;
  femepa: boolean;
  approved: boolean;
  categoriesVaronil: string[];
  categoriesFemenil: string[];
  categoriesMixed: string[];
};

/** The categories the editor may add to a type: its ladder (docs/product.md §4.6), top category first. */
const LADDER_CHOICES = [...LADDER_CATEGORIES].sort(compareResultCategories);

/**
 * One column of the 'Categorías' editor: chips with a remove button, a select of the type's ladder and an
 * add button. A type the tournament does not offer (an empty list, e.g. Mixto switched off in the
 * registration form) stays so until the editor switches it on: 'Todas' would otherwise open it silently.
 */
function CategoryColumn({
  label,
  name,
  offeredName,
  initial,
  errors,
}: {
  label: string;
  name: string;
  offeredName: string;
  initial: string[];
  errors?: string[];
}) {
  const [offered, setOffered] = useState(initial.length > 0);
  const [list, setList] = useState(() => normalizeCategoryList(initial));
  const [draft, setDraft] = useState("");
  const all = list.length === 1 && list[0] === ALL_CATEGORIES;
  const add = () => {
    if (!draft.trim()) return;
    setList((current) => addCategory(current, draft));
    setDraft("");
  };
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <input type="hidden" name={offeredName} value={offered ? "1" : "0"} />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          role="switch"
          checked={offered}
          onChange={(e) => setOffered(e.target.checked)}
          className="size-4 accent-primary"
        />
        Se ofrece {label}
      </label>
      {offered ? (
        <CategoryChips label={label} name={name} list={list} all={all} setList={setList} draft={draft} setDraft={setDraft} add={add} />
      ) : (
        <span className="text-sm text-muted-foreground">No se ofrece</span>
      )}
      <ErrorText id={`edit-${name}-error`} errors={errors} />
    </fieldset>
  );
}

function CategoryChips({
  label,
  name,
  list,
  all,
  setList,
  draft,
  setDraft,
  add,
}: {
  label: string;
  name: string;
  list: string[];
  all: boolean;
  setList: (update: (current: string[]) => string[]) => void;
  draft: string;
  setDraft: (value: string) => void;
  add: () => void;
}) {
  return (
    <>
      {list.map((c) => (
        <input key={c} type="hidden" name={name} value={c} />
      ))}
      <div className="flex flex-wrap gap-1">
        {all ? (
          <span className="text-sm text-muted-foreground">Todas las categorías</span>
        ) : (
          list.map((c) => (
            <span key={c} className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-sm">
              {c}
              <button
                ref={markLive}
                type="button"
                aria-label={`Quitar ${c} de ${label}`}
                onClick={() => setList((current) => removeCategory(current, c))}
              >
                <X className="size-3" aria-hidden />
              </button>
            </span>
          ))
        )}
      </div>
      <div className="flex gap-1">
        <NativeSelect
          aria-label={`Nueva categoría ${label}`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          className="h-9 min-w-24 py-1"
        >
          <option value="">Elegir</option>
          {(label === "Mixto" ? MIXED_CATEGORIES : LADDER_CHOICES)
            .filter((c) => all || !list.some((chosen) => sameCategory(chosen, c)))
            .map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
        </NativeSelect>
        <Button
          type="button"
          size="icon"
          variant="outline"
          aria-label={`Añadir categoría ${label}`}
          disabled={!draft.trim()}
          onClick={add}
          className="size-9"
        >
          <Plus aria-hidden />
        </Button>
      </div>
    </>
  );
}

/** 'Editar Torneo' (docs/product.md §4.6) with the destructive 'Eliminar Torneo' confirmation. */
export function EditTournamentDialog({ tournament, Calendar }: { tournament: EditableTournament; Calendar: LazyCalendar }) {
  const answer = replyFor(useActionData(), "update");
  const errors = fieldErrors(answer);
  const hasFieldErrors = Object.keys(errors).length > 0;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "update";
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  const [open, setOpen] = useState(hasFieldErrors);
  // A successful save redirects (no action data): close the dialog on the new page.
  const location = useLocation();
  useChangeEffect(() => {
    if (!answer) setOpen(false);
  }, [location.key]);
  const err = (field: string) => (errors[field] ? [errors[field]] : undefined);
  const described = (field: string) =>
    err(field)?.length ? { "aria-invalid": true as const, "aria-describedby": `edit-${field}-error` } : {};

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Pencil aria-hidden />
          Editar Torneo
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Editar Torneo</DialogTitle>
          <DialogDescription>Actualiza la información del torneo.</DialogDescription>
        </DialogHeader>
        <Form method="post" className="flex flex-col gap-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="edit-title">Título</Label>
              <Input id="edit-title" name="title" defaultValue={tournament.title} required {...described("title")} />
              <ErrorText id="edit-title-error" errors={err("title")} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="edit-club">Club sede</Label>
              <Input id="edit-club" name="clubName" defaultValue={tournament.clubName} required {...described("clubName")} />
              <ErrorText id="edit-clubName-error" errors={err("clubName")} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="edit-fee">Costo de inscripción</Label>
              <Input id="edit-fee" name="fee" defaultValue={tournament.fee ?? ""} placeholder="$800 por persona" />
            </div>
            <div className="grid gap-2 min-[420px]:grid-cols-2">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="edit-start">Fecha de inicio</Label>
                <DateInput
                  id="edit-start"
                  name="startDate"
                  min="2024-01-01"
                  max="2030-12-31"
                  defaultValue={tournament.startDate}
                  required
                  Calendar={Calendar}
                  {...described("startDate")}
                />
                <ErrorText id="edit-startDate-error" errors={err("startDate")} />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="edit-end">Fecha de fin</Label>
                <DateInput
                  id="edit-end"
                  name="endDate"
                  min="2024-01-01"
                  max="2030-12-31"
                  defaultValue={tournament.endDate}
                  required
                  Calendar={Calendar}
                  {...described("endDate")}
                />
                <ErrorText id="edit-endDate-error" errors={err("endDate")} />
              </div>
            </div>
          </div>
          <ImageUploadField
            name="image"
            fileName="imageFile"
            folder="tournaments"
            label="Imagen del torneo"
            defaultValue={tournament.image}
            previewClassName="size-24 rounded-md"
            alt="Imagen del torneo"
            placeholder="Sin imagen"
            hint="JPG, PNG o GIF, máximo 5MB"
          />
          <div className="flex flex-wrap gap-6">
            {(
              [
                ["featured", "Torneo Destacado", tournament.featured],
                ["femepa", "FEMEPA", tournament.femepa],
                ["approved", "Aprobado", tournament.approved],
              ] as const
            ).map(([name, label, checked]) => (
              <div key={name} className="flex items-center gap-2">
                <Switch id={`edit-${name}`} name={name} defaultChecked={checked} />
                <Label htmlFor={`edit-${name}`}>{label}</Label>
              </div>
            ))}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="edit-description">Descripción</Label>
            <textarea
              ref={keepTyped}
              id="edit-description"
              name="description"
              rows={4}
              defaultValue={tournament.description ?? ""}
              className="rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm"
            />
          </div>
          <div>
            <p className="mb-2 text-sm font-semibold">Categorías</p>
            <div className="grid gap-3 sm:grid-cols-3">
              {(
                [
                  ["Varonil", "categoriesVaronil", "offersVaronil", tournament.categoriesVaronil],
                  ["Femenil", "categoriesFemenil", "offersFemenil", tournament.categoriesFemenil],
                  ["Mixto", "categoriesMixed", "offersMixed", tournament.categoriesMixed],
                ] as const
              ).map(([label, name, offeredName, initial]) => (
                <CategoryColumn key={name} label={label} name={name} offeredName={offeredName} initial={initial} errors={err(name)} />
              ))}
            </div>
          </div>
          {formError(answer) ? <p className="text-sm text-destructive">{formError(answer)}</p> : null}
          {errors.schedule ? (
            <fieldset
              className="flex flex-col gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3"
              data-testid="schedule-dates"
            >
              <legend className="sr-only">Orden de juego</legend>
              <p id="edit-schedule-error" role="alert" className="text-sm font-medium text-destructive">
                {errors.schedule}
              </p>
              {(
                [
                  ["move", "Mover el orden de juego con las fechas"],
                  ["keep", "Dejar el orden de juego en sus días"],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="schedule" value={value} defaultChecked={value === "move"} className="size-4 accent-primary" />
                  {label}
                </label>
              ))}
            </fieldset>
          ) : null}
          <DialogFooter className="sm:justify-between">
            <DeleteTournamentButton deleting={deleting} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
              <Button type="submit" name="intent" value="update" disabled={saving}>
                {saving ? "Guardando..." : "Guardar Cambios"}
              </Button>
            </div>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteTournamentButton({ deleting }: { deleting: boolean }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="destructive">
          <Trash2 aria-hidden />
          Eliminar Torneo
        </Button>
      </DialogTrigger>
      <DialogContent hideClose>
        <DialogHeader>
          <DialogTitle>¿Estás seguro de eliminar este torneo?</DialogTitle>
          <DialogDescription>
            Esta acción no se puede deshacer. El torneo será eliminado permanentemente de la base de datos.
          </DialogDescription>
        </DialogHeader>
        <Form method="post">
          <DialogFooter>
            <DialogCloseButton />
            <Button type="submit" name="intent" value="delete" variant="destructive" disabled={deleting}>
              {deleting ? "Eliminando..." : "Eliminar"}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

function DialogCloseButton() {
  return (
    <DialogClose asChild>
      <Button type="button" variant="outline">
        Cancelar
      </Button>
    </DialogClose>
  );
}
