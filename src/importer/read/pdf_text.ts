/**
 * The text layer of a PDF as positioned text items (text, x, baseline y
 * measured down from the top of the page, width, font height, page), for
 * the layout row builder, and each page's size (for OCR's resolution).
 * Uses PDF.js (from `unpdf`) in a worker (`pdf_worker.ts`), which needs
 * nothing but the bytes: no network, no file access of its own. Reads at
 * most {@link MAX_PAGES} pages. A ligature glyph is read as its letters
 * ("ﬁ" and the private-use "fi" of older fonts, U+F001, both as "fi"), so a
 * name typeset with one ("coefﬁcient") reads as it is spelt. Text set at a
 * slant (a "COPY" or "KOPIA" watermark across the table, a stamp) is no
 * line of the page and is left out: its letters would fall among a row's
 * cells. Text turned a quarter turn (a page printed landscape, a column's
 * heading set upright) is kept.
 *
 * @module
 */

import type { TextItem } from "../layout/mod.ts";
import { checkPageCount, DEFAULT_LIMITS, type Limits, type PageSize } from "./limits.ts";
import { parseInWorker, PdfParseError } from "./pdf_worker.ts";

/** The positioned text of a PDF; no items means no text layer. */
export interface PdfText {
  readonly pages: number;
  readonly items: readonly TextItem[];
  /** Each page's size in points, page 1 first. */
  readonly sizes: readonly PageSize[];
}

/** Ligature characters and their letters: Unicode's, and the private-use fi and fl of older fonts. */
const LIGATURES: Readonly<Record<string, string>> = {
  "\uFB00": "ff",
  "\uFB01": "fi",
  "\uFB02": "fl",
  "\uFB03": "ffi",
  "\uFB04": "ffl",
  "\uFB05": "st",
  "\uFB06": "st",
  "\uF001": "fi",
  "\uF002": "fl",
};

/**
 * A text item's text with its ligatures spelt out.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(withoutLigatures("coef\uFB01cient"), "coefficient");
 * assert.equal(withoutLigatures("\uF001"), "fi");
 * assert.equal(withoutLigatures("µmol/l"), "µmol/l");
 * ```
 */
export function withoutLigatures(text: string): string {
  return text.replace(/[\uFB00-\uFB06\uF001\uF002]/g, (c) => LIGATURES[c] ?? c);
}

/** Text turned further than this from a quarter turn is set at a slant (degrees). */
const MAX_TILT = 5;

/**
 * Whether a text item's matrix sets it at a slant: turned neither level nor
 * by a quarter turn (within {@link MAX_TILT} degrees).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const turn = (deg: number) => {
 *   const r = (deg * Math.PI) / 180;
 *   return [Math.cos(r) * 40, Math.sin(r) * 40, -Math.sin(r) * 40, Math.cos(r) * 40, 0, 0];
 * };
 * assert.equal(slanted(turn(30)), true);
 * assert.equal(slanted(turn(-18)), true);
 * assert.equal(slanted(turn(0)), false);
 * assert.equal(slanted(turn(90)), false);
 * assert.equal(slanted([9, 0, 0, 9, 100, 700]), false);
 * ```
 */
export function slanted(transform: readonly number[]): boolean {
  const [a = 1, b = 0] = transform;
  if (a === 0 && b === 0) return false;
  const degrees = Math.abs((Math.atan2(b, a) * 180) / Math.PI) % 90;
  return Math.min(degrees, 90 - degrees) > MAX_TILT;
}

/** A PDF that cannot be opened without a password. */
class EncryptedPdfError extends Error {
  constructor() {
    super(
      "the PDF is protected by a password, so it cannot be read. Open it in a PDF viewer, save or print it as a new PDF without a password, and import that (or enter the results as CSV)",
    );
    this.name = "EncryptedPdfError";
  }
}

/**
 * Reads the text layer of a PDF, PDF.js running in a worker
 * (`pdf_worker.ts`) so that `signal` stops it even mid-parse. Throws if the
 * bytes are not a PDF, if it has more pages than the cap, or the signal's
 * reason when it is aborted.
 */
export async function pdfText(
  bytes: Uint8Array,
  limits: Limits = DEFAULT_LIMITS,
  signal?: AbortSignal,
): Promise<PdfText> {
  const raw = await parseInWorker(bytes, limits.maxPages, signal).catch((error: unknown) => {
    throw error instanceof PdfParseError && error.kind === "PasswordException"
      ? new EncryptedPdfError()
      : error;
  });
  checkPageCount(raw.pages, limits);
  const items: TextItem[] = [];
  const sizes: PageSize[] = [];
  raw.pageTexts.forEach(({ view, items: pageItems }, index) => {
    const [left = 0, bottom = 0, right = 0, top = 0] = view;
    sizes.push({ width: right - left, height: top - bottom });
    for (const item of pageItems) {
      const text = withoutLigatures(item.str);
      if (text.trim() === "" || slanted(item.transform)) continue;
      const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
      const fontHeight = Math.hypot(c, d) || item.height || Math.hypot(a, b) || 10;
      items.push({
        text,
        x: e - left,
        y: top - f,
        width: item.width,
        height: fontHeight,
        page: index + 1,
      });
    }
  });
  return { pages: raw.pages, items, sizes };
}

/** Whether a PDF's text layer holds any text worth parsing. */
export function hasTextLayer(text: PdfText): boolean {
  return text.items.map((item) => item.text).join("").replace(/\s/g, "").length >= 20;
}
