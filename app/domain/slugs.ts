/*
 * URL slugs (docs/product.md §12.2). Differences from the original site's rules, all deliberate:
 * - Accents are transliterated before removing non-word characters (JS `\w` is ASCII only, so
 *   'Pádel Ñandú' would otherwise become 'pdel-and'); we get 'padel-nandu'.
 * - Runs of hyphens collapse to one and edge hyphens are trimmed ('Copa - Puebla' -> 'copa-puebla').
 * - Club and coach slugs also drop non-word characters: their names may hold '#', '?' or '/', which
 *   would break the path.
 * Every slug function is idempotent and maps the original site's older slug spellings ('copa---puebla',
 * 'josé-pérez') to today's canonical slug, so a loader can slugify the incoming parameter, look the
 * record up, and redirect when the parameter differs from the canonical slug.
 */

function stripDiacritics(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "");
}

function slugify(text: string | null | undefined, toHyphen: RegExp, fallback: string): string {
  const slug = stripDiacritics(text ?? "")
    .toLowerCase()
    .trim()
    .replace(toHyphen, "-")
    .replace(/[^\w-]+/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || fallback;
}

/** Lower-cased title, spaces to hyphens, non-word characters removed; 'torneo' when empty. */
export function tournamentSlug(title: string | null | undefined): string {
  return slugify(title, /\s+/g, "torneo");
}

/** Lower-cased name, slashes and spaces to hyphens ('40/30' -> '40-30'); 'club' when empty. */
export function clubSlug(name: string | null | undefined): string {
  return slugify(name, /[\s/]+/g, "club");
}

/** Trimmed, lower-cased name, whitespace to hyphens; 'entrenador' when empty. */
export function coachSlug(name: string | null | undefined): string {
  return slugify(name, /\s+/g, "entrenador");
}

/** The largest id of a serial (int4) column: a larger number in a URL or form is not an id. */
export const MAX_DB_ID = 2_147_483_647;

function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_DB_ID ? id : null;
}

/**
 * Record id from route params: the `id` param when numeric, else the last hyphen-separated piece of
 * `name` when numeric ('copa-puebla-12' -> 12), else null. A title ending in a number
 * ('copa-2026') also yields a number, so loaders must redirect to the canonical path of what they find.
 */
export function idFromParams(params: { id?: string | null; name?: string | null }): number | null {
  const fromId = parseId(params.id?.trim());
  if (fromId !== null) return fromId;
  const last = params.name?.trim().split("-").pop();
  return parseId(last);
}

export function playerPath(player: { handle?: string | null; id: number }): string {
  const handle = player.handle?.trim();
  return handle ? `/padel/${encodeURIComponent(handle)}` : `/jugador/id/${player.id}`;
}

export function tournamentPath(tournament: { id: number; title: string | null | undefined }): string {
  return `/torneos-padel-puebla/${tournamentSlug(tournament.title)}/${tournament.id}`;
}

export function clubPath(club: { id: number; name: string | null | undefined }): string {
  return `/clubs-padel-puebla/${clubSlug(club.name)}/${club.id}`;
}

export function coachPath(coach: { name: string | null | undefined }): string {
  return `/entrenadores-padel-puebla/${coachSlug(coach.name)}`;
}

export const HANDLE_MAX_LENGTH = 30;

const INSTAGRAM_URL = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([^/?#\s]+)/i;

/**
 * Instagram handle as stored: trimmed, without the leading '@', lower-cased (Instagram handles are
 * case-insensitive, so 'Juan.Padel' and 'juan.padel' are one player). A pasted profile URL gives its
 * handle. Null when nothing is left. Does not validate: see isValidHandle.
 */
export function normalizeHandle(input: string | null | undefined): string | null {
  let handle = (input ?? "").trim();
  const fromUrl = INSTAGRAM_URL.exec(handle);
  if (fromUrl?.[1]) handle = fromUrl[1];
  handle = handle.replace(/^@+/, "").trim().toLowerCase();
  return handle || null;
}

/** Instagram's character set: letters, digits, '.' and '_', 1 to 30 characters. */
export function isValidHandle(handle: string | null | undefined): boolean {
  return typeof handle === "string" && new RegExp(`^[A-Za-z0-9._]{1,${HANDLE_MAX_LENGTH}}$`).test(handle);
}

/**
 * Every coach's canonical path at once (for lists such as the sitemap): the oldest coach with a name
 * slug owns /entrenadores-padel-puebla/{slug}; a later coach whose name gives the same slug adds its id.
 */
export function coachPaths(coaches: { id: number; name: string | null | undefined }[]): Map<number, string> {
  const owners = new Map<string, number>();
  for (const c of [...coaches].sort((a, b) => a.id - b.id)) {
    const slug = coachSlug(c.name);
    if (!owners.has(slug)) owners.set(slug, c.id);
  }
  return new Map(coaches.map((c) => [c.id, owners.get(coachSlug(c.name)) === c.id ? coachPath(c) : `${coachPath(c)}/${c.id}`]));
}

/** Levenshtein distance of two strings, giving up (returning max + 1) once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** How far a misspelt address may be from a real one and still lead to it (docs/product.md §12.2). */
export const MAX_SLUG_TYPOS = 2;

/**
 * The candidate whose slug is one or two letters from `wanted` (a misspelt address), when exactly one is
 * nearest; null when none is that near or two are equally near (no guessing between them).
 */
export function nearestSlug<T extends { slug: string }>(wanted: string, candidates: readonly T[], max = MAX_SLUG_TYPOS): T | null {
  let best: T | null = null;
  let bestDistance = max + 1;
  let tie = false;
  for (const candidate of candidates) {
    const distance = editDistance(wanted, candidate.slug, max);
    if (distance === 0 || distance > max) continue;
    if (distance < bestDistance) [best, bestDistance, tie] = [candidate, distance, false];
    else if (distance === bestDistance) tie = true;
  }
  return tie ? null : best;
}
