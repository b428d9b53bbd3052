// Issue 16: no page of the site scrolls sideways on a 360 px phone, with the demo data and with very long
// names and titles. Runs its own server on a fresh DATA_DIR: the first start seeds the demo (pictures
// included), then the long rows are written straight into the stopped server's database with the
// integration factories, and the server is started again.
import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { createDb } from "../../db/client";
import { playerPath, tournamentPath, clubPath, coachPath } from "../../app/domain/slugs";
import { drawPath } from "../../app/domain/play";
import { addEntry } from "../../app/server/play/draw-entries.server";
import { DEFAULT_DRAW_SETTINGS, generateDraw, publishDraw, saveDrawSettings } from "../../app/server/play/draws.server";
import {
  createUser,
  createClub,
  createCoach,
  createConversation,
  createMatch,
  createMessage,
  createPlayer,
  createResult,
  createTournament,
  isoDate,
} from "../integration/factories";
import { createDrawRows, createScheduleSettings } from "../integration/play-factories";
import { drawMatch } from "../../db/schema";
import { eq } from "drizzle-orm";
// Plain Playwright test, not ./fixtures: axe on each of these ~40 pages would take minutes on a shared
// machine; the accessibility of these pages is checked by their own specs.
import { DEMO_PASSWORD } from "./fixtures";
import { freshDataDir, signInContext, startServer, type ServerProcess } from "./server-process";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 16;
const WIDTH = 360;

const LONG_TITLE = "Gran Torneo Internacional de Pádel Amateur de la Angelópolis Edición Especial de Aniversario 2026";
const LONG_WORD_TITLE = "Supercampeonatointernacionaldepadelangelopolitano Abierto";
const LONG_NAME = "María Fernanda de los Ángeles Castañeda Villaseñor";
const LONG_HANDLE = "maria.fernanda.de.los.angeles.castaneda.villasenor";
const LONG_CLUB = "Club Deportivo de Pádel y Raqueta Profesional Internacional de la Angelópolis";
const LONG_TEAM = "Las Invencibles de la Angelópolis Pádel!";
const LONG_TEAM_WORD = "Supercampeonasdelpadelangelopolitano2026";
const LONG_PLAYER = "María Fernanda Castañeda Villaseñor Ruiz";
const LONG_COACH = "Maximiliano Alejandro de la Santísima Trinidad Hernández Zúñiga";

let server: ServerProcess;
const paths = {
  tournaments: [] as string[],
  players: [] as string[],
  clubs: [] as string[],
  coaches: [] as string[],
  draws: [] as string[],
  live: "",
};

