import { Award, CalendarDays, Flag, Heart, MapPin, Trophy, UserCheck, UserX, Users } from "lucide-react";
import { Link } from "react-router";
import { InstagramIcon } from "~/components/layout/instagram-icon";
import { Avatar } from "~/components/ui/avatar";
import { Badge, FeaturedBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import type { Partner } from "~/domain/player-profile";
import { playerPath, tournamentPath } from "~/domain/slugs";
import { formatLongDate } from "~/lib/format";
import { DeferredDialog, type LazyComponent } from "~/lib/page-weight/lazy-component";
import type { StaticIsland } from "~/lib/page-weight/static-island";
import type { ComponentProps } from "react";
import type { ClaimDialog, ReportDialog } from "~/components/players/claim-dialog";
import type { FavoriteButton } from "~/components/players/favorite-button";
import type { PlayedMatches } from "~/components/players/played-matches";
import type { PlayerLevel } from "~/components/players/player-level";
import type { PlayerEditDialog } from "~/components/players/player-edit-dialog";
import type { PlayerSocialEventsCard } from "~/components/social/player-social-events";
import type { PlayerPageData } from "~/server/players";
import type { PlayerSocialEvents } from "~/server/social";
import { usePersonal, useSignedIn } from "~/components/account/visitor";

/** The profile's parts with their own chunks, set up by the route (page-weight wrappers live in route files). */
export type PlayerProfileParts = {
  FavoriteButton: LazyComponent<ComponentProps<typeof FavoriteButton>>;
  ClaimDialog: LazyComponent<ComponentProps<typeof ClaimDialog>>;
  PlayedMatches: StaticIsland<ComponentProps<typeof PlayedMatches>>;
  PlayerLevel: StaticIsland<ComponentProps<typeof PlayerLevel>>;
  PlayerSocialEvents: StaticIsland<ComponentProps<typeof PlayerSocialEventsCard>>;
  ReportDialog: LazyComponent<ComponentProps<typeof ReportDialog>>;
  PlayerEditDialog: LazyComponent<ComponentProps<typeof PlayerEditDialog>>;
};

const notMineTrigger = (
  <Button variant="outline">
    <UserX aria-hidden />
    Este perfil no es mío
  </Button>
);
const reportTrigger = (
  <Button variant="outline">
    <Flag aria-hidden />
    Reportar vinculación
  </Button>
);

const claimTrigger = (
  <Button variant="outline">
    <UserCheck aria-hidden />
    ¿Eres tú?
  </Button>
);

/**
 * Who looks at the profile. On a member's shared page (ADR 0036) the loader rendered it for nobody: whether
 * it is a favourite and whether it is theirs come from /api/yo (undefined until then).
 */
function useProfileViewer(data: PlayerPageData) {
  const signedIn = useSignedIn();
  const isFavorite = usePersonal(data.isFavorite, (visitor) => visitor.favorites.includes(data.player.id));
  const isMe = usePersonal(data.viewer.isMe, (visitor) => visitor.playerId === data.player.id);
  return {
    signedIn: signedIn || data.viewer.signedIn,
    isAdmin: data.viewer.isAdmin,
    isFavorite,
    isMe,
    // Rendered for nobody, a claimed profile reads as claimed by someone else; it is not when it is theirs.
    claimedByOther: data.viewer.claimedByOther && isMe === false,
  };
}

/** The player profile (docs/product.md §6.2), the same for /padel/{handle} and /jugador/id/{id}. */
export function PlayerProfile({
  data,
  social,
  parts: { FavoriteButton, ClaimDialog, ReportDialog, PlayedMatches, PlayerLevel, PlayerSocialEvents, PlayerEditDialog },
}: {
  data: PlayerPageData;
  /** The player's social events (issue 32): the social feature's, read by the route. */
  social: PlayerSocialEvents;
  parts: PlayerProfileParts;
}) {
  const { player } = data;
  const viewer = useProfileViewer(data);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 md:py-12">
      <ProfileHeader data={data} isMe={viewer.isMe === true} socialSummary={social.summary} />
      <div className="mt-6 flex flex-wrap gap-3">
        {viewer.signedIn ? (
          <FavoriteButton playerId={player.id} playerName={player.name} isFavorite={viewer.isFavorite} withLabel />
        ) : (
          <Button asChild>
            <Link to={`/auth/register?redirect=${encodeURIComponent(data.path)}`}>
              <Heart aria-hidden />
              Registrarse para seguir jugadores
            </Link>
          </Button>
        )}
        {viewer.isMe === undefined ? null : viewer.isMe ? (
          <DeferredDialog dialog={ReportDialog} props={{ data, trigger: notMineTrigger }} trigger={notMineTrigger} />
        ) : viewer.claimedByOther ? (
          <>
            <p
              className="inline-flex items-center gap-2 rounded-md border border-border px-3 text-sm text-muted-foreground"
              data-testid="claimed"
            >
              <UserCheck className="size-4" aria-hidden />
              Perfil reclamado por su jugador
            </p>
            {viewer.signedIn ? (
              <DeferredDialog dialog={ReportDialog} props={{ data, trigger: reportTrigger }} trigger={reportTrigger} />
            ) : null}
          </>
        ) : (
          <DeferredDialog dialog={ClaimDialog} props={{ data, trigger: claimTrigger }} trigger={claimTrigger} />
        )}
        {viewer.isAdmin ? <PlayerEditDialog player={player} /> : null}
      </div>
      <PlayerLevel level={data.level} />
      <Partners favorite={data.favoritePartner} others={data.otherPartners} />
      <History data={data} />
      <PlayedMatches matches={data.matches} calendarHref={data.calendarHref} />
      {social.upcoming.length > 0 || social.played.length > 0 ? (
        <PlayerSocialEvents title="Eventos sociales" events={social} className="mt-6" />
      ) : null}
      <CategorySummary rows={data.summary} />
    </div>
  );
}

