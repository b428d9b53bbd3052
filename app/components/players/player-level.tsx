import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { LevelPoint, PlayerLevelView } from "~/server/levels";

export const LEVEL_HOW_PATH = "/nivel/como-se-calcula";

const WIDTH = 320;
const HEIGHT = 120;
const LEFT = 30;
const PAD = 10;

/** The level over the player's latest matches: a small SVG drawn on the server, no chart library. */
export function LevelChart({ points }: { points: LevelPoint[] }) {
  const levels = points.map((point) => point.level);
  const low = Math.floor(Math.min(...levels) * 2) / 2;
  const high = Math.max(low + 1, Math.ceil(Math.max(...levels) * 2) / 2);
  const x = (i: number) => LEFT + (points.length > 1 ? (i * (WIDTH - LEFT - PAD)) / (points.length - 1) : (WIDTH - LEFT - PAD) / 2);
  const y = (level: number) => PAD + ((high - level) * (HEIGHT - 2 * PAD)) / (high - low);
  const line = points.map((point, i) => `${x(i).toFixed(1)},${y(point.level).toFixed(1)}`).join(" ");
  const first = levels[0]!;
  const last = levels.at(-1)!;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label="Evolución del nivel"
      className="h-auto w-full max-w-md text-primary"
      data-testid="level-chart"
    >
      <desc>{`De ${first.toFixed(1)} a ${last.toFixed(1)} en ${points.length - 1} partidos`}</desc>
      {[high, low].map((level) => (
        <g key={level} className="text-muted-foreground">
          <line x1={LEFT} x2={WIDTH - PAD} y1={y(level)} y2={y(level)} stroke="currentColor" strokeOpacity={0.3} strokeDasharray="3 3" />
          <text x={LEFT - 6} y={y(level) + 4} textAnchor="end" fontSize={13} fill="currentColor">
            {level.toFixed(1)}
          </text>
        </g>
      ))}
      <polyline points={line} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
      <circle cx={x(points.length - 1)} cy={y(last)} r={3.5} fill="currentColor" />
    </svg>
  );
}

/** The profile's 'Nivel': 'Nivel 4.3 · juega como 3ra', Fiable or Provisional, the chart and the latest effects. */
export function PlayerLevel({ level }: { level: PlayerLevelView | null }) {
  return (
    <Card className="mt-6" data-testid="player-level">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" className="text-lg">
          Nivel
        </CardTitle>
        <Link to={LEVEL_HOW_PATH} className="text-sm font-medium text-primary hover:underline">
          Cómo se calcula el nivel
        </Link>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {level === null ? (
          <p className="py-4 text-center text-muted-foreground">Aún no tiene partidos con resultado para calcular su nivel</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-xl font-bold">{level.text}</p>
              <Badge variant={level.reliability === "Fiable" ? "default" : "outline"}>{level.reliability}</Badge>
              <span className="text-sm text-muted-foreground">
                {level.matches} {level.matches === 1 ? "partido" : "partidos"}
              </span>
            </div>
            {level.chart.length > 1 ? <LevelChart points={level.chart} /> : null}
            {level.effects.length > 0 ? (
              <ul className="flex flex-col divide-y divide-border text-sm" aria-label="Últimos partidos y su efecto en el nivel">
                {level.effects.map((effect) => (
                  <li key={effect.key} className="py-2" data-testid="level-effect">
                    {effect.text}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
