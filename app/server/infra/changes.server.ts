// What a committed write sets off (ADR 0034). A write records what it changed inside its transaction
// (`recordChange`); once the outermost transaction commits, `announce` drops the pages cached for anonymous
// visitors once (every process, through public-data.server.ts) and hands each change to the handlers the
// server's composition root registered (live pages, WhatsApp reminders, a draw following its Padel Score
// match), off the request's critical path. A rolled-back transaction announces nothing. Inside a request
// the changes of all its transactions are announced once, when its answer is ready.
import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { createContext } from "react-router";
import type { Db, Tx } from "./db.server";
import { getLogger } from "./logger.server";
import { publicDataChanged } from "./public-data.server";

/** A committed change: `topic` names what kind of thing changed, `key` which one. */
export type Change = {
  topic: string;
  key: string;
  /** What the handlers of the topic need beyond the key (in this process only). */
  data?: unknown;
  /** Whether a public page may show it (the page cache is dropped); true unless said otherwise. */
  public?: boolean;
};

export type ChangeHandler = (change: Change) => Promise<void> | void;

const handlers = new Map<string, Set<ChangeHandler>>();
const inFlight = new Set<Promise<void>>();

/** Registers a handler of a topic's committed changes (the composition root does). Returns the unregister. */
export function onChange(topic: string, handler: ChangeHandler): () => void {
  const set = handlers.get(topic) ?? new Set();
  handlers.set(topic, set);
  set.add(handler);
  return () => set.delete(handler);
}

// The changes recorded in each open transaction made by `transaction`, savepoints sharing their outer list.
const pending = new WeakMap<object, Change[]>();

/**
 * Runs `work` in a transaction whose recorded changes are announced once it commits. Called with a
 * transaction of its own making, it opens a savepoint whose changes wait for the outer commit (the demo
 * seed writes through the organisers' functions inside one transaction).
 */
export async function transaction<T>(db: Db | Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  const outer = pending.get(db);
  const changes: Change[] = [];
  const value = await db.transaction(async (tx) => {
    pending.set(tx, changes);
    return work(tx);
  });
  if (outer) outer.push(...changes);
  else announce(changes);
  return value;
}

/**
 * Records a change made through `db`: inside a transaction of `transaction`, announced when it commits;
 * otherwise (a single statement, committed already) announced now.
 */
export function recordChange(db: Db | Tx, change: Change): void {
  const changes = pending.get(db);
  if (changes) changes.push(change);
  else if ("rollback" in db) throw new Error("recordChange in a transaction that transaction() did not open: its commit would go unheard.");
  else announce([change]);
}

// A request's changes: announced together when its answer is ready (changeScopeMiddleware).
const requestScope = new AsyncLocalStorage<Change[]>();

function announce(changes: readonly Change[]): void {
  const scope = requestScope.getStore();
  if (scope) {
    scope.push(...changes);
    return;
  }
  if (changes.length === 0) return;
  const unique = new Map(changes.map((change) => [`${change.topic}\u0000${change.key}`, change]));
  // The only place the page cache is dropped: once per announcement, whatever it holds.
  if ([...unique.values()].some((change) => change.public !== false)) void publicDataChanged();
  for (const change of unique.values()) {
    for (const handler of handlers.get(change.topic) ?? []) {
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => handler(change))
        .catch((error: unknown) => getLogger().error({ err: error, topic: change.topic, key: change.key }, "A change handler failed"))
        .finally(() => inFlight.delete(run));
      inFlight.add(run);
    }
  }
}

/** Resolves when every handler started so far (and any it caused) has finished: for tests and shutdown. */
export async function settleChanges(): Promise<void> {
  while (inFlight.size > 0) await Promise.all(inFlight);
}

/** A write that no public page shows (signing in, a Padel Score point): the request announces nothing for it. */
const quietWrite = createContext<{ quiet: boolean } | null>(null);

export function writesNoPublicData(context: Readonly<RouterContextProvider>): void {
  const flag = context.get(quietWrite);
  if (flag) flag.quiet = true;
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The status of what a handler answered or threw: a Response, `data(value, init)`, or a plain value (200). */
function statusOf(answer: unknown): number {
  if (answer instanceof Response) return answer.status;
  const init = (answer as { type?: unknown; init?: ResponseInit | null } | null)?.init;
  if ((answer as { type?: unknown } | null)?.type === "DataWithResponseInit") return init?.status ?? 200;
  return answer instanceof Error ? 500 : 200;
}

/**
 * The root route's middleware: the request's changes are announced once its answer is ready, and a
 * successful write request counts as a change of public data (a form may write anything a page shows)
 * unless its action said otherwise.
 */
export const changeScopeMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const changes: Change[] = [];
  const flag = { quiet: false };
  context.set(quietWrite, flag);
  let status = 500;
  try {
    const answer = await requestScope.run(changes, () => next());
    status = statusOf(answer);
    return answer;
  } catch (thrown) {
    status = statusOf(thrown);
    throw thrown;
  } finally {
    if (WRITES.has(request.method) && status < 400 && !flag.quiet) changes.push({ topic: "request", key: new URL(request.url).pathname });
    announce(changes);
  }
};
