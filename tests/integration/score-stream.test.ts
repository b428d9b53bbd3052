// The live page's server-sent events: current score on connect, every sync after it, reconnects,
// cleanup when the viewer leaves, and the public page that never shows the secret.
import { randomUUID } from "node:crypto";
import { routeArgs } from "./helpers/app-env";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb } from "~/server/infra/db.server";
import { createBroker } from "~/server/infra/live.server";
import { type LiveMatch, matchBroker } from "~/server/score/matches.server";
import { loader as streamLoader } from "~/routes/api.matches.$id.stream";
import { loader as livePageLoader } from "~/routes/padel-score.en-vivo.$id";
import { createClub } from "./factories";
import { useTestDb } from "./helpers/db";
import { eventReader } from "./helpers/event-stream";
import { callSync, newSecret, pointEvent, settingsFor, startEvent } from "./score-helpers";

const handle = useTestDb();
let clubId: number;

beforeAll(async () => {
  setDb(handle);
  clubId = (await createClub(handle.db)).id;
});

afterAll(async () => {
  setDb(undefined);
});

/** A viewer: opens the stream and yields each `score` event's match. */
async function openViewer(id: string, clientIp = "") {
  const abort = new AbortController();
  const request = new Request(`http://localhost/api/matches/${id}/stream`, { signal: abort.signal, headers: { "x-client-ip": clientIp } });
  const response = (await streamLoader(routeArgs(request, { id }))) as Response;
  const read = eventReader(response, "score");
  const next = async () => JSON.parse(await read()) as LiveMatch;
  return { response, next, close: () => abort.abort() };
}

async function sharedMatch() {
  const id = randomUUID();
  const secret = newSecret();
  const settings = settingsFor(clubId);
  let length = 0;
  const send = async (...events: ReturnType<typeof pointEvent>[]) => {
    const { json } = await callSync({ id, secret, body: { settings, from: length, events, sentAt: Date.now() } });
    length = json.length as number;
  };
  await send(startEvent());
  return { id, secret, send };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe("streams per client (issue 17: one client held about 580)", () => {
  it("a client address gets at most 100 open streams (a club's phones behind its one address); another address is not affected; closing one frees its place", async () => {
    const { id } = await sharedMatch();
    const viewers = [];
    for (let i = 0; i < 100; i += 1) viewers.push(await openViewer(id, "203.0.113.77"));
    expect(viewers.map((v) => v.response.status)).toEqual(Array(100).fill(200));
    const refused = (await streamLoader(
      routeArgs(new Request(`http://localhost/api/matches/${id}/stream`, { headers: { "x-client-ip": "203.0.113.77" } }), { id }),
    )) as Response;
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe("Tienes demasiadas transmisiones en vivo abiertas. Cierra alguna e inténtalo de nuevo.");
    const other = await openViewer(id, "203.0.113.78");
    expect(other.response.status).toBe(200);
    viewers.pop()!.close();
    const again = await openViewer(id, "203.0.113.77");
    expect(again.response.status).toBe(200);
    for (const v of [...viewers, other, again]) v.close();
  });
});

describe("the live stream", () => {
  it("sends the current score on connect, then each update in order", async () => {
    const { id, send } = await sharedMatch();
    const viewer = await openViewer(id);
    expect(viewer.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const first = await viewer.next();
    expect(first.version).toBe(1);
    expect(first.score.points).toEqual({ team1: 0, team2: 0 });
    await send(pointEvent("team1"));
    const second = await viewer.next();
    expect(second.version).toBe(2);
    expect(second.score.points).toEqual({ team1: 1, team2: 0 });
    await send(pointEvent("team2"), pointEvent("team2"));
    const third = await viewer.next();
    expect(third.score.points).toEqual({ team1: 1, team2: 2 });
    viewer.close();
  });

  it("a viewer who reconnects gets the current score straight away", async () => {
    const { id, send } = await sharedMatch();
    const viewer = await openViewer(id);
    await viewer.next();
    viewer.close();
    await send(pointEvent("team2"), pointEvent("team2"), pointEvent("team2"));
    const again = await openViewer(id);
    expect((await again.next()).score.points).toEqual({ team1: 0, team2: 3 });
    again.close();
  });

  it("every viewer of a match gets each update, and leaving unsubscribes", async () => {
    const { id, send } = await sharedMatch();
    // 25 viewers on 25 phones (one address holds at most 20 streams).
    const viewers = await Promise.all(Array.from({ length: 25 }, (_, i) => openViewer(id, `10.1.0.${i}`)));
    await Promise.all(viewers.map((v) => v.next()));
    expect(matchBroker.count(id)).toBe(25);
    await send(pointEvent("team1"));
    const updates = await Promise.all(viewers.map((v) => v.next()));
    expect(new Set(updates.map((u) => u.version))).toEqual(new Set([2]));
    for (const viewer of viewers) viewer.close();
    await until(() => matchBroker.count(id) === 0);
  });

  it("answers 404 for an unknown id, a malformed id and a match not shared live", async () => {
    const unknown = await streamLoader(routeArgs(new Request("http://localhost/x"), { id: randomUUID() }));
    expect((unknown as Response).status).toBe(404);
    const malformed = await streamLoader(routeArgs(new Request("http://localhost/x"), { id: "1; drop" }));
    expect((malformed as Response).status).toBe(404);
  });
});

describe("the broker", () => {
  it("folds a burst of notifications into few loads and always ends on the latest value", async () => {
    let current = 0;
    let loads = 0;
    const broker = createBroker<number>("test_burst", async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 100));
      return current;
    });
    const seen: number[] = [];
    const unsubscribe = await broker.subscribe("k", (value) => seen.push(value));
    for (let i = 1; i <= 20; i += 1) {
      current = i;
      await broker.publish("k");
    }
    await until(() => seen.at(-1) === 20);
    expect(loads).toBeLessThan(20);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen); // in order
    unsubscribe();
    expect(broker.count("k")).toBe(0);
  });
});

describe("the public live page", () => {
  it("shows the match without the secret, its hash or the owner", async () => {
    const { id, secret } = await sharedMatch();
    const data = await livePageLoader(routeArgs(new Request(`http://localhost/padel-score/en-vivo/${id}`), { id }));
    const text = JSON.stringify(data);
    expect(text).toContain("Los Tigres");
    expect(text).not.toContain(secret);
    expect(text).not.toMatch(/secret|hash|owner|events/i);
  });

  it("is a 404 for a match that is not shared", async () => {
    const id = randomUUID();
    const result = await livePageLoader(routeArgs(new Request("http://localhost/x"), { id }));
    expect(result).toMatchObject({ data: { live: null }, init: { status: 404 } });
  });
});
