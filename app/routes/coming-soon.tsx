import { useMatches } from "react-router";
import type { Route } from "./+types/coming-soon";

/**
 * Pages of the route table whose features arrive with later issues. Each route id gets its heading
 * here; a feature issue replaces the entry with its own route module.
 */
const PAGES: Record<string, { title: string; lead: string }> = {
  tournaments: { title: "Torneos de Pádel en Puebla", lead: "Próximos, activos y pasados." },
  "tournament-register": { title: "Registrar Torneo", lead: "Publica tu torneo en la comunidad." },
  "tournament-by-name": { title: "Torneo", lead: "Detalle del torneo." },
  tournament: { title: "Torneo", lead: "Detalle del torneo." },
  rankings: { title: "Ranking de Jugadores Pádel en Puebla", lead: "Rankings por categoría y género." },
  players: { title: "Jugadores de Pádel en Puebla", lead: "Todos los jugadores de la comunidad." },
  coaches: { title: "Entrenadores de Pádel en Puebla", lead: "Encuentra a tu entrenador." },
  coach: { title: "Entrenador", lead: "Perfil del entrenador." },
  "coach-by-id": { title: "Entrenador", lead: "Perfil del entrenador." },
  "coach-register": { title: "Registrar Entrenador", lead: "Crea tu perfil de entrenador." },
  clubs: { title: "Clubs de Pádel en Puebla", lead: "Canchas y clubes cerca de ti." },
  "club-by-name": { title: "Club", lead: "Detalle del club." },
  club: { title: "Club", lead: "Detalle del club." },
  "club-register": { title: "Registrar Club", lead: "Agrega tu club a la comunidad." },
  "club-register-en": { title: "Registrar Club", lead: "Agrega tu club a la comunidad." },
  player: { title: "Jugador", lead: "Perfil del jugador." },
  join: { title: "Únete a la comunidad", lead: "Regístrate como jugador." },
  admin: { title: "Panel de Administración", lead: "Herramientas para administradores." },
  "admin-seo": { title: "SEO", lead: "Sitemaps y metadatos." },
  "admin-automations": { title: "Automatizaciones", lead: "Mensajes automáticos." },
};

function pageFor(id: string | undefined) {
  return (id && PAGES[id]) || { title: "Pádel en Puebla", lead: "" };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const id = matches.at(-1)?.id;
  return [{ title: pageFor(id).title }];
};

export default function ComingSoon() {
  const page = pageFor(useMatches().at(-1)?.id);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{page.title}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{page.lead}</p>
    </div>
  );
}
