import { describe, expect, it } from "vitest";
import { servedWidth, sniffImageType } from "./uploads.server";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)).concat(Array(16).fill(0)));

describe("sniffImageType", () => {
  it("recognises images by their signature", () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffImageType(bytes("\x89PNG\r\n\x1a\n"))).toBe("png");
    expect(sniffImageType(bytes("GIF89a"))).toBe("gif");
    expect(sniffImageType(bytes("RIFF", [0, 0, 0, 0], "WEBP"))).toBe("webp");
    expect(sniffImageType(bytes([0, 0, 0, 0x20], "ftypavif"))).toBe("avif");
    expect(sniffImageType(bytes([0, 0, 0, 0x20], "ftypheic"))).toBe("heic");
  });

  it("rejects anything else, whatever its name", () => {
    expect(sniffImageType(bytes("<svg xmlns"))).toBeNull();
    expect(sniffImageType(bytes("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });
});

describe("servedWidth", () => {
  it("rounds up to a served width, capped at 1200", () => {
    expect(servedWidth(1)).toBe(400);
    expect(servedWidth(400)).toBe(400);
    expect(servedWidth(401)).toBe(600);
    expect(servedWidth(5000)).toBe(1200);
    expect(servedWidth(null)).toBe(1200);
    expect(servedWidth(Number.NaN)).toBe(1200);
  });
});
