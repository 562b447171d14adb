/**
 * The changes that answer "is this real?" for one series: the latest result
 * against the one before it, and against the first of the range, each judged
 * against the marker's reference change value. A censored or qualitative end
 * is `not_assessable`, never skipped over silently. Each says whether the
 * result crossed its range and whether the change is meaningful, by the one
 * rule of `meaningful.ts` that `changes_since` applies too. Pure.
 *
 * @module
 */

import { FLAGS, type ReadingColumns } from "../series/series_columns.ts";
import { isOutOfRange } from "../readings/flags.ts";
import { isMeaningful } from "./meaningful.ts";
import { rowAt, rowCount, type Rows } from "../series/row_figures.ts";
import { datePart, timePart } from "../readings/dates.ts";
import { type ChangeEnd, type ChangeRules, judgeChange, type JudgedChange } from "./rcv.ts";
import { cleanText } from "../text.ts";
import { unitKey } from "../readings/units.ts";

/** A judged change of a series, with its move across the range and whether it is meaningful. */
export type SeriesChange = JudgedChange & {
  /** Set when the result moved into or out of its reference range. */
  readonly crossed_range?: true;
  /** Set when the change is meaningful by the rule of `meaningful.ts`. */
  readonly meaningful?: true;
};

/** The judged changes of a series. */
export interface SeriesChanges {
  /** The latest result against the one before it. */
  readonly since_previous?: SeriesChange;
  /** The latest result against the first of the range (when that is not the previous one). */
  readonly since_first?: SeriesChange;
}

/**
 * The reading at `index` as one end of a change: its date and time, value,
 * printed decimals, comparator, unit key and lab.
 */
export function endOf(columns: ReadingColumns, index: number): ChangeEnd {
  const reading = columns.at(index)!;
  const time = timePart(reading.date);
  return {
    date: datePart(reading.date),
    ...(time !== undefined ? { time } : {}),
    ...(reading.decimals !== undefined ? { decimals: reading.decimals } : {}),
    value: typeof reading.value === "string" ? cleanText(reading.value) : reading.value,
    ...(reading.comparator !== undefined ? { comparator: reading.comparator } : {}),
    unitKey: unitKey(reading.unit),
    ...(reading.lab !== undefined ? { lab: reading.lab } : {}),
  };
}

/**
 * Judges the latest result of a series against the previous and the first.
 * A series of one result has no changes.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { columnsOf } from "../series/series_columns.ts";
 * const columns = columnsOf([13.9, 13.8, 12.4].map((value, i) => ({ code: "HGB", date: `202${i}-01-01`, value, unit: "g/dL" })));
 * const changes = seriesChanges(columns, { kind: "range", start: 0, end: 3 }, { variation: { cv_i: 2.74, source: "S" } });
 * assert.equal(changes.since_previous?.verdict, "likely_real_decrease");
 * assert.equal(changes.since_previous?.meaningful, true);
 * assert.equal(changes.since_first?.from.date, "2020-01-01");
 * ```
 */
export function seriesChanges(
  columns: ReadingColumns,
  rows: Rows,
  rules: ChangeRules,
): SeriesChanges {
  const n = rowCount(rows);
  if (n < 2) return {};
  const lastRow = rowAt(rows, n - 1);
  const last = endOf(columns, lastRow);
  const outOfRange = (row: number) => isOutOfRange(FLAGS[columns.flag[row]!] ?? null);
  const judged = (row: number): SeriesChange => {
    const change = judgeChange(endOf(columns, row), last, rules);
    const crossed = outOfRange(row) !== outOfRange(lastRow);
    return {
      ...change,
      ...(crossed ? { crossed_range: true as const } : {}),
      ...(isMeaningful(change, crossed) ? { meaningful: true as const } : {}),
    };
  };
  const previous = judged(rowAt(rows, n - 2));
  if (n === 2) return { since_previous: previous };
  return { since_previous: previous, since_first: judged(rowAt(rows, 0)) };
}
