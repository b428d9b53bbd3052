import { Badge } from "~/components/ui/badge";
import type { LevelRankingRow } from "~/server/levels";
import { RankedPlayerCells } from "./ranking-table";

/** The ranking by level (issue 35): Pos., Jugador, Nivel (with its reliability), Partidos. */
export function LevelRankingTable({ rows }: { rows: readonly LevelRankingRow[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="level-ranking">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="w-16 py-2 pr-2 font-medium">
              Pos.
            </th>
            <th scope="col" className="py-2 pr-2 font-medium">
              Jugador
            </th>
            <th scope="col" className="py-2 pr-2 font-medium">
              Nivel
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Partidos
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.playerId} className="border-b last:border-0">
              <RankedPlayerCells row={row} />
              <td className="py-2 pr-2">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span>{row.level}</span>
                  <Badge variant={row.reliability === "Fiable" ? "default" : "outline"}>{row.reliability}</Badge>
                </span>
              </td>
              <td className="py-2 text-right tabular-nums">{row.matches}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
