import { describe, expect, it } from "vitest";
import { signInDelaySeconds } from "./sign-in-delay";

describe("signInDelaySeconds", () => {
  it("lets the first four failures through, then waits 5 s and doubles up to 15 minutes", () => {
    expect([1, 2, 3, 4].map(signInDelaySeconds)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 12].map(signInDelaySeconds)).toEqual([5, 10, 20, 40, 80, 160, 320, 640]);
    expect([13, 14, 50, 10_000].map(signInDelaySeconds)).toEqual([900, 900, 900, 900]);
  });
});
