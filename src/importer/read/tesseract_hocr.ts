/**
 * Tesseract's hOCR output (with `hocr_char_boxes`) read as positioned
 * words, as `tesseract_tsv.ts` reads its TSV output, with one thing the TSV
 * cannot tell: where the glyphs of a word stand. Tesseract glues a mark
 * printed a space after a number to it (`24 ↑` read as the one word `241`);
 * the boxes of its glyphs still show the space. A word of figures whose last
 * glyph (a letter, figure, bar or arrow; never a dot or a dash) stands apart
 * from the figure before it by a space's width (at least
 * {@link SPACE_GAP} of the glyphs' height) is two words: the number and
 * the mark, which the cell reader then reads as OCR reads an arrow. Each
 * word's misspelt unit is put right on the way (`ocr_spelling.ts`). Pure.
 *
 * @module
 */

import type { TextItem } from "../layout/mod.ts";
import { ocrWords } from "./ocr_spelling.ts";

/**
 * A gap between two glyphs of a word this many glyph heights wide is a space.
 *
 * @internal edge test: the test places a glyph just inside the gap.
 */
export const SPACE_GAP = 0.5;

/** One glyph: its text and box. */
interface Glyph {
  readonly text: string;
  readonly left: number;
  readonly right: number;
  readonly height: number;
}

const ENTITIES: Readonly<Record<string, string>> = {
  "&lt;": "<",
  "&gt;": ">",
  "&amp;": "&",
  "&quot;": '"',
  "&apos;": "'",
};

function unescape(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&[a-z]+;/g, (m) => ENTITIES[m] ?? m);
}

/** The four numbers after `name` in a title attribute. */
function box(title: string, name: string): [number, number, number, number] | undefined {
  const m = new RegExp(`${name} (-?\\d+) (-?\\d+) (-?\\d+) (-?\\d+)`).exec(title);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] : undefined;
}

/** A mark OCR reads a flag as: one letter, figure, bar or arrow (never a dot or a dash). */
const MARK = /^[\p{L}\p{N}|!↑↓]$/u;

/** Figures, a decimal separator or a dash: a number or a range as printed. */
const NUMBER = /^[\d.,\-–]*\d[\d.,\-–]*$/;

/**
 * The words a word's glyphs make: the word itself, or, where its last glyph
 * stands a space apart from a number before it, the number and that glyph.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const g = (text: string, left: number) => ({ text, left, right: left + 22, height: 32 });
 * assert.deepEqual(glyphWords([g("2", 0), g("4", 27), g("1", 78)]), ["24", "1"]);
 * assert.deepEqual(glyphWords([g("2", 0), g("4", 27), g("1", 54)]), ["241"]);
 * ```
 *
 * @internal tested alone on bare glyphs; `hocrWords()` needs Tesseract's hOCR around them.
 */
export function glyphWords(glyphs: readonly Glyph[]): string[] {
  const whole = glyphs.map((g) => g.text).join("");
  if (glyphs.length < 2) return [whole];
  const last = glyphs[glyphs.length - 1]!;
  const before = glyphs[glyphs.length - 2]!;
  const heights = glyphs.map((g) => g.height).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length / 2)]!;
  const head = whole.slice(0, whole.length - last.text.length);
  if (!NUMBER.test(head) || !/\d$/.test(head) || !MARK.test(last.text)) return [whole];
  return last.left - before.right >= SPACE_GAP * height ? [head, last.text] : [whole];
}

/**
 * The word boxes of tesseract's hOCR output as positioned text items: each
 * word sits on the bottom of its line, and its height is that line's
 * height, as in `tesseractWords`. Returns `undefined` when the text is not
 * hOCR.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const hocr = `<div class='ocr_page'>
 *  <span class='ocr_line' title="bbox 10 100 400 140; baseline 0 -3">
 *   <span class='ocrx_word' title='bbox 10 105 130 135; x_wconf 96'>Hemoglobina</span>
 *   <span class='ocrx_word' title='bbox 250 108 310 135; x_wconf 95'>13,4</span>
 *  </span></div>`;
 * assert.deepEqual(hocrWords(hocr, 2)?.map((w) => [w.text, w.x, w.y, w.height, w.page]), [
 *   ["Hemoglobina", 10, 140, 40, 2], ["13,4", 250, 140, 40, 2],
 * ]);
 * ```
 */
export function hocrWords(hocr: string, page: number): TextItem[] | undefined {
  if (!/class=['"]ocr_page['"]/.test(hocr)) return undefined;
  const words: TextItem[] = [];
  const lines = hocr.split(/(?=<span class=['"]ocr_line['"])/);
  for (const line of lines) {
    const lineBox = box(/title="([^"]*)"/.exec(line)?.[1] ?? "", "bbox");
    const wordParts = line.split(/(?=<span class=['"]ocrx_word['"])/).slice(1);
    for (const part of wordParts) {
      const title = /title=['"]([^'"]*)['"]/.exec(part)?.[1] ?? "";
      const wordBox = box(title, "bbox");
      if (wordBox === undefined) continue;
      const confidence = Number(/x_wconf (-?[\d.]+)/.exec(title)?.[1] ?? "0");
      const glyphs: Glyph[] = [];
      for (
        const m of part.matchAll(/<span class=['"]ocrx_cinfo['"] title=['"]([^'"]*)['"]>([^<]*)</g)
      ) {
        const b = box(m[1]!, "x_bboxes");
        if (b !== undefined) {
          glyphs.push({ text: unescape(m[2]!), left: b[0], right: b[2], height: b[3] - b[1] });
        }
      }
      const text = glyphs.length > 0
        ? glyphs.map((g) => g.text).join("")
        : unescape(part.replace(/^<span[^>]*>/, "").replace(/<[^>]*>/g, ""));
      const [left, top, right, bottom] = wordBox;
      const y = lineBox?.[3] ?? bottom;
      const height = lineBox ? lineBox[3] - lineBox[1] : bottom - top;
      const pieces = glyphs.length > 0 ? glyphWords(glyphs) : [text];
      if (pieces.length === 1) {
        words.push(...placed(text, left, right - left, y, height, page, confidence));
        continue;
      }
      // The number, then the glyph a space after it.
      const last = glyphs[glyphs.length - 1]!;
      const end = glyphs[glyphs.length - 2]!.right;
      words.push(
        ...placed(pieces[0]!, glyphs[0]!.left, end - glyphs[0]!.left, y, height, page, confidence),
      );
      words.push(
        ...placed(pieces[1]!, last.left, last.right - last.left, y, height, page, confidence),
      );
    }
  }
  return words;
}

/** A word as read (rules and dashes at its ends dropped, a misspelt unit put right), placed. */
function placed(
  raw: string,
  left: number,
  width: number,
  y: number,
  height: number,
  page: number,
  confidence: number,
): TextItem[] {
  // Underscores and long dashes are table rules read as text.
  const word = raw.trim().replace(/^[_—]+|[_—]+$/g, "");
  if (word === "" || confidence < 0) return [];
  const parts = ocrWords(word);
  const perLetter = width / Math.max(1, parts.join("").length);
  const items: TextItem[] = [];
  let x = left;
  for (const part of parts) {
    const partWidth = parts.length === 1 ? width : perLetter * part.length;
    items.push({ text: part, x, y, width: partWidth, height, page, confidence });
    x += partWidth;
  }
  return items;
}
