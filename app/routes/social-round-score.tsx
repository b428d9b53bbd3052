import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Rounds } from "~/components/social/social-play";
import { SocialScoreForm } from "~/components/social/social-score-form";
import { useSocialLive } from "~/components/social/use-social-live";
import { useServerToast } from "~/components/ui/toaster";
import { SOCIAL_EVENTS_PATH } from "~/domain/social-event";
import type { FormReply } from "~/lib/form-reply";
import { loadRoundScorePage, roundScoreAction } from "~/server/social";
import type { Route } from "./+types/social-round-score";

// No sign-in: the secret in the address is the permission (a round's score link, shown as a QR code at the club).
export async function loader(args: Route.LoaderArgs) {
  return loadRoundScorePage(args, args.params);
}

export async function action(args: Route.ActionArgs) {
  return roundScoreAction(args, args.params);
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Anotar la ronda ${data.round.number} · ${data.event.title} | Pádel Puebla` : "Anotar marcadores | Pádel Puebla" },
  { name: "robots", content: "noindex" },
];

export default function SocialRoundScorePage({ loaderData, actionData }: Route.ComponentProps) {
  useServerToast((actionData as FormReply | undefined)?.toast ?? null);
  const { event, round } = loaderData;
  useSocialLive(loaderData.live);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8 md:py-12">
      <Link to={loaderData.eventPath} className="text-sm text-muted-foreground hover:underline">
        ← {event.title}
      </Link>
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Anotar la ronda {round.number}</h1>
      <p className="text-muted-foreground">
        {event.clubName}. Escribe los puntos de tu partido y toca Guardar
        {event.pointsPerMatch === null ? "" : ` (suman ${event.pointsPerMatch})`}. Este enlace sirve hasta que cierre la ronda.
      </p>
      <Rounds
        rounds={[round]}
        scoreForm={(match) => <SocialScoreForm key={`${match.id}-${match.version}`} match={match} pointsPerMatch={event.pointsPerMatch} />}
      />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : "No se pudo abrir el enlace para anotar.";
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-start gap-4 px-4 py-16">
      <title>Anotar marcadores | Pádel Puebla</title>
      <h1 className="text-2xl font-bold">Enlace para anotar</h1>
      <p role="alert">{message}</p>
      <Link to={SOCIAL_EVENTS_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
        Ver los eventos
      </Link>
    </div>
  );
}
