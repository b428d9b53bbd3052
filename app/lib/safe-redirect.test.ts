import { describe, expect, it } from "vitest";
import { afterSignInPath, safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each([
    ["/profile", "/profile"],
    ["/torneos-padel-puebla?x=1#y", "/torneos-padel-puebla?x=1#y"],
    ["/a/../b", "/b"],
  ])("keeps the same-site path %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "http://localhost:3000/profile",
    "/padel/localhost",
    "/\nevil",
    "",
    null,
    42,
  ])("replaces %j with the home page", (input) => {
    expect(safeRedirect(input)).toBe("/");
  });
});

describe("afterSignInPath (001 §2.4)", () => {
  it("prefers openPlayerRegistration=true, then the stored redirect, then home", () => {
    expect(afterSignInPath(new URLSearchParams("redirect=%2Fprofile&openPlayerRegistration=true"))).toBe("/?openPlayerRegistration=true");
    expect(afterSignInPath(new URLSearchParams("redirect=%2Fprofile"))).toBe("/profile");
    expect(afterSignInPath({ redirect: "https://evil.example" })).toBe("/");
    expect(afterSignInPath(new URLSearchParams(""))).toBe("/");
  });
});
