import { describe, expect, it } from "vitest";
import { favoriteCount, toggleFavorite } from "./favorites";

describe("favoriteCount", () => {
  it("takes the larger of the id and handle counts", () => {
    expect(favoriteCount(3, 5)).toBe(5);
    expect(favoriteCount(7, 2)).toBe(7);
    expect(favoriteCount(4, 4)).toBe(4);
    expect(favoriteCount(0, 0)).toBe(0);
    expect(favoriteCount(0, 2)).toBe(2);
  });
});

describe("toggleFavorite", () => {
  it("adds a value that is not a favourite", () => {
    expect(toggleFavorite([1, 2], 3)).toEqual({ isFavorite: true, list: [1, 2, 3] });
    expect(toggleFavorite([], "ana")).toEqual({ isFavorite: true, list: ["ana"] });
  });

  it("removes a value that is a favourite", () => {
    expect(toggleFavorite([1, 2, 3], 2)).toEqual({ isFavorite: false, list: [1, 3] });
  });

  it("does not mutate the input", () => {
    const list = [1];
    toggleFavorite(list, 2);
    toggleFavorite(list, 1);
    expect(list).toEqual([1]);
  });
});
