import { SponsorAdminCard } from "~/components/admin/patrocinadores/sponsor-admin-card";
import { useServerToast } from "~/components/ui/toaster";
import { guardedAdmin } from "~/server/accounts";
import { SPONSOR_INTENTS } from "~/server/admin";
import { dispatchIntent, refuseForm } from "~/server/infra/form-intents.server";
import { listSponsorsForAdmin } from "~/server/admin";
import { MAX_UPLOAD_REQUEST_BYTES, readLimitedFormData } from "~/server/infra/uploads.server";
import type { Route } from "./+types/admin.patrocinadores";

export async function loader() {
  return { sponsors: await listSponsorsForAdmin() };
}

export const meta: Route.MetaFunction = () => [{ title: "Patrocinadores | Panel de Administración" }];

/** Activate, deactivate, edit or remove a sponsor: administrators only, each change audited. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = guardedAdmin({ context });
  const formData = await readLimitedFormData(request, MAX_UPLOAD_REQUEST_BYTES);
  if (!formData)
    return refuseForm("", 413, {
      type: "error",
      title: "Error",
      description: "La imagen es demasiado grande. El tamaño máximo permitido es 5MB.",
    });
  return dispatchIntent(formData, SPONSOR_INTENTS, { admin, request });
}

export default function AdminSponsors({ loaderData, actionData }: Route.ComponentProps) {
  useServerToast(actionData?.toast ?? null);
  const pending = loaderData.sponsors.filter((s) => !s.active);
  const active = loaderData.sponsors.filter((s) => s.active);
  return (
    <div className="mt-6 flex flex-col gap-8">
      <section aria-labelledby="pendientes-titulo" className="flex flex-col gap-3">
        <h2 id="pendientes-titulo" className="text-xl font-semibold">
          Solicitudes pendientes e inactivos ({pending.length})
        </h2>
        {pending.length === 0 ? <p className="text-muted-foreground">No hay solicitudes de patrocinio pendientes.</p> : null}
        {pending.map((s) => (
          <SponsorAdminCard key={s.id} sponsor={s} />
        ))}
      </section>
      <section aria-labelledby="activos-titulo" className="flex flex-col gap-3">
        <h2 id="activos-titulo" className="text-xl font-semibold">
          Patrocinadores activos ({active.length})
        </h2>
        {active.length === 0 ? <p className="text-muted-foreground">No hay patrocinadores activos.</p> : null}
        {active.map((s) => (
          <SponsorAdminCard key={s.id} sponsor={s} />
        ))}
      </section>
    </div>
  );
}
