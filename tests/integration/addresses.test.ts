// Addresses that must find their page (issue 16): a tournament title ending in a number, and club, coach
// and player addresses misspelt by one or two letters (301 to the real one).
import { describe, expect, it } from "vitest";
import { caught, configureTestEnv, useAppDb, pageRequest, routeArgs as args, statusOf } from "./helpers/app-env";

configureTestEnv();

const { loader: tournamentLoader } = await import("~/routes/tournament");
const { loader: clubLoader } = await import("~/routes/club");
const { loader: coachLoader } = await import("~/routes/coach");
const { loader: playerLoader } = await import("~/routes/player");
const { clubPath, clubSlug, coachPath, coachSlug, tournamentPath, tournamentSlug } = await import("~/domain/slugs");
const f = await import("./factories");

const handle = useAppDb();

const locationOf = (thrown: unknown) => (thrown instanceof Response ? thrown.headers.get("location") : null);
/** Drops the letter at `index` (a typo). */
const drop = (text: string, index: number) => text.slice(0, index) + text.slice(index + 1);

describe("tournament whose title ends in a number", () => {
  it("/torneos-padel-puebla/copa-…-open-2026 answers 301 to the tournament, not 404 for id 2026", async () => {
    const t = await f.createTournament(handle.db, { title: `Copa Atlixco ${f.uniqueSuffix()} Open 2026` });
    const name = tournamentSlug(t.title);
    expect(name.endsWith("-open-2026")).toBe(true);
    const answer = await caught(tournamentLoader(args(pageRequest(`/torneos-padel-puebla/${name}`), { name })));
    expect(statusOf(answer)).toBe(301);
    expect(locationOf(answer)).toBe(tournamentPath(t));
  });
});

describe("misspelt addresses one or two letters away answer 301", () => {
  it("club", async () => {
    const club = await f.createClub(handle.db, { name: `Club Arboleda ${f.uniqueSuffix()}` });
    const nombre = drop(clubSlug(club.name), 7);
    const answer = await caught(clubLoader(args(pageRequest(`/clubs-padel-puebla/${nombre}`), { nombre })));
    expect(statusOf(answer)).toBe(301);
    expect(locationOf(answer)).toBe(clubPath(club));
  });

  it("club whose name ends in a number: the misspelt name wins over reading the number as an id", async () => {
    const other = await f.createClub(handle.db, { name: `Club Otro ${f.uniqueSuffix()}` });
    const club = await f.createClub(handle.db, { name: `Club Arboleda ${f.uniqueSuffix()} ${other.id}` });
    const nombre = drop(clubSlug(club.name), 7);
    expect(nombre.endsWith(`-${other.id}`)).toBe(true);
    const answer = await caught(clubLoader(args(pageRequest(`/clubs-padel-puebla/${nombre}`), { nombre })));
    expect(statusOf(answer)).toBe(301);
    expect(locationOf(answer)).toBe(clubPath(club));
  });

  it("coach", async () => {
    const coach = await f.createCoach(handle.db, { name: `Entrenadora Valdivia ${f.uniqueSuffix()}` });
    const nombre = drop(drop(coachSlug(coach.name), 13), 3);
    const answer = await caught(coachLoader(args(pageRequest(`/entrenadores-padel-puebla/${nombre}`), { nombre })));
    expect(statusOf(answer)).toBe(301);
    expect(locationOf(answer)).toBe(coachPath(coach));
  });

  it("player, and nothing for three letters", async () => {
    const player = await f.createPlayer(handle.db, { handle: `zorrilla_${f.uniqueSuffix()}` });
    const username = drop(player.handle!, 2);
    const answer = await caught(playerLoader(args(pageRequest(`/padel/${username}`), { username })));
    expect(statusOf(answer)).toBe(301);
    expect(locationOf(answer)).toBe(`/padel/${player.handle}`);
    const far = drop(drop(drop(player.handle!, 1), 1), 1);
    expect(statusOf(await caught(playerLoader(args(pageRequest(`/padel/${far}`), { username: far }))))).toBe(404);
  });
});
