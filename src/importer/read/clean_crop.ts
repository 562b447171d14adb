/**
 * A small region of a page, cut out and cleaned for a second OCR reading:
 * specks of a scan that sit beside figures make tesseract read
 * `1,015 - 1,025` as `*—-1,015 4,025`; a 3 × 3 median takes the specks
 * away, and a threshold chosen by Otsu's method from the region's own
 * greys leaves black figures on white. Pure: grey pixels in, grey pixels
 * out.
 *
 * @module
 */

import type { GreyImage } from "./upscale.ts";

/** A rectangle of a page, in pixels. */
export interface Region {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * The pixels of `region` (clipped to the image), or `undefined` when
 * nothing of it is on the image.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const image = { width: 3, height: 2, pixels: Uint8Array.from([1, 2, 3, 4, 5, 6]) };
 * assert.deepEqual(cropGrey(image, { left: 1, top: 0, right: 3, bottom: 2 })?.pixels, Uint8Array.from([2, 3, 5, 6]));
 * ```
 */
export function cropGrey(image: GreyImage, region: Region): GreyImage | undefined {
  const left = Math.max(0, Math.floor(region.left));
  const top = Math.max(0, Math.floor(region.top));
  const right = Math.min(image.width, Math.ceil(region.right));
  const bottom = Math.min(image.height, Math.ceil(region.bottom));
  if (right <= left || bottom <= top) return undefined;
  const width = right - left, height = bottom - top;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    pixels.set(
      image.pixels.subarray((top + y) * image.width + left, (top + y) * image.width + right),
      y * width,
    );
  }
  return { width, height, pixels };
}

/** Each pixel the median of its 3 × 3 neighbourhood (the border's clipped). */
export function median3(image: GreyImage): GreyImage {
  const { width, height, pixels } = image;
  const out = new Uint8Array(pixels.length);
  const window: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      window.length = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx >= 0 && xx < width) window.push(pixels[yy * width + xx]!);
        }
      }
      window.sort((a, b) => a - b);
      out[y * width + x] = window[window.length >> 1]!;
    }
  }
  return { width, height, pixels: out };
}

/**
 * The grey that best splits the image's greys in two (Otsu 1979): ink is at or below it.
 *
 * @internal tested alone: the threshold between ink and paper, which `binarise()` shows only as black and white.
 */
export function otsuThreshold(image: GreyImage): number {
  const histogram = new Float64Array(256);
  for (const p of image.pixels) histogram[p]!++;
  const total = image.pixels.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * histogram[i]!;
  let below = 0, sumBelow = 0, best = 0, threshold = 127;
  for (let t = 0; t < 256; t++) {
    below += histogram[t]!;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    sumBelow += t * histogram[t]!;
    const meanBelow = sumBelow / below, meanAbove = (sum - sumBelow) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/**
 * The image in black and white, split at its Otsu threshold.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const image = { width: 4, height: 1, pixels: Uint8Array.from([30, 40, 220, 230]) };
 * assert.deepEqual([...binarise(image).pixels], [0, 0, 255, 255]);
 * ```
 */
export function binarise(image: GreyImage): GreyImage {
  const threshold = otsuThreshold(image);
  return { ...image, pixels: image.pixels.map((p) => (p <= threshold ? 0 : 255)) };
}
