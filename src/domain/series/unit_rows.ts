/**
 * Which readings of a run have which unit, found once per run: for each
 * unit (by its index in `columns.units`) the ascending indices of its
 * readings. A date range then takes each unit's readings by two binary
 * searches instead of a pass over every reading, which matters for a dense
 * series asked for again and again. Built lazily and kept while the run's
 * columns live (a `WeakMap`); pure.
 *
 * @module
 */

import type { ReadingColumns } from "./series_columns.ts";

const BY_UNIT = new WeakMap<ReadingColumns, readonly Int32Array[]>();

/**
 * The ascending indices of each unit's readings in `columns`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { columnsOf } from "./series_columns.ts";
 * const columns = columnsOf([
 *   { code: "GLU", date: "2024-01-01", value: 5, unit: "mmol/L" },
 *   { code: "GLU", date: "2024-02-01", value: 90, unit: "mg/dL" },
 *   { code: "GLU", date: "2024-03-01", value: 6, unit: "mmol/L" },
 * ]);
 * assert.deepEqual(unitRows(columns).map((rows) => [...rows]), [[0, 2], [1]]);
 * ```
 */
export function unitRows(columns: ReadingColumns): readonly Int32Array[] {
  let found = BY_UNIT.get(columns);
  if (found === undefined) {
    const counts = new Int32Array(columns.units.length);
    for (let i = 0; i < columns.length; i++) counts[columns.unit[i]!]!++;
    const lists = Array.from(counts, (count) => new Int32Array(count));
    const filled = new Int32Array(columns.units.length);
    for (let i = 0; i < columns.length; i++) {
      const unit = columns.unit[i]!;
      lists[unit]![filled[unit]!++] = i;
    }
    found = lists;
    BY_UNIT.set(columns, found);
  }
  return found;
}

/** The first position in ascending `rows` holding an index at or after `index`. */
function firstAtOrAfter(rows: Int32Array, index: number): number {
  let low = 0, high = rows.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (rows[mid]! < index) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The indices of ascending `rows` within `[start, end)`, as a view.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual([...rowsWithin(Int32Array.of(1, 4, 6, 9), 4, 9)], [4, 6]);
 * ```
 */
export function rowsWithin(rows: Int32Array, start: number, end: number): Int32Array {
  return rows.subarray(firstAtOrAfter(rows, start), firstAtOrAfter(rows, end));
}
