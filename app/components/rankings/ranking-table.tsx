import type { ReactNode } from "react";
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

/**
 * A ranking's table: Pos., Jugador, then `columns` (the last one with no right padding); `children` are its
 * rows, each starting with RankedPlayerCells.
 */
export function RankingFrame({
  columns,
  children,
  testId,
}: {
  columns: readonly { label: string; right?: boolean }[];
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="w-16 py-2 pr-2 font-medium">
              Pos.
            </th>
            <th scope="col" className="py-2 pr-2 font-medium">
              Jugador
            </th>
            {columns.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                className={cn("py-2 font-medium", index < columns.length - 1 && "pr-2", column.right && "text-right")}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Pos., Jugador, Victorias, Puntos; positions 1 to 3 get coloured badges (docs/product.md §5.3). */
export function RankingTable({ rows }: { rows: readonly RankingTableRow[] }) {
  return (
    <RankingFrame
      columns={[
        { label: "Victorias", right: true },
        { label: "Puntos", right: true },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.playerId} className="border-b last:border-0">
          <RankedPlayerCells row={row} />
          <td className="py-2 pr-2 text-right tabular-nums">{row.wins}</td>
          <td className="py-2 text-right font-semibold tabular-nums">{row.points}</td>
        </tr>
      ))}
    </RankingFrame>
  );
}
