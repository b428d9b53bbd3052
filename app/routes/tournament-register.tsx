import { loadWithForm, RegistrationPage } from "~/components/directory/sign-in-required";
import { lazyComponent } from "~/lib/page-weight/lazy-component";
import { pageMeta } from "~/lib/seo";
import { currentUser } from "~/server/accounts";
import { listClubOptions } from "~/server/directory";
import { getConfig } from "~/server/infra/config.server";
import { refuseForm, runIntent } from "~/server/infra/form-intents.server";
import type { FormReply } from "~/lib/form-reply";
import { requireUser, signInPath } from "~/server/accounts";
import { REGISTER_TOURNAMENT, REGISTER_TOURNAMENT_ERROR } from "~/server/tournaments";
import { readLimitedFormData } from "~/server/infra/uploads.server";
import { MAX_MULTI_IMAGE_REQUEST_BYTES } from "~/lib/request-limits";
import { REGISTER_TOURNAMENT_INTENT } from "~/lib/schemas/form-options";
import type { Route } from "./+types/tournament-register";

// Only signed-in visitors get the form: anonymous ones load none of its code.
const TournamentRegisterForm = lazyComponent(() =>
  import("~/components/tournaments/tournament-register-form").then((m) => m.TournamentRegisterForm),
);
// The date fields' calendar loads when first opened.
const Calendar = lazyComponent(() => import("~/components/ui/calendar").then((m) => m.Calendar));

/**
 * /torneos-padel-puebla/registrar (docs/product.md §4.7). Anyone sees the page; only signed-in users get the form
 * and may post it, because it publishes at once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser({ context });
  return {
    signedIn: user !== null,
    signInTo: signInPath(request),
    clubNames: user ? (await listClubOptions()).map((c) => c.name) : [],
    siteUrl: getConfig().SITE_URL,
  };
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => loadWithForm(serverLoader, TournamentRegisterForm);

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser({ request, context });
  const formData = await readLimitedFormData(request, MAX_MULTI_IMAGE_REQUEST_BYTES);
  if (!formData) {
    return refuseForm(REGISTER_TOURNAMENT_INTENT, 413, {
      ...REGISTER_TOURNAMENT_ERROR,
      description: "La imagen es demasiado grande. El tamaño máximo permitido es 5MB.",
    });
  }
  return runIntent(REGISTER_TOURNAMENT_INTENT, REGISTER_TOURNAMENT, formData, { user });
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Registrar Torneo | Pádel Puebla",
    description: "Publica tu torneo de pádel en la comunidad de Puebla: fechas, sede, categorías e imágenes.",
    siteUrl: data?.siteUrl ?? "",
    path: "/torneos-padel-puebla/registrar",
  });

export default function TournamentRegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RegistrationPage
      title="Registrar Torneo"
      lead="Publica tu torneo en la comunidad de pádel."
      signedIn={loaderData.signedIn}
      signInTo={loaderData.signInTo}
      toast={(actionData as FormReply | undefined)?.toast}
    >
      <TournamentRegisterForm clubNames={loaderData.clubNames} Calendar={Calendar} />
    </RegistrationPage>
  );
}
