import { CalendarDays, CalendarPlus, MapPin, Pencil, Tv } from "lucide-react";
import { Link } from "react-router";
import { Section, EntryList } from "~/components/social/social-event-parts";
import { Leaderboard, NextRound, Podium, Rounds } from "~/components/social/social-play";
import { useSocialLive } from "~/components/social/use-social-live";
import { useSocialVisitor } from "~/components/social/use-social-visitor";
import { useSignedIn } from "~/components/account/visitor";
import { Button } from "~/components/ui/button";
import { IntentForm } from "~/components/ui/intent-form";
import { Badge } from "~/components/ui/badge";
import { useServerToast } from "~/components/ui/toaster";
import { clubPath } from "~/domain/slugs";
import {
  isTeamFormat,
  SOCIAL_EVENTS_PATH,
  SOCIAL_FORMAT_LABELS,
  SOCIAL_STATUS_LABELS,
  socialEventPath,
  socialPodiumOgPath,
} from "~/domain/social-event";
import { type FormReply, replyMessage } from "~/lib/form-reply";
import { type CacheHandle, SHARED_WITH_MEMBERS } from "~/lib/cache-params";
import { lazyComponent } from "~/lib/page-weight/lazy-component";
import { pageMeta } from "~/lib/seo";
import { loadSocialEventPage, socialEventPageAction } from "~/server/social";
import type { Route } from "./+types/social-event";

// Editors' tools, the pair sign-up and the edit form: code only for those who get them.
const tools = () => import("~/components/social/social-organizer-tools");
const AddSocialPlayer = lazyComponent(() => tools().then((m) => m.AddSocialPlayer));
const PairSignUp = lazyComponent(() => tools().then((m) => m.PairSignUp));
const PlayControls = lazyComponent(() => tools().then((m) => m.PlayControls));
const SocialScoreForm = lazyComponent(() => import("~/components/social/social-score-form").then((m) => m.SocialScoreForm));
const SocialEventEditForm = lazyComponent(() => import("~/components/social/social-event-form").then((m) => m.SocialEventEditForm));

/** Members share the page; their entry and the organisers' tools come from /api/social-events/<id>/yo (ADR 0036). */
export const handle: CacheHandle = SHARED_WITH_MEMBERS;

/** Public page; ?editar=1 (the edit form) and the organisers' controls are for the event's editors. */
export async function loader(args: Route.LoaderArgs) {
  return loadSocialEventPage(args, args.params);
}

export async function action(args: Route.ActionArgs) {
  return socialEventPageAction(args, args.params);
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: "Evento no encontrado | Pádel Puebla" }];
  const { event } = data;
  return [
    ...pageMeta({
      title: `${event.title} · ${SOCIAL_FORMAT_LABELS[event.format]} en ${event.clubName} | Pádel Puebla`,
      description: `${SOCIAL_FORMAT_LABELS[event.format]} de pádel en ${event.clubName}: ${data.when}. ${data.players.length} de ${event.playerCap} jugadores anotados.`,
      siteUrl: data.siteUrl,
      path: socialEventPath(event),
      ...(event.status === "terminado" && data.play.standings.length > 0
        ? {
            ogImage: {
              path: socialPodiumOgPath(event.id),
              alt: `Podio de ${event.title}: ${data.play.standings
                .slice(0, 3)
                .map((s) => s.name)
                .join(", ")}`,
            },
          }
        : {}),
    }),
    ...(data.editing ? [{ name: "robots", content: "noindex" }] : []),
  ];
};

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

type PageData = Route.ComponentProps["loaderData"];

/**
 * `mine`: the visitor's entry; undefined while a member's shared page waits for it. `refused`: why a
 * sign-up posted without JavaScript was refused (the page rendered as the action's answer).
 */
