/**
 * A cumulative report's date columns set over the values printed under them. A header's
 * dates set left in their columns and the values set right ("02.11.22" over "134 L" that ends
 * where the next date starts) leave each value in the gap between two dates, nearer the next:
 * placed by the middle of the gap, every value would take the next column's date. The values'
 * own columns (cells of many lines that start or end at one x) say where each date's values
 * are: when there are as many of them right of the other columns as there are dates, the
 * first is the first date's, and so on. Pure.
 *
 * @module
 */

import type { Column } from "./header_roles.ts";

/** Where a column of the body's cells stands. */
interface Span {
  readonly x0: number;
  readonly x1: number;
}

/**
 * The columns with each date column widened over the body's column of values it heads,
 * matched in order; the columns as they were when the dates are not the last columns, when
 * the values' columns right of the others are not as many as the dates, or when the widened
 * columns would overlap.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const columns = [
 *   { role: "name" as const, x0: 48, x1: 92 }, { role: "range" as const, x0: 400, x1: 438 },
 *   { role: "result" as const, x0: 511, x1: 546, date: "2022-11-02" },
 *   { role: "result" as const, x0: 583, x1: 618, date: "2022-11-03" },
 * ];
 * const slots = [{ x0: 48, x1: 90 }, { x0: 400, x1: 442 }, { x0: 553, x1: 578 }, { x0: 625, x1: 650 }];
 * assert.deepEqual(alignDateColumns(columns, slots).slice(2).map((c) => [c.x0, c.x1]), [[511, 578], [583, 650]]);
 * assert.equal(alignDateColumns(columns, slots.slice(0, 3)), columns);
 * ```
 */
export function alignDateColumns(
  columns: readonly Column[],
  slots: readonly Span[],
): readonly Column[] {
  const dated = columns.flatMap((c, k) => c.date !== undefined ? [k] : []);
  const first = dated[0];
  if (first === undefined || dated.length < 2 || first === 0) return columns;
  if (columns.some((c, k) => k > first && c.date === undefined)) return columns;
  const left = Math.max(...columns.slice(0, first).map((c) => c.x1));
  const under = slots.filter((slot) => slot.x0 > left);
  if (under.length !== dated.length) return columns;
  const moved = columns.map((column, k) => {
    const slot = under[dated.indexOf(k)];
    return slot === undefined
      ? column
      : { ...column, x0: Math.min(column.x0, slot.x0), x1: Math.max(column.x1, slot.x1) };
  });
  const apart = dated.every((k, j) => j === 0 || moved[dated[j - 1]!]!.x1 < moved[k]!.x0);
  return apart ? moved : columns;
}
