import { ScreenError } from "~/components/play/screen-error";
import { SocialScreen } from "~/components/social/social-screen";
import { useSocialLive } from "~/components/social/use-social-live";
import { SOCIAL_EVENTS_PATH } from "~/domain/social-event";
import { type CacheHandle, SHARED_WITH_MEMBERS } from "~/lib/cache-params";
import { loadSocialScreen } from "~/server/social";
import type { Route } from "./+types/social-event-screen";

/** Nothing of the visitor on it: members share it (ADR 0036). */
export const handle: CacheHandle = SHARED_WITH_MEMBERS;

export async function loader(args: Route.LoaderArgs) {
  return loadSocialScreen(args, args.params);
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Pantalla del club: ${data.event.title}` : "Pantalla del club" },
  { name: "robots", content: "noindex" },
];

export default function SocialEventScreenPage({ loaderData }: Route.ComponentProps) {
  const { event } = loaderData;
  useSocialLive(loaderData.live);
  return (
    <>
      {/* Without JavaScript the page reloads itself; with it, the event stream keeps it current. */}
      <noscript>
        <meta httpEquiv="refresh" content={String(loaderData.refreshSeconds)} />
      </noscript>
      <SocialScreen
        title={event.title}
        subtitle={`${event.clubName} · ${event.when}`}
        finished={event.status === "terminado"}
        standings={loaderData.standings}
        round={loaderData.round}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <ScreenError missing="Este evento no existe." back={{ to: SOCIAL_EVENTS_PATH, label: "Ver todos los eventos" }} />;
}