function SignUpPanel({ data, mine, refused }: { data: PageData; mine: PageData["mine"] | undefined; refused?: string }) {
  const { event, signInTo, players, upcoming } = data;
  const signedIn = useSignedIn() || data.signedIn;
  const full = players.length >= event.playerCap;
  const alert = refused ? (
    <p role="alert" className="text-sm text-destructive">
      {refused}
    </p>
  ) : null;
  if (mine) {
    return (
      <div className="flex flex-col gap-3" data-testid="own-entry">
        <p className="font-medium">
          {mine.waitingPosition === null ? "Estás anotado en este evento." : `Estás en la lista de espera (lugar ${mine.waitingPosition}).`}
        </p>
        {event.status === "inscripciones" ? (
          <IntentForm intent="leave">
            <Button type="submit" variant="outline">
              Salir del evento
            </Button>
          </IntentForm>
        ) : null}
        {alert}
      </div>
    );
  }
  if (event.status !== "inscripciones" || !upcoming) return <p className="text-muted-foreground">Las inscripciones están cerradas.</p>;
  if (!signedIn) {
    return (
      <Button asChild className="self-start">
        <Link to={signInTo}>Inicia sesión para anotarte</Link>
      </Button>
    );
  }
  const team = isTeamFormat(event.format);
  const label = full ? "Anotarme en la lista de espera" : "Anotarme";
  if (team && mine === undefined) {
    return (
      <Button size="lg" className="self-start" disabled aria-busy>
        {label}
      </Button>
    );
  }
  if (team) return <PairSignUp excludeIds={[...players, ...data.waiting].map((e) => e.playerId)} />;
  return (
    <div className="flex flex-col gap-2">
      {full ? <p className="text-sm text-muted-foreground">El evento está lleno: puedes anotarte en la lista de espera.</p> : null}
      <IntentForm intent="sign-up">
        {mine === undefined ? (
          // Not known yet (a member's shared page): a placeholder until the page is live and asks. Without
          // JavaScript the form posts as it is; the server checks and redirects back to the page.
          <>
            <Button size="lg" className="noscript:hidden" disabled aria-busy>
              {label}
            </Button>
            <noscript>
              <Button type="submit" size="lg">
                {label}
              </Button>
            </noscript>
          </>
        ) : (
          <Button type="submit" size="lg">
            {label}
          </Button>
        )}
      </IntentForm>
      {alert}
    </div>
  );
}

