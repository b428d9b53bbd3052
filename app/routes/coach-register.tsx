import { Card, CardContent } from "~/components/ui/card";
import { CoachForm, EMPTY_COACH } from "~/components/directory/coach-form";
import { SignInRequired } from "~/components/directory/sign-in-required";
import { useServerToast } from "~/components/ui/toaster";
import { pageMeta } from "~/lib/seo";
import { getSessionUser } from "~/server/auth.server";
import { listClubOptions } from "~/server/clubs.server";
import { getConfig } from "~/server/config.server";
import { answer, registerCoachAction, type DirectoryAnswer } from "~/server/directory-forms.server";
import { requireUser, signInPath } from "~/server/permissions.server";
import { MAX_UPLOAD_REQUEST_BYTES, readLimitedFormData } from "~/server/uploads.server";
import type { Route } from "./+types/coach-register";

/** Anyone sees the page; only signed-in users get the form (the action checks it again). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  return {
    signedIn: user !== null,
    signInTo: signInPath(request),
    clubs: user ? await listClubOptions() : [],
    siteUrl: getConfig().SITE_URL,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const formData = await readLimitedFormData(request, MAX_UPLOAD_REQUEST_BYTES);
  if (!formData) return answer("register-coach", undefined, { type: "error", title: "Error al registrar", description: "La imagen es demasiado grande. El tamaño máximo permitido es 5MB." }, 413);
  return registerCoachAction(user, formData);
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Registrar Entrenador | Pádel Puebla",
    description: "Crea tu perfil de entrenador de pádel y recibe solicitudes de clase de la comunidad.",
    siteUrl: data?.siteUrl ?? "",
    path: "/entrenadores/registrar",
  });

export default function CoachRegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  useServerToast((actionData as DirectoryAnswer | undefined)?.toast ?? null);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Registrar Entrenador</h1>
      <p className="mt-1 text-muted-foreground">Crea tu perfil de entrenador y recibe solicitudes de clase.</p>
      <div className="mt-6">
        {loaderData.signedIn ? (
          <Card>
            <CardContent className="p-6">
              <CoachForm mode="register" intent="register-coach" clubs={loaderData.clubs} defaults={EMPTY_COACH} submitLabel="Registrar perfil" />
            </CardContent>
          </Card>
        ) : (
          <SignInRequired signInTo={loaderData.signInTo} />
        )}
      </div>
    </div>
  );
}
