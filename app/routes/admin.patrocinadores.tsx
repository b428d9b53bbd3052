import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { SponsorAdminCard } from "~/components/admin/patrocinadores/sponsor-admin-card";
import { useServerToast } from "~/components/ui/toaster";
import { MAX_DB_ID } from "~/domain/slugs";
import { SponsorEditSchema } from "~/lib/schemas/sponsor";
import { guardedAdmin } from "~/server/permissions.server";
import { deleteSponsor, listSponsorsForAdmin, setSponsorActive, updateSponsor } from "~/server/sponsors.server";
import { redirectWithToast } from "~/server/toast.server";
import { imageFromForm, MAX_UPLOAD_REQUEST_BYTES, readLimitedFormData } from "~/server/uploads.server";
import type { Route } from "./+types/admin.patrocinadores";

export async function loader({ request }: Route.LoaderArgs) {
  return { sponsors: await listSponsorsForAdmin() };
}

export const meta: Route.MetaFunction = () => [{ title: "Patrocinadores | Panel de Administración" }];

const PATH = "/admin/patrocinadores";

// Refusals answer in place (4xx, nothing changed) with a toast the page shows.
function refuse(intent: string, status: number, description: string) {
  return data({ intent, result: undefined, toast: { type: "error" as const, title: "Error", description } }, { status });
}
const notFound = (intent: string) => refuse(intent, 404, "El patrocinador ya no existe.");

/** Activate, deactivate, edit or remove a sponsor: administrators only, each change audited. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = guardedAdmin({ context });
  const formData = await readLimitedFormData(request, MAX_UPLOAD_REQUEST_BYTES);
  if (!formData) return refuse("", 413, "La imagen es demasiado grande. El tamaño máximo permitido es 5MB.");
  const intent = String(formData.get("intent") ?? "");
  const id = Number(formData.get("id"));
  if (intent.startsWith("update:")) {
    const submission = parseWithZod(formData, { schema: SponsorEditSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const image = await imageFromForm(formData, "imageFile", submission.value.image ?? undefined, "sponsors");
    if ("error" in image) return data({ intent, result: submission.reply({ fieldErrors: { image: [image.error] } }) }, { status: 400 });
    if (!(await updateSponsor({ ...submission.value, image: image.image ?? null }, admin.id))) return notFound(intent);
    return redirectWithToast(PATH, { type: "success", title: "Patrocinador actualizado", description: `${submission.value.title} se guardó correctamente.` });
  }
  if (!Number.isInteger(id) || id <= 0 || id > MAX_DB_ID) return refuse(intent, 400, "Patrocinador no válido.");
  if (intent === "activate" || intent === "deactivate") {
    const active = intent === "activate";
    if (!(await setSponsorActive(id, active, admin.id))) return notFound(intent);
    return redirectWithToast(PATH, {
      type: "success",
      title: active ? "Patrocinador activado" : "Patrocinador desactivado",
      description: active ? "Ya aparece en la franja de patrocinadores." : "Ya no aparece en la franja de patrocinadores.",
    });
  }
  if (intent === "delete") {
    if (!(await deleteSponsor(id, admin.id))) return notFound(intent);
    return redirectWithToast(PATH, { type: "success", title: "Patrocinador eliminado", description: "El patrocinador se eliminó." });
  }
  return refuse(intent, 400, "Acción no válida.");
}

export default function AdminSponsors({ loaderData, actionData }: Route.ComponentProps) {
  useServerToast(actionData && "toast" in actionData ? actionData.toast : null);
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
