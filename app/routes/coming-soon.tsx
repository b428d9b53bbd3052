import { useMatches } from "react-router";
import type { Route } from "./+types/coming-soon";

/**
 * Pages of the route table whose features arrive with later issues. Each route id gets its heading
 * here; a feature issue replaces the entry with its own route module.
 */
const PAGES: Record<string, { title: string; lead: string }> = {
  "tournament-register": { title: "Registrar Torneo", lead: "Publica tu torneo en la comunidad." },
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
