import { loadWithForm, RegistrationPage } from "~/components/directory/sign-in-required";
import { lazyComponent } from "~/lib/page-weight/lazy-component";
import { pageMeta } from "~/lib/seo";
import { currentUser } from "~/server/accounts";
import { listAmenities } from "~/server/directory";
import { getConfig } from "~/server/infra/config.server";
import { REGISTER_CLUB_INTENT, REGISTER_CLUB } from "~/server/directory";
import { refuseForm, runIntent } from "~/server/infra/form-intents.server";
import type { FormReply } from "~/lib/form-reply";
import { requireUser, signInPath } from "~/server/accounts";
import { MAX_UPLOAD_REQUEST_BYTES, readLimitedFormData } from "~/server/infra/uploads.server";
import type { Route } from "./+types/club-register";
import { LegalNotice } from "~/components/legal/legal-notice";

// Only signed-in visitors get the form: anonymous ones load none of its code.
const RegisterClubForm = lazyComponent(() =>
  import("~/components/directory/club-form").then(({ ClubForm, EMPTY_CLUB }) => (props: { amenities: { id: number; name: string }[] }) => (
    <ClubForm mode="register" intent="register-club" defaults={EMPTY_CLUB} submitLabel="Registrar club" {...props} />
  )),
);

/** /clubes/registrar and /clubs/registrar. Anyone sees the page; only signed-in users get the form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser({ context });
  return {
    signedIn: user !== null,
    signInTo: signInPath(request),
    amenities: user ? await listAmenities() : [],
    siteUrl: getConfig().SITE_URL,
  };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => loadWithForm(serverLoader, RegisterClubForm);

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser({ request, context });
  const formData = await readLimitedFormData(request, MAX_UPLOAD_REQUEST_BYTES);
  if (!formData)
    return refuseForm(REGISTER_CLUB_INTENT, 413, {
      type: "error",
      title: "Error al registrar",
      description: "La imagen es demasiado grande. El tamaño máximo permitido es 5MB.",
    });
  return runIntent(REGISTER_CLUB_INTENT, REGISTER_CLUB, formData, { user });
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Registrar Club | Pádel Puebla",
    description: "Agrega tu club de pádel al directorio de la comunidad de Puebla.",
    siteUrl: data?.siteUrl ?? "",
    path: "/clubes/registrar",
  });

export default function ClubRegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RegistrationPage
      title="Registrar Club"
      lead="Agrega tu club a la comunidad de pádel."
      signedIn={loaderData.signedIn}
      signInTo={loaderData.signInTo}
      toast={(actionData as FormReply | undefined)?.toast}
    >
      <RegisterClubForm amenities={loaderData.amenities} />
      <LegalNotice />
    </RegistrationPage>
  );
}