function ProfileHeader({ data, isMe, socialSummary }: { data: PlayerPageData; isMe: boolean; socialSummary: string | null }) {
  const { player, ranking } = data;
  const stats = [
    {
      label: "Ranking",
      value: ranking ? `#${ranking.position}` : "N/A",
      hint: ranking?.label,
      icon: Award,
    },
    { label: "Torneos ganados", value: String(data.titles), icon: Trophy },
    { label: "Favoritos", value: String(data.favorites), icon: Heart },
  ];
  return (
    <Card>
      <CardContent className="flex flex-col gap-6 p-6 md:flex-row md:items-center">
        <Avatar src={player.image} name={player.name} className="size-28 text-3xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-3xl font-bold tracking-tight wrap-break-word">{player.name}</h1>
            {isMe ? (
              <Badge variant="accent">
                <UserCheck className="size-3" aria-hidden />
                Este eres tú
              </Badge>
            ) : null}
          </div>
          <p className="text-muted-foreground">{player.gender ?? "No especificado"}</p>
          {socialSummary ? (
            <p className="text-sm font-medium" data-testid="social-summary">
              {socialSummary}
            </p>
          ) : null}
          {player.handle ? (
            <a
              href={`https://instagram.com/${player.handle}`}
              target="_blank"
              rel="noopener noreferrer"
              className="flex max-w-full items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
            >
              <InstagramIcon className="size-4 shrink-0" />
              {/* A handle is one long word: it may break anywhere. */}
              <span className="min-w-0 wrap-anywhere">@{player.handle}</span>
            </a>
          ) : null}
          <dl className="mt-2 grid grid-cols-3 gap-3">
            {stats.map((stat) => (
              <div key={stat.label} className="rounded-lg bg-muted p-3 text-center">
                <dt className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
                  <stat.icon className="size-3 shrink-0" aria-hidden />
                  {stat.label}
                </dt>
                <dd className="text-xl font-bold">{stat.value}</dd>
                {stat.hint ? <dd className="text-xs text-muted-foreground">{stat.hint}</dd> : null}
              </div>
            ))}
          </dl>
        </div>
      </CardContent>
    </Card>
  );
}

