/**
 * A page photographed or scanned upside down (a "scan to PDF" phone app
 * keeps the page as it was held; a sheet fed into a scanner head first):
 * tesseract reads it as garbage it is unsure of. A page whose words are read
 * with a low mean confidence is read once more turned a half turn, and that
 * reading is kept only when tesseract is much surer of it: a page read right
 * side up and turned reads worse, so an upright page stays as read, however
 * poor the photo. No orientation data (tesseract's `osd`) is needed. Pure.
 *
 * @module
 */

import type { TextItem } from "../layout/mod.ts";
import type { GreyImage } from "./upscale.ts";

/** Below this mean confidence a page's reading may be of the page upside down. */
const UNSURE_PAGE = 70;
/** How much surer the turned page must be read to be taken (points of mean confidence). */
const SURER_BY = 15;

/**
 * The mean OCR confidence of a page's words that hold a letter or figure
 * (0 with none): the measure a reading is judged by.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const w = (text: string, confidence: number) => ({ text, x: 0, y: 0, width: 9, height: 9, page: 1, confidence });
 * assert.equal(meanConfidence([w("Sód", 90), w("139", 80), w("—", 0)]), 85);
 * assert.equal(meanConfidence([]), 0);
 * ```
 */
export function meanConfidence(words: readonly TextItem[]): number {
  const read = words.filter((w) => /[\p{L}\p{N}]/u.test(w.text) && w.confidence !== undefined);
  if (read.length === 0) return 0;
  return read.reduce((sum, w) => sum + w.confidence!, 0) / read.length;
}

/** Whether a page's reading is unsure enough that the page may be upside down. */
export function mayBeUpsideDown(words: readonly TextItem[]): boolean {
  return meanConfidence(words) < UNSURE_PAGE;
}

/** Whether the turned page's reading is to be kept over the first one. */
export function turnedReadsBetter(
  first: readonly TextItem[],
  turned: readonly TextItem[],
): boolean {
  return meanConfidence(turned) >= meanConfidence(first) + SURER_BY;
}

/**
 * A grey page turned a half turn (180°): its pixels in reverse order.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const page = { width: 2, height: 2, pixels: new Uint8Array([1, 2, 3, 4]) };
 * assert.deepEqual([...halfTurn(page).pixels], [4, 3, 2, 1]);
 * ```
 *
 * @internal tested alone: the test turns a page twice to check it comes back as it was.
 */
export function halfTurn(page: GreyImage): GreyImage {
  return { width: page.width, height: page.height, pixels: page.pixels.slice().reverse() };
}

/** One tesseract reading of a page: its words (with confidences) and lines. */
export interface PageReading<Line> {
  readonly words?: readonly TextItem[];
  readonly lines: Line[];
}

/**
 * The reading of a page, or of the page turned a half turn when the first
 * is unsure and the turned one much surer; with the grey page it was read
 * from. `readTurned` reads the turned page (one more tesseract run).
 */
export async function uprightReading<Line>(
  read: PageReading<Line>,
  grey: GreyImage | undefined,
  readTurned: (page: GreyImage) => Promise<PageReading<Line>>,
): Promise<{ read: PageReading<Line>; grey: GreyImage | undefined }> {
  if (grey === undefined || read.words === undefined || !mayBeUpsideDown(read.words)) {
    return { read, grey };
  }
  const turned = halfTurn(grey);
  const again = await readTurned(turned);
  return again.words !== undefined && turnedReadsBetter(read.words, again.words)
    ? { read: again, grey: turned }
    : { read, grey };
}
