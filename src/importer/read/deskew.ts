/**
 * Straightening a scanned page before OCR. A page photographed or fed
 * through a scanner a little askew (up to a few degrees) makes tesseract
 * read "1,2" as "12" or lose a row, so the skew is measured and the page
 * levelled first, in this process: no extra program is run. Levelling
 * shifts whole columns of pixels ({@link shearLevel}) rather than rotating
 * with interpolation, which blurs a phone photo enough to cost digits.
 *
 * The skew is found by a projection profile: the dark pixels of a reduced
 * copy of the page are counted per row for each candidate angle; the angle
 * at which text lines stack into the sharpest peaks (the largest sum of
 * squared row counts) is the page's skew. A page with too little ink, or no
 * angle clearly sharper than none, is left as it is.
 *
 * @module
 */

import type { GreyImage } from "./upscale.ts";

/** The largest skew looked for, in degrees either way. */
export const MAX_SKEW_DEGREES = 3;
/** The step between candidate angles, in degrees. */
const STEP_DEGREES = 0.1;
/** A skew smaller than this is left alone: turning the page would only blur it. */
export const MIN_SKEW_DEGREES = 0.2;
/** The width the page is reduced to for measuring. */
const MEASURE_WIDTH = 900;
/** How much sharper than no turn at all the best angle must be to count. */
const MIN_GAIN = 1.05;

/** The dark pixels of a page reduced to about {@link MEASURE_WIDTH} pixels wide. */
function inkOf(image: GreyImage): { xs: Float64Array; ys: Float64Array; scale: number } {
  const scale = Math.max(1, Math.ceil(image.width / MEASURE_WIDTH));
  const xs: number[] = [];
  const ys: number[] = [];
  let sum = 0;
  for (const p of image.pixels) sum += p;
  // Ink is clearly darker than the page's mean grey.
  const threshold = Math.min(160, (sum / Math.max(1, image.pixels.length)) * 0.7);
  for (let y = 0; y < image.height; y += scale) {
    for (let x = 0; x < image.width; x += scale) {
      if (image.pixels[y * image.width + x]! < threshold) {
        xs.push(x / scale);
        ys.push(y / scale);
      }
    }
  }
  return { xs: Float64Array.from(xs), ys: Float64Array.from(ys), scale };
}

/** How sharply the ink stacks into rows when the page is turned by `degrees`. */
function sharpness(xs: Float64Array, ys: Float64Array, degrees: number, rows: number): number {
  const radians = (degrees * Math.PI) / 180;
  const sin = Math.sin(radians), cos = Math.cos(radians);
  const counts = new Float64Array(rows * 2 + 1);
  for (let i = 0; i < xs.length; i++) {
    const row = Math.round(ys[i]! * cos + xs[i]! * sin) + rows;
    if (row >= 0 && row < counts.length) counts[row]!++;
  }
  let score = 0;
  for (const count of counts) score += count * count;
  return score;
}

/**
 * The angle, in degrees, to turn a page by (positive: counter-clockwise on
 * screen) so that its text lines run level; 0 when no skew can be told.
 */
export function estimateSkew(image: GreyImage): number {
  return measureSkew(image) ?? 0;
}

/**
 * {@link estimateSkew}, telling a page measured level (0) from one whose
 * skew cannot be told (`undefined`: too little ink, or no angle clearly
 * sharper than the others).
 */
export function measureSkew(image: GreyImage): number | undefined {
  const { xs, ys, scale } = inkOf(image);
  if (xs.length < 200) return undefined;
  const rows = Math.ceil((image.height + image.width) / scale);
  const level = sharpness(xs, ys, 0, rows);
  let best = 0, bestScore = level;
  const steps = Math.round(MAX_SKEW_DEGREES / STEP_DEGREES);
  for (let k = -steps; k <= steps; k++) {
    const degrees = k * STEP_DEGREES;
    const score = sharpness(xs, ys, degrees, rows);
    if (score > bestScore) {
      best = degrees;
      bestScore = score;
    }
  }
  if (best === 0) return 0;
  if (bestScore < level * MIN_GAIN) return undefined;
  // The ink stacks best at the angle the page is turned by: turning back undoes it.
  return -Math.round(best * 10) / 10;
}

/**
 * Levels the text lines of a page askew by `degrees` (the angle
 * {@link estimateSkew} gives, or an angle per row of pixels) by shifting each column of pixels up or down
 * by a whole number of pixels: for angles of a few degrees this lines up
 * the rows as a rotation does, but resamples nothing, so the glyphs stay as
 * sharp as scanned (a rotation's interpolation blurs a low-resolution photo
 * enough to cost OCR digits). What comes in from outside the page is white.
 */
export function shearLevel(
  image: GreyImage,
  degrees: number | ((y: number) => number),
): GreyImage {
  const { width, height, pixels } = image;
  const tangent = (d: number) => Math.tan((d * Math.PI) / 180);
  const fixed = typeof degrees === "number" ? tangent(degrees) : undefined;
  const cx = (width - 1) / 2;
  const out = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) {
    // A skew that changes down the page (a photo taken at an angle) is taken row by row.
    const slope = fixed ?? tangent((degrees as (y: number) => number)(y));
    for (let x = 0; x < width; x++) {
      // Turning the page counter-clockwise lifts its right side: each column moves up.
      const from = y + Math.round((x - cx) * slope);
      if (from >= 0 && from < height) out[y * width + x] = pixels[from * width + x]!;
    }
  }
  return { width, height, pixels: out };
}
