// What a request knows about its visitor, read once per request (DESIGN.md "request context"). The root
// route's middleware installs it; loaders, actions and the guards in permissions.server.ts read it.
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getSessionUser, type SessionUser } from "./auth.server";

/** What loaders, actions and middleware receive that the guards need. */
export type RequestArgs = { request: Request; context: Readonly<RouterContextProvider> };

// A lazy lookup rather than the user itself: resource routes that never ask (images, webhooks,
// sitemaps) cost no session query, and every route that asks in one request shares the one answer.
const sessionContext = createContext<() => Promise<SessionUser | null>>();

/** Installs the once-per-request session lookup for `request` in `context`. */
export function provideSession(context: Readonly<RouterContextProvider>, request: Request): void {
  let lookup: Promise<SessionUser | null> | undefined;
  context.set(sessionContext, () => (lookup ??= getSessionUser(request)));
}

/** The root route's middleware: runs before every loader and action. */
export const sessionMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  provideSession(context, request);
};

/** The signed-in user of this request, or null. */
export function currentUser({ context }: Pick<RequestArgs, "context">): Promise<SessionUser | null> {
  return context.get(sessionContext)();
}
