import { CalendarDays, Search, Trophy, Users } from "lucide-react";
import { OG_PATHS } from "~/lib/og-paths";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { HomePlayerSearch } from "~/components/home/home-player-search";
import { HomeSection } from "~/components/home/home-section";
import { Button } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { parsePage } from "~/domain/home";
import { pageMeta } from "~/lib/seo";
import { lazyComponent } from "~/lib/page-weight/lazy-component";
import { staticIsland } from "~/lib/page-weight/static-island";
import { getConfig } from "~/server/infra/config.server";
import { homePage } from "~/server/tournaments";
import type { Route } from "./+types/home";
import { type CacheHandle, PAGE_PARAM, SHARED_WITH_MEMBERS } from "~/lib/cache-params";
import { useSignedIn } from "~/components/account/visitor";

export const handle: CacheHandle = { cacheParams: PAGE_PARAM, ...SHARED_WITH_MEMBERS };

export async function loader({ request }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get("pagina"));
  const home = await homePage(page);
  const config = getConfig();
  return { ...home, siteUrl: config.SITE_URL, siteName: config.SITE_NAME };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: `${data?.siteName ?? "Pádel Puebla"} | Torneos, rankings y clubes de pádel en Puebla`,
    description: "La fuente definitiva de información de pádel en México: torneos, rankings, jugadores, clubes y entrenadores en Puebla.",
    siteUrl: data?.siteUrl ?? "",
    path: "/",
    ogImage: {
      path: OG_PATHS.home,
      alt: `${data?.siteName ?? "Pádel Puebla"}: torneos, ranking, clubes y entrenadores de pádel en Puebla`,
    },
  });

// Everything but the player search and the pager is links and text: server HTML, no code on a first visit.
const sections = () => import("~/components/home/home-sections");
const PlayerCombobox = lazyComponent(() => import("~/components/home/player-combobox").then((m) => m.PlayerCombobox));
const TopPlayers = staticIsland(() => sections().then((m) => m.TopPlayers));
const RankingLinks = staticIsland(() => sections().then((m) => m.RankingLinks));
const UpcomingTournaments = staticIsland(() => sections().then((m) => m.UpcomingTournaments));
const ScoreTeaser = staticIsland(() => sections().then((m) => m.ScoreTeaser));
const FeaturedCoaches = staticIsland(() => sections().then((m) => m.FeaturedCoaches));
const FeaturedClubs = staticIsland(() => sections().then((m) => m.FeaturedClubs));
const JoinCallToAction = staticIsland(() => sections().then((m) => m.JoinCallToAction));
const SignUpCallToAction = staticIsland(() => sections().then((m) => m.SignUpCallToAction));
const RegisterPrompts = staticIsland(() => sections().then((m) => m.RegisterPrompts));

const TOURNAMENTS_ID = "proximos-torneos";

export default function Home({ loaderData }: Route.ComponentProps) {
  const { topPlayers, tournaments, clubs, coaches, rankingLinks } = loaderData;
  const signedIn = useSignedIn();
  return (
    <>
      <Hero />
      <PlayerRegistrationPrompt />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 lg:grid-cols-3" data-testid="home-grid">
        <HomeSection title="Buscar jugador" icon={<Search className="size-5 text-primary" aria-hidden />} className="lg:col-span-2">
          <HomePlayerSearch PlayerCombobox={PlayerCombobox} />
        </HomeSection>
        <TopPlayers players={topPlayers} />
        <RankingLinks groups={rankingLinks} />
        <HomeSection
          id={TOURNAMENTS_ID}
          title="Próximos torneos"
          icon={<CalendarDays className="size-5 text-primary" aria-hidden />}
          className="lg:col-span-3"
        >
          <UpcomingTournaments tournaments={tournaments.items} />
          <TournamentPager page={tournaments.page} pageCount={tournaments.pageCount} />
        </HomeSection>
        <ScoreTeaser />
        <FeaturedCoaches coaches={coaches} />
        <FeaturedClubs clubs={clubs} />
        {signedIn ? null : (
          <>
            <JoinCallToAction />
            <SignUpCallToAction />
          </>
        )}
        <RegisterPrompts className={signedIn ? "lg:col-span-3" : undefined} />
      </div>
    </>
  );
}

/** Previous / next over the upcoming tournaments: ?pagina= in the URL, so it works without JavaScript. */
function TournamentPager({ page, pageCount }: { page: number; pageCount: number }) {
  return (
    <Pagination
      className="mt-4"
      label="Páginas de próximos torneos"
      page={page}
      pageCount={pageCount}
      preventScrollReset
      hrefFor={(p) => `${p > 1 ? `/?pagina=${p}` : "/"}#${TOURNAMENTS_ID}`}
    />
  );
}

function Hero() {
  return (
    <section className="bg-gradient-to-b from-primary to-blue-900 text-primary-foreground">
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <h1 className="max-w-3xl text-4xl font-black tracking-tight md:text-6xl">El pádel de Puebla, en un solo lugar</h1>
        <p className="mt-4 max-w-2xl text-lg text-blue-100">
          Encuentra torneos e inscríbete, sigue los rankings por categoría, conoce a los jugadores, clubes y entrenadores, y lleva el
          marcador de tus partidos con Padel Score.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg" className="bg-accent text-accent-foreground hover:bg-accent/90">
            <Link to="/torneos-padel-puebla">
              <CalendarDays aria-hidden />
              Ver torneos
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent hover:bg-white/10">
            <Link to="/eventos-padel-puebla">
              <Users aria-hidden />
              Americanos y mexicanos
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent hover:bg-white/10">
            <Link to="/ranking-padel-puebla">
              <Trophy aria-hidden />
              Ver rankings
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

// The prompt's dialog code loads only when the address asks for it.
const RegistrationPrompt = lazy(() => import("~/components/home/registration-prompt"));

/**
 * ?openPlayerRegistration=true opens the player registration prompt, and the address goes back to /
 * (docs/product.md §3.1).
 */
function PlayerRegistrationPrompt() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const requested = params.get("openPlayerRegistration") === "true";
  useEffect(() => {
    if (!requested) return;
    setOpen(true);
    void navigate("/", { replace: true, preventScrollReset: true });
  }, [requested, navigate]);
  return open ? (
    <Suspense fallback={null}>
      <RegistrationPrompt open={open} onOpenChange={setOpen} />
    </Suspense>
  ) : null;
}
