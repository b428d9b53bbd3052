// Passwords refused beyond the length rule (docs/product.md §8.3) (issue 17): the ~49,000 most common passwords of
// zxcvbn-ts's maintained list, a single repeated character, and the account's own name or e-mail.
import { dictionary } from "@zxcvbn-ts/language-common";

export const PASSWORD_TOO_COMMON = "Esta contraseña es demasiado común y fácil de adivinar. Elige otra.";
export const PASSWORD_IS_PERSONAL = "La contraseña no puede ser tu nombre ni tu correo electrónico.";

let common: Set<string> | undefined;

/** The Spanish reason `password` is refused for this account, or null when it is acceptable. */
export function passwordProblem(
  password: string,
  identity: { name?: unknown; firstName?: unknown; lastName?: unknown; email?: unknown } = {},
): string | null {
  common ??= new Set(dictionary["passwords-common"]);
  const lower = password.toLowerCase();
  if (common.has(lower) || common.has(password) || /^(.)\1*$/su.test(password)) return PASSWORD_TOO_COMMON;
  const email = typeof identity.email === "string" ? identity.email.toLowerCase() : "";
  const personal = [identity.name, identity.firstName, identity.lastName, email, email.split("@")[0]]
    .filter((v): v is string => typeof v === "string" && v.trim().length >= 3)
    .flatMap((v) => [v.trim().toLowerCase(), v.trim().toLowerCase().replace(/\s+/g, "")]);
  const candidates = [lower.trim(), lower.replace(/\s+/g, "")];
  if (candidates.some((c) => c.length > 0 && personal.includes(c))) return PASSWORD_IS_PERSONAL;
  return null;
}
