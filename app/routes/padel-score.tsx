import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { Loading } from "~/components/ui/spinner";
import { SetupForm } from "~/components/score/setup-form";
import { loadMatchSetup, useStoredMatch } from "~/components/score/use-stored-match";
import { lazyComponent } from "~/lib/page-weight/lazy-component";
import { currentUser } from "~/server/accounts";
import { listOwnerMatches, listScoreClubs, myScoreMatches } from "~/server/score";
import { ownSocialEvents } from "~/server/social";
import type { Route } from "./+types/padel-score";

// The first screen is the setup form; the scorer loads once the visitor starts filling it in (or finds
// a match in progress on the phone), and a signed-in scorer's list after the page shows.
const loading = <Loading text="Cargando marcador..." />;
const Scorer = lazyComponent(() => import("~/components/score/scorer").then((m) => m.Scorer), loading);
// Linking the players' profiles in the setup form (issue 35): the player search, for signed-in scorers only.
const LinkPlayers = lazyComponent(() => import("~/components/score/link-players").then((m) => m.LinkPlayers));
const PastMatches = lazyComponent(() => import("~/components/score/past-matches").then((m) => m.PastMatches));
// 'Mis partidos' (issue 35): a signed-in player's, after the page shows, like the scorer's list.
const MyScoreMatches = lazyComponent(() => import("~/components/score/result-prompt").then((m) => m.MyScoreMatches));
// And their social events (issue 32): ahead, and played with their place and points.
const MySocialEvents = lazyComponent(() => import("~/components/social/player-social-events").then((m) => m.PlayerSocialEventsCard));
const scoreDialogs = () => import("~/components/score/score-dialogs");
const dialogs = {
  FirstServeDialog: lazyComponent(() => scoreDialogs().then((m) => m.FirstServeDialog)),
  RulesDialog: lazyComponent(() => scoreDialogs().then((m) => m.RulesDialog)),
  ConfirmDialog: lazyComponent(() => scoreDialogs().then((m) => m.ConfirmDialog)),
};

const preloadNextStep = () => {
  Scorer.preload().catch(() => {});
  loadMatchSetup().catch(() => {});
};

export const meta: Route.MetaFunction = () => [
  { title: "Padel Score | Marcador de pádel en vivo" },
  {
    name: "description",
    content: "Lleva el marcador de tu partido de pádel desde el celular: punto de oro, tie-break, sets y marcador en vivo para compartir.",
  },
];

/**
 * Public (docs/product.md §9.1: anyone uses Padel Score); a signed-in scorer also gets their past matches,
 * and a player 'Mis partidos': the ended matches they were linked to, to confirm (issue 35).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await currentUser({ context });
  const [clubs, matches, played, social] = await Promise.all([
    listScoreClubs().catch(() => null),
    user ? listOwnerMatches(user.id) : Promise.resolve([]),
    user ? myScoreMatches(user.id) : Promise.resolve([]),
    user ? ownSocialEvents(user.id) : Promise.resolve(null),
  ]);
  return { clubs: clubs ?? [], clubsError: clubs === null, signedIn: user !== null, matches, played, social };
}

export default function PadelScore({ loaderData }: Route.ComponentProps) {
  const { clubs, clubsError, signedIn, matches, played, social } = loaderData;
  const { match, lastSettings, loaded, start, dispatch, markSynced, clear } = useStoredMatch();
  const revalidator = useRevalidator();
  const step = match ? match.id : "setup";
  // Each step starts at the top (the setup form is long on a phone).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step]);
  const newMatch = () => {
    clear();
    // A signed-in scorer's list gains the match just left.
    if (signedIn) void revalidator.revalidate();
  };
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-4 px-3 py-6 sm:px-4 md:py-10">
      <header className={match ? "sr-only" : undefined}>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Padel Score</h1>
        <p className="mt-2 text-muted-foreground">Configura el partido y lleva el marcador punto por punto desde la cancha.</p>
      </header>
      {!loaded ? (
        loading
      ) : match ? (
        <Scorer match={match} signedIn={signedIn} dispatch={dispatch} markSynced={markSynced} onNewMatch={newMatch} dialogs={dialogs} />
      ) : (
        <>
          {played.length > 0 && <MyScoreMatches matches={played} />}
          {social && (social.upcoming.length > 0 || social.played.length > 0) ? (
            <MySocialEvents title="Mis eventos sociales" events={social} />
          ) : null}
          <SetupForm
            clubs={clubs}
            clubsError={clubsError}
            lastSettings={lastSettings}
            linkPlayers={signedIn ? LinkPlayers : undefined}
            onContinue={start}
            onBegin={preloadNextStep}
          />
          {signedIn && <PastMatches matches={matches} />}
        </>
      )}
    </div>
  );
}
