/**
 * The text layer of a PDF as positioned text items (text, x, baseline y
 * measured down from the top of the page, width, font height, page), for
 * the layout row builder, and each page's size (for OCR's resolution).
 * Uses PDF.js (from `unpdf`) in a worker (`pdf_worker.ts`), which needs
 * nothing but the bytes: no network, no file access of its own. Reads at
 * most {@link MAX_PAGES} pages. A ligature glyph is read as its letters
 * ("ﬁ" and the private-use "fi" of older fonts, U+F001, both as "fi"), so a
 * name typeset with one ("coefﬁcient") reads as it is spelt; a minus sign or Unicode hyphen
 * (U+2212, U+2010, U+2011) as the hyphen-minus; a letter overstruck with a
 * spacing accent ("eˇ") as the accented letter ("ě"). Text set at a
 * slant (a "COPY" or "KOPIA" watermark across the table, a stamp) is no
 * line of the page and is left out: its letters would fall among a row's
 * cells. Text turned a quarter turn (a page printed landscape, a column's
 * heading set upright) is kept, and a page is read the way most of its
 * letters run: a landscape page drawn turned on a portrait page reads across,
 * whether or not its /Rotate turns it.
 *
 * @module
 */

import type { TextItem } from "../layout/mod.ts";
import { checkPageCount, DEFAULT_LIMITS, type Limits, type PageSize } from "./limits.ts";
import { parseInWorker, PdfParseError, type RawTextItem } from "./pdf_worker.ts";

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

/**
 * A text item's text with the minus sign and the Unicode hyphens read as the hyphen-minus: print
 * drivers (Ghostscript's among them) map a PostScript font's hyphen to U+2212, so a name
 * ("HDL−Cholesterin"), a range ("35 − 105") and a negative value ("−2,1") read as typed.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(plainHyphens("HDL\u2212Cholesterin 35 \u2212 105"), "HDL-Cholesterin 35 - 105");
 * assert.equal(plainHyphens("Non\u2010HDL \u22122,1"), "Non-HDL -2,1");
 * assert.equal(plainHyphens("3,5 – 5,1"), "3,5 – 5,1");
 * ```
 */
export function plainHyphens(text: string): string {
  return text.replace(/[\u2010\u2011\u2212]/g, "-");
}

/** Spacing accents and the combining marks they stand for. */
const SPACING_ACCENTS: Readonly<Record<string, string>> = {
  "\u02C7": "\u030C", // caron
  "\u00B4": "\u0301", // acute
  "\u02DA": "\u030A", // ring
  "\u00A8": "\u0308", // diaeresis
  "\u02DB": "\u0328", // ogonek
  "\u02D9": "\u0307", // dot above
  "\u02DD": "\u030B", // double acute
  "\u02D8": "\u0306", // breve
  "\u00B8": "\u0327", // cedilla
};

/**
 * A text item's text with a letter followed by a spacing accent read as the accented letter, when
 * one exists: a print driver whose fonts lack "ř" or "ě" overstrikes the letter with the accent
 * ("Odbeˇr" → "Odběr"). Anything else (an accent after a digit, a lone accent) is left as it is.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(composedAccents("Odbe\u02C7r: 20.01.2025"), "Odběr: 20.01.2025");
 * assert.equal(composedAccents("Kyselina moc\u02C7ova\u00B4"), "Kyselina močová");
 * assert.equal(composedAccents("10\u02C73 \u00B4 x"), "10\u02C73 \u00B4 x");
 * ```
 */
export function composedAccents(text: string): string {
  return text.replace(
    /(\p{L})([\u02C7\u00B4\u02DA\u00A8\u02DB\u02D9\u02DD\u02D8\u00B8])/gu,
    (pair, letter, accent) => {
      const composed = (letter + SPACING_ACCENTS[accent]).normalize("NFC");
      return [...composed].length === 1 ? composed : pair;
    },
  );
}

/**
 * A spacing accent drawn as its own text over the end of the text before it (a print driver
 * overstriking "e" with "ˇ": "Odbe" then "ˇr:") composed with that letter: the text before it as
 * it reads ("Odbě") and what is left of this one ("r:"). Undefined when this text does not start
 * so.
 */
