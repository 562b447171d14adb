/**
 * A cell alone in its column slot that lies within another column: a value
 * printed without its unit in a column whose other cells hold a value and a
 * unit ("0,372" under "5,4 10^9/l", "121 g/l"), centred, so that it neither
 * starts, ends nor centres where they do. It joins that column rather than
 * stand as a column of its own between the header's words. Pure.
 *
 * @module
 */

/** A cell placed on a line of a table's body. */
interface PlacedCell {
  readonly line: number;
  readonly cell: { readonly x0: number; readonly x1: number };
}

/** How much of a lone cell's width must lie within the other column's extent. */
const WITHIN = 0.5;

/**
 * The groups, each lone cell joined to the one larger group whose extent
 * holds most of its width and which has no cell on its line; a lone cell
 * within no such group, or within several, stays alone.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const at = (line: number, x0: number, x1: number) => ({ line, cell: { x0, x1 } });
 * const values = [at(0, 341, 407), at(1, 337, 382), at(3, 333, 374)];
 * const joined = joinLoneCells([[at(0, 31, 93), at(1, 31, 105), at(2, 31, 101)], [at(2, 324, 362)], values]);
 * assert.deepEqual(joined.map((g) => g.length), [3, 4]);
 * ```
 */
export function joinLoneCells<P extends PlacedCell>(groups: readonly P[][]): P[][] {
  const out = groups.map((group) => [...group]);
  const extent = (group: readonly P[]) => ({
    x0: Math.min(...group.map((p) => p.cell.x0)),
    x1: Math.max(...group.map((p) => p.cell.x1)),
  });
  for (let k = 0; k < out.length; k++) {
    const lone = out[k]!;
    if (lone.length !== 1) continue;
    const { line, cell } = lone[0]!;
    const width = Math.max(1, cell.x1 - cell.x0);
    const hosts = out.flatMap((group, j) => {
      if (j === k || group.length < 2 || group.some((p) => p.line === line)) return [];
      const span = extent(group);
      const inside = Math.min(cell.x1, span.x1) - Math.max(cell.x0, span.x0);
      return inside >= WITHIN * width ? [j] : [];
    });
    if (hosts.length !== 1) continue;
    out[hosts[0]!]!.push(lone[0]!);
    out[k] = [];
  }
  return out.filter((group) => group.length > 0);
}