// Serial: one server for the file.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = freshDataDir("padel-phone-");
  server = await startServer({ port: PORT, dataDir });
  server.child.kill("SIGTERM");
  await server.exited;

  const handle = await createDb({ dataDir: path.join(dataDir, "pglite") });
  const db = handle.db;
  const star = await createPlayer(db, { name: LONG_NAME, handle: LONG_HANDLE, gender: "Femenil" });
  const partners = await Promise.all(
    ["Alejandra Guadalupe Montes de Oca Villalobos", "Ximena Itzel Covarrubias Santibáñez", "Renata Sofía Echeverría Landázuri"].map(
      (name) => createPlayer(db, { name, handle: null, gender: "Femenil" }),
    ),
  );
  const club = await createClub(db, { name: LONG_CLUB, description: `${LONG_CLUB}: ${"canchas panorámicas, ".repeat(12)}y cafetería.` });
  const past = await createTournament(db, {
    title: LONG_TITLE,
    clubName: LONG_CLUB,
    clubId: club.id,
    startDate: isoDate(-3),
    endDate: isoDate(-2),
    approved: true,
    categoriesFemenil: ["Open", "1ra", "2da", "3ra"],
  });
  for (const [i, partner] of partners.entries()) {
    for (const category of ["Open", "1ra", "2da"]) {
      await createResult(db, {
        tournamentId: past.id,
        player1Id: star.id,
        player2Id: partner.id,
        categoryType: "Femenil",
        category: `${category}`,
        placement: i === 0 ? "champion" : i === 1 ? "runner_up" : "semifinal",
      });
    }
  }
  const upcoming = await createTournament(db, {
    title: LONG_WORD_TITLE,
    clubName: LONG_CLUB,
    clubId: club.id,
    approved: true,
    featured: true,
    startDate: isoDate(5),
    endDate: isoDate(6),
  });
  // An order of play with the long names on six courts (a grid wider than the phone: it must not scroll the page).
  const courts = await createScheduleSettings(db, {
    tournamentId: upcoming.id,
    courts: ["Cancha Panorámica Central", "Cancha 2", "Cancha 3", "Cancha 4", "Cancha 5", "Cancha 6"],
    days: [{ date: isoDate(5), start: "08:00", end: "22:00" }],
  });
  const longDraw = await createDrawRows(db, {
    tournamentId: upcoming.id,
    pairs: 4,
    categoryType: "Femenil",
    category: "Open",
    players: [
      star,
      ...partners,
      ...(await Promise.all([1, 2, 3, 4].map((n) => createPlayer(db, { name: `${LONG_NAME} ${n}`, gender: "Femenil" })))),
    ],
  });
  for (const [index, code] of ["P1-1", "P1-2"].entries()) {
    await db
      .update(drawMatch)
      .set({ courtId: courts[index]!.id, day: isoDate(5), startTime: "08:00" })
      .where(eq(drawMatch.id, longDraw.matches.get(code)!.id));
  }
  await createCoach(db, { name: LONG_COACH, description: `${"Entrenamiento técnico y táctico para todos los niveles. ".repeat(6)}` });
  const conversation = await createConversation(db, { displayName: LONG_NAME });
  await createMessage(db, {
    conversationId: conversation.id,
    fromPhone: conversation.phone ?? undefined,
    body: `${"Hola, quisiera información de los torneos. ".repeat(5)}${LONG_HANDLE}`,
  });
  // Padel Score allows 40 characters per team and player name (issue 34: the live page was 398 px wide).
  const match = await createMatch(db, {
    shareLive: true,
    settings: {
      team1: { name: LONG_TEAM, players: [LONG_PLAYER, "Bea"] },
      team2: { name: LONG_TEAM_WORD, players: ["Caro", LONG_PLAYER] },
      deuceRule: "golden",
      numberOfSets: 3,
      tieBreak: false,
      superTieBreak: false,
      clubId: 1,
      clubName: LONG_CLUB,
      category: "3ra",
      categoryType: "Femenil",
      shareLive: true,
    },
  });
  // A published draw of long-named pairs: groups and the knockout's columns.
  const organiser = await createUser(db);
  const key = { tournamentId: past.id, categoryType: "Femenil" as const, category: "3ra" };
  const pairs = [star, ...partners];
  for (let i = 0; i < 6; i++) {
    const other = await createPlayer(db, { name: `${LONG_NAME} ${i + 1}`, handle: null, gender: "Femenil" });
    await addEntry(
      organiser,
      key,
      [i < pairs.length ? pairs[i]!.id : (await createPlayer(db, { name: LONG_NAME, handle: null })).id, other.id],
      db,
    );
  }
  await saveDrawSettings(organiser, key, { ...DEFAULT_DRAW_SETTINGS, format: "groups", qualifiersPerGroup: 2, superTieBreak: true }, db);
  await generateDraw(organiser, key, db);
  await publishDraw(organiser, key, db);
  paths.draws = [drawPath(past, "Femenil", "3ra")];
  await handle.close();

  paths.tournaments = [tournamentPath(past), tournamentPath(upcoming), `${tournamentPath(upcoming)}/orden-de-juego`];
  paths.players = [playerPath(star), playerPath(partners[0]!)];
  paths.clubs = [clubPath(club)];
  paths.coaches = [coachPath({ name: LONG_COACH })];
  paths.live = `/padel-score/en-vivo/${match.id}`;
  server = await startServer({ port: PORT, dataDir });
});

