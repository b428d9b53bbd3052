// The app's server API (app/server/server-api.server.ts) as the Express server reaches it: from the build
// it serves, never by importing app/server itself (which would make a second copy of every module).
import type { ServerBuild } from "react-router";
import type * as Api from "../app/server/server-api.server";

export type ServerApi = typeof Api;

export function serverApi(build: ServerBuild): ServerApi {
  return (build.entry.module as unknown as { server: ServerApi }).server;
}
