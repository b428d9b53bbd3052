import { BackButton } from "~/components/ui/back-button";
import { TOURNAMENT_NOT_FOUND_TITLE, TournamentNotFound } from "~/components/tournaments/tournament-not-found";
import { MessageCircle, Share2, Trophy } from "lucide-react";
import { toast } from "~/components/ui/toaster";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { tournamentPath } from "~/domain/slugs";
import { formatDateRange } from "~/lib/format";
import { ogImageMeta } from "~/lib/seo";
import { imageSrc } from "~/lib/image";
import { DeferredDialog, lazyComponent } from "~/lib/page-weight/lazy-component";
import { useNonce } from "~/lib/nonce";
import { staticIsland } from "~/lib/page-weight/static-island";
import { loadTournamentPage, tournamentPageAction } from "~/server/tournaments";
import type { Route } from "./+types/tournament";
import { markLive } from "~/lib/page-weight/held-taps";
import { type CacheHandle, SHARED_WITH_MEMBERS } from "~/lib/cache-params";
import { usePersonal, useSignedIn } from "~/components/account/visitor";

// Editors' and signed-in visitors' tools are separate chunks: an anonymous first visit loads none of them.
const editorTools = () => import("~/components/tournaments/editor-tools");
const EditTournamentDialog = lazyComponent(() => editorTools().then((m) => m.EditTournamentDialog));
const WinnersDialog = lazyComponent(() => editorTools().then((m) => m.WinnersDialog));
const RemoveWinnerButton = lazyComponent(() => editorTools().then((m) => m.RemoveWinnerButton));
const RemoveWinnerToasts = lazyComponent(() => editorTools().then((m) => m.RemoveWinnerToasts));
const RegistrationsPanel = lazyComponent(() => editorTools().then((m) => m.RegistrationsPanel));
const Calendar = lazyComponent(() => import("~/components/ui/calendar").then((m) => m.Calendar));
// Results and registered players are server HTML; their code (category filter, tabs) loads when used.
const ResultsPanel = staticIsland(() => import("~/components/tournaments/results-panel").then((m) => m.ResultsPanel), {
  interactive: true,
});
const RegisteredPlayers = staticIsland(() => import("~/components/tournaments/results-panel").then((m) => m.RegisteredPlayers), {
  interactive: true,
});
// The details and organisers are plain HTML and links: their code loads only if their data changes.
const TournamentDetails = staticIsland(() => import("~/components/tournaments/tournament-details").then((m) => m.TournamentDetails));
const Organizers = staticIsland(() => import("~/components/tournaments/tournament-details").then((m) => m.Organizers));
const SignInToRegister = staticIsland(() => import("~/components/tournaments/sign-in-to-register").then((m) => m.SignInToRegister));
const RegistrationButton = lazyComponent(() => import("~/components/tournaments/registration-sheet").then((m) => m.RegistrationButton));
const PosterDialog = lazyComponent(() => import("~/components/tournaments/poster-dialog").then((m) => m.PosterDialog));

/** Members share the page; their registration comes from /api/yo, editors get theirs rendered (ADR 0036). */
export const handle: CacheHandle = SHARED_WITH_MEMBERS;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadTournamentPage({ request, context }, params);
}

export const meta: Route.MetaFunction = ({ data, error }) => {
  if (!data || error) return [{ title: TOURNAMENT_NOT_FOUND_TITLE }];
  const { tournament, canonical, description } = data;
  return [
    { title: `${tournament.title} | Torneos de Pádel en Puebla` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:title", content: tournament.title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:type", content: "website" },
    ...ogImageMeta(
      `${canonical}/og.png`,
      `${tournament.title}: ${tournament.clubName}, ${formatDateRange(tournament.startDate, tournament.endDate)}`,
    ),
  ];
};

export async function action({ params, request, context }: Route.ActionArgs) {
  return tournamentPageAction({ request, context }, params);
}

/** Downloads a share image rendered by the server; a toast announces the download (docs/product.md §4.8). */
function ShareLink({ href, label }: { href: string; label: string }) {
  return (
    <Button asChild variant="outline" className="w-full">
      <a href={href} download onClick={() => toast({ type: "info", title: "La imagen se está descargando" })}>
        <Share2 aria-hidden />
        {label}
      </a>
    </Button>
  );
}

function SportsEventJsonLd({ json }: { json: object }) {
  const nonce = useNonce();
  // '<' is escaped so a title can never close the script element.
  const text = JSON.stringify(json).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}

