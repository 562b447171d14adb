/**
 * A spreadsheet printed with its headings on (Calc's and Excel's "print row and column
 * headings"): a line of the column letters `A B C …` over the grid, and each row's number in a
 * cell of its own at the left. Neither is the sheet's content: the letters' line goes, and so
 * does a line's first cell when it is the next row number and stands left of column A's
 * letter, so that the sheet's own first column is read as the first. Two date columns' heads
 * run together into one cell are split (`withDateCellsSplit`), in a printed sheet only: a
 * report's line of dates run together is its header's to place (`header_dates.ts`). Pure.
 *
 * @module
 */

import type { LayoutLine } from "../layout/mod.ts";
import { ANY_DATE } from "../cell/mod.ts";

/** The column letters' line: "A", "B", "C", … one letter a cell, in order, at least three. */
function isLettersLine(line: LayoutLine): boolean {
  const cells = line.cells.map((c) => c.text.trim());
  return cells.length >= 3 &&
    cells.every((text, i) => text === String.fromCharCode(65 + i));
}

/**
 * The lines with a printed sheet's headings taken off; lines of a page with no letters' line
 * stay as they are.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + 8 });
 * const line = (y: number, ...cells: ReturnType<typeof cell>[]) => ({ page: 1, y, height: 10, cells });
 * const lines = [
 *   line(10, cell("A", 60), cell("B", 160), cell("C", 220)),
 *   line(20, cell("1", 20), cell("Badanie", 40), cell("14.09.2020", 200)),
 *   line(30, cell("2", 20), cell("Hemoglobina", 40), cell("11,2", 200)),
 *   line(40, cell("3", 20), cell("MCV", 40), cell("78,1", 200)),
 * ];
 * assert.deepEqual(withoutSheetHeadings(lines).map((l) => l.cells.map((c) => c.text)), [
 *   ["Badanie", "14.09.2020"],
 *   ["Hemoglobina", "11,2"],
 *   ["MCV", "78,1"],
 * ]);
 * ```
 *
 * @internal tested alone: the headings taken off, which `asPrintedSheet` shows only with the date cells split.
 */
export function withoutSheetHeadings(lines: readonly LayoutLine[]): LayoutLine[] {
  const out: LayoutLine[] = [];
  let next: number | undefined; // the row number expected on this page
  let left = 0; // column A's letter starts here: a row number stands left of it
  let page = -1;
  for (const line of lines) {
    if (line.page !== page) [page, next] = [line.page, undefined];
    if (isLettersLine(line)) {
      next = 1;
      left = line.cells[0]!.x0;
      continue;
    }
    const first = line.cells[0];
    if (next !== undefined && first !== undefined && /^\d{1,4}$/.test(first.text.trim())) {
      const number = Number(first.text.trim());
      // Rows hidden or empty are not printed: the number may skip ahead, never back.
      if (number >= next && number <= next + 20 && first.x1 <= left) {
        next = number + 1;
        if (line.cells.length > 1) out.push({ ...line, cells: line.cells.slice(1) });
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

/**
 * A line whose cells that hold two or more dates and nothing else ("14.09.2020 18 gru 2020": two
 * date columns' heads set so close that the layout took them for one cell) are split, a cell a
 * date, each placed by its share of the letters. Two dates are never one value.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const line = { page: 1, y: 0, height: 10, cells: [{ text: "Badanie", x0: 0, x1: 40 }, { text: "14.09.2020 18 gru 2020", x0: 289, x1: 401 }] };
 * assert.deepEqual(withDateCellsSplit(line).cells.map((c) => c.text), ["Badanie", "14.09.2020", "18 gru 2020"]);
 * ```
 *
 * @internal tested alone: which cells split, which `asPrintedSheet` shows only on a printed sheet.
 */
export function withDateCellsSplit(line: LayoutLine): LayoutLine {
  if (!line.cells.some((c) => /\d.*\s.*\d/.test(c.text))) return line;
  const cells = line.cells.flatMap((cell) => {
    const dates = [...cell.text.matchAll(new RegExp(ANY_DATE.source, "giu"))];
    if (
      dates.length < 2 || cell.text.replace(new RegExp(ANY_DATE.source, "giu"), "").trim() !== ""
    ) {
      return [cell];
    }
    const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
    return dates.map((m) => ({
      ...cell,
      text: m[0],
      x0: cell.x0 + m.index! * perChar,
      x1: cell.x0 + (m.index! + m[0].length) * perChar,
    }));
  });
  return cells.length === line.cells.length ? line : { ...line, cells };
}

/**
 * The lines of a spreadsheet printed with its headings, as the sheet: the headings taken
 * off and its date cells split; any other document's lines as they are.
 */
export function asPrintedSheet(lines: readonly LayoutLine[]): LayoutLine[] {
  if (!lines.some(isLettersLine)) return [...lines];
  return withoutSheetHeadings(lines).map(withDateCellsSplit);
}
