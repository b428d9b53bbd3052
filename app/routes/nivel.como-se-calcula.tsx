import { Card, CardContent } from "~/components/ui/card";
import { levelExample } from "~/server/levels";
import type { Route } from "./+types/nivel.como-se-calcula";

export const meta: Route.MetaFunction = () => [
  { title: "Cómo se calcula el nivel | Pádel Puebla" },
  {
    name: "description",
    content: "Cómo se calcula el nivel de cada jugador de pádel en Puebla: de 1.0 a 7.0, partido a partido, con un ejemplo resuelto.",
  },
];

/** The worked example is computed by the rating engine on the server: the page ships none of it. */
export function loader() {
  return levelExample();
}

/** Issue 35: the level explained in plain Spanish, with the engine's own numbers. */
export default function HowLevelWorks({ loaderData: example }: Route.ComponentProps) {
  const { winner, loser } = example;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <h1 className="text-3xl font-bold tracking-tight">Cómo se calcula el nivel</h1>
      <Card className="mt-6">
        <CardContent className="flex flex-col gap-4 p-6 leading-relaxed">
          <p>
            Cada jugador tiene un nivel de 1.0 a 7.0 que sale de todos sus partidos con resultado seguro: los partidos de torneo que captura
            el organizador. El ranking sigue contando los resultados en torneos; el nivel mide cómo juegas, partido a partido.
          </p>
          <p>
            Usamos Glicko-2, un sistema de puntuación que además de tu nivel sabe qué tan seguro está de él. En cada partido compara a las
            dos parejas con el nivel de los cuatro jugadores: si ganas a una pareja mejor, subes mucho; si ganas a una peor, subes poco; si
            pierdes siendo favorito, bajas más.
          </p>
          <p>
            El marcador cuenta: un 6-0 6-0 pesa más que un 7-5 6-4, pero quien gana nunca baja y quien pierde nunca sube. Un W.O. cuenta
            como una victoria normal, sin diferencia; un retiro, como iba el partido hasta ese momento.
          </p>
          <p>
            Con pocos partidos tu nivel se mueve rápido; con muchos, despacio. Es «Provisional» hasta {example.reliableMatches} partidos y
            «Fiable» después, mientras sigas jugando: si pasas un tiempo sin jugar, vuelve a ser provisional.
          </p>
          <p>
            Tu primer nivel sale de la categoría en la que juegas tu primer partido: quien empieza en 3ra empieza en {example.startLevel}.
            Cada nivel corresponde a una categoría:
          </p>
          <table className="w-full max-w-sm text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 font-medium">
                  Nivel
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Juega como
                </th>
              </tr>
            </thead>
            <tbody>
              {example.bands.map((band) => (
                <tr key={band.category} className="border-b last:border-0">
                  <td className="py-2 tabular-nums">
                    {band.from} a {band.to}
                  </td>
                  <td className="py-2 text-right font-semibold">{band.category}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2 className="mt-2 text-xl font-semibold">Un ejemplo</h2>
          <p>
            Ana y Bea juegan su primer torneo, en 3ra: empiezan en nivel {winner.before}, provisional. Enfrentan a Carla y Dora, nivel{" "}
            {loser.before} y fiable, con 24 partidos. Antes del partido, Ana y Bea tenían un {example.winChance}% de probabilidad de ganar.
            Ganan 6-3 6-4.
          </p>
          <ul className="flex flex-col gap-2" aria-label="Efecto del partido de ejemplo">
            <li>
              Ana ve en su perfil: <q data-testid="example-effect">{winner.effect}</q>. Su nivel pasa de {winner.before} a {winner.after}.
            </li>
            <li>
              Carla ve: <q>{loser.effect}</q>. Baja menos de lo que sube Ana ({loser.change} contra {winner.change}): el sistema ya conocía
              bien su nivel, y el de Ana todavía no.
            </li>
          </ul>
          <p>
            Cuando un organizador corrige o borra un resultado, los niveles se vuelven a calcular desde ese partido: con los mismos
            partidos, siempre salen los mismos niveles.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
