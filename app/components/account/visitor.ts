// The signed-in visitor's own parts of the public pages, read in the browser from /api/yo (ADR 0036).
// Members get the page every member shares (rendered without their session, kept by the page cache); their
// name, favourites, registrations and matches arrive here once the page is live. Until then a personal
// part shows a placeholder, never an anonymous visitor's version ('Iniciar sesión' to a signed-in user).
import { startTransition, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { VisitorParts } from "~/server/tournaments";

export type { VisitorParts };

/** What the header needs from the root loader (app/root.tsx). */
type RootShell = { signedIn: boolean; user: unknown };

/** undefined: not known yet (before the page is live, or while /api/yo answers); null: nobody is signed in. */
let known: VisitorParts | null | undefined;
let asked = 0;
/** After the first page came alive: a part mounted later may start from what is known (no placeholder flash). */
let hydrated = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Asks /api/yo again; a later answer always wins over an earlier one. */
async function refreshVisitor(): Promise<void> {
  const mine = ++asked;
  try {
    const response = await fetch("/api/yo", { headers: { Accept: "application/json" }, credentials: "same-origin" });
    if (!response.ok) return;
    const parts = (await response.json()) as VisitorParts | null;
    if (mine !== asked) return;
    known = parts;
    for (const listener of listeners) listener();
  } catch {
    // Offline or cut short: the placeholders stay until the next page or submission.
  }
}

function useRootShell(): RootShell | undefined {
  return useRouteLoaderData("root") as RootShell | undefined;
}

/** Whether the visitor is signed in (the header's and the pages' "signed in" state, without who). */
export function useSignedIn(): boolean {
  return useRootShell()?.signedIn ?? false;
}

/**
 * The root's companion: asks /api/yo when the page comes alive and after every revalidation (a favourite
 * added, a registration sent: React Router reloads the root's data after each action).
 */
export function useVisitorSync(): void {
  const root = useRootShell();
  const signedIn = root?.signedIn ?? false;
  useEffect(() => {
    hydrated = true;
    if (signedIn) void refreshVisitor();
    else if (known !== null) {
      known = null;
      for (const listener of listeners) listener();
    }
  }, [root, signedIn]);
}

/**
 * The visitor's parts: undefined until known (always on the server and while the page hydrates), null when
 * nobody is signed in. Updates are transitions: an urgent one reaching a part of the page still waiting for
 * its code (a lazy component's Suspense boundary) would make React throw its server HTML away, and what
 * the visitor had typed in it.
 */
export function useVisitor(): VisitorParts | null | undefined {
  const [visitor, setVisitor] = useState(() => (hydrated ? known : undefined));
  useEffect(() => {
    const update = () => startTransition(() => setVisitor(known));
    update();
    return subscribe(update);
  }, []);
  return visitor;
}

/**
 * A personal part of a public page. Anonymous visitors: what the loader gave (`rendered`). Signed-in
 * visitors: `fromVisitor` of /api/yo's answer once it is known; until then what the loader gave if the
 * page was rendered for them (the root knows the user), else undefined: a placeholder.
 */
export function usePersonal<T>(rendered: T, fromVisitor: (visitor: VisitorParts) => T): T | undefined {
  const root = useRootShell();
  const visitor = useVisitor();
  if (!root?.signedIn) return rendered;
  if (visitor) return fromVisitor(visitor);
  return visitor === null || root.user ? rendered : undefined;
}
