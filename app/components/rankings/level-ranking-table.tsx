import { Badge } from "~/components/ui/badge";
import type { LevelRankingRow } from "~/server/levels";
import { RankedPlayerCells, RankingFrame } from "./ranking-table";

/** The ranking by level (issue 35): Pos., Jugador, Nivel (with its reliability), Partidos. */
export function LevelRankingTable({ rows }: { rows: readonly LevelRankingRow[] }) {
  return (
    <RankingFrame columns={[{ label: "Nivel" }, { label: "Partidos", right: true }]} testId="level-ranking">
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
    </RankingFrame>
  );
}