function PartnerLink({ partner }: { partner: Partner }) {
  return (
    <Link to={playerPath(partner)} className="flex items-center gap-3 hover:underline">
      <Avatar src={partner.image} name={partner.name} className="size-12" aria-hidden />
      <span className="flex flex-col">
        <span className="font-medium">{partner.name}</span>
        <span className="text-sm text-muted-foreground">
          {partner.count} {partner.count === 1 ? "título juntos" : "títulos juntos"}
        </span>
      </span>
    </Link>
  );
}

function Partners({ favorite, others }: { favorite: Partner | null; others: Partner[] }) {
  if (!favorite) return null;
  return (
    <div className="mt-6 grid gap-4 md:grid-cols-3">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2 text-lg">
            <Heart className="size-5 text-red-500" aria-hidden />
            Pareja favorita
          </CardTitle>
        </CardHeader>
        <CardContent>
          <PartnerLink partner={favorite} />
        </CardContent>
      </Card>
      {others.length ? (
        <Card className="md:col-span-2">
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2 text-lg">
              <Users className="size-5" aria-hidden />
              Otras parejas
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex gap-6 overflow-x-auto pb-2">
              {others.map((partner) => (
                <li key={partner.id} className="shrink-0">
                  <PartnerLink partner={partner} />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

function History({ data }: { data: PlayerPageData }) {
  const { history, player } = data;
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <Trophy className="size-5 text-yellow-600" aria-hidden />
          Torneos ganados
        </CardTitle>
      </CardHeader>
      <CardContent>
        {history.items.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">No se encontraron resultados</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" aria-label="Historial de torneos ganados">
            {history.items.map((win) => {
              const partner = win.player1.id === player.id ? win.player2 : win.player1;
              return (
                <li key={win.resultId} className="flex flex-col gap-1 rounded-lg border p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={tournamentPath({ id: win.tournamentId, title: win.tournamentTitle })}
                      className="font-semibold hover:underline"
                    >
                      {win.tournamentTitle}
                    </Link>
                    {win.featured ? <FeaturedBadge /> : null}
                  </div>
                  <p className="flex items-center gap-1 text-sm text-muted-foreground">
                    <CalendarDays className="size-4" aria-hidden />
                    {formatLongDate(win.endDate)}
                  </p>
                  <p className="flex items-center gap-1 text-sm text-muted-foreground">
                    <MapPin className="size-4" aria-hidden />
                    {win.clubName}
                  </p>
                  <p className="text-sm">
                    <Badge variant="secondary">
                      {win.categoryType} {win.category}
                    </Badge>
                    {partner ? (
                      <>
                        {" "}
                        con{" "}
                        <Link to={playerPath(partner)} className="font-medium hover:underline">
                          {partner.name}
                        </Link>
                      </>
                    ) : null}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
        <Pagination
          className="mt-4"
          label="Páginas del historial"
          page={history.page}
          pageCount={history.pageCount}
          hrefFor={(page) => (page > 1 ? `${data.path}?pagina=${page}` : data.path)}
          preventScrollReset
        />
      </CardContent>
    </Card>
  );
}

function CategorySummary({ rows }: { rows: PlayerPageData["summary"] }) {
  if (!rows.length) return null;
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Resumen por Categoría
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {rows.map((row) => (
            <li key={row.label} className="flex flex-col gap-1">
              <div className="flex justify-between text-sm">
                <span className="font-medium">{row.label}</span>
                <span className="text-muted-foreground">
                  {row.count} ({row.percentage}%)
                </span>
              </div>
              <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                <div className="h-full rounded-full bg-primary" style={{ width: `${row.percentage}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** 'Jugador no encontrado' (docs/product.md §6.2) with its three links. */
export function PlayerNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Jugador no encontrado</h1>
      <p className="text-muted-foreground">El jugador que buscas no existe o cambió de usuario.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/ranking-padel-puebla">Ver rankings</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/jugadores-padel-puebla">Ver jugadores</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/">Ir al inicio</Link>
        </Button>
      </div>
    </div>
  );
}
