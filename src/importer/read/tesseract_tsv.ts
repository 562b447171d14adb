/**
 * Tesseract's TSV output read as positioned words: the word boxes that feed
 * the same layout row builder as a PDF's text layer (`ocr.ts` runs the
 * program), each misspelt unit put right on the way (`ocr_spelling.ts`).
 *
 * @module
 */

import type { TextItem } from "../layout/mod.ts";
import { ocrWords } from "./ocr_spelling.ts";

/**
 * The word boxes of tesseract's TSV output as positioned text items: each
 * word sits on the bottom of its tesseract line, and its height is that
 * line's height. Returns `undefined` when the text is not TSV.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const tsv = [
 *   "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
 *   "4\t1\t1\t1\t1\t0\t10\t100\t300\t40\t-1\t",
 *   "5\t1\t1\t1\t1\t1\t10\t105\t120\t30\t96\tHemoglobina",
 *   "5\t1\t1\t1\t1\t2\t250\t108\t60\t27\t95\t13,4",
 * ].join("\n");
 * assert.deepEqual(tesseractWords(tsv, 2)?.map((w) => [w.text, w.x, w.y, w.height, w.page]), [
 *   ["Hemoglobina", 10, 140, 40, 2], ["13,4", 250, 140, 40, 2],
 * ]);
 * ```
 */
export function tesseractWords(tsv: string, page: number): TextItem[] | undefined {
  const rows = tsv.split(/\r?\n/).map((line) => line.split("\t"));
  const header = rows[0];
  if (header?.[0] !== "level" || !header.includes("text")) return undefined;
  const column = (name: string) => header.indexOf(name);
  const [level, block, par, line, left, top, width, height, conf, text] = [
    "level",
    "block_num",
    "par_num",
    "line_num",
    "left",
    "top",
    "width",
    "height",
    "conf",
    "text",
  ].map(column) as [number, number, number, number, number, number, number, number, number, number];
  const lineBoxes = new Map<string, { bottom: number; height: number }>();
  const key = (row: string[]) => `${row[block]}/${row[par]}/${row[line]}`;
  for (const row of rows.slice(1)) {
    if (row[level] !== "4") continue;
    const t = Number(row[top]);
    const h = Number(row[height]);
    lineBoxes.set(key(row), { bottom: t + h, height: h });
  }
  const words: TextItem[] = [];
  for (const row of rows.slice(1)) {
    // Underscores and long dashes are table rules read as text.
    const word = (row[text] ?? "").trim().replace(/^[_—]+|[_—]+$/g, "");
    if (row[level] !== "5" || word === "" || Number(row[conf]) < 0) continue;
    const box = lineBoxes.get(key(row));
    const h = Number(row[height]);
    // A misspelt unit put right; a unit and its glued flag split, the box shared by letters.
    const parts = ocrWords(word);
    const perLetter = Number(row[width]) / Math.max(1, parts.join("").length);
    let x = Number(row[left]);
    for (const part of parts) {
      const partWidth = parts.length === 1 ? Number(row[width]) : perLetter * part.length;
      words.push({
        text: part,
        x,
        y: box?.bottom ?? Number(row[top]) + h,
        width: partWidth,
        height: box?.height ?? h,
        page,
        confidence: Number(row[conf]),
      });
      x += partWidth;
    }
  }
  return words;
}
