// PostgreSQL error inspection that works for both drivers. Drizzle wraps driver errors
// (DrizzleQueryError) and keeps the original as `cause`; pg and PGlite errors carry the SQLSTATE in
// `code` and the violated constraint in `constraint`.

export const PG_UNIQUE_VIOLATION = "23505";
export const PG_FOREIGN_KEY_VIOLATION = "23503";
/**
 * ON DELETE RESTRICT (e.g. deleting a player who has results) reports 23001 from PostgreSQL 18
 * (PGlite 0.5) and 23503 before (PostgreSQL 15): use isForeignKeyViolation() to test for both.
 */
export const PG_RESTRICT_VIOLATION = "23001";
export const PG_CHECK_VIOLATION = "23514";
export const PG_NOT_NULL_VIOLATION = "23502";

type PgErrorFields = { code?: unknown; constraint?: unknown };

function findPgError(error: unknown): PgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const fields = current as PgErrorFields & { cause?: unknown };
    if (typeof fields.code === "string" && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error (e.g. '23505'), or undefined for other errors. */
export function pgErrorCode(error: unknown): string | undefined {
  return findPgError(error)?.code as string | undefined;
}

/** The name of the violated constraint, when the server reported one. */
export function pgErrorConstraint(error: unknown): string | undefined {
  const constraint = findPgError(error)?.constraint;
  return typeof constraint === "string" ? constraint : undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return pgErrorCode(error) === PG_UNIQUE_VIOLATION && (constraint === undefined || pgErrorConstraint(error) === constraint);
}

/** A row is still referenced (or references a missing row): 23503, or 23001 for ON DELETE RESTRICT. */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const code = pgErrorCode(error);
  return (
    (code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION) &&
    (constraint === undefined || pgErrorConstraint(error) === constraint)
  );
}
