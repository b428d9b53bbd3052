// Loader and action shared by the two addresses of a player profile (/padel/{handle}, /jugador/id/{id}).
import { rankingTabFor } from "~/domain/ranking-tabs";
import { categorySummary, historyPage, partnersOf, type WonTournament } from "~/domain/player-profile";
import { playerPath } from "~/domain/slugs";
import { PlayerEditSchema } from "~/lib/schemas/player";
import { currentUser, type RequestArgs } from "~/server/accounts";
import { readLimitedFormData, MAX_UPLOAD_REQUEST_BYTES, fileField, storeImage, UploadError } from "../infra/uploads.server";
import { dispatchIntent, intent, refuseForm, type Intent } from "../infra/form-intents.server";
import { isAdmin, requireAdmin, type SessionUser } from "~/server/accounts";
import { publicDataMemo } from "../infra/public-data.server";
import {
  bestRanking,
  favoriteState,
  HANDLE_TAKEN,
  updatePlayer,
  wonTournaments,
  type PlayerRanking,
  type PlayerRecord,
} from "./players.server";
import { redirectWithToast } from "../infra/toast.server";
import { playedMatches, type PlayedMatch } from "./player-matches.server";
import { getDb } from "../infra/db.server";
import { playerLevelView, type PlayerLevelView } from "~/server/levels";

export const EDIT_PLAYER_INTENT = "edit-player";

// What a profile shows that is the same for every visitor, reused until public data changes (ADR 0032):
// the shared profile of a champion is read many times in a row; the visitor's own part is read each time.
const publicProfiles = publicDataMemo<{
  wins: readonly WonTournament[];
  ranking: PlayerRanking | null;
  matches: PlayedMatch[];
  level: PlayerLevelView | null;
}>(200);

function publicProfile(playerId: number) {
  return publicProfiles(String(playerId), async () => {
    const [wins, ranking, matches, level] = await Promise.all([
      wonTournaments(playerId),
      bestRanking(playerId),
      playedMatches(playerId),
      playerLevelView(getDb(), playerId),
    ]);
    return { wins, ranking, matches, level };
  });
}

/** Everything the profile shows; `player` was found by the route (by handle or id). */
export async function loadPlayerPage(args: RequestArgs, player: PlayerRecord) {
  const viewer = await currentUser(args);
  const url = new URL(args.request.url);
  const [{ wins, ranking, matches, level }, favorites] = await Promise.all([
    publicProfile(player.id),
    favoriteState(player.id, viewer?.id ?? null),
  ]);
  const partners = partnersOf(player.id, wins);
  const history = historyPage(wins, Number.parseInt(url.searchParams.get("pagina") ?? "1", 10));
  return {
    player: { id: player.id, name: player.name, handle: player.handle, image: player.image, gender: player.gender },
    path: playerPath(player),
    titles: wins.length,
    // The ladder's label is worked out here so the page's JavaScript does not need the category tables.
    ranking: ranking ? { ...ranking, label: `${rankingTabFor(ranking.category).fuerza} ${ranking.gender}` } : null,
    ...favorites,
    favoritePartner: partners[0] ?? null,
    otherPartners: partners.slice(1),
    history,
    summary: categorySummary(wins),
    matches,
    level,
    calendarHref: `/jugador/id/${player.id}/partidos.ics`,
    viewer: {
      signedIn: viewer !== null,
      isAdmin: isAdmin(viewer),
      isMe: viewer !== null && player.userId === viewer.id,
      /** Linked to another account: nobody else is offered '¿Eres tú?'. */
      claimedByOther: player.userId !== null && player.userId !== viewer?.id,
    },
  };
}

export type PlayerPageData = Awaited<ReturnType<typeof loadPlayerPage>>;

type PlayerEditContext = { admin: SessionUser; player: PlayerRecord };

/** 'Editar información de jugador': validates, saves, audits, and goes to the (new) canonical path. */
const editPlayer = intent(PlayerEditSchema, async ({ value: values, formData, reply }, { admin, player }: PlayerEditContext) => {
  // The picture: a file posted with the form (before JavaScript loads) or an already uploaded one.
  // If storing it fails, the rest is saved and the old image is kept (docs/product.md §6.4).
  let image = values.image && values.image !== player.image ? values.image : undefined;
  let imageFailed = false;
  const file = fileField(formData, "imageFile");
  if (file) {
    try {
      image = await storeImage(new Uint8Array(await file.arrayBuffer()), "players");
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      imageFailed = true;
    }
  }

  const outcome = await updatePlayer(admin.id, player.id, { name: values.name, handle: values.handle, gender: values.gender, image });
  if (outcome === "not_found") {
    return reply.refuse(404, {
      type: "error",
      title: "Jugador no encontrado",
      description: "No se pudo encontrar o actualizar el jugador. Verifique los datos e intente nuevamente.",
    });
  }
  if (outcome === "handle_taken") return reply.fieldErrors({ handle: [HANDLE_TAKEN] });
  const path = playerPath({ id: player.id, handle: values.handle });
  if (imageFailed) {
    return redirectWithToast(path, {
      type: "error",
      title: "Error al subir imagen",
      description: "Se guardaron los demás datos y se conservó la imagen anterior.",
    });
  }
  return redirectWithToast(path, { title: "Jugador actualizado", description: "Los cambios se guardaron correctamente." });
});

const PLAYER_PAGE_INTENTS: Record<string, Intent<PlayerEditContext>> = { [EDIT_PLAYER_INTENT]: editPlayer };

/** The profile's form (administrators only). */
export async function playerPageAction(args: RequestArgs, player: PlayerRecord) {
  const admin = await requireAdmin(args);
  const { request } = args;
  const formData = await readLimitedFormData(request, MAX_UPLOAD_REQUEST_BYTES);
  if (!formData)
    return refuseForm(EDIT_PLAYER_INTENT, 413, {
      type: "error",
      title: "Error al subir imagen",
      description: "La imagen es demasiado grande.",
    });
  return dispatchIntent(formData, PLAYER_PAGE_INTENTS, { admin, player });
}