export default function SocialEventPage({ loaderData, actionData }: Route.ComponentProps) {
  useServerToast((actionData as FormReply | undefined)?.toast ?? null);
  const data = loaderData;
  const { event, players, waiting, editing, organizers, play } = data;
  useSocialLive(data.live);
  const visitor = useSocialVisitor(
    { mine: data.mine, canEdit: data.canEdit, scoreLinks: data.scoreLinks },
    { eventId: event.id, renderedSignedIn: data.signedIn, revision: loaderData },
  );
  const canEdit = visitor?.canEdit ?? false;
  const team = isTeamFormat(event.format);
  const path = socialEventPath(event);
  // In play: late arrivals and withdrawals (players, or pairs) from this round on; before play: undefined.
  const lineupFrom = event.status === "inscripciones" ? undefined : event.status === "en-juego" ? play.changesFrom : null;
  if (editing) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
        <Link to={path} className="text-sm text-muted-foreground hover:underline">
          ← Volver al evento
        </Link>
        <h1 className="mt-2 text-2xl font-bold md:text-3xl">Editar evento</h1>
        <div className="mt-6 rounded-lg border border-border bg-card p-4 md:p-6">
          <SocialEventEditForm
            event={event}
            organizers={organizers.organizers}
            clubs={data.clubOptions}
            playStarted={play.rounds.length > 0}
          />
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 md:py-12">
      <div className="flex flex-col gap-3">
        <Link to={SOCIAL_EVENTS_PATH} className="text-sm text-muted-foreground hover:underline">
          ← Eventos
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{SOCIAL_FORMAT_LABELS[event.format]}</Badge>
          <Badge variant={data.upcoming ? "default" : "outline"}>{data.upcoming ? SOCIAL_STATUS_LABELS[event.status] : "Terminado"}</Badge>
        </div>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{event.title}</h1>
        <p className="flex items-center gap-2 text-muted-foreground">
          <CalendarDays className="size-4 shrink-0" aria-hidden />
          {data.when}
        </p>
        <p className="flex items-center gap-2 text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden />
          <Link to={clubPath({ id: event.clubId, name: event.clubName })} className="hover:underline">
            {event.clubName}
          </Link>
        </p>
        <div className="flex flex-wrap gap-2">
          {data.upcoming ? (
            <Button asChild variant="outline">
              <a href={`${path}/calendario.ics`} download>
                <CalendarPlus aria-hidden />
                Añadir a mi calendario
              </a>
            </Button>
          ) : null}
          {canEdit ? (
            <Button asChild variant="outline">
              <Link to={`${path}?editar=1`}>
                <Pencil aria-hidden />
                Editar evento
              </Link>
            </Button>
          ) : null}
          {event.status !== "inscripciones" ? (
            <Button asChild variant="outline">
              <Link to={`${path}/pantalla`}>
                <Tv aria-hidden />
                Pantalla del club
              </Link>
            </Button>
          ) : null}
        </div>
      </div>

      <Section title="Inscripción">
        <p className="text-lg font-semibold" data-testid="social-count">
          {players.length} de {event.playerCap} jugadores
          {waiting.length > 0 ? <span className="font-normal text-muted-foreground"> · {waiting.length} en lista de espera</span> : null}
        </p>
        <SignUpPanel
          data={data}
          mine={visitor?.mine}
          refused={actionData && !(actionData as FormReply).ok ? replyMessage(actionData as FormReply) : undefined}
        />
        {canEdit && event.status === "inscripciones" ? (
          <PlayControls status={event.status} checkedIn={players.filter((p) => p.checkedIn).length} canAddRound={play.canAddRound} />
        ) : null}
      </Section>

      {play.next ? (
        <Section title={`Siguiente ronda: ronda ${play.next.round}`}>
          <NextRound next={play.next} highlight={visitor?.mine?.playerId ?? null} />
        </Section>
      ) : null}

      {event.status === "terminado" && play.standings.length > 0 ? (
        <Section title="Podio">
          <Podium standings={play.standings} />
        </Section>
      ) : null}

      {play.standings.length > 0 ? (
        <Section title="Clasificación">
          <Leaderboard standings={play.standings} />
        </Section>
      ) : null}

      {play.rounds.length > 0 ? (
        <Section
          title="Rondas"
          aside={
            canEdit ? (
              <PlayControls status={event.status} checkedIn={players.filter((p) => p.checkedIn).length} canAddRound={play.canAddRound} />
            ) : null
          }
        >
          <Rounds
            rounds={play.rounds}
            links={visitor?.scoreLinks ?? []}
            scoreForm={
              canEdit && event.status === "en-juego"
                ? (match) => <SocialScoreForm key={`${match.id}-${match.version}`} match={match} pointsPerMatch={event.pointsPerMatch} />
                : null
            }
          />
        </Section>
      ) : null}

      <Section title="Detalles">
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {data.details.map((detail) => (
            <Detail key={detail.label} label={detail.label}>
              {detail.value}
            </Detail>
          ))}
        </dl>
      </Section>

      <Section title={team ? "Parejas anotadas" : "Jugadores anotados"}>
        <EntryList
          entries={players}
          canEdit={canEdit}
          label="Jugadores anotados"
          empty="Todavía no hay jugadores anotados. ¡Sé el primero!"
          lineupFrom={lineupFrom}
        />
        {canEdit && lineupFrom !== null ? (
          <div className="border-t border-border pt-4">
            <h3 className="mb-3 font-semibold">
              {`${team ? "Añadir pareja" : "Añadir jugador"}${lineupFrom === undefined ? "" : " a partir de la siguiente ronda"}`}
            </h3>
            <AddSocialPlayer team={team} excludeIds={[...players, ...waiting].map((e) => e.playerId)} lateFrom={lineupFrom ?? null} />
          </div>
        ) : null}
      </Section>

      <Section title="Lista de espera">
        <EntryList
          entries={waiting}
          canEdit={canEdit}
          waiting
          label="Lista de espera"
          empty="Nadie está en lista de espera."
          lineupFrom={lineupFrom}
        />
      </Section>
    </div>
  );
}