function accentOnLast(
  last: TextItem | undefined,
  next: TextItem,
): { last: TextItem; rest: string } | undefined {
  const accent = next.text[0] ?? "";
  if (last === undefined || last.page !== next.page || !(accent in SPACING_ACCENTS)) return;
  const size = Math.max(last.height, next.height);
  const overLast = Math.abs(last.y - next.y) < size / 2 &&
    next.x < last.x + last.width + size / 4 &&
    next.x > last.x;
  if (!overLast) return;
  const composed = composedAccents(last.text + accent);
  if (composed.length !== last.text.length) return;
  return { last: { ...last, text: composed }, rest: next.text.slice(1) };
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

/** A page's /Rotate as clockwise quarter turns, 0 to 3 (anything else is read as 0). */
function quarterTurns(rotate: number): number {
  const turns = Math.round(rotate / 90);
  return turns * 90 === rotate ? ((turns % 4) + 4) % 4 : 0;
}

/**
 * The quarter turns a page is read at: the way most of its letters run (text turned a quarter
 * turn left is read as a page turned once clockwise), so that a landscape page a print driver
 * drew turned on a portrait page reads across whether or not its /Rotate says so; the /Rotate when
 * no way has most letters.
 */
function readingTurn(items: readonly RawTextItem[], rotate: number): number {
  const letters = [0, 0, 0, 0];
  for (const item of items) {
    const [a = 1, b = 0] = item.transform;
    if (item.str.trim() === "" || slanted(item.transform) || (a === 0 && b === 0)) continue;
    const turn = ((Math.round(Math.atan2(b, a) / (Math.PI / 2)) % 4) + 4) % 4;
    letters[turn]! += item.str.length;
  }
  const total = letters.reduce((sum, n) => sum + n, 0);
  const most = letters.indexOf(Math.max(...letters));
  return letters[most]! * 2 > total ? most : quarterTurns(rotate);
}

/**
 * Where a point of a page's own space (x right, y up from the box's lower left corner) stands on
 * the page as it is shown, turned `turn` quarter turns clockwise by its /Rotate: x from the shown
 * left edge, y down from the shown top. A landscape page printed as a portrait page with /Rotate 90
 * reads across, as it is seen (a portrait box 600 by 800 turned once: its point (100, 700) is
 * shown at (700, 100)).
 */
function shownAt(
  x: number,
  y: number,
  width: number,
  height: number,
  turn: number,
): [number, number] {
  switch (turn) {
    case 1:
      return [y, x];
    case 2:
      return [width - x, y];
    case 3:
      return [height - y, width - x];
    default:
      return [x, height - y];
  }
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
  raw.pageTexts.forEach(({ view, rotate, items: pageItems }, index) => {
    const [left = 0, bottom = 0, right = 0, top = 0] = view;
    const turn = readingTurn(pageItems, rotate);
    const [width, height] = [right - left, top - bottom];
    sizes.push(turn % 2 === 0 ? { width, height } : { width: height, height: width });
    for (const item of pageItems) {
      const text = composedAccents(plainHyphens(withoutLigatures(item.str)));
      if (text.trim() === "" || slanted(item.transform)) continue;
      const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
      const fontHeight = Math.hypot(c, d) || item.height || Math.hypot(a, b) || 10;
      const [x, y] = shownAt(e - left, f - bottom, width, height, turn);
      const next = { text, x, y, width: item.width, height: fontHeight, page: index + 1 };
      const joined = accentOnLast(items[items.length - 1], next);
      if (joined === undefined) items.push(next);
      else {
        items[items.length - 1] = joined.last;
        if (joined.rest.trim() !== "") items.push({ ...next, text: joined.rest });
      }
    }
  });
  return { pages: raw.pages, items, sizes };
}

/** Whether a PDF's text layer holds any text worth parsing. */
export function hasTextLayer(text: PdfText): boolean {
  return text.items.map((item) => item.text).join("").replace(/\s/g, "").length >= 20;
}
