import { useEffect, useState } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ScorerLinkCard, TakeOverCard, TournamentMatchHeader } from "~/components/score/tournament-match";
import { useStoredMatch } from "~/components/score/use-stored-match";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Loading } from "~/components/ui/spinner";
import { lazyComponent } from "~/lib/page-weight/lazy-component";
import { loadMatchScoringPage, matchScoringAction } from "~/server/play";
import type { Route } from "./+types/padel-score.partido.$id";

const loading = <Loading text="Cargando marcador..." />;
// The scorer (the engine, the scoreboard, its dialogs) loads when this phone takes the match, not with the page.
const Scorer = lazyComponent(() => import("~/components/score/scorer").then((m) => m.Scorer), loading);
const scoreDialogs = () => import("~/components/score/score-dialogs");
const dialogs = {
  FirstServeDialog: lazyComponent(() => scoreDialogs().then((m) => m.FirstServeDialog)),
  RulesDialog: lazyComponent(() => scoreDialogs().then((m) => m.RulesDialog)),
  ConfirmDialog: lazyComponent(() => scoreDialogs().then((m) => m.ConfirmDialog)),
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadMatchScoringPage({ request, context }, params);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return matchScoringAction({ request, context }, params);
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? data.title : "Partido no encontrado | Padel Score" },
  // The page of a scorer (and its secret link): never indexed.
  { name: "robots", content: "noindex" },
];

/** A tournament match scored with Padel Score: everything prefilled from the draw, no setup screen. */
export default function MatchScoringPage({ loaderData }: Route.ComponentProps) {
  const { match, canScore, linkEnded, canEdit, scorerLink, signedIn } = loaderData;
  const stored = useStoredMatch();
  // The Padel Score match this page scores: the linked one, or the one just taken over.
  const [liveId, setLiveId] = useState(match.liveMatchId);
  useEffect(() => setLiveId(match.liveMatchId), [match.liveMatchId]);
  const scoring = stored.match !== null && stored.match.id === liveId;
  useEffect(() => {
    if (scoring) window.scrollTo(0, 0);
  }, [scoring]);
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-4 px-3 py-6 sm:px-4 md:py-10">
      <TournamentMatchHeader match={match} compact={scoring} />
      {/* This phone still holds the match, but its link has ended: its next sync will be refused. */}
      {scoring && linkEnded ? (
        <Alert variant="destructive" data-testid="link-ended">
          {linkEnded}
        </Alert>
      ) : null}
      {!stored.loaded ? (
        loading
      ) : scoring ? (
        <Scorer
          match={stored.match!}
          signedIn={signedIn}
          dispatch={stored.dispatch}
          markSynced={stored.markSynced}
          onNewMatch={stored.clear}
          dialogs={dialogs}
        />
      ) : (
        <TakeOverCard
          canScore={canScore}
          linkEnded={linkEnded}
          replacing={stored.match !== null}
          onBegin={() => Scorer.preload().catch(() => {})}
          onTaken={(taken) => {
            stored.start(taken);
            setLiveId(taken.id);
          }}
        />
      )}
      {canEdit && scorerLink ? <ScorerLinkCard link={scorerLink} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const response = isRouteErrorResponse(error) ? error : null;
  const title =
    response?.status === 404
      ? "Partido no encontrado"
      : response?.status === 403
        ? "No puedes anotar este partido"
        : "No se pudo cargar el partido";
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <title>{title}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      {response && typeof response.data === "string" ? <p className="text-muted-foreground">{response.data}</p> : null}
      <Button asChild>
        <Link to="/padel-score">Ir a Padel Score</Link>
      </Button>
    </div>
  );
}
