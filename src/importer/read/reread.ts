/**
 * A second OCR reading of the words tesseract was unsure of. A run of words
 * on one line read with low confidence, with a figure among them (a range
 * or a value damaged by specks: `*—-1,015 4,025` for `1,015 - 1,025`), is
 * cut out of the page, its specks taken away (`clean_crop.ts`), and read
 * again at twice its size, twice: as grey, and as black and white (the
 * regions of a page stacked in one image, so that a page costs two more
 * program runs, not two a region). The second reading replaces the first
 * only when both read the same text, every word of it with at
 * least {@link REREAD_MIN_CONFIDENCE}: what stays doubtful stays as first
 * read, and the later stages hold it as before. The program run is given
 * (`ocr.ts` runs tesseract); the rest is pure.
 *
 * @module
 */

import type { TextItem } from "../layout/mod.ts";
import { binarise, cropGrey, median3, type Region } from "./clean_crop.ts";
import { doubleSize, type GreyImage } from "./upscale.ts";

/** Words read with less confidence than this (0 to 100) are read again. */
const REREAD_BELOW = 80;
/** Every word of a second reading must be read with at least this confidence. */
const REREAD_MIN_CONFIDENCE = 80;
/**
 * At most this many runs of a page are read again (the least sure first).
 *
 * @internal edge test: the test builds more runs than the cap and counts the ones read again.
 */
export const MAX_REREADS = 24;

/** Reads an image of cleaned regions as words in its own pixels; `undefined` when it cannot. */
export type RegionReader = (image: GreyImage) => Promise<readonly TextItem[] | undefined>;

/** A run of unsure words of one line, and the region they stand in. */
interface Run {
  readonly words: readonly TextItem[];
  readonly region: Region;
  readonly confidence: number;
}

const lineKey = (w: TextItem) => `${w.page}/${w.y}/${w.height}`;
const unsure = (w: TextItem) => (w.confidence ?? 100) < REREAD_BELOW;

/**
 * The runs of unsure words with a figure among them, line by line: words
 * next to each other on their line (no sure word between, less than two
 * line heights apart), each run with its region padded by a quarter of
 * the line's height.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const w = (text: string, x: number, confidence: number) =>
 *   ({ text, x, y: 140, width: 60, height: 40, page: 1, confidence });
 * const runs = unsureRuns([w("pH", 10, 96), w("5,05", 300, 54), w("4,5", 380, 70)]);
 * assert.deepEqual(runs.map((r) => r.words.map((x) => x.text)), [["5,05", "4,5"]]);
 * assert.deepEqual(runs[0]!.region, { left: 290, top: 90, right: 450, bottom: 150 });
 * ```
 */
export function unsureRuns(words: readonly TextItem[]): Run[] {
  const lines = new Map<string, TextItem[]>();
  for (const word of words) lines.set(lineKey(word), [...(lines.get(lineKey(word)) ?? []), word]);
  const runs: Run[] = [];
  for (const line of lines.values()) {
    const sorted = [...line].sort((a, b) => a.x - b.x);
    let current: TextItem[] = [];
    const flush = () => {
      if (current.some((w) => /\d/.test(w.text))) runs.push(runOf(current));
      current = [];
    };
    for (const word of sorted) {
      const last = current[current.length - 1];
      if (!unsure(word) || (last && word.x - (last.x + last.width) > 2 * word.height)) flush();
      if (unsure(word)) current.push(word);
    }
    flush();
  }
  return runs;
}

function runOf(words: readonly TextItem[]): Run {
  const first = words[0]!;
  const pad = first.height / 4;
  return {
    words,
    region: {
      left: Math.min(...words.map((w) => w.x)) - pad,
      top: first.y - first.height - pad,
      right: Math.max(...words.map((w) => w.x + w.width)) + pad,
      bottom: first.y + pad,
    },
    confidence: Math.min(...words.map((w) => w.confidence ?? 100)),
  };
}

/** The text of a reading: its words joined by a space. */
const textOf = (words: readonly TextItem[]) => words.map((w) => w.text).join(" ");

/** White margin around each region in the stack, in pixels. */
const MARGIN = 16;

