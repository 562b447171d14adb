/**
 * The personal reference interval of one series of a trend: from the exact
 * results before the latest (censored and text ones counted out), with the
 * latest placed against it (`personal_interval.ts` holds the clinical
 * model). Computed once per columns, rules and row range and kept, so a warm
 * call does not walk a million-reading series again; after an append it is
 * computed anew, from the columns themselves when every result is exact (a
 * device's series), else from buffers reused from call to call.
 *
 * @module
 */

import { BLOCK, type ReadingColumns } from "./series_columns.ts";
import type { ChangeRules } from "./rcv.ts";
import { personalInterval, type PersonalIntervalAnswer } from "./personal_interval.ts";
import { rowAt, rowCount, type Rows } from "./row_figures.ts";
import { dayString, SECONDS_PER_DAY } from "./stored_time.ts";

/** Readings `[from, to)` of a column, without a copy when it is a typed array. */
function view(column: ArrayLike<number>, from: number, to: number): ArrayLike<number> {
  return column instanceof Float64Array
    ? column.subarray(from, to)
    : Array.prototype.slice.call(column, from, to) as number[];
}

/**
 * Personal intervals already computed, by columns and rules (both immutable,
 * as the unit merges' cache assumes too) and by row range: a warm get_trend
 * of a million-reading series does not walk it again.
 */
const personalCache = new WeakMap<
  ReadingColumns,
  WeakMap<ChangeRules, Map<string, PersonalIntervalAnswer>>
>();

/**
 * The personal interval of a series, from its exact results before the
 * latest (censored and text ones counted out), and the latest against it.
 */
export function personalOf(
  columns: ReadingColumns,
  rows: Rows,
  rules: ChangeRules | undefined,
): { personal_interval?: PersonalIntervalAnswer } {
  if (rules === undefined) return {};
  if (rows.kind !== "range") return { personal_interval: personalAnswer(columns, rows, rules) };
  const byRules = personalCache.get(columns) ?? new WeakMap();
  personalCache.set(columns, byRules);
  const byRange = byRules.get(rules) ?? new Map<string, PersonalIntervalAnswer>();
  byRules.set(rules, byRange);
  const key = `${rows.start}:${rows.end}`;
  const answer = byRange.get(key) ?? Object.freeze(personalAnswer(columns, rows, rules));
  byRange.set(key, answer);
  return { personal_interval: answer };
}

/**
 * The exact values and times a personal interval is computed from, in
 * buffers reused from call to call and grown as needed: after an append to a
 * million-reading series the interval is computed again, and two new 7 MB
 * arrays per call were mostly garbage-collector work. `personalInterval`
 * keeps nothing of what it is given.
 */
let personalBuffers = { values: new Float64Array(0), times: new Float64Array(0) };

function personalScratch(n: number): { values: Float64Array; times: Float64Array } {
  if (personalBuffers.values.length < n) {
    const size = Math.max(n, Math.ceil(personalBuffers.values.length * 1.5));
    personalBuffers = { values: new Float64Array(size), times: new Float64Array(size) };
  }
  return personalBuffers;
}

/**
 * Whether every reading in `[from, to)` is an exact number (numeric, no
 * comparator): by the block counts where whole blocks lie inside, reading
 * by reading at the edges.
 */
function allExact(columns: ReadingColumns, from: number, to: number): boolean {
  const { num, cmp } = columns;
  const exactAt = (i: number) => num[i] === num[i] && cmp[i] === 0;
  const blocks = columns.blocks;
  let i = from;
  while (i < to) {
    const b = Math.floor(i / BLOCK);
    if (blocks !== undefined && i % BLOCK === 0 && b < blocks.count && i + BLOCK <= to) {
      if (blocks.exactN[b] !== BLOCK) return false;
      i += BLOCK;
    } else {
      if (!exactAt(i)) return false;
      i++;
    }
  }
  return true;
}

function personalAnswer(
  columns: ReadingColumns,
  rows: Rows,
  rules: ChangeRules,
): PersonalIntervalAnswer {
  // The previous results make the interval; the latest is placed against it.
  const n = rowCount(rows);
  const lastRow = rowAt(rows, n - 1);
  const exact = (i: number) => columns.num[i] === columns.num[i] && columns.cmp[i] === 0;
  const { num, cmp, time } = columns;
  const day = (i: number) => i < 0 ? "" : dayString(Math.floor(columns.time[i]! / SECONDS_PER_DAY));
  const latest = exact(lastRow)
    ? { latest: { date: day(lastRow), value: columns.num[lastRow]! } }
    : {};
  if (rows.kind === "range" && n > 1 && allExact(columns, rows.start, rows.end - 1)) {
    // Every result before the latest is exact (a device's series): the columns are the input.
    return personalInterval({
      values: view(num, rows.start, rows.end - 1),
      times: view(time, rows.start, rows.end - 1),
      first_date: day(rows.start),
      last_date: day(rows.end - 2),
      excluded: 0,
      ...latest,
    }, rules);
  }
  const { values, times } = personalScratch(n);
  let count = 0;
  let first = -1;
  let last = -1;
  for (let r = 0; r < n - 1; r++) {
    const i = rows.kind === "range" ? rows.start + r : rows.indices[r]!;
    const value = num[i]!;
    // Exact: a number (NaN is text) printed without a comparator.
    if (value !== value || cmp[i] !== 0) continue;
    values[count] = value;
    times[count++] = time[i]!;
    if (first < 0) first = i;
    last = i;
  }
  return personalInterval(
    {
      values: values.subarray(0, count),
      times: times.subarray(0, count),
      first_date: day(first),
      last_date: day(last),
      excluded: n - 1 - count,
      ...latest,
    },
    rules,
  );
}
