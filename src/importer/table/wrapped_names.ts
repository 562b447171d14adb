/**
 * A row's name wrapped under its row: an HTML table printed on a narrow page sets a long name's
 * first words on the value's line and the rest under them, in the name's column and type
 * ("Cholestérol | 0,68 g/L | > 0,40" over "HDL"), and the row goes on with a line of its own
 * that holds no name (its value in a second unit, "1,76 mmol/L > 1,03"). Read alone, the first
 * words name another marker ("Cholestérol" for HDL cholesterol): such lines, right under the
 * row and followed by the row's own nameless line, are the rest of the name. A line of words
 * followed by a named line is a heading, never a name's end. Only a PDF's text layer. Pure.
 *
 * @module
 */

import type { LayoutLine } from "../layout/mod.ts";

/** How far under the row, in its font heights, the name's next line may stand. */
const FIRST_PIECE_EM = 1.9;

/** How far under a piece of the name, in font heights, the next piece may stand. */
const NEXT_PIECE_EM = 1.4;

/** The most lines a name wraps onto. */
const MOST_PIECES = 2;

/** Whether a line is a table row: a name of words, then a cell with a digit. */
function isRow(line: LayoutLine): boolean {
  const [name, ...rest] = line.cells;
  return name !== undefined && /^\p{L}/u.test(name.text) && rest.some((c) => /\d/.test(c.text));
}

/** Whether `piece` is a line of the row's name: one cell of words where the name starts, its type. */
function isNamePiece(row: LayoutLine, piece: LayoutLine, from: LayoutLine, em: number): boolean {
  const name = row.cells[0]!;
  const cell = piece.cells[0];
  if (piece.cells.length !== 1 || cell === undefined || piece.page !== row.page) return false;
  const gap = piece.y - from.y;
  return gap > 0 && gap <= em * row.height &&
    Math.abs(piece.height - row.height) <= 0.1 * row.height &&
    Math.abs(cell.x0 - name.x0) <= 0.5 * row.height && /^[\p{L}(]/u.test(cell.text) &&
    !/\d[.,]\d/.test(cell.text) && cell.x1 < row.cells[1]!.x0;
}

/**
 * The lines with each row's name joined to the rest of it wrapped under the row (see the module
 * doc); lines in a smaller type between them (a previous result's date) are kept.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 4 });
 * const line = (y: number, height: number, ...cells: [string, number][]) =>
 *   ({ page: 1, y, height, cells: cells.map(([t, x]) => cell(t, x)) });
 * const lines = [
 *   line(353, 12, ["Cholestérol", 47], ["0,68 g/L", 162], ["> 0,40", 252]),
 *   line(358, 6.5, ["03/10/23", 358]),
 *   line(367, 12, ["HDL", 47]),
 *   line(379, 8, ["1,76 mmol/L", 168], ["> 1,03", 252]),
 * ];
 * assert.deepEqual(withWrappedNamesJoined(lines).map((l) => l.cells[0]!.text), [
 *   "Cholestérol HDL", "03/10/23", "1,76 mmol/L",
 * ]);
 * ```
 */
export function withWrappedNamesJoined(lines: readonly LayoutLine[]): LayoutLine[] {
  const out: LayoutLine[] = [];
  const used = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    if (used.has(i)) continue;
    const row = lines[i]!;
    if (!isRow(row)) {
      out.push(row);
      continue;
    }
    // Skip lines in a smaller type beside the row (a previous result's date under it).
    let j = i + 1;
    const small: number[] = [];
    while (
      j < lines.length && lines[j]!.page === row.page && lines[j]!.height < 0.8 * row.height &&
      lines[j]!.cells.every((c) => c.x0 > row.cells[0]!.x1)
    ) small.push(j++);
    const pieces: number[] = [];
    let from = row;
    while (
      pieces.length < MOST_PIECES && j < lines.length &&
      isNamePiece(row, lines[j]!, from, pieces.length === 0 ? FIRST_PIECE_EM : NEXT_PIECE_EM)
    ) {
      pieces.push(j);
      from = lines[j++]!;
    }
    const after = lines[j];
    // The row goes on under the name's end with a line of its own that names nothing.
    const rowGoesOn = after !== undefined && after.page === row.page && after.cells.length > 0 &&
      after.y - from.y <= NEXT_PIECE_EM * row.height &&
      after.cells[0]!.x0 > row.cells[0]!.x1 && after.cells.some((c) => /\d/.test(c.text));
    if (pieces.length === 0 || !rowGoesOn) {
      out.push(row);
      continue;
    }
    const name = row.cells[0]!;
    const text = [name.text, ...pieces.map((k) => lines[k]!.cells[0]!.text)].join(" ");
    const x1 = Math.max(name.x1, ...pieces.map((k) => lines[k]!.cells[0]!.x1));
    out.push({ ...row, cells: [{ ...name, text, x1 }, ...row.cells.slice(1)] });
    for (const k of small) out.push(lines[k]!);
    for (const k of [...small, ...pieces]) used.add(k);
    i = j - 1;
  }
  return out;
}
