// Test pictures for the share images: a red border (5% of each side) around a green middle, so a test
// can tell whether the whole picture is drawn (the border on every side) or cropped (a side missing).
import sharp from "sharp";

export async function framedPicture(width: number, height: number): Promise<Buffer> {
  const [bx, by] = [Math.round(width * 0.05), Math.round(height * 0.05)];
  const middle = await sharp({ create: { width: width - 2 * bx, height: height - 2 * by, channels: 3, background: "#1b5e20" } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#ff0000" } })
    .composite([{ input: middle, left: bx, top: by }])
    .png()
    .toBuffer();
}

type Rect = { left: number; top: number; width: number; height: number };

/**
 * The points that prove `rect` of an RGB image holds the whole framed picture: just inside each corner and
 * the middle of each edge (red), and just outside each edge where the image has room (not red).
 */
export function framePoints(rect: Rect, image: { width: number; height: number }) {
  const [left, top, right, bottom] = [rect.left, rect.top, rect.left + rect.width - 1, rect.top + rect.height - 1];
  const midX = Math.round((left + right) / 2);
  const midY = Math.round((top + bottom) / 2);
  const inside: Array<[number, number]> = [
    [left + 3, top + 3],
    [right - 3, top + 3],
    [left + 3, bottom - 3],
    [right - 3, bottom - 3],
    [midX, top + 3],
    [midX, bottom - 3],
    [left + 3, midY],
    [right - 3, midY],
  ];
  const outside = (
    [
      [left - 5, midY],
      [right + 5, midY],
      [midX, top - 5],
      [midX, bottom + 5],
    ] as Array<[number, number]>
  ).filter(([x, y]) => x >= 0 && x < image.width && y >= 0 && y < image.height);
  return { inside, outside };
}

/** Whether the pixel at x, y of raw RGB `data` `width` pixels wide is the frame's red. */
export function isRed(data: Buffer, width: number, x: number, y: number): boolean {
  const i = (y * width + x) * 3;
  return data[i]! > 200 && data[i + 1]! < 70 && data[i + 2]! < 70;
}
