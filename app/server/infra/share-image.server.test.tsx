import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { framedPicture, framePoints, isRed } from "../../../tests/support/pictures";
import { pngResponse, renderPng } from "./share-image.server";

describe("renderPng", () => {
  it("renders Spanish text to a PNG at the requested width and scale", async () => {
    const png = await renderPng(
      <div style={{ display: "flex", width: "100%", height: "100%", padding: 20, fontSize: 32, color: "#0b3d91" }}>
        Torneo Relámpago Angelópolis · Categoría 3ra
      </div>,
      { width: 600, height: 200, scale: 2 },
    );
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const meta = await sharp(png).metadata();
    expect(meta.width).toBe(1200);
    expect(meta.height).toBe(400);
    // Text was drawn: the image is not a single flat colour.
    const stats = await sharp(png).stats();
    expect(stats.channels[2]!.min).toBeLessThan(stats.channels[2]!.max);
  });

  it("answers as a downloadable PNG when given a file name", async () => {
    const response = pngResponse(Buffer.from([1, 2, 3]), { fileName: "resultados-copa-cholula" });
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="resultados-copa-cholula.png"');
  });
});

describe("pictures shown whole (a poster's words are never cut)", () => {
  it("fill their box only when they are about its shape", async () => {
    const { fillsBox } = await import("./share-image.server");
    const side = { width: 400, height: 630 };
    expect(fillsBox({ width: 400, height: 630 }, side)).toBe(true);
    expect(fillsBox({ width: 380, height: 630 }, side)).toBe(true);
    expect(fillsBox({ width: 1080, height: 1350 }, side)).toBe(false);
    expect(fillsBox({ width: 1080, height: 1920 }, side)).toBe(false);
    expect(fillsBox({ width: 1000, height: 1000 }, side)).toBe(false);
    expect(fillsBox({ width: 1910, height: 1000 }, { width: 1200, height: 630 })).toBe(true);
  });

  it("are placed as large as fits, centred", async () => {
    const { containRect } = await import("./share-image.server");
    const side = { width: 400, height: 630 };
    expect(containRect({ width: 1080, height: 1920 }, side)).toEqual({ left: 23, top: 0, width: 354, height: 630 });
    expect(containRect({ width: 1000, height: 1000 }, side)).toEqual({ left: 0, top: 115, width: 400, height: 400 });
    expect(containRect({ width: 1910, height: 1000 }, side)).toEqual({ left: 0, top: 210, width: 400, height: 209 });
  });

  it.each([
    ["a tall poster", 1080, 1920, { left: 23, top: 0, width: 354, height: 630 }],
    ["a square picture", 1000, 1000, { left: 0, top: 115, width: 400, height: 400 }],
    ["a wide picture", 1910, 1000, { left: 0, top: 210, width: 400, height: 209 }],
  ])("draw %s whole, its red border on every side, on a darker blurred copy", async (_label, width, height, rect) => {
    const { fitPicture } = await import("./share-image.server");
    const fitted = await fitPicture(await framedPicture(width, height), { width: 400, height: 630 });
    const { data, info } = await sharp(fitted).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([400, 630]);
    const { inside, outside } = framePoints(rect, info);
    for (const [x, y] of inside) expect(isRed(data, info.width, x, y), `red border at ${x},${y}`).toBe(true);
    for (const [x, y] of outside) expect(isRed(data, info.width, x, y), `background at ${x},${y}`).toBe(false);
  });
});

describe("overlapping round photos", () => {
  it.each([44, 52, 60, 64, 96, 104])("at %i px keep both pairs of initials whole", async (size) => {
    const { Avatars } = await import("./share-image.server");
    /** Pixels of the initials (white) when `people` are drawn on a white-free canvas with lime rings. */
    const initialsPixels = async (names: string[]) => {
      const png = await renderPng(
        <div style={{ display: "flex", width: 300, height: 140, backgroundColor: "#000000", padding: 10 }}>
          <Avatars people={names.map((name) => ({ name, image: null }))} size={size} ring="#c6f432" />
        </div>,
        { width: 300, height: 140, scale: 2 },
      );
      const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let white = 0;
      for (let i = 0; i < data.length; i += 3) if (data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! > 200) white++;
      return white;
    };
    for (const [first, second] of [
      ["Héctor Álvarez", "Wendy Montes"],
      ["Wendy Montes", "Héctor Álvarez"],
    ] as const) {
      const alone = (await initialsPixels([first])) + (await initialsPixels([second]));
      expect(alone).toBeGreaterThan(100);
      expect(await initialsPixels([first, second])).toBeGreaterThanOrEqual(Math.floor(alone * 0.98));
    }
  });
});
