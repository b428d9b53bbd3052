import { CheckCircle2, Loader2, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { NewPlayerSheet } from "~/components/players/new-player-sheet";
import { PlayerPicker } from "~/components/players/player-picker";
import type { PickedPlayer } from "~/components/players/use-player-search";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { CharacterCount, useTextLength } from "~/components/ui/character-count";
import { ErrorText } from "~/components/ui/error-text";
import { useIntentFetcher } from "~/components/ui/intent-form";
import { NativeSelect } from "~/components/ui/native-select";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import { toast } from "~/components/ui/toaster";
import { PayForm } from "./pay-form";
import { SignInToRegister } from "./sign-in-to-register";
import { categoriesForType, type RegistrationCategoryType } from "~/domain/categories";
import {
  ALL_CATEGORIES,
  allowedRegistrationTypes,
  isCategoryAllowed,
  lowerCategoryWarning,
  registrationTypeFor,
} from "~/domain/tournament-categories";
import { levelCategoryWarning } from "~/domain/levels/category-warning";
import type { PriceQuote } from "~/domain/pricing";
import { fieldErrors, replyMessage } from "~/lib/form-reply";
import { formatMXN } from "~/lib/format";
import { REGISTRATION_COMMENTS_MAX } from "~/lib/schemas/form-options";
import { cn } from "~/lib/utils";
import { LegalNotice } from "~/components/legal/legal-notice";
import { keepTyped, markLive } from "~/lib/page-weight/held-taps";

/** What 'Inscribirse' answers with on success: the summary the sheet shows. */
type RegistrationData = {
  registrationId: number;
  /** The tournament takes fees online: 'Ir a pagar' opens the checkout. */
  payOnline: boolean;
  partnerName: string | null;
  category: string;
  categoryType: string;
  quote: PriceQuote;
};

/** Where a player's registrations and their payment state are (the checkout comes back there). */
const MY_REGISTRATIONS = "/mis-inscripciones";

type TournamentCategories = {
  categoriesVaronil: string[];
  categoriesFemenil: string[];
  categoriesMixed: string[];
};

const TYPE_LABELS: Record<RegistrationCategoryType, string> = {
  varonil: "Varonil",
  femenil: "Femenil",
  mixto: "Mixto",
};

function listFor(t: TournamentCategories, type: RegistrationCategoryType) {
  return type === "varonil" ? t.categoriesVaronil : type === "femenil" ? t.categoriesFemenil : t.categoriesMixed;
}

/** The chips offered for a type: the tournament's own list, or the whole ladder when it says 'Todas'. */
export function categoryChips(t: TournamentCategories, type: RegistrationCategoryType): string[] {
  const list = listFor(t, type);
  const candidates = list.some((c) => c === ALL_CATEGORIES) ? [...categoriesForType(type)] : list;
  return candidates.filter((c) => isCategoryAllowed(list, c, type));
}

export const SUCCESS_TITLE = "¡Inscripción exitosa!";

export function successDescription(partnerName: string | null, category: string) {
  return partnerName
    ? `Te has inscrito correctamente al torneo con ${partnerName} en la categoría ${category}`
    : `Te has inscrito correctamente al torneo en la categoría ${category}`;
}

/**
 * The registration button of the 'Participación' card and its side sheet 'Inscripción al Torneo'.
 * The price shown is the server's quote for now; the server recomputes it when the form is sent.
 */
export function RegistrationButton({
  tournament,
  signedIn,
  registered,
  profile,
  quote,
  payOnline = false,
}: {
  tournament: TournamentCategories & { id: number };
  signedIn: boolean;
  registered: boolean;
  profile: {
    name: string;
    email: string;
    gender: string | null;
    category: string | null;
    /** The linked player's level, 1.0 to 7.0 (issue 35). */
    level?: number | null;
  } | null;
  quote: PriceQuote;
  /** The tournament takes its fees online (issue 33). */
  payOnline?: boolean;
}) {
  // Its own toasts: the summary on success, the reason when refused.
  const fetcher = useIntentFetcher<RegistrationData>({
    toasts: false,
    onReply: (answer) =>
      toast(
        answer.ok && answer.data
          ? { type: "success", title: SUCCESS_TITLE, description: successDescription(answer.data.partnerName, answer.data.category) }
          : { type: "error", title: "Error al inscribirse", description: replyMessage(answer) },
      ),
  });
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<"partner" | "individual">("partner");
  const [partner, setPartner] = useState<PickedPlayer | null>(null);
  const initialType = registrationTypeFor({
    userGender: profile?.gender,
    mode: "individual",
  });
  const [categoryType, setCategoryType] = useState<RegistrationCategoryType | "">(initialType ?? "");
  const [category, setCategory] = useState("");
  const [commentsLength, onCommentsInput] = useTextLength("");
  const answer = fetcher.data;
  const summary = answer?.ok ? answer.data : undefined;
  const busy = fetcher.state !== "idle";
  const done = answer?.ok === true;

  if (!signedIn) return <SignInToRegister />;
  // The server refuses a type that does not follow the genders (docs/product.md §4.3); the select offers only the others.
  const allowedTypes = allowedRegistrationTypes({
    userGender: profile?.gender,
    partnerGender: partner?.gender,
    mode,
  });
  const offeredTypes = allowedTypes.filter((type) => categoryChips(tournament, type).length > 0);
  const chips = categoryType ? categoryChips(tournament, categoryType) : [];
  const warning = lowerCategoryWarning(category, profile?.category);
  // Issue 35: a pair far below its level hears it before confirming (a warning, never a refusal).
  const levelWarning = levelCategoryWarning({
    levels: [profile?.level, mode === "partner" ? partner?.levelValue : null],
    chosen: category,
    type: categoryType,
  });
  const fieldError = (field: string) => (answer && !answer.ok ? fieldErrors(answer)[field] : undefined);

  function pickPartner(next: PickedPlayer | null) {
    setPartner(next);
    resetType("partner", next);
  }

  function resetType(nextMode: "partner" | "individual", nextPartner: PickedPlayer | null) {
    const type = registrationTypeFor({
      userGender: profile?.gender,
      partnerGender: nextPartner?.gender,
      mode: nextMode,
    });
    setCategoryType(type ?? "");
    setCategory("");
  }

  return (
    <>
      {registered || done ? (
        <>
          <Button className="w-full" disabled>
            Ya estás inscrito a este torneo
          </Button>
          {payOnline ? (
            <a href={MY_REGISTRATIONS} className="text-center text-sm text-primary underline-offset-4 hover:underline">
              Ver el estado de mi pago
            </a>
          ) : null}
        </>
      ) : (
        <>
          {quote.early && quote.discount > 0 ? (
            <Alert className="mb-2" data-testid="early-discount">
              ¡Inscríbete ahora y obtén un descuento exclusivo de {formatMXN(quote.discount)} por inscripción anticipada!
            </Alert>
          ) : null}
          <Button className="w-full" onClick={() => setOpen(true)} disabled={busy}>
            {busy ? "Procesando..." : "Inscribirme al torneo"}
          </Button>
        </>
      )}
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent>
          <SheetHeader>
            <SheetTitle>Inscripción al Torneo</SheetTitle>
            <SheetDescription>Completa tus datos para inscribirte.</SheetDescription>
          </SheetHeader>
          {summary ? (
            <div className="flex flex-col gap-4" data-testid="registration-confirmation">
              <p className="flex items-center gap-2 text-lg font-semibold">
                <CheckCircle2 className="size-6 text-primary" aria-hidden />
                {SUCCESS_TITLE}
              </p>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <dt className="text-muted-foreground">Categoría</dt>
                <dd>
                  {TYPE_LABELS[summary.categoryType as RegistrationCategoryType] ?? summary.categoryType} - {summary.category}
                </dd>
                <dt className="text-muted-foreground">Pareja</dt>
                <dd>{summary.partnerName ?? "Sin pareja"}</dd>
                <dt className="text-muted-foreground">Total a pagar</dt>
                <dd className="font-semibold">{formatMXN(summary.quote.finalPrice)}</dd>
              </dl>
              <div className="flex gap-2">
                {summary.payOnline ? (
                  // 'Mis inscripciones' opens the checkout and answers its URL; the browser goes there.
                  <PayForm
                    registrationId={summary.registrationId}
                    action={MY_REGISTRATIONS}
                    className="flex flex-1"
                    buttonClassName="flex-1"
                  />
                ) : (
                  <Button
                    className="flex-1"
                    onClick={() => {
                      toast({
                        type: "info",
                        title: "Redirección a plataforma de pago",
                      });
                      setOpen(false);
                    }}
                  >
                    Ir a pagar
                  </Button>
                )}
                <Button variant="outline" className="flex-1" onClick={() => setOpen(false)}>
                  Cerrar
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-col gap-4">
              <div role="radiogroup" aria-label="Tipo de inscripción" className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
                {(
                  [
                    ["partner", "Con pareja"],
                    ["individual", "Individual"],
                  ] as const
                ).map(([value, label]) => (
                  <button
                    ref={markLive}
                    key={value}
                    type="button"
                    role="radio"
                    aria-checked={mode === value}
                    className="rounded-md px-3 py-2 text-sm font-medium aria-checked:bg-background aria-checked:shadow-sm"
                    onClick={() => {
                      setMode(value);
                      const nextPartner = value === "individual" ? null : partner;
                      setPartner(nextPartner);
                      resetType(value, nextPartner);
                    }}
                  >
                    {label}
                  </button>
                ))}
              </div>
              {mode === "partner" ? (
                <>
                  <PlayerPicker label="Pareja" value={partner} onChange={pickPartner} error={fieldError("partnerId")} />
                  {/* Outside the registration form: the sheet has a form of its own. */}
                  <NewPlayerSheet
                    intent="add-partner"
                    title="Añadir pareja"
                    description="¿Tu pareja aún no está en el sitio? Agrégala para inscribirte con ella."
                    nameMinLength={1}
                    defaultGender="Varonil"
                    onAdded={pickPartner}
                  />
                </>
              ) : null}
              <fetcher.Form method="post" className="flex flex-col gap-4">
                <input type="hidden" name="intent" value="register" />
                <input type="hidden" name="registrationType" value={mode} />
                {mode === "partner" && partner ? <input type="hidden" name="partnerId" value={partner.id} /> : null}
                {profile ? (
                  <div className="rounded-md border border-border p-3 text-sm">
                    <p className="font-medium">Tus datos</p>
                    <p>{profile.name}</p>
                    <p className="text-muted-foreground wrap-anywhere">{profile.email}</p>
                    {profile.category ? <p className="text-muted-foreground">Categoría actual: {profile.category}</p> : null}
                  </div>
                ) : null}
                <div className="flex flex-col gap-1.5">
                  <label htmlFor="categoryType" className="text-sm font-medium">
                    Tipo de categoría
                  </label>
                  <NativeSelect
                    id="categoryType"
                    name="categoryType"
                    value={categoryType}
                    onChange={(e) => {
                      setCategoryType(e.target.value as RegistrationCategoryType | "");
                      setCategory("");
                    }}
                  >
                    <option value="">Selecciona un tipo</option>
                    {offeredTypes.map((type) => (
                      <option key={type} value={type}>
                        {TYPE_LABELS[type]}
                      </option>
                    ))}
                  </NativeSelect>
                  {fieldError("categoryType") ? <p className="text-sm text-destructive">{fieldError("categoryType")}</p> : null}
                </div>
                {categoryType ? (
                  <fieldset className="flex flex-col gap-1.5">
                    <legend className="mb-1.5 text-sm font-medium">Categoría</legend>
                    <div className="flex flex-wrap gap-2">
                      {chips.map((chip) => (
                        <label
                          key={chip}
                          className={cn(
                            "cursor-pointer rounded-full border border-border px-3 py-1 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                            category === chip && "border-primary bg-primary text-primary-foreground",
                          )}
                        >
                          <input
                            type="radio"
                            name="category"
                            value={chip}
                            checked={category === chip}
                            onChange={() => setCategory(chip)}
                            className="sr-only"
                          />
                          {chip}
                        </label>
                      ))}
                    </div>
                    {fieldError("category") ? <p className="text-sm text-destructive">{fieldError("category")}</p> : null}
                  </fieldset>
                ) : null}
                {[
                  ["lower-category-warning", warning],
                  ["level-category-warning", levelWarning && `${levelWarning}. Puedes inscribirte de todos modos.`],
                ].map(([testId, text]) =>
                  text ? (
                    <Alert key={testId} data-testid={testId}>
                      <TriangleAlert className="mr-1 inline size-4" aria-hidden />
                      {text}
                    </Alert>
                  ) : null,
                )}
                <div className="flex flex-col gap-1.5">
                  <label htmlFor="comments" className="text-sm font-medium">
                    Comentarios (opcional)
                  </label>
                  <textarea
                    ref={keepTyped}
                    id="comments"
                    name="comments"
                    rows={3}
                    onInput={onCommentsInput}
                    aria-invalid={fieldError("comments") ? true : undefined}
                    aria-describedby={fieldError("comments") ? "comments-count comments-error" : "comments-count"}
                    className="rounded-md border border-input bg-background px-3 py-2 text-base aria-[invalid=true]:border-destructive md:text-sm"
                  />
                  <CharacterCount id="comments-count" length={commentsLength} max={REGISTRATION_COMMENTS_MAX} />
                  <ErrorText id="comments-error" errors={fieldError("comments")} />
                </div>
                <div className="rounded-md bg-muted p-3 text-sm" data-testid="price-summary">
                  <p className="flex justify-between">
                    <span>Precio de inscripción</span>
                    <span>{formatMXN(quote.price)}</span>
                  </p>
                  {quote.discount > 0 ? (
                    <p className="flex justify-between text-primary">
                      <span>Descuento por inscripción anticipada</span>
                      <span>-{formatMXN(quote.discount)}</span>
                    </p>
                  ) : null}
                  <p className="mt-1 flex justify-between font-semibold">
                    <span>Total</span>
                    <span>{formatMXN(quote.finalPrice)}</span>
                  </p>
                </div>
                <LegalNotice action="Al inscribirte" />
                <div className="flex gap-2">
                  <Button type="button" variant="outline" className="flex-1" onClick={() => setOpen(false)}>
                    Cancelar
                  </Button>
                  <Button type="submit" className="flex-1" disabled={!category || !categoryType || busy}>
                    {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
                    {busy ? "Procesando..." : "Continuar"}
                  </Button>
                </div>
              </fetcher.Form>
            </div>
          )}
        </SheetContent>
      </Sheet>
    </>
  );
}
