import { useNavigate } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { canReview, type ReviewStatus } from "~/domain/requests";
import { formatDateTimeLong } from "~/lib/format";
import type { RequestRow } from "~/server/admin";
import { useDetailHref } from "./request-card";
import { RequestBadges } from "./request-badges";
import { ReviewButtons } from "./review-buttons";

/** The solicitud named by ?detalle= in the address: personal and technical info, message, metadatos. */
export function RequestDetailDialog({ request }: { request: RequestRow | null }) {
  const navigate = useNavigate();
  const closeHref = useDetailHref(null);
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && navigate(closeHref, { preventScrollReset: true, replace: true })}>
      {request && (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Solicitud de {request.name}</DialogTitle>
            <DialogDescription asChild>
              <div>
                <RequestBadges type={request.type} status={request.status} />
              </div>
            </DialogDescription>
          </DialogHeader>
          <Section title="Información personal">
            <Field label="Nombre" value={request.name} />
            <Field label="Teléfono" value={request.phone} />
            <Field label="Correo" value={request.email} />
            <Field label="Instagram" value={request.instagram} />
            <Field label="Categoría" value={request.category} />
          </Section>
          <Section title="Información técnica">
            <Field label="ID" value={String(request.id)} />
            <Field label="entidad_id" value={request.entityId?.toString()} />
            <Field label="club_id" value={request.clubId?.toString()} />
            <Field label="Creada" value={formatDateTimeLong(request.createdAt)} />
            <Field label="Actualizada" value={formatDateTimeLong(request.updatedAt)} />
          </Section>
          <section className="grid gap-2">
            <h3 className="font-semibold">Mensaje</h3>
            <p className="whitespace-pre-wrap text-sm">{request.message || "Sin mensaje"}</p>
          </section>
          <section className="grid gap-2">
            <h3 className="font-semibold">Metadatos</h3>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable block must be reachable by keyboard (axe: scrollable-region-focusable) */}
            <pre className="max-h-60 overflow-auto rounded-md bg-muted p-3 text-xs" tabIndex={0} aria-label="Metadatos en JSON">
              {JSON.stringify(request.metadata, null, 2)}
            </pre>
          </section>
          {canReview(request.status as ReviewStatus) && (
            <DialogFooter>
              <ReviewButtons id={request.id} name={request.name} />
            </DialogFooter>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold">{title}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">{children}</dl>
    </section>
  );
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{value || "—"}</dd>
    </>
  );
}
