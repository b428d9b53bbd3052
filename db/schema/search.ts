import { sql, type SQL } from "drizzle-orm";

// Accent folding without the `unaccent` extension (not available everywhere, and not IMMUTABLE,
// so it could not feed a generated column). translate() and lower() are IMMUTABLE. Upper-case
// letters are folded before lower() so the result does not depend on the database locale
// (lower() under the "C" collation only changes ASCII letters).
const ACCENTED = "ÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãåéèêëíìîïóòôöõúùûüñçýÿ";
const PLAIN = "AAAAAAEEEEIIIIOOOOOUUUUNCYaaaaaaeeeeiiiiooooouuuuncyy";

/** SQL expression that folds case and accents the same way as `player.search_text`. */
export function foldSearchText(expr: SQL): SQL {
  return sql`lower(translate(${expr}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`;
}

/** The same folding in TypeScript, for building LIKE patterns from user input. */
export function foldSearchTerm(term: string): string {
  let out = "";
  for (const ch of term) {
    const i = ACCENTED.indexOf(ch);
    out += i >= 0 ? PLAIN.charAt(i) : ch;
  }
  return out.toLowerCase();
}

/** Escapes LIKE wildcards so user input matches literally (the default escape character is \). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%folded term%` ready for `LIKE` against a folded column such as `player.searchText`. */
export function containsPattern(term: string): string {
  return `%${escapeLike(foldSearchTerm(term.trim()))}%`;
}
