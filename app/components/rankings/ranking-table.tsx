import { Link } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { playerPath } from "~/domain/slugs";
import { cn } from "~/lib/utils";

export type RankingTableRow = {
  position: number;
  playerId: number;
  name: string;
  handle: string | null;
  image: string | null;
  wins: number;
  points: number;
};

const PODIUM = ["bg-yellow-400 text-yellow-950", "bg-slate-300 text-slate-900", "bg-amber-700 text-white"];

/** A ranking row's first two cells: its position (1 to 3 coloured) and the player, linked. */
export function RankedPlayerCells({ row }: { row: Pick<RankingTableRow, "position" | "playerId" | "name" | "handle" | "image"> }) {
  return (
    <>
      <td className="py-2 pr-2">
        <span
          className={cn(
            "inline-flex size-8 items-center justify-center rounded-full font-semibold",
            PODIUM[row.position - 1] ?? "text-muted-foreground",
          )}
        >
          {row.position}
        </span>
      </td>
      <td className="py-2 pr-2">
        <Link to={playerPath({ id: row.playerId, handle: row.handle })} className="flex items-center gap-3 font-medium hover:underline">
          <Avatar src={row.image} name={row.name} className="size-8 text-xs" aria-hidden />
          <span className="min-w-0 break-words">{row.name}</span>
        </Link>
      </td>
    </>
  );
}

/** Pos., Jugador, Victorias, Puntos; positions 1 to 3 get coloured badges (docs/product.md §5.3). */
export function RankingTable({ rows }: { rows: readonly RankingTableRow[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="w-16 py-2 pr-2 font-medium">
              Pos.
            </th>
            <th scope="col" className="py-2 pr-2 font-medium">
              Jugador
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              Victorias
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Puntos
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.playerId} className="border-b last:border-0">
              <RankedPlayerCells row={row} />
              <td className="py-2 pr-2 text-right tabular-nums">{row.wins}</td>
              <td className="py-2 text-right font-semibold tabular-nums">{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
