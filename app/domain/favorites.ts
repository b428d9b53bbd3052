/**
 * Followers of a player: the larger of the count by player id and the count by handle (docs/product.md §6.1), since
 * older accounts stored favourites by handle only and newer ones by id, and many stored both.
 */
export function favoriteCount(idCount: number, handleCount: number): number {
  return Math.max(idCount, handleCount, 0);
}

/** Removes the value when already a favourite, else adds it (docs/product.md §6.1). */
export function toggleFavorite<T>(list: readonly T[], value: T): { isFavorite: boolean; list: T[] } {
  return list.includes(value)
    ? { isFavorite: false, list: list.filter((item) => item !== value) }
    : { isFavorite: true, list: [...list, value] };
}
