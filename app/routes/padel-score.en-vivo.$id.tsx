import { Link } from "react-router";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { LiveScore } from "~/components/score/live-score";
import { lazyComponent } from "~/lib/page-weight/lazy-component";
import { loadScoreMatchPage, scoreMatchAction } from "~/server/score";
import type { Route } from "./+types/padel-score.en-vivo.$id";

// Only the owner and the match's players get these (the player picker, the answer forms): not the viewers' bundle.
const MatchLineupCard = lazyComponent(() => import("~/components/score/match-lineup").then((m) => m.MatchLineupCard));
const ResultPrompt = lazyComponent(() => import("~/components/score/result-prompt").then((m) => m.ResultPrompt));

/**
 * The page of a Padel Score match: anyone with the link watches it when shared; its owner and its linked
 * players also see it when not, the owner picks its players and they confirm its result (issue 35).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadScoreMatchPage({ request, context }, params);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return scoreMatchAction({ request, context }, params);
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData?.live) return [{ title: "Partido no encontrado | Padel Score" }];
  const { team1, team2 } = loaderData.live.settings;
  return [
    { title: `${team1.name} vs ${team2.name} en vivo | Padel Score` },
    { name: "description", content: `Marcador en vivo: ${team1.name} vs ${team2.name} en ${loaderData.live.settings.clubName}.` },
    { name: "robots", content: "noindex" },
  ];
};

export default function LiveMatchPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.live) return <NotFoundPage />;
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-4 px-3 py-6 sm:px-4 md:py-10">
      <Link to="/padel-score" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        ← Padel Score
      </Link>
      {loaderData.lineup?.mine ? <ResultPrompt view={loaderData.lineup} /> : null}
      <LiveScore initial={loaderData.live} follow={loaderData.shared} />
      {loaderData.lineup ? <MatchLineupCard view={loaderData.lineup} /> : null}
    </div>
  );
}
