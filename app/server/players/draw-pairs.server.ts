// The pairs of draws' entries with their players' names and handles: what the order of play, Padel Score's
// tournament matches and a player's list of matches name.
import { eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { drawEntry, player } from "../../../db/schema";
import { pairName } from "~/domain/order-of-play";
import type { Db, Tx } from "../infra/db.server";

export interface PairPlayer {
  id: number;
  name: string;
  handle: string | null;
}

export interface DrawPair {
  entryId: number;
  players: [PairPlayer, PairPlayer];
  name: string;
}

const player1 = alias(player, "player1");
const player2 = alias(player, "player2");

export async function drawPairs(drawIds: number[], db: Db | Tx): Promise<Map<number, DrawPair>> {
  const rows = await db
    .select({
      id: drawEntry.id,
      p1: { id: player1.id, name: player1.name, handle: player1.handle },
      p2: { id: player2.id, name: player2.name, handle: player2.handle },
    })
    .from(drawEntry)
    .innerJoin(player1, eq(player1.id, drawEntry.player1Id))
    .innerJoin(player2, eq(player2.id, drawEntry.player2Id))
    .where(inArray(drawEntry.drawId, drawIds));
  return new Map(rows.map((row) => [row.id, { entryId: row.id, players: [row.p1, row.p2], name: pairName([row.p1, row.p2]) }]));
}
