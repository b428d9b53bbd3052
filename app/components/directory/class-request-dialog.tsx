import { ErrorText } from "~/components/ui/error-text";
import { CheckCircle2, GraduationCap, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { TextAreaField, TextField } from "~/components/ui/form-field";
import { useIntentFetcher } from "~/components/ui/intent-form";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { getFormProps, getSelectProps, useForm } from "~/lib/form";
import { CLASS_LEVELS, CLASS_REQUEST_MESSAGE_MAX } from "~/lib/schemas/form-options";
import { type FormReply, formError } from "~/lib/form-reply";

/** docs/product.md §7.5: the success screen closes itself after 2 s. */
export const CLASS_REQUEST_SUCCESS_MS = 2000;
const SEND_ERROR = "Hubo un error al enviar tu solicitud. Por favor inténtalo más tarde.";

type ClassRequestValues = { name: string; phone: string; email: string; instagram: string; level: string; clubId: string; message: string };

type Defaults = { name: string; phone: string; email: string };
type Props = { coachName: string; clubs: { id: number; name: string }[]; defaults: Defaults };

function useClassRequestForm(id: string, lastResult: FormReply["result"], defaults: Defaults) {
  return useForm<ClassRequestValues>({
    id,
    lastResult,
    defaultValue: defaults,
    schema: () => import("~/lib/schemas/directory").then((m) => m.ClassRequestSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}

/** A refusal that is not about one field (the rate limit). */
function refused(answer: FormReply | undefined): boolean {
  return answer?.intent === "class-request" && !answer.ok && formError(answer) !== undefined;
}

function Success() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
      <CheckCircle2 className="size-12 text-green-600" aria-hidden />
      <p className="text-lg font-semibold">¡Solicitud enviada!</p>
      <p className="text-sm text-muted-foreground">Tu solicitud de clase se envió correctamente.</p>
    </div>
  );
}

/** The fields and submit button of the class request, inside the caller's form element. */
function ClassRequestFields({
  fields,
  clubs,
  failed,
  submitting,
}: {
  fields: ReturnType<typeof useClassRequestForm>[1];
  clubs: Props["clubs"];
  failed: boolean;
  submitting: boolean;
}) {
  const level = getSelectProps(fields.level);
  const club = getSelectProps(fields.clubId);
  return (
    <>
      {failed ? <Alert variant="destructive">{SEND_ERROR}</Alert> : null}
      <TextField field={fields.name} label="Nombre *" autoComplete="name" />
      <TextField field={fields.phone} label="Teléfono *" type="tel" inputMode="tel" autoComplete="tel-national" />
      <TextField field={fields.email} label="Correo electrónico (opcional)" type="email" autoComplete="email" />
      <TextField field={fields.instagram} label="Instagram (opcional)" autoCapitalize="none" />
      <div className="flex flex-col gap-2">
        <Label htmlFor={fields.level.id}>Nivel</Label>
        <NativeSelect {...level} key={fields.level.key}>
          <option value="">Selecciona tu nivel</option>
          {CLASS_LEVELS.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </NativeSelect>
        <ErrorText id={fields.level.errorId} errors={fields.level.errors} />
      </div>
      {clubs.length ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={fields.clubId.id}>Club</Label>
          <NativeSelect {...club} key={fields.clubId.key}>
            <option value="">Cualquier club</option>
            {clubs.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
          <ErrorText id={fields.clubId.errorId} errors={fields.clubId.errors} />
        </div>
      ) : null}
      <TextAreaField field={fields.message} label="Mensaje (opcional)" rows={3} maxChars={CLASS_REQUEST_MESSAGE_MAX} />
      <Button type="submit" name="intent" value="class-request" disabled={submitting}>
        {submitting ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {submitting ? "Enviando..." : "Enviar solicitud"}
      </Button>
    </>
  );
}

/**
 * 'Solicitar clase': a dialog with the form, submitting, a success screen (closes after 2 s and
 * resets the form) or an error alert. Before JavaScript loads, the button opens ?solicitar=1, where
 * the page shows the same form inline (ClassRequestInline).
 */
export function ClassRequestDialog({ coachName, clubs, defaults, defaultOpen = false }: Props & { defaultOpen?: boolean }) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(defaultOpen);
  const [attempt, setAttempt] = useState(0);
  const fetcher = useIntentFetcher();
  const answer = fetcher.data;
  const idle = fetcher.state === "idle";
  const succeeded = idle && answer?.intent === "class-request" && answer.ok;
  const [form, fields] = useClassRequestForm(
    `class-request-${attempt}`,
    idle && answer?.intent === "class-request" ? answer.result : undefined,
    defaults,
  );
  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => {
      setOpen(false);
      setAttempt((n) => n + 1);
    }, CLASS_REQUEST_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const trigger = (
    <>
      <GraduationCap aria-hidden />
      Solicitar clase
    </>
  );
  if (!hydrated) {
    return (
      <Button asChild size="lg" className="w-full">
        <Link to="?solicitar=1">{trigger}</Link>
      </Button>
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o && succeeded) setAttempt((n) => n + 1);
      }}
    >
      <DialogTrigger asChild>
        <Button size="lg" className="w-full">
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Solicitar clase con {coachName}</DialogTitle>
          <DialogDescription>Déjanos tus datos y el entrenador se pondrá en contacto contigo.</DialogDescription>
        </DialogHeader>
        {succeeded ? (
          <Success />
        ) : (
          <fetcher.Form method="post" className="flex flex-col gap-4" {...getFormProps(form)} key={attempt}>
            <ClassRequestFields fields={fields} clubs={clubs} failed={idle && refused(answer)} submitting={!idle} />
          </fetcher.Form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The class request as a page section (?solicitar=1), for browsers without JavaScript. */
export function ClassRequestInline({ coachName, clubs, defaults }: Props) {
  const actionData = useActionData() as FormReply | undefined;
  const navigation = useNavigation();
  const [form, fields] = useClassRequestForm(
    "class-request-inline",
    actionData?.intent === "class-request" ? actionData.result : undefined,
    defaults,
  );
  return (
    <section aria-labelledby="class-request-title" className="rounded-xl border border-border p-5">
      <h2 id="class-request-title" className="mb-4 text-xl font-semibold">
        Solicitar clase con {coachName}
      </h2>
      {actionData?.intent === "class-request" && actionData.ok ? (
        <Success />
      ) : (
        <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <ClassRequestFields fields={fields} clubs={clubs} failed={refused(actionData)} submitting={navigation.state === "submitting"} />
        </Form>
      )}
    </section>
  );
}
