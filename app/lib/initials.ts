// Apart from format.ts, whose date helpers an avatar does not need (page weight, ADR 0017).
/** Up to two initials of a name ('Club Padel Puebla' -> 'CP'), '?' when it has none. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");
  return letters || "?";
}
