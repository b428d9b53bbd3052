// Asserts that a statement fails with a PostgreSQL error code and, optionally, the constraint it names.
import { expect } from "vitest";
import { pgErrorCode, pgErrorConstraint } from "../../../db/errors";

export async function expectPgError(promise: Promise<unknown>, code: string, constraint?: string): Promise<void> {
  let error: unknown;
  try {
    await promise;
  } catch (caught) {
    error = caught;
  }
  expect(error, "expected the statement to fail").toBeDefined();
  expect(pgErrorCode(error)).toBe(code);
  if (constraint) expect(pgErrorConstraint(error)).toBe(constraint);
}

export const UNIQUE = "23505";
export const CHECK = "23514";
