/**
 * Cutting a photographed page out of what lies around it. A phone photo of
 * a lab report shows the desk or the hand around the sheet: a dark border
 * that OCR reads as rows of noise and that swamps the skew measure (its edge
 * is a long dark line at the angle of the photo, not of the text). The paper
 * is the bright part: rows and columns that are mostly darker than a grey a
 * third of the way from the surround's to the paper's are cut off. A scan (paper to its edges) or a
 * page with no clearly darker surround is left whole.
 *
 * @module
 */

import type { GreyImage } from "./upscale.ts";

/** How much brighter than its surround the paper must be, in grey levels, to be cut out. */
const MIN_CONTRAST = 60;
/** Where between the surround's grey (0) and the paper's (1) a pixel starts to be paper. */
const PAPER_SIDE = 0.35;
/** A row or column with less than this share of paper-bright pixels lies off the page. */
const MIN_PAPER_SHARE = 0.35;
/** A crop that would keep less of the image than this is not trusted (the page is kept whole). */
const MIN_KEPT_SHARE = 0.35;
/** A dark band across the page no thicker than this share of it is a rule drawn on the page. */
const MAX_RULE_SHARE = 0.015;
/** A row this much paper-bright on average is well-lit paper (text and all). */
const LIT_SHARE = 0.7;
/** Pixels of surround kept around the page, as a share of its size (a skewed edge is not cut). */
const MARGIN_SHARE = 0.01;

/** The grey level below which `share` of the sampled pixels lie. */
function percentile(image: GreyImage, share: number): number {
  const histogram = new Uint32Array(256);
  const step = Math.max(1, Math.floor(image.pixels.length / 200_000));
  let count = 0;
  for (let i = 0; i < image.pixels.length; i += step, count++) histogram[image.pixels[i]!]!++;
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += histogram[level]!;
    if (seen >= count * share) return level;
  }
  return 255;
}

/** The mean share of `shares` over [first, last]. */
function meanShare(shares: Float64Array, first: number, last: number): number {
  let sum = 0;
  for (let i = first; i <= last; i++) sum += shares[i]!;
  return sum / (last - first + 1);
}

/**
 * The longest run of indices whose share passes {@link MIN_PAPER_SHARE}, as [first, last]; with
 * `bridgeRules`, two runs of well-lit paper (a mean share of {@link LIT_SHARE}) parted by no more
 * than {@link MAX_RULE_SHARE} of the length are one run: a rule drawn across the page under its
 * head is dark from edge to edge, yet the page goes on past it. Only rows are bridged, and only
 * lit ones: a page in the phone's shadow is dim across, and a thin dark band in it is no rule.
 */
function longestRun(shares: Float64Array, bridgeRules: boolean): [number, number] | undefined {
  const runs: [number, number][] = [];
  let start = -1, lastLit = false;
  for (let i = 0; i <= shares.length; i++) {
    const paper = i < shares.length && shares[i]! >= MIN_PAPER_SHARE;
    if (paper && start < 0) start = i;
    if (!paper && start >= 0) {
      const last = runs.at(-1);
      const lit = meanShare(shares, start, i - 1) >= LIT_SHARE;
      const rule = last !== undefined && start - last[1] - 1 <= shares.length * MAX_RULE_SHARE;
      if (bridgeRules && rule && lit && lastLit) last[1] = i - 1;
      else runs.push([start, i - 1]);
      lastLit = lit;
      start = -1;
    }
  }
  let best: [number, number] | undefined;
  for (const run of runs) if (best === undefined || run[1] - run[0] > best[1] - best[0]) best = run;
  return best;
}

/**
 * The box of the page in a photo, as `{ left, top, width, height }`, or
 * `undefined` when there is nothing to cut (no darker surround, or a crop
 * that would keep too little to trust).
 *
 * @internal tested alone: the box found, which the cropped pixels do not show.
 */
export function pageBox(
  image: GreyImage,
): { left: number; top: number; width: number; height: number } | undefined {
  const { width, height, pixels } = image;
  // The darkest tenth is the surround when there is one (text is far less than a tenth of a page).
  const surround = percentile(image, 0.1), paper = percentile(image, 0.9);
  if (paper - surround < MIN_CONTRAST) return undefined;
  // Nearer the surround than the paper: paper in the shadow of the phone is still paper.
  const threshold = surround + (paper - surround) * PAPER_SIDE;
  const rowShares = new Float64Array(height), columnShares = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixels[y * width + x]! > threshold) {
        rowShares[y]!++;
        columnShares[x]!++;
      }
    }
  }
  for (let y = 0; y < height; y++) rowShares[y]! /= width;
  for (let x = 0; x < width; x++) columnShares[x]! /= height;
  const rows = longestRun(rowShares, true), columns = longestRun(columnShares, false);
  if (rows === undefined || columns === undefined) return undefined;
  const marginY = Math.round(height * MARGIN_SHARE), marginX = Math.round(width * MARGIN_SHARE);
  const top = Math.max(0, rows[0] - marginY), bottom = Math.min(height - 1, rows[1] + marginY);
  const left = Math.max(0, columns[0] - marginX), right = Math.min(width - 1, columns[1] + marginX);
  const box = { left, top, width: right - left + 1, height: bottom - top + 1 };
  if (box.width === width && box.height === height) return undefined;
  if (box.width * box.height < width * height * MIN_KEPT_SHARE) return undefined;
  return box;
}

/** The page cut out of a photo ({@link pageBox}), or the image itself when there is nothing to cut. */
export function cropToPage(image: GreyImage): GreyImage {
  const box = pageBox(image);
  if (box === undefined) return image;
  const out = new Uint8Array(box.width * box.height);
  for (let y = 0; y < box.height; y++) {
    const from = (box.top + y) * image.width + box.left;
    out.set(image.pixels.subarray(from, from + box.width), y * box.width);
  }
  return { width: box.width, height: box.height, pixels: out };
}
