import { and, count, eq, gte } from "drizzle-orm";
import { CalendarDays, Timer, Trophy } from "lucide-react";
import { Link } from "react-router";
import { club, player, tournament } from "../../db/schema";
import { Button } from "~/components/ui/button";
import { mexicoToday } from "~/domain/calendar";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData as { config?: { siteName: string } } | undefined;
  return [
    { title: `${root?.config?.siteName ?? "Pádel Puebla"} | Torneos, rankings y clubes de pádel en Puebla` },
    {
      name: "description",
      content: "La fuente definitiva de información de pádel en México: torneos, rankings, jugadores, clubes y entrenadores en Puebla.",
    },
  ];
};

export async function loader() {
  const db = getDb();
  const today = mexicoToday();
  const [[players], [upcoming], [clubs]] = await Promise.all([
    db.select({ n: count() }).from(player),
    db
      .select({ n: count() })
      .from(tournament)
      .where(and(eq(tournament.approved, true), gte(tournament.endDate, today))),
    db.select({ n: count() }).from(club),
  ]);
  return { stats: { players: players?.n ?? 0, upcoming: upcoming?.n ?? 0, clubs: clubs?.n ?? 0 } };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  const figures = [
    { label: "Jugadores", value: stats.players },
    { label: "Torneos próximos y activos", value: stats.upcoming },
    { label: "Clubs", value: stats.clubs },
  ];
  return (
    <section className="bg-gradient-to-b from-primary to-blue-900 text-primary-foreground">
      <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
        <h1 className="max-w-3xl text-4xl font-black tracking-tight md:text-6xl">
          El pádel de Puebla, en un solo lugar
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-blue-100">
          Encuentra torneos e inscríbete, sigue los rankings por categoría, conoce a los jugadores, clubes y
          entrenadores, y lleva el marcador de tus partidos con Padel Score.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild size="lg" className="bg-accent text-accent-foreground hover:bg-accent/90">
            <Link to="/torneos-padel-puebla">
              <CalendarDays aria-hidden />
              Ver torneos
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent hover:bg-white/10">
            <Link to="/ranking-padel-puebla">
              <Trophy aria-hidden />
              Ver rankings
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent hover:bg-white/10">
            <Link to="/padel-score">
              <Timer aria-hidden />
              Lleva el marcador con Padel Score
            </Link>
          </Button>
        </div>
        <dl className="mt-12 grid max-w-2xl grid-cols-3 gap-4">
          {figures.map((f) => (
            <div key={f.label} className="rounded-lg bg-white/10 p-4">
              <dt className="text-sm text-blue-100">{f.label}</dt>
              <dd className="text-3xl font-bold">{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
