// A round's score link (issue 32): the organiser shows it (or its QR code) to the players of a round, and
// anyone holding it enters that round's points from a phone, without an account, with the organisers'
// validation and version check. It stops scoring when its round closes (a Mexicano's next round started)
// or the event ends. The secret is in the address; the round stores its hash (social-round-secret.server.ts).
import { and, asc, eq, isNull } from "drizzle-orm";
import { data, redirect } from "react-router";
import { renderSVG } from "uqr";
import { idFromParams } from "~/domain/slugs";
import { socialEventPath } from "~/domain/social-event";
import { SocialScoreSchema } from "~/lib/schemas/social";
import { socialRound } from "../../../db/schema";
import { getConfig } from "../infra/config.server";
import { getDb } from "../infra/db.server";
import { dispatchIntent, intent, type Intent } from "../infra/form-intents.server";
import { readFormData } from "../infra/http.server";
import type { RequestArgs } from "~/server/accounts";
import { getSocialEvent } from "./social-events.server";
import { refusal } from "./social-forms.server";
import { socialVersion } from "./social-live.server";
import { roundLinkHash, roundLinkSecret } from "./social-round-secret.server";
import { LINK_EVENT_FINISHED, linkRoundClosed, saveSocialScore, socialPlay } from "./social-rounds.server";

export const SCORE_LINK_NOT_VALID = "Este enlace para anotar no es válido. Pídele al organizador el enlace o el código QR de tu ronda.";

/** '/eventos-padel-puebla/<slug>-<id>/anotar/<secret>' */
export function roundScorePath(event: { id: number; title: string }, secret: string): string {
  return `${socialEventPath(event)}/anotar/${secret}`;
}

export type RoundScoreLink = { round: number; url: string; qrSvg: string };

/**
 * The links of the rounds that still take scores, for the event's organisers: every open round of an event in
 * play. A round made before links existed gets its hash here.
 */
export async function roundScoreLinks(event: { id: number; title: string; status: string }): Promise<RoundScoreLink[]> {
  if (event.status !== "en-juego") return [];
  const db = getDb();
  const rounds = await db
    .select({ id: socialRound.id, number: socialRound.number, hash: socialRound.scoreLinkHash })
    .from(socialRound)
    .where(and(eq(socialRound.eventId, event.id), eq(socialRound.status, "en-juego")))
    .orderBy(asc(socialRound.number));
  const siteUrl = getConfig().SITE_URL;
  return Promise.all(
    rounds.map(async (r) => {
      const secret = roundLinkSecret(r.id);
      if (r.hash === null) {
        await db
          .update(socialRound)
          .set({ scoreLinkHash: roundLinkHash(secret) })
          .where(and(eq(socialRound.id, r.id), isNull(socialRound.scoreLinkHash)));
      }
      const url = `${siteUrl}${roundScorePath(event, secret)}`;
      // SVG markup made here: no QR code library reaches the browser.
      return { round: r.number, url, qrSvg: renderSVG(url, { border: 2 }) };
    }),
  );
}

type LinkParams = { slug?: string; clave?: string };

/** The event and round of a link, or 404. */
async function findLinkRound(params: LinkParams) {
  const eventId = idFromParams({ name: params.slug });
  const secret = params.clave ?? "";
  if (eventId === null || !/^[\w-]{20,100}$/.test(secret)) throw data(SCORE_LINK_NOT_VALID, { status: 404 });
  const [round] = await getDb()
    .select({ id: socialRound.id, number: socialRound.number, status: socialRound.status })
    .from(socialRound)
    .where(and(eq(socialRound.scoreLinkHash, roundLinkHash(secret)), eq(socialRound.eventId, eventId)));
  const event = round ? await getSocialEvent(eventId) : null;
  if (!round || !event) throw data(SCORE_LINK_NOT_VALID, { status: 404 });
  return { event, round, secret };
}

/** The page a round's link opens: that round's matches, each with its score form; 410 once the link ended. */
export async function loadRoundScorePage(args: RequestArgs, params: LinkParams) {
  const { event, round, secret } = await findLinkRound(params);
  const path = roundScorePath(event, secret);
  if (new URL(args.request.url).pathname !== path) throw redirect(path, 301);
  if (event.status === "terminado") throw data(LINK_EVENT_FINISHED, { status: 410 });
  if (round.status === "terminada") throw data(linkRoundClosed(round.number), { status: 410 });
  const liveVersion = await socialVersion(event.id);
  const play = await socialPlay(event);
  const view = play.rounds.find((r) => r.number === round.number)!;
  return {
    event: { id: event.id, title: event.title, clubName: event.clubName, pointsPerMatch: event.pointsPerMatch },
    eventPath: socialEventPath(event),
    round: view,
    live: { eventId: event.id, version: liveVersion },
  };
}

type LinkContext = { eventId: number; roundId: number };

const ROUND_LINK_INTENTS: Record<string, Intent<LinkContext>> = {
  score: intent(SocialScoreSchema, async ({ value, reply }, { eventId, roundId }) => {
    const outcome = await saveSocialScore(null, eventId, value, { roundId });
    if (!outcome.ok) return refusal(reply, outcome);
    return reply.ok({ data: outcome.value, toast: { type: "success", title: "Marcador guardado" } });
  }),
};

/** Anyone holding the link: the link is the permission. Whether it still scores is checked while saving. */
export async function roundScoreAction(args: RequestArgs, params: LinkParams) {
  const { event, round } = await findLinkRound(params);
  const formData = await readFormData(args.request);
  return dispatchIntent(formData, ROUND_LINK_INTENTS, { eventId: event.id, roundId: round.id });
}
