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

describe("pixel limit and image queue (issue 17)", () => {
  it("refuses a 7,000 x 7,000 PNG (a small file that would cost seconds to decode) with a clear message", async () => {
    const sharp = (await import("sharp")).default;
    const { processImage, IMAGE_TOO_MANY_PIXELS } = await import("./uploads.server");
    const png = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(png.byteLength).toBeLessThan(5 * 1024 * 1024);
    await expect(processImage(new Uint8Array(png))).rejects.toThrow(IMAGE_TOO_MANY_PIXELS);
    // A 24 MP phone photo (6000 x 4000) still goes through.
    const photo = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: "#3a7" } })
      .jpeg()
      .toBuffer();
    const webp = await processImage(new Uint8Array(photo));
    expect(await sharp(webp).metadata()).toMatchObject({ format: "webp", width: 2400, height: 1600 });
  }, 60_000);

  it("decodes one image at a time: parallel uploads wait in the queue", async () => {
    const sharp = (await import("sharp")).default;
    const { processImage, imageQueue } = await import("./uploads.server");
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 800, height: 600, channels: 3, background: "#fff" } })
        .jpeg()
        .toBuffer(),
    );
    const seen: [number, number][] = [];
    const jobs = [1, 2, 3].map(() => processImage(jpeg));
    while (seen.length < 200 && (imageQueue.activeCount > 0 || imageQueue.pendingCount > 0 || seen.length === 0)) {
      seen.push([imageQueue.activeCount, imageQueue.pendingCount]);
      await new Promise((r) => setTimeout(r, 5));
    }
    await Promise.all(jobs);
    expect(Math.max(...seen.map(([active]) => active))).toBe(1);
    expect(Math.max(...seen.map(([, pending]) => pending))).toBeGreaterThanOrEqual(1);
  });
});