export default function TournamentPage({ loaderData }: Route.ComponentProps) {
  const {
    tournament,
    categories,
    typeLabels,
    participation,
    quote,
    organizers,
    results,
    registrations,
    registered,
    profile,
    signedIn,
    canEdit,
    canRemoveWinners,
    adminRegistrations,
    draws,
    orderOfPlayHref,
    canonical,
  } = loaderData;
  const past = participation === "finished";
  const signedInHere = useSignedIn() || signedIn;
  // Undefined on a member's shared page until /api/yo answers: the button waits, disabled.
  const mine = usePersonal({ registered, profile }, (visitor) => ({
    registered: visitor.registeredTournaments.includes(tournament.id),
    profile: visitor.profile,
  }));
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    name: tournament.title,
    sport: "Pádel",
    startDate: tournament.startDate,
    endDate: tournament.endDate,
    url: canonical,
    ...(tournament.description ? { description: tournament.description } : {}),
    ...(tournament.image ? { image: `${loaderData.siteUrl}${tournament.image}` } : {}),
    location: {
      "@type": "Place",
      name: tournament.clubName,
      address: { "@type": "PostalAddress", addressLocality: "Puebla", addressCountry: "MX" },
    },
    eventStatus: "https://schema.org/EventScheduled",
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:py-12">
      <SportsEventJsonLd json={jsonLd} />
      {canRemoveWinners ? <RemoveWinnerToasts /> : null}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <BackButton fallback="/torneos-padel-puebla" />
        {canEdit ? <EditTournamentDialog tournament={tournament} Calendar={Calendar} /> : null}
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <TournamentDetails tournament={tournament} categories={categories} />

        <div className="flex flex-col gap-6">
          {past ? (
            <Card>
              <CardHeader>
                <CardTitle as="h2" className="flex items-center gap-2">
                  <Trophy className="size-5 text-primary" aria-hidden />
                  Ganadores
                </CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-3">
                <p className="text-sm text-muted-foreground">
                  ¿Participaste o conoces a los ganadores? Ayúdanos a completar los resultados de este torneo.
                </p>
                {canEdit ? <WinnersDialog /> : null}
              </CardContent>
            </Card>
          ) : null}
          {results.length > 0 || past ? (
            <>
              <ResultsPanel
                live={canRemoveWinners}
                results={results}
                renderRemove={
                  canRemoveWinners
                    ? (row) => (
                        <RemoveWinnerButton
                          resultId={row.id}
                          names={[row.player1, row.player2].flatMap((p) => (p ? [p.name] : [])).join(" / ")}
                        />
                      )
                    : undefined
                }
              />
              {/* Outside the panel's island: its server HTML has no handlers, and the download's toast needs one. */}
              <ShareLink href={`${tournamentPath(tournament)}/resultados.png?descargar=1`} label="Compartir Resultados" />
            </>
          ) : null}

          {draws.length > 0 ? (
            <Card data-testid="draws">
              <CardHeader>
                <CardTitle as="h2">Cuadros</CardTitle>
              </CardHeader>
              <CardContent className="flex flex-col gap-2">
                <ul className="flex flex-col gap-1">
                  {draws.map((link) => (
                    <li key={link.href} className="flex flex-wrap items-baseline justify-between gap-x-2">
                      <Link to={link.href} className="font-medium text-primary hover:underline">
                        {link.label}
                      </Link>
                      {canEdit ? <span className="text-xs text-muted-foreground">{link.status}</span> : null}
                    </li>
                  ))}
                </ul>
                <Link to={orderOfPlayHref} className="text-sm text-primary hover:underline">
                  Orden de juego
                </Link>
              </CardContent>
            </Card>
          ) : null}

          {tournament.image ? (
            <DeferredDialog
              dialog={PosterDialog}
              props={{ title: tournament.title, image: tournament.image }}
              trigger={
                <button
                  ref={markLive}
                  type="button"
                  className="overflow-hidden rounded-xl border border-border"
                  aria-label="Ampliar imagen del torneo"
                >
                  <img src={imageSrc(tournament.image, 800)} alt={tournament.title} className="w-full object-cover" />
                </button>
              }
            />
          ) : null}

          <Card data-testid="participation">
            <CardHeader>
              <CardTitle as="h2">Participación</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              {participation === "finished" ? (
                <>
                  <p className="font-medium">Este torneo ya ha finalizado.</p>
                  <p className="text-sm text-muted-foreground">Las inscripciones están cerradas.</p>
                </>
              ) : participation === "open" ? (
                signedInHere ? (
                  mine ? (
                    <RegistrationButton
                      tournament={tournament}
                      signedIn={signedInHere}
                      registered={mine.registered}
                      profile={mine.profile}
                      quote={quote}
                      payOnline={loaderData.payOnline}
                    />
                  ) : (
                    <Button className="w-full" disabled aria-busy>
                      Inscribirme al torneo
                    </Button>
                  )
                ) : (
                  <SignInToRegister />
                )
              ) : (
                <>
                  <p className="font-medium">Las inscripciones para este torneo están cerradas.</p>
                  <p className="text-sm text-muted-foreground">El torneo ya ha comenzado o las inscripciones no están disponibles.</p>
                </>
              )}
              {tournament.clubWhatsappUrl ? (
                <div className="mt-2 border-t border-border pt-3">
                  <p className="mb-2 font-medium">¿Preguntas sobre el torneo?</p>
                  <Button asChild variant="outline" className="w-full">
                    <a href={tournament.clubWhatsappUrl} target="_blank" rel="noopener noreferrer">
                      <MessageCircle aria-hidden />
                      Contactar al Club
                    </a>
                  </Button>
                </div>
              ) : null}
            </CardContent>
          </Card>

          {registrations.length > 0 ? <RegisteredPlayers registrations={registrations} typeLabels={typeLabels} /> : null}
          {adminRegistrations ? (
            <RegistrationsPanel
              rows={adminRegistrations}
              csvHref={`${tournamentPath(tournament)}/inscripciones.csv`}
              paymentsPanel={loaderData.paymentsPanel}
              categoryTotals={loaderData.categoryTotals}
            />
          ) : null}

          <ShareLink href={`${tournamentPath(tournament)}/compartir.png?descargar=1`} label="Compartir Torneo" />

          {organizers.length > 0 ? <Organizers organizers={organizers} /> : null}
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <TournamentNotFound />;
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">No se pudo cargar la información del torneo</h1>
      <Button asChild className="mt-4">
        <Link to="/torneos-padel-puebla">Ver todos los torneos</Link>
      </Button>
    </div>
  );
}
