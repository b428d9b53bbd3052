// Loaders and actions of the social event pages (issue 32): the list, one event's page, and the create page.
import { data, redirect } from "react-router";
import { mexicoToday } from "~/domain/calendar";
import { idFromParams } from "~/domain/slugs";
import { SOCIAL_EVENTS_PATH, socialEventPath } from "~/domain/social-event";
import { socialEventDetails } from "~/domain/social-event-rules";
import { getConfig } from "../infra/config.server";
import { dispatchIntent, runIntent } from "../infra/form-intents.server";
import { readFormData } from "../infra/http.server";
import { currentUser, requireUser, sessionToken, signInPath, type RequestArgs, type SessionUser } from "~/server/accounts";
import { listClubOptions } from "~/server/directory";
import { canEditSocialEvent, requireSocialEditor } from "./social-permissions.server";
import { ownEntry } from "./social-entries.server";
import { socialPlay } from "./social-rounds.server";
import { roundScoreLinks, type RoundScoreLink } from "./social-round-link.server";
import { socialVersion } from "./social-live.server";
import { forgetSocialSession, socialVisitorMemo } from "./social-visitor-memo.server";
import {
  eventWhen,
  getSocialEvent,
  listSocialEvents,
  SOCIAL_EVENT_NOT_FOUND,
  socialEntries,
  socialEventClubs,
  socialEventOrganizers,
} from "./social-events.server";
import { CREATE_SOCIAL_EVENT_INTENT } from "~/lib/schemas/form-options";
import { CREATE_SOCIAL_EVENT, SOCIAL_EVENT_INTENTS, SOCIAL_PLAYER_INTENTS } from "./social-forms.server";

function notFound(): never {
  throw data(SOCIAL_EVENT_NOT_FOUND, { status: 404 });
}

/** `?club=12&pagina=2` of the list. */
export async function loadSocialList(request: Request) {
  const url = new URL(request.url);
  const page = Number.parseInt(url.searchParams.get("pagina") ?? "1", 10) || 1;
  const clubParam = Number(url.searchParams.get("club"));
  const clubId = Number.isSafeInteger(clubParam) && clubParam > 0 ? clubParam : null;
  const today = mexicoToday();
  const [list, clubs] = await Promise.all([listSocialEvents({ page, clubId }, today), socialEventClubs(today)]);
  return { ...list, clubs, clubId, canonical: `${getConfig().SITE_URL}${SOCIAL_EVENTS_PATH}` };
}

/** The event of '/eventos-padel-puebla/<slug>-<id>', redirected to its canonical address, with what the page shows. */
export async function loadSocialEventPage(args: RequestArgs, params: { slug?: string }) {
  const id = idFromParams({ name: params.slug });
  if (id === null) notFound();
  const event = await getSocialEvent(id);
  if (!event) notFound();
  const url = new URL(args.request.url);
  const canonicalPath = socialEventPath(event);
  if (url.pathname !== canonicalPath) throw redirect(`${canonicalPath}${url.search}`, 301);
  // ?editar=1 opens the edit form: for the event's editors only.
  const editing = url.searchParams.get("editar") === "1";
  const user = editing ? await requireSocialEditor(args, event.id) : await currentUser(args);
  // Read before the data, so that a change in between shows as a newer version on the live stream.
  const liveVersion = await socialVersion(event.id);
  const [entries, organizers, visitor, play] = await Promise.all([
    socialEntries(event.id),
    socialEventOrganizers(event.id, event.createdBy),
    socialVisitorParts(user, event, editing),
    socialPlay(event),
  ]);
  const siteUrl = getConfig().SITE_URL;
  return {
    event,
    // Empty on the members' shared copy (rendered for nobody): the page asks /api/social-events/<id>/yo.
    ...visitor,
    ...entries,
    organizers,
    details: socialEventDetails(
      event,
      [organizers.creator, ...organizers.organizers].flatMap((o) => (o ? [o.name] : [])),
    ),
    editing,
    when: eventWhen(event.date, event.startTime),
    signedIn: user !== null,
    signInTo: signInPath(args.request),
    live: { eventId: event.id, version: liveVersion },
    play,
    upcoming: event.date >= mexicoToday(),
    clubOptions: editing ? await listClubOptions() : [],
    canonical: `${siteUrl}${canonicalPath}`,
    siteUrl,
  };
}

const NOBODY = { mine: null, canEdit: false, scoreLinks: [] };

/**
 * What the event's page shows of one visitor (ADR 0036): their entry (or waiting place), whether they edit
 * the event and, if so, each open round's score link with its QR code. `editing`: already checked.
 */
