import {
  ArrowRight,
  Building2,
  CalendarPlus,
  Dumbbell,
  GraduationCap,
  MapPin,
  Medal,
  Megaphone,
  Timer,
  Trophy,
  UserPlus,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { HomeSection } from "~/components/home/home-section";
import { TournamentCard } from "~/components/tournaments/tournament-card";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { clubPath, coachPath, playerPath } from "~/domain/slugs";
import { formatMXN, plural } from "~/lib/format";
import { cn } from "~/lib/utils";
import type { FeaturedClub, FeaturedCoach, RankingLinkGroup } from "~/server/tournaments";
import type { TournamentCard as Tournament } from "~/server/tournaments";
import type { TopPlayer } from "~/server/players";

// The home page's sections apart from the player search and the pager: server HTML whose code loads
// only when their data changes (see the home route).

export function TopPlayers({ players }: { players: TopPlayer[] }) {
  return (
    <HomeSection title="Top jugadores" icon={<Trophy className="size-5 text-primary" aria-hidden />} className="lg:row-span-2">
      {players.length === 0 ? (
        <p className="text-muted-foreground">Todavía no hay campeones registrados.</p>
      ) : (
        <TopPlayerList players={players} />
      )}
    </HomeSection>
  );
}

function TopPlayerList({ players }: { players: TopPlayer[] }) {
  return (
    <ol className="flex flex-col gap-2" data-testid="top-players">
      {players.map((p, i) => (
        <li key={p.id}>
          <Link to={playerPath(p)} className="flex items-center gap-3 rounded-md p-2 hover:bg-muted">
            <span className="w-5 text-center font-bold text-muted-foreground">{i + 1}</span>
            <Avatar src={p.image} name={p.name} className="size-10" />
            <span className="min-w-0 flex-1">
              {/* A name wraps at its spaces (two lines at most, whole in the title); a handle stays on one line. */}
              <span className="line-clamp-2 font-medium leading-snug wrap-break-word" title={p.name}>
                {p.name}
              </span>
              {p.handle ? (
                <span className="block truncate text-sm text-muted-foreground" title={`@${p.handle}`}>
                  @{p.handle}
                </span>
              ) : null}
            </span>
            <span className="shrink-0 text-sm font-semibold whitespace-nowrap">
              {p.titles} {p.titles === 1 ? "título" : "títulos"}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

export function RankingLinks({ groups }: { groups: RankingLinkGroup[] }) {
  return (
    <HomeSection title="Rankings" icon={<Medal className="size-5 text-primary" aria-hidden />} className="lg:col-span-2">
      <div className="grid gap-4 sm:grid-cols-2">
        {groups.map(({ gender, links }) => (
          <div key={gender}>
            <h3 className="mb-2 font-semibold">{gender}</h3>
            <ul className="flex flex-wrap gap-2">
              {links.map((link) => (
                <li key={link.href}>
                  <Button asChild variant="outline" size="sm">
                    <Link to={link.href} aria-label={`Ranking ${link.label} ${gender}`}>
                      {link.label}
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </HomeSection>
  );
}

export function ScoreTeaser() {
  return (
    <HomeSection title="Padel Score" icon={<Timer className="size-5 text-primary" aria-hidden />}>
      <div className="flex flex-col gap-3">
        <p>
          Lleva el marcador de tus partidos punto por punto, con punto de oro, sets y tiempo de juego. Compártelo en vivo con tus amigos.
        </p>
        <Button asChild className="self-start">
          <Link to="/padel-score">
            <Timer aria-hidden />
            Abrir Padel Score
          </Link>
        </Button>
      </div>
    </HomeSection>
  );
}

export function FeaturedCoaches({ coaches }: { coaches: FeaturedCoach[] }) {
  return (
    <HomeSection title="Entrenadores destacados" icon={<Dumbbell className="size-5 text-primary" aria-hidden />}>
      <FeaturedList
        empty="No hay entrenadores destacados por ahora."
        moreTo="/entrenadores-padel-puebla"
        moreLabel="Ver todos los entrenadores"
      >
        {coaches.map((c) => (
          <FeaturedRow
            key={c.id}
            to={coachPath(c)}
            image={c.image}
            name={c.name}
            detail={c.experience ? `Categoría ${c.experience}` : null}
            figure={c.classCost !== null ? `${formatMXN(c.classCost)}/hr` : null}
          />
        ))}
      </FeaturedList>
    </HomeSection>
  );
}

export function FeaturedClubs({ clubs }: { clubs: FeaturedClub[] }) {
  return (
    <HomeSection title="Clubs destacados" icon={<Building2 className="size-5 text-primary" aria-hidden />}>
      <FeaturedList empty="No hay clubs destacados por ahora." moreTo="/clubs-padel-puebla" moreLabel="Ver todos los clubs">
        {clubs.map((c) => (
          <FeaturedRow
            key={c.id}
            to={clubPath(c)}
            image={c.image}
            name={c.name}
            square
            detail={
              c.state ? (
                <>
                  <MapPin className="size-3" aria-hidden />
                  {c.state}
                </>
              ) : null
            }
            figure={plural(c.courts, "cancha", "canchas")}
          />
        ))}
      </FeaturedList>
    </HomeSection>
  );
}

function FeaturedRow({
  to,
  image,
  name,
  detail,
  figure,
  square,
}: {
  to: string;
  image: string | null;
  name: string;
  detail: ReactNode;
  figure: string | null;
  square?: boolean;
}) {
  return (
    <li>
      <Link to={to} className="flex items-center gap-3 rounded-md p-2 hover:bg-muted">
        <Avatar src={image} name={name} className={cn("size-10", square && "rounded-md")} />
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 font-medium leading-snug wrap-break-word" title={name}>
            {name}
          </span>
          {detail ? <span className="flex items-center gap-1 text-sm text-muted-foreground">{detail}</span> : null}
        </span>
        {figure ? <span className="shrink-0 text-sm font-semibold whitespace-nowrap">{figure}</span> : null}
      </Link>
    </li>
  );
}

function FeaturedList({ empty, moreTo, moreLabel, children }: { empty: string; moreTo: string; moreLabel: string; children: ReactNode[] }) {
  return (
    <div className="flex flex-col gap-3">
      {children.length === 0 ? <p className="text-muted-foreground">{empty}</p> : <ul className="flex flex-col gap-1">{children}</ul>}
      <Link to={moreTo} className="flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline">
        {moreLabel}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}

/** 'Únete ahora' (anonymous visitors only) and the sign-up call to action. */
export function JoinCallToAction() {
  return (
    <HomeSection title="Únete a la comunidad" icon={<Users className="size-5 text-primary" aria-hidden />}>
      <div className="flex flex-col gap-3">
        <p>Forma parte de la comunidad Dagos: entérate de torneos, promociones y eventos de pádel en Puebla.</p>
        <Button asChild className="self-start bg-accent text-accent-foreground hover:bg-accent/90">
          <Link to="/unete-dagos">
            <Users aria-hidden />
            Únete ahora
          </Link>
        </Button>
      </div>
    </HomeSection>
  );
}

export function SignUpCallToAction() {
  return (
    <HomeSection title="Crea tu cuenta" icon={<UserPlus className="size-5 text-primary" aria-hidden />}>
      <div className="flex flex-col gap-3">
        <p>Crea tu cuenta gratis para seguir a tus jugadores favoritos, inscribirte a torneos y reclamar tu perfil de jugador.</p>
        <Button asChild variant="outline" className="self-start">
          <Link to="/auth/register">
            <UserPlus aria-hidden />
            Crear cuenta
          </Link>
        </Button>
      </div>
    </HomeSection>
  );
}

const PROMPTS = [
  { to: "/entrenadores/registrar", label: "Registra tu perfil de entrenador", icon: GraduationCap },
  { to: "/clubes/registrar", label: "Registra tu club", icon: Building2 },
  { to: "/torneos-padel-puebla/registrar", label: "Publica tu torneo", icon: CalendarPlus },
  { to: "/eventos-padel-puebla/crear", label: "Organiza un americano o mexicano", icon: CalendarPlus },
] as const;

export function RegisterPrompts({ className }: { className?: string }) {
  return (
    <HomeSection title="Suma tu proyecto" icon={<Megaphone className="size-5 text-primary" aria-hidden />} className={className}>
      <ul className="flex flex-col gap-2">
        {PROMPTS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="flex items-center gap-3 rounded-md border border-border p-3 font-medium hover:bg-muted">
              <Icon className="size-5 text-primary" aria-hidden />
              <span className="flex-1">{label}</span>
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function UpcomingTournaments({ tournaments }: { tournaments: Tournament[] }) {
  return tournaments.length === 0 ? (
    <p className="text-muted-foreground">No hay torneos próximos por ahora.</p>
  ) : (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-tournaments">
      {tournaments.map((t) => (
        <li key={t.id} className="flex min-w-0">
          <TournamentCard tournament={t} />
        </li>
      ))}
    </ul>
  );
}
