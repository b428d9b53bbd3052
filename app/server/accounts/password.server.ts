import { type Algorithm, hash, verify } from "@node-rs/argon2";
import { verifyPassword as verifyScrypt } from "better-auth/crypto";

/**
 * argon2id with the OWASP / ASVS 5.0 (V11.4.2) minimum: 19 MiB of memory, 2 iterations, 1 lane.
 * One module for the whole app: better-auth (emailAndPassword.password) and the demo seed use it.
 */
// Algorithm is an ambient const enum (not importable as a value here): Argon2id is 2.
const ARGON2ID = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/**
 * Checks a password against a stored hash. Hashes written before argon2id was adopted (better-auth's
 * default scrypt, "salt:key") are still accepted, so existing local databases keep their logins.
 */
export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    if (stored.startsWith("$argon2")) return await verify(stored, password);
    if (/^[0-9a-f]+:[0-9a-f]+$/i.test(stored)) return await verifyScrypt({ hash: stored, password });
    return false;
  } catch {
    return false;
  }
}
