import { sql, type SQL } from "drizzle-orm";
import { integer, timestamp } from "drizzle-orm/pg-core";

/** Identity primary key. BY DEFAULT (not ALWAYS) so imports of legacy data can keep their ids. */
export const id = () => integer("id").primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();

export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** `column IN ('a', 'b')` with the values inlined, as CHECK constraints cannot take parameters. */
export function inList(column: SQL | { name: string }, values: readonly string[]): SQL {
  const literals = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(literals)})`;
}

/** Text that is not empty once trimmed. */
export function notBlank(column: { name: string }): SQL {
  return sql`char_length(btrim(${column})) > 0`;
}
