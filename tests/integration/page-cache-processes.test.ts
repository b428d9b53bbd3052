// Issue 21: a write through one app process is on the pages an anonymous visitor gets from another
// within one second, although both keep public pages in memory (ADR 0030): two processes
// (tests/support/page-app.ts) on one PostgreSQL database, which is what carries the news (LISTEN/NOTIFY).
// PGlite is one process's database, so this runs where the suite runs on PostgreSQL (TEST_DATABASE_URL,
// as .ci/run does).
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureTestEnv, directSessionCookie, useAppDb } from "./helpers/app-env";

configureTestEnv();

const { playerPath, tournamentPath } = await import("~/domain/slugs");
const f = await import("./factories");

const handle = useAppDb();
const processes: ChildProcess[] = [];
let one = "";
let other = "";

/** An app process on the test database; resolves with its address once it serves. */
function startProcess(): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/page-app.ts"], {
    env: { ...process.env, DATABASE_URL: handle.databaseUrl },
    stdio: ["ignore", "pipe", "inherit"],
  });
  processes.push(child);
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the app process exited with ${code}`)));
    // Other lines are React Router's start-up notices.
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (line.startsWith('{"base":')) resolve((JSON.parse(line) as { base: string }).base);
    });
  });
}

async function get(base: string, path: string) {
  const response = await fetch(base + path, { headers: { "accept-encoding": "br, gzip" }, redirect: "manual" });
  return { cache: response.headers.get("x-cache"), text: await response.text() };
}

async function post(base: string, path: string, form: Record<string, string>, cookie: string) {
  const response = await fetch(base + path, {
    method: "POST",
    headers: { origin: base, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

/** Asks `base` for `path` until `shows` holds for the page, for at most one second. */
async function shownWithinASecond(base: string, path: string, shows: (html: string) => boolean) {
  await expect.poll(async () => shows((await get(base, path)).text), { timeout: 1000, interval: 20 }).toBe(true);
}

/** Both processes keep `path`: the next visitor of either gets it from memory. */
async function keptByBoth(path: string) {
  for (const base of [one, other]) {
    await get(base, path);
    expect((await get(base, path)).cache).toBe("HIT");
  }
}

const favourites = (html: string) => /Favoritos<\/dt><dd[^>]*>([^<]*)<\/dd>/.exec(html)?.[1];

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("two app processes on one PostgreSQL", () => {
  beforeAll(async () => {
    [one, other] = await Promise.all([startProcess(), startProcess()]);
  }, 180_000);
  afterAll(() => {
    for (const child of processes) child.kill("SIGTERM");
  });

  it("a favourite made through one is on the player's profile from the other within a second, and back", async () => {
    const player = await f.createPlayer(handle.db);
    const path = playerPath(player);
    const fans = [await f.createUser(handle.db), await f.createUser(handle.db)];
    await keptByBoth(path);
    expect(favourites((await get(other, path)).text)).toBe("0");

    expect(
      await post(one, `/api/players/${player.id}/favorite`, { redirectTo: path }, await directSessionCookie(handle.db, fans[0]!)),
    ).toBe(302);
    await shownWithinASecond(other, path, (html) => favourites(html) === "1");

    await keptByBoth(path);
    expect(
      await post(other, `/api/players/${player.id}/favorite`, { redirectTo: path }, await directSessionCookie(handle.db, fans[1]!)),
    ).toBe(302);
    await shownWithinASecond(one, path, (html) => favourites(html) === "2");
  });

  it("a result recorded through one is on the other's tournament page and ranking within a second", async () => {
    const tournament = await f.createTournament(handle.db, { startDate: f.isoDate(-5), endDate: f.isoDate(-4) });
    const champion = await f.createPlayer(handle.db, { name: "Ximena Urrutia" });
    const admin = await directSessionCookie(handle.db, await f.createAdmin(handle.db));
    const pages = [tournamentPath(tournament), "/ranking-padel-puebla?category=2da&gender=femenil"];
    for (const page of pages) await keptByBoth(page);

    const recorded = await post(
      one,
      tournamentPath(tournament),
      { intent: "add-result", player1Id: String(champion.id), categoryType: "Femenil", category: "2da", placement: "champion" },
      admin,
    );
    expect(recorded).toBe(200);
    for (const page of pages) await shownWithinASecond(other, page, (html) => html.includes("Ximena Urrutia"));
  });

  it("a registration confirmed through one is on the other's tournament page within a second", async () => {
    const tournament = await f.createTournament(handle.db);
    const path = tournamentPath(tournament);
    const registration = await f.createRegistration(handle.db, {
      tournamentId: tournament.id,
      userId: (await f.createUser(handle.db, { name: "Mauricio Téllez" })).id,
    });
    const admin = await directSessionCookie(handle.db, await f.createAdmin(handle.db));
    await keptByBoth(path);
    expect((await get(other, path)).text).not.toContain("Mauricio Téllez");

    expect(await post(one, path, { intent: "registration", registrationId: String(registration.id), status: "confirmada" }, admin)).toBe(
      200,
    );
    await shownWithinASecond(other, path, (html) => html.includes("Mauricio Téllez"));
  });
});