async function socialVisitorParts(
  user: SessionUser | null,
  event: { id: number; title: string; status: string },
  editing = false,
): Promise<SocialVisitorParts> {
  if (!user) return NOBODY;
  const [mine, canEdit] = await Promise.all([ownEntry(user.id, event.id), editing || canEditSocialEvent(user, event.id)]);
  return { mine, canEdit, scoreLinks: canEdit ? await roundScoreLinks(event) : [] };
}

export type SocialVisitorParts = {
  mine: Awaited<ReturnType<typeof ownEntry>>;
  canEdit: boolean;
  scoreLinks: RoundScoreLink[];
};

/**
 * GET /api/social-events/<id>/yo: the signed-in visitor's parts of the event's page, which members get
 * shared (ADR 0036); null for nobody, 404 for an unknown event. Never cached by a browser or the page
 * cache (the route says so); memoised per session and event until the event changes other than by a score.
 */
export async function loadSocialVisitor(args: RequestArgs, id: string): Promise<SocialVisitorParts | null> {
  const eventId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  if (eventId === null) notFound();
  const known = async () => (await getSocialEvent(eventId)) ?? notFound();
  const token = sessionToken(args.request.headers.get("Cookie"));
  if (!token) {
    await known();
    return null;
  }
  return socialVisitorMemo(token, eventId, async () => {
    const [user, event] = await Promise.all([currentUser(args), known()]);
    return user ? socialVisitorParts(user, event) : null;
  });
}

/** Forgets what the memo keeps of a session (signing out). */
export function forgetSocialVisitor(cookie: string | null): void {
  const token = sessionToken(cookie);
  if (token) forgetSocialSession(token);
}

/** Signing up and leaving: any signed-in user; everything else: the event's editors. */
export async function socialEventPageAction(args: RequestArgs, params: { slug?: string }) {
  const user = await requireUser(args);
  const eventId = idFromParams({ name: params.slug });
  if (eventId === null) notFound();
  const formData = await readFormData(args.request);
  const intent = String(formData.get("intent") ?? "").split(":")[0] ?? "";
  if (!(SOCIAL_PLAYER_INTENTS as readonly string[]).includes(intent)) {
    await requireSocialEditor(args, eventId);
    return dispatchIntent(formData, SOCIAL_EVENT_INTENTS, { user, eventId });
  }
  const event = (await getSocialEvent(eventId)) ?? notFound();
  // A form the browser posted itself (no JavaScript): a player's done sign-up or leave redirects back.
  const navigated = args.request.headers.get("sec-fetch-mode") === "navigate";
  return dispatchIntent(formData, SOCIAL_EVENT_INTENTS, { user, eventId, backTo: navigated ? socialEventPath(event) : null });
}

/** The create page: the form for signed-in users only (anyone sees the page). */
export async function loadSocialCreatePage(args: RequestArgs) {
  const user = await currentUser(args);
  return {
    signedIn: user !== null,
    signInTo: signInPath(args.request),
    clubOptions: user ? await listClubOptions() : [],
    today: mexicoToday(),
    siteUrl: getConfig().SITE_URL,
  };
}

export async function socialCreateAction(args: RequestArgs) {
  const user = await requireUser(args);
  const formData = await readFormData(args.request);
  return runIntent(CREATE_SOCIAL_EVENT_INTENT, CREATE_SOCIAL_EVENT, formData, { user });
}

/** Without JavaScript the club screen reloads itself this often (with it, the event stream updates it). */
export const SOCIAL_SCREEN_REFRESH_SECONDS = 60;

/**
 * The club's screen of an event (a TV at the venue): the leaderboard and the round being played (the first
 * one with a match still to score, else the last). Public, as the event's page.
 */
export async function loadSocialScreen(args: RequestArgs, params: { slug?: string }) {
  const id = idFromParams({ name: params.slug });
  if (id === null) notFound();
  const event = await getSocialEvent(id);
  if (!event) notFound();
  const path = `${socialEventPath(event)}/pantalla`;
  if (new URL(args.request.url).pathname !== path) throw redirect(path, 301);
  const liveVersion = await socialVersion(event.id);
  const play = await socialPlay(event);
  const round = play.rounds.find((r) => !r.closed && r.matches.some((m) => m.points === null)) ?? play.rounds.at(-1) ?? null;
  return {
    event: {
      id: event.id,
      title: event.title,
      clubName: event.clubName,
      status: event.status,
      when: eventWhen(event.date, event.startTime),
    },
    eventPath: socialEventPath(event),
    standings: play.standings,
    round,
    refreshSeconds: SOCIAL_SCREEN_REFRESH_SECONDS,
    live: { eventId: event.id, version: liveVersion },
  };
}