test.afterAll(async () => {
  if (!server) return;
  server.child.kill("SIGTERM");
  await server.exited;
});

test.use({ viewport: { width: WIDTH, height: 800 } });

/** Elements sticking out on the right, for the failure message. */
async function overflow(page: Page, url: string): Promise<string | null> {
  await page.goto(url);
  return page.evaluate((width) => {
    if (document.documentElement.scrollWidth <= width) return null;
    // Inside a box that scrolls or clips (a carousel, a wide grid), sticking out is that box's business.
    const clipped = (e: Element) => {
      for (let at = e.parentElement; at && at !== document.body; at = at.parentElement) {
        if (getComputedStyle(at).overflowX !== "visible") return true;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll("body *")]
      .filter(
        (e) =>
          e.getBoundingClientRect().right > width + 1 &&
          !clipped(e) &&
          ![...e.children].some((c) => c.getBoundingClientRect().right > width + 1),
      )
      .slice(0, 3)
      .map((e) => `<${e.tagName.toLowerCase()} class="${e.getAttribute("class") ?? ""}">${(e.textContent ?? "").slice(0, 40)}`);
    return `${location.pathname}${location.search}: ${document.documentElement.scrollWidth} px wide (${culprits.join(" | ")})`;
  }, WIDTH);
}

async function checkAll(page: Page, list: string[]) {
  const wide: string[] = [];
  for (const p of list) {
    const found = await overflow(page, `${server.url}${p}`);
    if (found) wide.push(found);
  }
  expect(wide).toEqual([]);
}

function signInAs(context: BrowserContext, email: string) {
  return signInContext(context, server, email, DEMO_PASSWORD);
}

/** The first links of a list page that go one level down from `prefix`. */
async function detailLinks(page: Page, listPath: string, prefix: string, count: number): Promise<string[]> {
  await page.goto(`${server.url}${listPath}`);
  const hrefs = await page.locator(`main a[href^="${prefix}"]`).evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  return [...new Set(hrefs.filter((h) => h.length > prefix.length))].slice(0, count);
}

test("the public lists fit a 360 px phone", async ({ page }) => {
  await checkAll(page, [
    "/",
    "/torneos-padel-puebla",
    "/torneos-padel-puebla?tab=pasados",
    "/ranking-padel-puebla",
    "/ranking-padel-puebla/como-se-calcula",
    "/nivel/como-se-calcula",
    "/jugadores-padel-puebla",
    `/jugadores-padel-puebla?search=${encodeURIComponent("Castañeda")}`,
    "/clubs-padel-puebla",
    "/entrenadores-padel-puebla",
  ]);
});

test("the demo's detail pages fit a 360 px phone", async ({ page }) => {
  test.slow(); // a dozen pages, each a first visit of its kind with its accessibility check
  await checkAll(page, [
    ...(await detailLinks(page, "/torneos-padel-puebla?tab=pasados", "/torneos-padel-puebla/", 3)),
    ...(await detailLinks(page, "/torneos-padel-puebla", "/torneos-padel-puebla/", 3)),
    ...(await detailLinks(page, "/clubs-padel-puebla", "/clubs-padel-puebla/", 2)),
    ...(await detailLinks(page, "/entrenadores-padel-puebla", "/entrenadores-padel-puebla/", 2)),
    ...(await detailLinks(page, "/jugadores-padel-puebla", "/padel/", 3)),
    "/padel/fer.ramirez",
  ]);
});

test("detail pages with very long names and titles fit a 360 px phone", async ({ page }) => {
  await checkAll(page, [...paths.tournaments, ...paths.players, ...paths.clubs, ...paths.coaches, ...paths.draws]);
  // The last page checked is the draw: its groups and knockout are there, not a 404.
  await expect(page.getByRole("heading", { name: "Fase de grupos" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Eliminatoria" })).toBeVisible();
});

test("a past tournament on a phone opens only its first result group, so 'Participación' stays close", async ({ page }) => {
  await page.goto(`${server.url}${paths.tournaments[0]}`);
  const panel = page.getByTestId("results-panel");
  await expect(panel.locator("details")).toHaveCount(3);
  await expect(panel.locator("details[open]")).toHaveCount(1);
  await expect(panel.getByRole("heading", { name: "Femenil - Open" })).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Femenil - 2da" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Alejandra Guadalupe Montes de Oca Villalobos" })).toHaveCount(1);
});

test("a closed result group tapped open right after load stays open when the results' code takes over", async ({ page }) => {
  await page.goto(`${server.url}${paths.tournaments[0]}`);
  const panel = page.getByTestId("results-panel");
  const heading = panel.getByRole("heading", { name: "Femenil - 2da" });
  const group = panel.locator("details", { has: page.getByRole("heading", { name: "Femenil - 2da" }) });
  await expect(group).not.toHaveAttribute("open");
  // The page is hydrated (its buttons are live) and the results are still the server's HTML.
  await expect(page.locator("[data-live]").first()).toBeAttached();
  const island = page.locator("div:has(> [data-testid=results-panel])");
  await expect(island).not.toHaveAttribute("data-live");
  // The results' code is held back, as on a slow phone, until the tap has opened the group.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  const code = page.waitForRequest(/\.js(\?.*)?$/);
  await heading.tap();
  await code;
  await expect(group).toHaveAttribute("open", "");
  release();
  await expect(island).toHaveAttribute("data-live", "");
  await expect(group).toHaveAttribute("open", "");
  await expect(panel.locator("details[open]")).toHaveCount(2);
  await expect(group.getByText("Alejandra Guadalupe Montes de Oca Villalobos")).toBeVisible();
});

test("auth pages, Padel Score and the forms fit a 360 px phone", async ({ page, context }) => {
  await checkAll(page, ["/auth", "/auth/register", "/auth?tab=reset", "/padel-score", paths.live]);
  // The last page checked is the live match with 40-character names, its summary card included.
  await expect(page.getByRole("heading", { level: 1, name: `${LONG_TEAM} vs ${LONG_TEAM_WORD}` })).toBeVisible();
  await expect(page.getByText("Resumen del partido")).toBeVisible();
  await signInAs(context, "organizador@padelpuebla.mx");
  await checkAll(page, ["/profile", "/unete-dagos", "/torneos-padel-puebla/registrar", "/clubes/registrar", "/entrenadores/registrar"]);
});

test("the admin pages fit a 360 px phone, every tab in view", async ({ page, context }) => {
  await signInAs(context, "admin@padelpuebla.mx");
  await checkAll(page, [
    "/admin",
    `/admin?tel=${encodeURIComponent((await conversationPhone(page)) ?? "")}`,
    "/admin/whatsapp",
    "/admin/pagos",
    "/admin/solicitudes",
    "/admin/seo",
    "/admin/automatizaciones",
    "/admin/patrocinadores",
  ]);
  await page.goto(`${server.url}/admin`);
  const tabs = page.getByRole("navigation", { name: "Secciones del panel" }).getByRole("link");
  await expect(tabs).toHaveText(["Chat", "WhatsApp", "Pagos", "SEO", "Solicitudes", "Patrocinadores", "Respaldos"]);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
  await expect(page.getByText("Conversaciones", { exact: true }).first()).toBeInViewport({ ratio: 1 });
});

/** The phone of the long-named conversation, as the chat list links it. */
async function conversationPhone(page: Page): Promise<string | null> {
  await page.goto(`${server.url}/admin`);
  const href = await page
    .getByRole("link", { name: new RegExp(LONG_NAME) })
    .first()
    .getAttribute("href");
  return href ? new URL(href, server.url).searchParams.get("tel") : null;
}
