/**
 * Rows whose cells wrap over lines of their own, each cell set in the
 * middle of the row's height (an HTML table printed to PDF): a name too long
 * for its column is printed as two lines, one above and one below the line
 * of the value, unit and range ("Антитіла до тиреопероксидази (АТ-" /
 * "< 9,0 МО/мл < 34" / "ТПО)"), and a value or a range may wrap the same way
 * ("не" / "виявлено"). Such lines are closer together than two lines of
 * text can be (their letters would overlap, had they been in one column):
 * they are one row, and are read as one line, the pieces of each column
 * joined top to bottom. A word broken at a hyphen ("(АТ-" / "ТПО)") is
 * joined whole. A name printed again in another script right under it (a
 * bilingual report: "Нейтрофіли, %" over "Neutrophils, %") is a translation,
 * not a wrapped name: such lines are left apart. Only a PDF's text layer is
 * read so: OCR's line boxes are too uneven to tell. Pure.
 *
 * @module
 */

import type { Cell, LayoutLine } from "../layout/mod.ts";

/**
 * Two lines closer than this many font heights cannot both be lines of text
 * in one column: they are pieces of one row. (Closer than 0.45 they are one
 * line already: `layout/lines.ts`.)
 */
const PIECES_EM = 0.75;

/** At most this many lines make one row. */
const MOST_PIECES = 4;

/** Whether two cells overlap across the page. */
function overlaps(a: Cell, b: Cell): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1;
}

/**
 * Whether two pieces of a cell are written in different scripts, one only in
 * Cyrillic letters and the other only in Latin ("Нейтрофіли, %" over
 * "Neutrophils, %"): a bilingual report's two names for one row.
 */
function otherScript(top: Cell, bottom: Cell): boolean {
  const script = (text: string) =>
    /\p{Script=Cyrillic}/u.test(text)
      ? (/\p{Script=Latin}/u.test(text) ? "both" : "cyrillic")
      : /\p{Script=Latin}/u.test(text)
      ? "latin"
      : "none";
  const [a, b] = [script(top.text), script(bottom.text)];
  return (a === "cyrillic" && b === "latin") || (a === "latin" && b === "cyrillic");
}

/** Two pieces of a cell's text, top then bottom: a word broken at its hyphen is joined whole. */
function joined(top: string, bottom: string): string {
  return /\p{L}-$/u.test(top) && /^\p{L}/u.test(bottom) ? `${top}${bottom}` : `${top} ${bottom}`;
}

/**
 * The lines of a row printed as pieces, read as one line (see the module doc), or
 * `undefined` when two cells of one line would fall into one column.
 */
function oneRow(pieces: readonly LayoutLine[]): LayoutLine | undefined {
  const columns: { cells: Cell[]; line: number[] }[] = [];
  for (const [k, line] of pieces.entries()) {
    for (const cell of line.cells) {
      const over = columns.filter((column) => column.cells.some((c) => overlaps(c, cell)));
      if (over.length > 1 || over[0]?.line.includes(k)) return undefined;
      if (over[0] === undefined) columns.push({ cells: [cell], line: [k] });
      else {
        over[0].cells.push(cell);
        over[0].line.push(k);
      }
    }
  }
  // A name printed again in another script under it is its translation, not its second half.
  if (columns.some(({ cells }) => cells.some((c, k) => k > 0 && otherScript(cells[k - 1]!, c)))) {
    return undefined;
  }
  const cells = columns.map(({ cells }): Cell => {
    const confidence = cells.flatMap((c) => c.confidence === undefined ? [] : [c.confidence]);
    return {
      text: cells.map((c) => c.text).reduce(joined),
      x0: Math.min(...cells.map((c) => c.x0)),
      x1: Math.max(...cells.map((c) => c.x1)),
      ...(confidence.length > 0 ? { confidence: Math.min(...confidence) } : {}),
    };
  }).sort((a, b) => a.x0 - b.x0);
  // The row's line is the one with the most cells (the value's), in the middle.
  const main = pieces.reduce((best, line) => line.cells.length > best.cells.length ? line : best);
  return { ...main, height: Math.max(...pieces.map((l) => l.height)), cells };
}

/** Whether a line is below another closer than two lines of text can be (the next block's is not). */
function isPiece(above: LayoutLine, line: LayoutLine): boolean {
  const gap = line.y - above.y;
  return gap > 0 && gap < PIECES_EM * Math.min(line.height, above.height);
}

/**
 * The lines of a page block with each row printed as pieces read as one line.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
 * const line = (y: number, ...cells: [string, number][]) =>
 *   ({ page: 1, y, height: 8.5, cells: cells.map(([t, x]) => cell(t, x)) });
 * const lines = [
 *   line(361, ["Feritin", 35], ["28,4", 212], ["ng/ml", 265]),
 *   line(376, ["Antitila do TPO (AT-", 35]),
 *   line(381, ["< 9,0", 212], ["MO/ml", 265]),
 *   line(386, ["TPO)", 35]),
 * ];
 * assert.deepEqual(withWrappedCellsJoined(lines).map((l) => l.cells.map((c) => c.text)), [
 *   ["Feritin", "28,4", "ng/ml"],
 *   ["Antitila do TPO (AT-TPO)", "< 9,0", "MO/ml"],
 * ]);
 * ```
 */
export function withWrappedCellsJoined(lines: readonly LayoutLine[]): LayoutLine[] {
  const out: LayoutLine[] = [];
  let i = 0;
  while (i < lines.length) {
    let end = i + 1;
    while (
      end < lines.length && end - i < MOST_PIECES && lines[end]!.page === lines[i]!.page &&
      isPiece(lines[end - 1]!, lines[end]!)
    ) end++;
    const row = end - i > 1 ? oneRow(lines.slice(i, end)) : undefined;
    if (row === undefined) {
      out.push(lines[i]!);
      i++;
    } else {
      out.push(row);
      i = end;
    }
  }
  return out;
}
