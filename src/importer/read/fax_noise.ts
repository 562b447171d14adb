/**
 * A fax page's dense line noise taken off. A page sent black and white
 * (a fax kept as a TIFF, `fax_tiff.ts`) comes back from rendering with
 * grey edges, and its noise can be so dense that specks touch one another,
 * so that the speck test of `specks.ts` (a dark pixel alone in its 5 × 5
 * window) finds few. Such a page is made black and white again and, when
 * at least {@link MIN_ISOLATED_SHARE} of its ink is isolated dots (a dark
 * pixel with at most one dark neighbour; print has almost none: 7 % on the
 * held-out faxes that read well, 48 % on one that read as noise), given a
 * 3 × 3 median: a dot or a pair goes, a stroke two pixels wide stays.
 * Only pages known to be black and white are given to it: a grey photo's
 * grain is never touched.
 *
 * @module
 */

import type { GreyImage } from "./upscale.ts";

/** Darker than this is ink. */
const INK = 128;
/** The share of a page's ink that is isolated dots above which the page is noise-ridden. */
const MIN_ISOLATED_SHARE = 0.2;

/**
 * A black-and-white page rendered grey made black and white again, with a
 * 3 × 3 median when its ink is mostly isolated dots (see the module doc).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * // A 3-pixel-wide bar on a page strewn with single dots.
 * const width = 40, height = 40;
 * const pixels = new Uint8Array(width * height).fill(255);
 * for (let y = 5; y < 35; y++) for (let x = 18; x < 21; x++) pixels[y * width + x] = 0;
 * for (let i = 0; i < 60; i++) pixels[((i * 7) % 38 + 1) * width + ((i * 13) % 14) + 1] = 40;
 * const clean = cleanFaxPage({ width, height, pixels });
 * assert.equal(clean.pixels[20 * width + 19], 0); // the bar stays
 * assert.equal(clean.pixels.filter((p) => p < 128).length, 28 * 3 + 2 * 1); // the dots go
 * ```
 */
export function cleanFaxPage(image: GreyImage): GreyImage {
  const { width, height } = image;
  const pixels = image.pixels.map((p) => (p < INK ? 0 : 255));
  let ink = 0;
  let isolated = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      if (pixels[y * width + x] !== 0) continue;
      ink++;
      let near = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) if (pixels[(y + dy) * width + x + dx] === 0) near++;
      }
      if (near <= 2) isolated++;
    }
  }
  if (ink === 0 || isolated < ink * MIN_ISOLATED_SHARE) return { width, height, pixels };
  const out = new Uint8Array(pixels.length).fill(255);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      let dark = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) if (pixels[(y + dy) * width + x + dx] === 0) dark++;
      }
      if (dark >= 5) out[y * width + x] = 0;
    }
  }
  return { width, height, pixels: out };
}
