/**
 * Taking the specks off a page before OCR. A fax is sent black and white
 * at 200 × 100 dpi and picks up line noise: single dark dots strewn over
 * the page. Tesseract reads a dot between the figures of a range as a stop
 * or a dash (`3,5 -.5,1`, `1,20. -.2,70`, `5,9:`), and the range or the
 * value is then lost. A speck is a few dark pixels with no other ink near
 * them: a dark pixel with at most {@link MAX_SPECK_PIXELS} dark pixels in
 * its 5 × 5 neighbourhood (itself included) is made white. The smallest
 * mark of print, a decimal comma or a full stop, covers more than that at
 * the resolutions OCR reads at (300 dpi, or a small page doubled), and a
 * dot touching a letter is part of it and stays. Only a black-and-white
 * page (a fax: at least {@link MIN_BILEVEL_SHARE} of its pixels black or
 * white) with line noise is cleaned: one with at least {@link MIN_NOISE}
 * specks on rows that hold no other ink (a stop is printed on a line of
 * text, noise falls on the blank rows too), so a clean page's smallest
 * stops are never touched. A grey page with grain (the layout generator's
 * noised photographs) is left alone: there a speck and a small decimal
 * comma cannot be told apart, and cleaning it misread values.
 *
 * @module
 */

import type { GreyImage } from "./upscale.ts";

/** The most dark pixels a 5 × 5 window around a speck may hold. */
const MAX_SPECK_PIXELS = 6;
/** How many speck pixels on otherwise blank rows show a page with line noise. */
const MIN_NOISE = 40;
/** The share of black or white pixels of a black-and-white page. */
const MIN_BILEVEL_SHARE = 0.95;
/** Darker than this is ink. */
const INK = 128;
/** The window's half width. */
const REACH = 2;

/**
 * `image` with its specks made white (see the module doc), or `image`
 * itself when it has none or shows no line noise.
 */
export function withoutSpecks(image: GreyImage): GreyImage {
  const { width, height, pixels } = image;
  let bilevel = 0;
  for (const p of pixels) if (p <= 5 || p >= 250) bilevel++;
  if (bilevel < pixels.length * MIN_BILEVEL_SHARE) return image;
  // Summed-area table of ink, one row and column of zeros before the image.
  const stride = width + 1;
  const sums = new Uint32Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += pixels[y * width + x]! < INK ? 1 : 0;
      sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1]! + row;
    }
  }
  const specks: number[] = [];
  let noise = 0;
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - REACH), bottom = Math.min(height, y + REACH + 1);
    const before = specks.length;
    let ink = 0;
    for (let x = 0; x < width; x++) {
      if (pixels[y * width + x]! >= INK) continue;
      ink++;
      const left = Math.max(0, x - REACH), right = Math.min(width, x + REACH + 1);
      const near = sums[bottom * stride + right]! - sums[top * stride + right]! -
        sums[bottom * stride + left]! + sums[top * stride + left]!;
      if (near <= MAX_SPECK_PIXELS) specks.push(y * width + x);
    }
    if (ink === specks.length - before) noise += ink;
  }
  if (specks.length === 0 || noise < MIN_NOISE) return image;
  const out = pixels.slice();
  for (const at of specks) out[at] = 255;
  return { width, height, pixels: out };
}
