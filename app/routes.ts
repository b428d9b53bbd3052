import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** Routes whose target is fixed or built from the path alone (001 section 2.2). */
const redirects = [
  "rankings",
  "jugadores",
  "torneos",
  "tournaments",
  "torneos/registrar",
  "torneos/:name",
  "entrenadores",
  "entrenador/:nombre",
  "clubes",
  "clubs",
  "club/:nombre",
  "club/:nombre/:id",
  "jugador/:username",
  "player/:username",
  "admin/sitemap",
  "seo-admin",
].map((path) => route(path, "routes/redirect.ts", { id: `redirect:${path}` }));

const sitemaps = [
  "sitemap.xml",
  "sitemap-main.xml",
  "sitemap-players.xml",
  "sitemap-tournaments.xml",
  "sitemap-clubs.xml",
  "sitemap-trainers.xml",
].map((path) => route(path, "routes/sitemap-alias.ts", { id: `sitemap:${path}` }));

/** A page whose feature arrives with a later issue: one module, one heading per id. */
const page = (path: string, id: string) => route(path, "routes/coming-soon.tsx", { id });

export default [
  route("api/auth/*", "routes/api.auth.ts"),
  route("auth/sign-out", "routes/auth.sign-out.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  ...redirects,
  ...sitemaps,
  route("sitemaps/:filename", "routes/sitemaps.$filename.ts"),
  route("tournaments/:id", "routes/tournament-alias.ts"),
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    page("torneos-padel-puebla", "tournaments"),
    page("torneos-padel-puebla/registrar", "tournament-register"),
    page("torneos-padel-puebla/:name", "tournament-by-name"),
    page("torneos-padel-puebla/:name/:id", "tournament"),
    page("ranking-padel-puebla", "rankings"),
    page("jugadores-padel-puebla", "players"),
    page("entrenadores-padel-puebla", "coaches"),
    page("entrenadores-padel-puebla/:nombre", "coach"),
    page("entrenadores-padel-puebla/:nombre/:id", "coach-by-id"),
    page("entrenadores/registrar", "coach-register"),
    page("clubs-padel-puebla", "clubs"),
    page("clubs-padel-puebla/:nombre", "club-by-name"),
    page("clubs-padel-puebla/:nombre/:id", "club"),
    page("clubes/registrar", "club-register"),
    page("clubs/registrar", "club-register-en"),
    page("padel/:username", "player"),
    route("jugador/id/:id", "routes/player-by-id.tsx", { id: "player-by-id" }),
    route("player/id/:id", "routes/player-by-id.tsx", { id: "player-by-id-en" }),
    page("padel-score", "padel-score"),
    page("auth", "auth"),
    page("auth/register", "auth-register"),
    page("auth/callback", "auth-callback"),
    page("auth/reset-password", "auth-reset-password"),
    page("profile", "profile"),
    page("unete-dagos", "join"),
    page("admin", "admin"),
    page("admin/seo", "admin-seo"),
    page("admin/automatizaciones", "admin-automations"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
