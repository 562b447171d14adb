/**
 * A table header printed again (on the next page, or over the next order's
 * table of one e-mail): how many rows a table has of its own, and its copy's
 * rows moved to stand under the first copy's columns. Pure.
 *
 * @module
 */

import type { LayoutLine } from "../layout/mod.ts";

/** Rows under a header enough to read its columns from them alone. */
export const OWN_ROWS = 3;

/** How many lines of a body may be rows: two cells or more. */
export function rowsIn(body: readonly LayoutLine[]): number {
  return body.filter((line) => line.cells.length >= 2).length;
}

/**
 * The rows under a copy of a header moved so that they stand under the first copy's columns:
 * each cell by as much as the header cell over it (the nearest one) is moved. A copy set by
 * its own widths (an e-mail's next table, whose longer names push every later column right
 * while the name column stays) moves its columns by different amounts; one shift for all
 * would split a column of the first copy's cells from the same column of the copy's.
 */
export function alignedTo(
  rows: readonly LayoutLine[],
  copy: LayoutLine,
  first: LayoutLine,
): readonly LayoutLine[] {
  const heads = copy.cells.map((cell, k) => ({ cell, dx: cell.x0 - first.cells[k]!.x0 }));
  if (heads.every((head) => head.dx === 0)) return rows;
  const distance = (cell: { x0: number; x1: number }, x: number) =>
    x < cell.x0 ? cell.x0 - x : x > cell.x1 ? x - cell.x1 : 0;
  const dxAt = (x: number) =>
    heads.reduce((best, head) => distance(head.cell, x) < distance(best.cell, x) ? head : best)
      .dx;
  return rows.map((line) => ({
    ...line,
    cells: line.cells.map((cell) => {
      const dx = dxAt((cell.x0 + cell.x1) / 2);
      return { ...cell, x0: cell.x0 - dx, x1: cell.x1 - dx };
    }),
  }));
}
