// What the Express server (server/) takes from the app, through the build's server entry: everything it
// runs is the build's own modules, so each exists once per process (ADR 0034). Types only may be imported
// from here by server/; at run time it reads `build.entry.module.server`.
export { startBackground, startDatabase } from "./background.server";
export { ConfigError, parseConfig, type Config } from "./infra/config.server";
export { getDb } from "./infra/db.server";
export { createLogger } from "./infra/logger.server";
export { hearsOtherProcesses, listenForPublicDataChanges, onPublicDataChange, publicDataVersion } from "./infra/public-data.server";
export { visitorKind } from "./accounts";
