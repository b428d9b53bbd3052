import { data, Link } from "react-router";
import { NotFoundPage } from "~/components/layout/not-found-page";
import { LiveScore } from "~/components/score/live-score";
import { MatchIdSchema } from "~/lib/schemas/match-sync";
import { getLiveMatch } from "~/server/score";
import type { Route } from "./+types/padel-score.en-vivo.$id";

/** The public page of a match shared live: anyone with the link watches; nobody here can change it. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = MatchIdSchema.safeParse(params.id);
  const live = id.success ? await getLiveMatch(id.data) : null;
  // A 404 rendered by this route (not thrown) keeps its own title and the 404 page.
  return data({ live }, { status: live ? 200 : 404 });
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
      <LiveScore initial={loaderData.live} />
    </div>
  );
}
