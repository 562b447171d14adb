/**
 * Result cards set side by side in a grid (a sports-medicine sheet's boxes, four to a line):
 * a line of names, under it a line of values with their units, under that a line of labelled
 * references ("norma: 4,5 - 13,0"), each line's cells starting where the others' do. Read as
 * lines, a card's name joined the next card's, and every value lost its name. Each column of
 * the grid is made one line of its own (name, value, reference), as a row is printed. Without
 * the labelled references the lines are no grid: names over bare values may be anything (a
 * table's header over its first row). Pure.
 *
 * @module
 */

import type { Cell, LayoutLine } from "../layout/mod.ts";
import { cellKind, hasRangeLabel } from "../cell/mod.ts";

/** The kinds of a card's value cell: a number, maybe with its unit and a flag, or a word result. */
const VALUE_KINDS = new Set(["number", "value-unit", "bound", "qualitative"]);

/** Whether the cells of `lines` stand in the same columns: each starting where the first's do. */
function aligned(lines: readonly LayoutLine[]): boolean {
  const [first, ...rest] = lines;
  const slack = first!.height;
  return rest.every((line) =>
    line.page === first!.page && line.cells.length === first!.cells.length &&
    line.cells.every((cell, k) => Math.abs(cell.x0 - first!.cells[k]!.x0) <= slack)
  );
}

/** Whether lines i, i+1 and i+2 are a grid of cards: names, values, labelled references. */
function gridAt(lines: readonly LayoutLine[], i: number): boolean {
  const [names, values, ranges] = [lines[i], lines[i + 1], lines[i + 2]];
  if (names === undefined || values === undefined || ranges === undefined) return false;
  if (names.cells.length < 2 || !aligned([names, values, ranges])) return false;
  // Each line near the one above it: a card is printed as one block.
  const close = values.y - names.y <= 3 * names.height && ranges.y - values.y <= 3 * names.height;
  return close &&
    names.cells.every((c) => /\p{L}/u.test(c.text) && cellKind(c.text) === "words") &&
    values.cells.every((c) => VALUE_KINDS.has(cellKind(c.text))) &&
    ranges.cells.every((c) => hasRangeLabel(c.text));
}

/**
 * One card of a grid (of `n`, spanning `top` to `bottom`) as the line a row is printed on: its
 * name, value and reference apart, the cards' lines spread over the grid's height in order.
 */
function cardLine(
  grid: readonly [LayoutLine, LayoutLine, LayoutLine],
  k: number,
): LayoutLine {
  const [names, values, ranges] = grid;
  const at = (text: string, x0: number): Cell => ({ text, x0, x1: x0 + text.length * 4 });
  const n = names.cells.length;
  return {
    ...values,
    y: names.y + (ranges.y - names.y) * k / Math.max(1, n - 1),
    height: (ranges.y - names.y + names.height) / (n + 1),
    cells: [
      at(names.cells[k]!.text, 0),
      at(values.cells[k]!.text, 300),
      at(ranges.cells[k]!.text, 500),
    ],
  };
}

/**
 * The lines with every grid of cards made a line per card, left to right.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
 * const line = (y: number, ...texts: string[]) =>
 *   ({ page: 1, y, height: 9, cells: texts.map((t, k) => cell(t, 50 + k * 127)) });
 * const grid = [
 *   line(160, "Leukocyty", "Hemoglobina"),
 *   line(174, "7,2 tys/µl", "14,8 g/dl"),
 *   line(185, "norma: 4,5 - 13,0", "norma: 13,0 - 16,0"),
 * ];
 * assert.deepEqual(withCardGridsUnstacked(grid).map((l) => l.cells.map((c) => c.text)), [
 *   ["Leukocyty", "7,2 tys/µl", "norma: 4,5 - 13,0"],
 *   ["Hemoglobina", "14,8 g/dl", "norma: 13,0 - 16,0"],
 * ]);
 * ```
 */
export function withCardGridsUnstacked(lines: readonly LayoutLine[]): LayoutLine[] {
  const out: LayoutLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!gridAt(lines, i)) {
      out.push(lines[i]!);
      continue;
    }
    const grid = [lines[i]!, lines[i + 1]!, lines[i + 2]!] as const;
    grid[0].cells.forEach((_, k) => out.push(cardLine(grid, k)));
    i += 2;
  }
  return out;
}
