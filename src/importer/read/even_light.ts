/**
 * Evening out the light on a photographed page before OCR. A phone photo is
 * lit unevenly: bright where the lamp is, grey in the shadow of the phone.
 * Tesseract turns the page black and white with one threshold for the whole
 * page (Otsu's), so the shaded part of the paper falls on the ink's side and
 * its rows come out as speckle (on a held-out photo: the lower half of the
 * table, read as hundreds of words of noise, for 45 s of CPU per reading).
 *
 * The paper's own grey is estimated block by block (the bright end of each
 * block: text covers far less than half of a block of a few lines), the
 * blocks' estimates are widened over their neighbours (a block filled by a
 * bold heading takes its neighbours' paper) and smoothed, and each pixel is
 * divided by the paper's grey where it lies: paper becomes white
 * everywhere, ink keeps its contrast to the paper around it. Only a page
 * whose one threshold fails is evened: one where at least
 * {@link MIN_SHADED_SHARE} of the blocks that hold text have their paper
 * no brighter than {@link SHADE_MARGIN} above the page's Otsu threshold.
 * Evening a page one threshold reads well changes what tesseract reads for
 * no gain (a practice photo lit in patches lost two rows and misread a
 * unit), and a scan or a fax is left as it is.
 *
 * @module
 */

import type { GreyImage } from "./upscale.ts";
import { otsuThreshold } from "./clean_crop.ts";

/** Blocks across the shorter side of the page: each a few text lines high. */
const BLOCKS_ACROSS = 40;
/** The smallest block, in pixels. */
const MIN_BLOCK = 12;
/** The share of a block's pixels darker than its paper estimate (its bright end). */
const PAPER_SHARE = 0.85;
/** A block whose bright and dark ends differ by this much holds text. */
const MIN_TEXT_CONTRAST = 60;
/** A text block's paper within this much of the page's one threshold is in the shade. */
const SHADE_MARGIN = 8;
/** The share of text blocks in the shade that has the light evened out. */
const MIN_SHADED_SHARE = 0.06;
/** A block darker than this is no paper to go by (a dark margin, a black bar). */
const MIN_PAPER = 24;

/** The grey level below which `share` of the pixels of a block lie. */
function blockLevel(image: GreyImage, x0: number, y0: number, size: number, share: number): number {
  const histogram = new Uint32Array(256);
  const x1 = Math.min(image.width, x0 + size), y1 = Math.min(image.height, y0 + size);
  for (let y = y0; y < y1; y++) {
    const row = y * image.width;
    for (let x = x0; x < x1; x++) histogram[image.pixels[row + x]!]!++;
  }
  const count = (x1 - x0) * (y1 - y0);
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += histogram[level]!;
    if (seen >= count * share) return level;
  }
  return 255;
}

/** Each cell of a grid replaced by `pick` over it and its eight neighbours. */
function neighbourhood(
  grid: Float64Array,
  columns: number,
  rows: number,
  pick: (values: number[]) => number,
): Float64Array {
  const out = new Float64Array(grid.length);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const values: number[] = [];
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const rr = r + dr, cc = c + dc;
          if (rr >= 0 && rr < rows && cc >= 0 && cc < columns) {
            values.push(grid[rr * columns + cc]!);
          }
        }
      }
      out[r * columns + c] = pick(values);
    }
  }
  return out;
}

/**
 * The paper's grey at the middle of each block of `size` pixels, as a grid
 * of `columns` × `rows`.
 *
 * @internal tested alone: the estimate of the paper, which the evened page does not show.
 */
export function paperGrid(
  image: GreyImage,
  size: number,
): { grid: Float64Array; columns: number; rows: number } {
  const columns = Math.ceil(image.width / size), rows = Math.ceil(image.height / size);
  const raw = new Float64Array(columns * rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      raw[r * columns + c] = blockLevel(image, c * size, r * size, size, PAPER_SHARE);
    }
  }
  const widened = neighbourhood(raw, columns, rows, (v) => Math.max(...v));
  const grid = neighbourhood(widened, columns, rows, (v) => v.reduce((a, b) => a + b) / v.length);
  return { grid, columns, rows };
}

/**
 * Whether the page's one threshold would put the paper around its text on
 * the ink's side in enough of its text (see the module doc).
 *
 * @internal tested alone: the choice to even, which the evened page shows only in part.
 */
export function shadedText(image: GreyImage, size: number): boolean {
  const threshold = otsuThreshold(image);
  let text = 0, shaded = 0;
  for (let y = 0; y < image.height; y += size) {
    for (let x = 0; x < image.width; x += size) {
      const paper = blockLevel(image, x, y, size, PAPER_SHARE);
      if (paper - blockLevel(image, x, y, size, 0.05) < MIN_TEXT_CONTRAST) continue;
      text++;
      if (paper <= threshold + SHADE_MARGIN) shaded++;
    }
  }
  return text > 0 && shaded >= text * MIN_SHADED_SHARE;
}

/**
 * `image` with its light evened out (see the module doc), or `image` itself
 * when one threshold reads it.
 */
export function evenLight(image: GreyImage): GreyImage {
  const { width, height, pixels } = image;
  const size = Math.max(MIN_BLOCK, Math.round(Math.min(width, height) / BLOCKS_ACROSS));
  if (width < size * 3 || height < size * 3 || !shadedText(image, size)) return image;
  const { grid, columns, rows } = paperGrid(image, size);
  const out = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y++) {
    // Bilinear between the blocks' middles.
    const gy = Math.min(rows - 1, Math.max(0, (y + 0.5) / size - 0.5));
    const r0 = Math.floor(gy), r1 = Math.min(rows - 1, r0 + 1), fy = gy - r0;
    for (let x = 0; x < width; x++) {
      const gx = Math.min(columns - 1, Math.max(0, (x + 0.5) / size - 0.5));
      const c0 = Math.floor(gx), c1 = Math.min(columns - 1, c0 + 1), fx = gx - c0;
      const top = grid[r0 * columns + c0]! * (1 - fx) + grid[r0 * columns + c1]! * fx;
      const bottom = grid[r1 * columns + c0]! * (1 - fx) + grid[r1 * columns + c1]! * fx;
      const level = Math.max(MIN_PAPER, top * (1 - fy) + bottom * fy);
      out[y * width + x] = Math.min(255, Math.round((pixels[y * width + x]! * 255) / level));
    }
  }
  return { width, height, pixels: out };
}
