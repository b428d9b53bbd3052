import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FEMEPA_MULTIPLIER, PLACEMENT_POINTS, RANKING_WINDOW_WEEKS } from "~/domain/ranking";
import type { Route } from "./+types/ranking.como-se-calcula";
import { type CacheHandle, SHARED_WITH_MEMBERS } from "~/lib/cache-params";

/** The same page for every member: nothing on it is personal (ADR 0036). */
export const handle: CacheHandle = SHARED_WITH_MEMBERS;

export const meta: Route.MetaFunction = () => [
  { title: "¿Cómo se calcula el ranking? | Pádel Puebla" },
  {
    name: "description",
    content: "Cómo se calculan los puntos del ranking de pádel en Puebla: puntos por resultado, torneos FEMEPA y últimas 52 semanas.",
  },
];

const PLACEMENT_LABELS = [
  ["Campeón", PLACEMENT_POINTS.champion],
  ["Subcampeón", PLACEMENT_POINTS.runner_up],
  ["Semifinalista", PLACEMENT_POINTS.semifinal],
] as const;

/** The ranking rule of DESIGN.md explained in Spanish, with the numbers taken from app/domain/ranking.ts. */
export default function HowRankingWorks() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <Button asChild variant="ghost" size="sm" className="mb-4">
        <Link to="/ranking-padel-puebla">
          <ArrowLeft aria-hidden />
          Volver al ranking
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight">¿Cómo se calcula el ranking?</h1>
      <Card className="mt-6">
        <CardContent className="flex flex-col gap-4 p-6 leading-relaxed">
          <p>Cada resultado en un torneo suma puntos a los dos integrantes de la pareja, según hasta dónde llegaron:</p>
          <table className="w-full max-w-sm text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 font-medium">
                  Resultado
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Puntos
                </th>
              </tr>
            </thead>
            <tbody>
              {PLACEMENT_LABELS.map(([label, points]) => (
                <tr key={label} className="border-b last:border-0">
                  <td className="py-2">{label}</td>
                  <td className="py-2 text-right font-semibold tabular-nums">{points}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Los torneos avalados por la FEMEPA valen el {FEMEPA_MULTIPLIER === 2 ? "doble" : `${FEMEPA_MULTIPLIER} veces`}: un campeonato
            FEMEPA suma {PLACEMENT_POINTS.champion * FEMEPA_MULTIPLIER} puntos.
          </p>
          <p>
            Solo cuentan los torneos que terminaron en las últimas {RANKING_WINDOW_WEEKS} semanas. Cuando un torneo cumple más de un año,
            sus puntos dejan de contar.
          </p>
          <p>
            Cada categoría (Primera a Sexta y Open) y cada rama (Varonil y Femenil) tiene su propio ranking: un resultado cuenta en el
            ranking de la categoría y rama en la que se jugó.
          </p>
          <p>
            Si dos jugadores tienen los mismos puntos, va primero quien tiene más victorias (campeonatos) en ese periodo; si siguen
            empatados, se ordenan por nombre.
          </p>
          <p>El perfil de cada jugador muestra todos sus títulos, también los de hace más de un año.</p>
        </CardContent>
      </Card>
    </div>
  );
}
