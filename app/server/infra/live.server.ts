// The live-updates broker (DESIGN.md): LISTEN/NOTIFY through the database handle, so every app
// process hears every change, then an in-process fan-out so one notification costs one load per
// process however many viewers watch. Plus the server-sent-events response that carries it.
import { sql } from "drizzle-orm";
import type { Db, DbHandle, Unlisten } from "../../../db/client";
import { getDbHandle } from "./db.server";

type Subscriber<T> = (value: T) => void;

export type Broker<T> = {
  /** Calls `onValue` with the loaded value after every publish of `key`. Resolves once listening. */
  subscribe(key: string, onValue: Subscriber<T>): Promise<() => void>;
  /**
   * Tells every process that `key` changed (after the change is committed). Inside a caller's transaction
   * (`db`) the notification goes out when it commits; a separate connection would wait for it.
   */
  publish(key: string, db?: Db): Promise<void>;
  /** Subscribers of `key` in this process (for tests and metrics). */
  count(key: string): number;
};

/**
 * A broker for one notification channel. `load(key)` reads the current value for a key; while a load
 * is running, further notifications of the same key are folded into one more load, so subscribers see
 * values in order and the latest one always arrives.
 */
export function createBroker<T>(channel: string, load: (key: string) => Promise<T | null>): Broker<T> {
  const subscribers = new Map<string, Set<Subscriber<T>>>();
  const loading = new Map<string, { again: boolean }>();
  let listening: { handle: DbHandle; ready: Promise<Unlisten> } | undefined;

  async function deliver(key: string): Promise<void> {
    const running = loading.get(key);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: true };
    loading.set(key, state);
    try {
      while (state.again && subscribers.get(key)?.size) {
        state.again = false;
        const value = await load(key).catch(() => null);
        if (value === null) continue;
        for (const subscriber of subscribers.get(key) ?? []) {
          try {
            subscriber(value);
          } catch {
            // One broken viewer must not starve the others.
          }
        }
      }
    } finally {
      loading.delete(key);
    }
  }

  function ensureListening(): Promise<Unlisten> {
    const handle = getDbHandle();
    if (listening?.handle !== handle) {
      const ready = handle.listen(channel, (key) => void deliver(key));
      listening = { handle, ready };
      // A failed LISTEN is retried by the next subscriber.
      ready.catch(() => {
        if (listening?.ready === ready) listening = undefined;
      });
    }
    return listening.ready;
  }

  return {
    async subscribe(key, onValue) {
      await ensureListening();
      let set = subscribers.get(key);
      if (!set) {
        set = new Set();
        subscribers.set(key, set);
      }
      set.add(onValue);
      return () => {
        const current = subscribers.get(key);
        current?.delete(onValue);
        if (current?.size === 0) subscribers.delete(key);
      };
    },
    publish: async (key, db) => {
      if (db) await db.execute(sql`select pg_notify(${channel}, ${key})`);
      else await getDbHandle().notify(channel, key);
    },
    count: (key) => subscribers.get(key)?.size ?? 0,
  };
}

export type SseMessage = { event?: string; id?: string; data: string };

const HEARTBEAT_MS = 20_000;
/** EventSource waits this long before reconnecting after a drop. */
const RETRY_MS = 2_000;
/** A viewer this far behind (unread bytes) is dropped; its EventSource reconnects to the current state. */
const MAX_BACKLOG_BYTES = 256 * 1024;
const encoder = new TextEncoder();
const RETRY = encoder.encode(`retry: ${RETRY_MS}\n\n`);
const PING = encoder.encode(": ping\n\n");

/**
 * One server-sent event, encoded once: the same bytes can be written to every viewer.
 */
export function encodeSse({ event, id, data }: SseMessage): Uint8Array {
  const lines = [];
  if (event) lines.push(`event: ${event}`);
  if (id) lines.push(`id: ${id}`);
  for (const line of data.split("\n")) lines.push(`data: ${line}`);
  return encoder.encode(`${lines.join("\n")}\n\n`);
}

/** Live streams one client address may hold open at once: a social night's 40 players and their spectators on the club's Wi-Fi fit (ADR 0028). */
export const MAX_STREAMS_PER_CLIENT = 100;
export const TOO_MANY_STREAMS = "Tienes demasiadas transmisiones en vivo abiertas. Cierra alguna e inténtalo de nuevo.";
const openStreams = new Map<string, number>();

/**
 * A text/event-stream response. `setup` gets a `send` function (for events made with encodeSse) and
 * returns the cleanup to run when the client goes away (request aborted or stream cancelled). Comments
 * keep idle proxies from closing the connection.
 */
export function eventStream(request: Request, setup: (send: (event: Uint8Array) => void) => Promise<() => void> | (() => void)): Response {
  // Set by the Express server from the socket (and TRUST_PROXY): a client cannot pick it.
  const client = request.headers.get("x-client-ip") ?? "";
  const open = openStreams.get(client) ?? 0;
  if (open >= MAX_STREAMS_PER_CLIENT) {
    return new Response(TOO_MANY_STREAMS, { status: 429, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "30" } });
  }
  openStreams.set(client, open + 1);
  let closed = false;
  let cleanup: (() => void) | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;

  const close = () => {
    if (closed) return;
    closed = true;
    const left = (openStreams.get(client) ?? 1) - 1;
    if (left > 0) openStreams.set(client, left);
    else openStreams.delete(client);
    clearInterval(heartbeat);
    request.signal.removeEventListener("abort", close);
    cleanup?.();
    try {
      controllerRef?.close();
    } catch {
      // Already closed or errored by the consumer.
    }
  };

  const write = (bytes: Uint8Array) => {
    if (closed || !controllerRef) return;
    controllerRef.enqueue(bytes);
    if ((controllerRef.desiredSize ?? 0) < -MAX_BACKLOG_BYTES) close();
  };

  const stream = new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        controllerRef = controller;
        if (request.signal.aborted) return close();
        request.signal.addEventListener("abort", close);
        write(RETRY);
        heartbeat = setInterval(() => write(PING), HEARTBEAT_MS);
        try {
          const dispose = await setup(write);
          if (closed) dispose();
          else cleanup = dispose;
        } catch {
          close();
        }
      },
      cancel: close,
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );

  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
