import sharp from "sharp";
import { describe, expect, it } from "vitest";
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
