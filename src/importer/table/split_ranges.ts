/**
 * A range a fixed-width printout splits into cells: a dot-matrix style report pads its
 * columns with spaces, so "[   4,00 -  10,00 ]" reaches the layout as the cells "[",
 * "4,00 -" and "10,00 ]", and "[        <  5,00 ]" as "[", "<" and "5,00 ]". Read apart, the
 * range column holds a piece and the row would keep half a range, or none. Cells that are
 * such pieces, each within a few characters' width of the next, are one cell again. Pure.
 *
 * @module
 */

import type { Cell, LayoutLine } from "../layout/mod.ts";

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
/** A piece that cannot end a range: an opening bracket, a bound's sign, a number and its dash. */
const OPENS = new RegExp(
  String.raw`^(?:[\[(]|(?:[\[(]\s*)?[<>≤≥]|(?:[\[(]\s*)?${NUMBER}\s*[-–])$`,
  "u",
);
/** A piece that goes on with it: a number (its dash, or its closing bracket, after it), a sign, a bracket. */
const GOES_ON = new RegExp(
  String
    .raw`^(?:[<>≤≥]|[<>≤≥]?\s*${NUMBER}\s*[-–]|[<>≤≥]?\s*${NUMBER}(?:\s*[-–]\s*${NUMBER})?\s*[\])]?|[\])])$`,
  "u",
);
/** How many characters' width a padded gap may span inside one range. */
const MAX_GAP_CHARS = 12;

function charWidth(cell: Cell): number {
  return (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
}

/**
 * The line with the pieces of a range split by padding joined into one cell.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
 * const line = { page: 1, y: 10, height: 9, cells: [cell("Glukoza", 0), cell("5,4", 160),
 *   cell("mmol/l", 230), cell("[", 290), cell("3,90 -", 310), cell("5,50 ]", 350)] };
 * assert.deepEqual(withSplitRangeJoined(line).cells.map((c) => c.text),
 *   ["Glukoza", "5,4", "mmol/l", "[ 3,90 - 5,50 ]"]);
 * ```
 */
export function withSplitRangeJoined(line: LayoutLine): LayoutLine {
  const cells: Cell[] = [];
  for (const cell of line.cells) {
    const last = cells[cells.length - 1];
    const text = cell.text.trim();
    if (
      last !== undefined && OPENS.test(last.text.trim()) && GOES_ON.test(text) &&
      cell.x0 - last.x1 <= MAX_GAP_CHARS * Math.max(charWidth(last), charWidth(cell))
    ) {
      cells[cells.length - 1] = { ...last, text: `${last.text.trim()} ${text}`, x1: cell.x1 };
      continue;
    }
    cells.push(cell);
  }
  return cells.length === line.cells.length ? line : { ...line, cells };
}
