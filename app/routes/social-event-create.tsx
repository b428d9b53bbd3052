import { loadWithForm, RegistrationPage } from "~/components/directory/sign-in-required";
import { SOCIAL_EVENTS_PATH } from "~/domain/social-event";
import type { FormReply } from "~/lib/form-reply";
import { lazyComponent } from "~/lib/page-weight/lazy-component";
import { pageMeta } from "~/lib/seo";
import { CREATE_SOCIAL_EVENT_INTENT } from "~/lib/schemas/form-options";
import { loadSocialCreatePage, socialCreateAction } from "~/server/social";
import type { Route } from "./+types/social-event-create";

// Only signed-in visitors get the form: anonymous ones load none of its code.
const SocialEventForm = lazyComponent(() => import("~/components/social/social-event-form").then((m) => m.SocialEventForm));

/** /eventos-padel-puebla/crear: anyone sees the page; only signed-in users get the form and may post it. */
export async function loader(args: Route.LoaderArgs) {
  return loadSocialCreatePage(args);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => loadWithForm(serverLoader, SocialEventForm);

export async function action(args: Route.ActionArgs) {
  return socialCreateAction(args);
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Crear evento | Pádel Puebla",
    description: "Organiza un americano o mexicano de pádel en tu club: canchas, cupo, puntos y lista de espera.",
    siteUrl: data?.siteUrl ?? "",
    path: `${SOCIAL_EVENTS_PATH}/crear`,
  });

export default function SocialEventCreatePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RegistrationPage
      title="Crear evento"
      lead="Organiza un americano o mexicano en tu club: los jugadores se anotan desde su teléfono."
      signedIn={loaderData.signedIn}
      signInTo={loaderData.signInTo}
      toast={(actionData as FormReply | undefined)?.toast}
    >
      <SocialEventForm
        intent={CREATE_SOCIAL_EVENT_INTENT}
        submitLabel="Crear evento"
        clubs={loaderData.clubOptions}
        today={loaderData.today}
      />
    </RegistrationPage>
  );
}
