import { CalendarDays, Dumbbell, Building2, Medal, Megaphone, Search, Timer, Trophy, UserPlus, Users } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { HomePlayerSearch } from "~/components/home/home-player-search";
import {
  FeaturedClubs,
  FeaturedCoaches,
  HomeSection,
  JoinCallToAction,
  RankingLinks,
  RegisterPrompts,
  ScoreTeaser,
  SignUpCallToAction,
  TopPlayers,
} from "~/components/home/home-sections";
import { TournamentCard } from "~/components/tournaments/tournament-card";
import { Button } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { parsePage } from "~/domain/home";
import { pageMeta } from "~/lib/seo";
import { getSessionUser } from "~/server/auth.server";
import { getConfig } from "~/server/config.server";
import { homePage } from "~/server/home.server";
import type { Route } from "./+types/home";

export async function loader({ request }: Route.LoaderArgs) {
  const page = parsePage(new URL(request.url).searchParams.get("pagina"));
  const [user, home] = await Promise.all([getSessionUser(request), homePage(page)]);
  const config = getConfig();
  return { ...home, signedIn: user !== null, siteUrl: config.SITE_URL, siteName: config.SITE_NAME };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: `${data?.siteName ?? "Pádel Puebla"} | Torneos, rankings y clubes de pádel en Puebla`,
    description: "La fuente definitiva de información de pádel en México: torneos, rankings, jugadores, clubes y entrenadores en Puebla.",
    siteUrl: data?.siteUrl ?? "",
    path: "/",
  });

const TOURNAMENTS_ID = "proximos-torneos";

export default function Home({ loaderData }: Route.ComponentProps) {
  const { topPlayers, tournaments, clubs, coaches, rankingLinks, signedIn } = loaderData;
  return (
    <>
      <Hero />
      <PlayerRegistrationPrompt />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 lg:grid-cols-3" data-testid="home-grid">
        <HomeSection title="Buscar jugador" icon={<Search className="size-5 text-primary" aria-hidden />} className="lg:col-span-2">
          <HomePlayerSearch />
        </HomeSection>
        <HomeSection title="Top jugadores" icon={<Trophy className="size-5 text-primary" aria-hidden />} className="lg:row-span-2">
          <TopPlayers players={topPlayers} />
        </HomeSection>
        <HomeSection title="Rankings" icon={<Medal className="size-5 text-primary" aria-hidden />} className="lg:col-span-2">
          <RankingLinks groups={rankingLinks} />
        </HomeSection>
        <HomeSection id={TOURNAMENTS_ID} title="Próximos torneos" icon={<CalendarDays className="size-5 text-primary" aria-hidden />} className="lg:col-span-3">
          {tournaments.items.length === 0 ? (
            <p className="text-muted-foreground">No hay torneos próximos por ahora.</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-tournaments">
              {tournaments.items.map((t) => (
                <li key={t.id} className="flex">
                  <TournamentCard tournament={t} />
                </li>
              ))}
            </ul>
          )}
          <TournamentPager page={tournaments.page} pageCount={tournaments.pageCount} />
        </HomeSection>
        <HomeSection title="Padel Score" icon={<Timer className="size-5 text-primary" aria-hidden />}>
          <ScoreTeaser />
        </HomeSection>
        <HomeSection title="Entrenadores destacados" icon={<Dumbbell className="size-5 text-primary" aria-hidden />}>
          <FeaturedCoaches coaches={coaches} />
        </HomeSection>
        <HomeSection title="Clubs destacados" icon={<Building2 className="size-5 text-primary" aria-hidden />}>
          <FeaturedClubs clubs={clubs} />
        </HomeSection>
        {signedIn ? null : (
          <>
            <HomeSection title="Únete a la comunidad" icon={<Users className="size-5 text-primary" aria-hidden />}>
              <JoinCallToAction />
            </HomeSection>
            <HomeSection title="Crea tu cuenta" icon={<UserPlus className="size-5 text-primary" aria-hidden />}>
              <SignUpCallToAction />
            </HomeSection>
          </>
        )}
        <HomeSection title="Suma tu proyecto" icon={<Megaphone className="size-5 text-primary" aria-hidden />} className={signedIn ? "lg:col-span-3" : undefined}>
          <RegisterPrompts />
        </HomeSection>
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
          Encuentra torneos e inscríbete, sigue los rankings por categoría, conoce a los jugadores, clubes y entrenadores, y lleva el marcador de tus
          partidos con Padel Score.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg" className="bg-accent text-accent-foreground hover:bg-accent/90">
            <Link to="/torneos-padel-puebla">
              <CalendarDays aria-hidden />
              Ver torneos
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
 * (001 §2.14).
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
