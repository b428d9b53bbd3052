import { loadWithForm, RegistrationPage } from "~/components/directory/sign-in-required";
import { lazyComponent } from "~/lib/page-weight/lazy-component";
import { pageMeta } from "~/lib/seo";
import { currentUser } from "~/server/accounts";
import { listClubOptions } from "~/server/directory";
import { getConfig } from "~/server/infra/config.server";
import { REGISTER_COACH_INTENT, REGISTER_COACH } from "~/server/directory";
import { refuseForm, runIntent } from "~/server/infra/form-intents.server";
import type { FormReply } from "~/lib/form-reply";
import { requireUser, signInPath } from "~/server/accounts";
import { MAX_UPLOAD_REQUEST_BYTES, readLimitedFormData } from "~/server/infra/uploads.server";
import type { Route } from "./+types/coach-register";
import { LegalNotice } from "~/components/legal/legal-notice";

// Only signed-in visitors get the form: anonymous ones load none of its code.
const RegisterCoachForm = lazyComponent(() =>
  import("~/components/directory/coach-form").then(({ CoachForm, EMPTY_COACH }) => (props: { clubs: { id: number; name: string }[] }) => (
    <CoachForm mode="register" intent="register-coach" defaults={EMPTY_COACH} submitLabel="Registrar perfil" {...props} />
  )),
);

/** Anyone sees the page; only signed-in users get the form (the action checks it again). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser({ context });
  return {
    signedIn: user !== null,
    signInTo: signInPath(request),
    clubs: user ? await listClubOptions() : [],
    siteUrl: getConfig().SITE_URL,
  };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => loadWithForm(serverLoader, RegisterCoachForm);

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser({ request, context });
  const formData = await readLimitedFormData(request, MAX_UPLOAD_REQUEST_BYTES);
  if (!formData)
    return refuseForm(REGISTER_COACH_INTENT, 413, {
      type: "error",
      title: "Error al registrar",
      description: "La imagen es demasiado grande. El tamaño máximo permitido es 5MB.",
    });
  return runIntent(REGISTER_COACH_INTENT, REGISTER_COACH, formData, { user });
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Registrar Entrenador | Pádel Puebla",
    description: "Crea tu perfil de entrenador de pádel y recibe solicitudes de clase de la comunidad.",
    siteUrl: data?.siteUrl ?? "",
    path: "/entrenadores/registrar",
  });

export default function CoachRegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RegistrationPage
      title="Registrar Entrenador"
      lead="Crea tu perfil de entrenador y recibe solicitudes de clase."
      signedIn={loaderData.signedIn}
      signInTo={loaderData.signInTo}
      toast={(actionData as FormReply | undefined)?.toast}
    >
      <RegisterCoachForm clubs={loaderData.clubs} />
      <LegalNotice />
    </RegistrationPage>
  );
}
