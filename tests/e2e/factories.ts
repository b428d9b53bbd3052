// Factories: the records a test changes are created by that test, through the site's own HTTP
// actions (the server holds the database), with unique names, so tests running in parallel or again
// on retry never share them. Accounts: see accounts.ts (registerVerifiedUser).
import { randomBytes } from "node:crypto";
import { type APIRequestContext, request } from "@playwright/test";
import sharp from "sharp";
import { DEMO, expect, sessionCookies, test } from "./fixtures";

/** A PNG of one colour, as a file input takes it. */
export async function pngFile(name: string, color: string, width = 320, height = 180) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** A short unique suffix for names, handles and titles. */
export function unique(): string {
  return randomBytes(4).toString("hex");
}

/** A request context of its own (not the page's) signed in as `email` with the worker's shared session. */
async function requestAs(email: string): Promise<APIRequestContext> {
  const baseURL = test.info().project.use.baseURL ?? "";
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL },
    storageState: { cookies: await sessionCookies(email), origins: [] },
  });
}

async function tournamentPathById(api: APIRequestContext, id: number): Promise<string> {
  const response = await api.get(`/tournaments/${id}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  return response.headers()["location"]!;
}

/**
 * A new player (no account linked), created by the administrator through a tournament page's
 * 'Añadir nuevo jugador' action. The handle is unique; the name starts with `name`.
 */
export async function createPlayer({ name = "Jugador Fábrica", gender = "Varonil" as "Varonil" | "Femenil" } = {}) {
  const suffix = unique();
  const player = { name: `${name} ${suffix}`, handle: `fabrica.${suffix}`, gender };
  const api = await requestAs(DEMO.admin);
  try {
    const response = await api.post(await tournamentPathById(api, 1), { form: { intent: "add-player", ...player } });
    expect(response.status(), await response.text()).toBe(200);
    const found = (await (await api.get(`/api/players/search?q=${encodeURIComponent(player.handle)}`)).json()) as {
      players: { id: number; handle: string }[];
    };
    const created = found.players.find((p) => p.handle === player.handle);
    expect(created, `player @${player.handle} created`).toBeDefined();
    return { ...player, id: created!.id };
  } finally {
    await api.dispose();
  }
}

/** The demo organiser's user id (db/seed/demo-accounts.ts). */
export const DEMO_ORGANISER_ID = "demo-organizador";

/**
 * A new tournament, published through the registration form by `author` (a demo account), open to
 * every category; upcoming unless given past dates (the form takes dates from 2024); with a `fee` in pesos,
 * open to registration; `organizerId`: a user the form names as organiser too (an administrator's tournaments
 * do not count against the organiser's five a day, which the whole suite shares). Returns its title and
 * canonical path.
 */
export async function createTournament({
  title = "Copa Fábrica",
  author = DEMO.organiser as string,
  startDate = "2030-03-10",
  endDate = "2030-03-11",
  fee = "",
  organizerId = "",
} = {}) {
  const fullTitle = `${title} ${unique()}`;
  const api = await requestAs(author);
  try {
    const response = await api.post("/torneos-padel-puebla/registrar", {
      multipart: {
        title: fullTitle,
        clubName: "Club Fábrica Puebla",
        description: "Torneo creado por una prueba de extremo a extremo.",
        startDate,
        endDate,
        ...(fee ? { fee } : {}),
        ...(organizerId ? { organizerIds: organizerId } : {}),
        varonil: "on",
        femenil: "on",
        mixto: "on",
      },
      maxRedirects: 0,
    });
    expect([302, 303], await response.text()).toContain(response.status());
    // The form answers with the new tournament's page.
    const path = response.headers()["location"];
    expect(path, `tournament "${fullTitle}" created`).toMatch(/^\/torneos-padel-puebla\/[^/]+\/\d+$/);
    return { title: fullTitle, path: path! };
  } finally {
    await api.dispose();
  }
}

/**
 * A new club, registered through the club form by `owner` (a demo account), who administers it.
 * Returns its name and canonical path.
 */
export async function createClub({ name = "Club Fábrica", owner = DEMO.club as string } = {}) {
  const fullName = `${name} ${unique()}`;
  const api = await requestAs(owner);
  try {
    const response = await api.post("/clubs/registrar", {
      multipart: {
        name: fullName,
        state: "Puebla",
        description: "Club creado por una prueba de extremo a extremo.",
        whatsapp: "2227654321",
        courts: "4",
        hourlyCost: "500",
      },
      maxRedirects: 0,
    });
    expect([302, 303], await response.text()).toContain(response.status());
    const list = await (await api.get(`/clubs-padel-puebla?q=${encodeURIComponent(fullName)}`)).text();
    const path = /href="(\/clubs-padel-puebla\/[^"/]+\/\d+)"/.exec(list)?.[1];
    expect(path, `club "${fullName}" listed`).toBeDefined();
    return { name: fullName, path: path! };
  } finally {
    await api.dispose();
  }
}

/**
 * A new social event (issue 32) created by `author` through the create form at the first club it offers,
 * with `players` new players added by the author and, when `start`, started. Played by time unless `points`
 * is given. A team `format` takes the players two by two as pairs; a mixed event alternates men and women
 * (each pair a man and a woman). Returns its title and canonical path.
 */
export async function createSocialEvent({
  title = "Americano Fábrica",
  author = DEMO.admin as string,
  players = 4,
  courts = "Cancha 1",
  rounds = "3",
  points = "tiempo",
  start = true,
  format = "americano" as "americano" | "mexicano" | "americano-equipos" | "mexicano-equipos",
  genderMix = "abierto" as "abierto" | "mixto",
} = {}) {
  const fullTitle = `${title} ${unique()}`;
  const api = await requestAs(author);
  try {
    const form = await (await api.get("/eventos-padel-puebla/crear")).text();
    const clubId = /<option value="(\d+)"/.exec(form)?.[1];
    expect(clubId, "a club to hold the event").toBeDefined();
    const created = await api.post("/eventos-padel-puebla/crear", {
      form: {
        intent: "create-social-event",
        title: fullTitle,
        clubId: clubId!,
        date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
        startTime: "19:30",
        format,
        courts,
        length: "rondas",
        rounds,
        points,
        playerCap: String(Math.max(4, players + (players % 2))),
        genderMix,
      },
      maxRedirects: 0,
    });
    expect([302, 303], await created.text()).toContain(created.status());
    const path = created.headers()["location"]!;
    expect(path, `event "${fullTitle}" created`).toMatch(/^\/eventos-padel-puebla\/[^/]+-\d+$/);
    const team = format.endsWith("-equipos");
    const gender = (i: number) => (genderMix === "mixto" && i % 2 === 0 ? "Femenil" : "Varonil");
    for (let i = 1; i <= players; i += team ? 2 : 1) {
      const player = await createPlayer({ name: `Social ${i}`, gender: gender(i) });
      const partner = team ? await createPlayer({ name: `Social ${i + 1}`, gender: gender(i + 1) }) : null;
      const added = await api.post(path, {
        form: { intent: "add-entry", playerId: String(player.id), ...(partner ? { partnerId: String(partner.id) } : {}) },
      });
      expect(added.status(), await added.text()).toBe(200);
    }
    if (start) {
      const started = await api.post(path, { form: { intent: "start" } });
      expect(started.status(), await started.text()).toBe(200);
    }
    return { title: fullTitle, path };
  } finally {
    await api.dispose();
  }
}