/** Where each region stands in the stack: its top and height there, before any enlarging. */
interface Band {
  readonly top: number;
  readonly height: number;
}

/**
 * The cleaned regions stacked one under the other on white, a region's
 * height of white between two: one program run reads them all.
 */
function stack(crops: readonly GreyImage[]): { image: GreyImage; bands: Band[] } {
  const width = Math.max(...crops.map((c) => c.width)) + 2 * MARGIN;
  const bands: Band[] = [];
  let top = MARGIN;
  for (const crop of crops) {
    bands.push({ top, height: crop.height });
    top += 2 * crop.height;
  }
  const height = top - crops[crops.length - 1]!.height + MARGIN;
  const pixels = new Uint8Array(width * height).fill(255);
  crops.forEach((crop, i) => {
    for (let y = 0; y < crop.height; y++) {
      pixels.set(
        crop.pixels.subarray(y * crop.width, (y + 1) * crop.width),
        (bands[i]!.top + y) * width + MARGIN,
      );
    }
  });
  return { image: { width, height, pixels }, bands };
}

/** The words of a reading of the stack that stand in each band, scaled back to the stack's size. */
function byBand(words: readonly TextItem[], bands: readonly Band[], scale: number): TextItem[][] {
  const out: TextItem[][] = bands.map(() => []);
  for (const w of words) {
    const middle = (w.y - w.height / 2) / scale;
    const i = bands.findIndex((b) =>
      middle >= b.top - b.height / 2 && middle < b.top + 1.5 * b.height
    );
    if (i >= 0) out[i]!.push({ ...w, x: w.x / scale - MARGIN, width: w.width / scale });
  }
  return out;
}

const sure = (w: TextItem) => (w.confidence ?? 0) >= REREAD_MIN_CONFIDENCE;

/**
 * The words of a run read again, placed on the page on the run's line, or
 * `undefined` when the two readings disagree, a word is unsure, or no figure
 * is read.
 */
function agreed(run: Run, once: readonly TextItem[], twice: readonly TextItem[]) {
  if (once.length === 0 || textOf(once) !== textOf(twice) || !/\d/.test(textOf(once))) {
    return undefined;
  }
  if (!once.every(sure) || !twice.every(sure)) return undefined;
  const line = run.words[0]!;
  return once.map((w, i): TextItem => ({
    text: w.text,
    x: run.region.left + w.x,
    y: line.y,
    width: w.width,
    height: line.height,
    page: line.page,
    confidence: Math.min(w.confidence!, twice[i]!.confidence!),
  }));
}

/**
 * The page's words with each run of unsure words read again where the
 * second reading is sure (see the module doc); the other words as read.
 * All runs of a page are read together: their cleaned regions stacked in
 * one image, read at twice its size as grey and as black and white.
 */
export async function withUnsureRead(
  words: readonly TextItem[],
  page: GreyImage | undefined,
  read: RegionReader,
): Promise<TextItem[]> {
  if (page === undefined) return [...words];
  const runs: Run[] = [];
  const crops: GreyImage[] = [];
  for (const run of unsureRuns(words).sort((a, b) => a.confidence - b.confidence)) {
    const crop = runs.length < MAX_REREADS ? cropGrey(page, run.region) : undefined;
    if (crop === undefined) continue;
    runs.push(run);
    crops.push(median3(crop));
  }
  if (runs.length === 0) return [...words];
  const { image, bands } = stack(crops);
  // Twice the size, as grey and as black and white: two readings of one region must agree.
  const doubled = doubleSize(image);
  const once = await read(doubled);
  const twice = await read(binarise(doubled));
  if (once === undefined || twice === undefined) return [...words];
  const onceBands = byBand(once, bands, 2);
  const twiceBands = byBand(twice, bands, 2);
  const replaced = new Map<TextItem, readonly TextItem[]>();
  runs.forEach((run, i) => {
    const again = agreed(run, onceBands[i]!, twiceBands[i]!);
    if (again !== undefined) run.words.forEach((w, k) => replaced.set(w, k === 0 ? again : []));
  });
  return words.flatMap((w) => replaced.get(w) ?? [w]);
}
