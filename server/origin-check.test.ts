import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "./origin-check";

const allowed = ["https://padelpuebla.mx"];

describe("isSameOriginRequest", () => {
  it("accepts the site's own origin and requests without browser headers", () => {
    expect(isSameOriginRequest({ origin: "https://padelpuebla.mx", "sec-fetch-site": "same-origin" }, allowed)).toBe(true);
    expect(isSameOriginRequest({}, allowed)).toBe(true);
    expect(isSameOriginRequest({ "sec-fetch-site": "none" }, allowed)).toBe(true);
  });

  it("refuses other origins, 'null', and cross-site or same-site fetch metadata", () => {
    expect(isSameOriginRequest({ origin: "https://evil.example" }, allowed)).toBe(false);
    expect(isSameOriginRequest({ origin: "null" }, allowed)).toBe(false);
    expect(isSameOriginRequest({ origin: "https://padelpuebla.mx.evil.example" }, allowed)).toBe(false);
    expect(isSameOriginRequest({ origin: "https://padelpuebla.mx", "sec-fetch-site": "cross-site" }, allowed)).toBe(false);
    expect(isSameOriginRequest({ "sec-fetch-site": "same-site" }, allowed)).toBe(false);
  });
});
