/**
 * A marker's readings as columns: one typed array per field instead of one
 * object per reading, in date order, with aggregates per block of
 * {@link BLOCK} readings. Queries over a dense series (a CGM's hundreds of
 * thousands of readings) then find a date range by binary search and
 * summarise or reduce it by whole blocks, without touching every reading or
 * building an object for it. A plain array of readings is turned into columns
 * by {@link columnsOf}, so every query has one code path.
 *
 * Times are `day × 86400 + seconds as written`: a date-time's zone is not
 * applied, so readings order by the clock time the lab or device wrote.
 *
 * @module
 */

import type { Expect, NamesAll } from "../shape_check.ts";
import { type Comparator, type Flag, flagOf, type LabFlag } from "../readings/flags.ts";
import type { ReadingSeq } from "../readings/reading.ts";
import { SECONDS_PER_DAY, timeOf } from "../readings/stored_time.ts";
import type { DateRange } from "../readings/dates.ts";

/** How many readings one block aggregate covers. */
export const BLOCK = 256;

/** Comparators by their column code; code 0 is none. */
export const COMPARATORS: readonly (Comparator | undefined)[] = [undefined, "<", "<=", ">", ">="];

/** Flags by their column code. */
export const FLAGS: readonly Flag[] = [null, "low", "high", "normal", "abnormal"];

/** Lab flags by their column code; code 0 is none. */
export const LAB_FLAGS: readonly (LabFlag | undefined)[] = [undefined, "H", "L", "A"];

/** The column code of a lab flag. */
export function labFlagCode(flag: LabFlag | undefined): number {
  return flag === undefined ? 0 : LAB_FLAGS.indexOf(flag);
}

/** The column code of a comparator. */
export function comparatorCode(comparator: Comparator | undefined): number {
  return comparator === undefined ? 0 : COMPARATORS.indexOf(comparator);
}

/** The column code of a flag. */
export function flagCode(flag: Flag): number {
  return FLAGS.indexOf(flag);
}

/** Whether a flag code is low, high or abnormal. */
export function outOfRange(code: number): boolean {
  return code === 1 || code === 2 || code === 4;
}

/** Per-block aggregates of a column run; only whole blocks are covered. */
export interface Blocks {
  /** How many whole blocks are aggregated (readings `0 .. count × BLOCK`). */
  readonly count: number;
  /** Exact numeric values (numeric and not censored). */
  readonly exactN: Int32Array;
  readonly exactMin: Float64Array;
  readonly exactMax: Float64Array;
  readonly exactMinAt: Int32Array;
  readonly exactMaxAt: Int32Array;
  readonly firstExact: Int32Array;
  readonly lastExact: Int32Array;
  readonly censored: Int32Array;
  readonly oorN: Int32Array;
  /** Numeric values, censored ones included, as the reduction sees them. */
  readonly numN: Int32Array;
  readonly numSum: Float64Array;
  readonly numMin: Float64Array;
  readonly numMax: Float64Array;
  readonly numMinAt: Int32Array;
  readonly numMaxAt: Int32Array;
  /** Out-of-range values (always numeric). */
  readonly oorMin: Float64Array;
  readonly oorMax: Float64Array;
  readonly oorMinAt: Int32Array;
  readonly oorMaxAt: Int32Array;
}

/** The arrays of {@link Blocks}, by name. */
export const BLOCK_KEYS = [
  "exactN",
  "exactMin",
  "exactMax",
  "exactMinAt",
  "exactMaxAt",
  "firstExact",
  "lastExact",
  "censored",
  "oorN",
  "numN",
  "numSum",
  "numMin",
  "numMax",
  "numMinAt",
  "numMaxAt",
  "oorMin",
  "oorMax",
  "oorMinAt",
  "oorMaxAt",
] as const;
// Every array of Blocks is listed: a field added to Blocks alone fails the type check.
type _EveryBlockKey = Expect<
  NamesAll<Record<(typeof BLOCK_KEYS)[number] | "count", unknown>, Blocks>
>;

/** A marker's readings in date order, as columns. */
export interface ReadingColumns extends ReadingSeq {
  /** Marks a run as columns (a plain array of readings is not). */
  readonly columnar: true;
  /** The time of each reading (see `timeOf` in `stored_time.ts`), ascending. */
  readonly time: ArrayLike<number>;
  /** The numeric value, or `NaN` for a qualitative one. */
  readonly num: ArrayLike<number>;
  /** The comparator code (see {@link COMPARATORS}). */
  readonly cmp: ArrayLike<number>;
  /** The flag code (see {@link FLAGS}). */
  readonly flag: ArrayLike<number>;
  /** The unit of each reading: an index into `units`. */
  readonly unit: ArrayLike<number>;
  /**
   * Every unit of the run as stored (`undefined` for readings with none), in
   * order of first appearance, each used by at least one reading.
   */
  readonly units: readonly (string | undefined)[];
  /** Whole-block aggregates, when the run is long enough to have any. */
  readonly blocks?: Blocks | undefined;
}

/** Whether a run of readings is already columns. */
function isColumnar(readings: ReadingSeq): readings is ReadingColumns {
  return (readings as Partial<ReadingColumns>).columnar === true;
}

function newBlocks(capacity: number): Blocks {
  const f = () => new Float64Array(capacity);
  const i = () => new Int32Array(capacity);
  return {
    count: 0,
    exactN: i(),
    exactMin: f(),
    exactMax: f(),
    exactMinAt: i(),
    exactMaxAt: i(),
    firstExact: i(),
    lastExact: i(),
    censored: i(),
    oorN: i(),
    numN: i(),
    numSum: f(),
    numMin: f(),
    numMax: f(),
    numMinAt: i(),
    numMaxAt: i(),
    oorMin: f(),
    oorMax: f(),
    oorMinAt: i(),
    oorMaxAt: i(),
  };
}

/**
 * Aggregates every whole block of `columns`. Blocks already aggregated in
 * `previous` (over the same first readings) are kept, so a run that only
 * grew costs only its new blocks. The arrays of `previous` are reused while
 * they have room, which never changes what `previous` itself covers.
 */
export function buildBlocks(columns: ReadingColumns, previous?: Blocks): Blocks {
  const count = Math.floor(columns.length / BLOCK);
  let blocks = previous;
  if (!blocks || blocks.exactN.length < count) {
    const grown = newBlocks(Math.max(count, Math.ceil(count * 1.25), 16));
    if (blocks) {
      for (const key of Object.keys(grown) as (keyof Blocks)[]) {
        const target = grown[key];
        if (typeof target !== "number") {
          (target as Int32Array).set((blocks[key] as Int32Array).subarray(0, blocks.count));
        }
      }
    }
    blocks = { ...grown, count: blocks?.count ?? 0 };
  }
  const { num, cmp, flag } = columns;
  for (let b = blocks.count; b < count; b++) {
    let exactN = 0, censored = 0, oorN = 0, numN = 0, sum = 0;
    let exactMin = Infinity, exactMax = -Infinity, firstExact = -1, lastExact = -1;
    let exactMinAt = -1, exactMaxAt = -1;
    let numMin = Infinity, numMax = -Infinity, numMinAt = -1, numMaxAt = -1;
    let oorMin = Infinity, oorMax = -Infinity, oorMinAt = -1, oorMaxAt = -1;
    for (let i = b * BLOCK, end = i + BLOCK; i < end; i++) {
      const v = num[i]!;
      const oor = outOfRange(flag[i]!);
      if (oor) {
        oorN++;
        if (v < oorMin) (oorMin = v), (oorMinAt = i);
        if (v > oorMax) (oorMax = v), (oorMaxAt = i);
        // A qualitative result the lab flagged abnormal still stands for its block.
        if (v !== v && oorMinAt < 0) oorMinAt = oorMaxAt = i;
      }
      if (v !== v) continue; // qualitative
      numN++;
      sum += v;
      if (v < numMin) (numMin = v), (numMinAt = i);
      if (v > numMax) (numMax = v), (numMaxAt = i);
      if (cmp[i] !== 0) {
        censored++;
        continue;
      }
      exactN++;
      if (firstExact < 0) firstExact = i;
      lastExact = i;
      if (v < exactMin) (exactMin = v), (exactMinAt = i);
      if (v > exactMax) (exactMax = v), (exactMaxAt = i);
    }
    blocks.exactN[b] = exactN;
    blocks.exactMin[b] = exactMin;
    blocks.exactMax[b] = exactMax;
    blocks.exactMinAt[b] = exactMinAt;
    blocks.exactMaxAt[b] = exactMaxAt;
    blocks.firstExact[b] = firstExact;
    blocks.lastExact[b] = lastExact;
    blocks.censored[b] = censored;
    blocks.oorN[b] = oorN;
    blocks.numN[b] = numN;
    blocks.numSum[b] = sum;
    blocks.numMin[b] = numMin;
    blocks.numMax[b] = numMax;
    blocks.numMinAt[b] = numMinAt;
    blocks.numMaxAt[b] = numMaxAt;
    blocks.oorMin[b] = oorMin;
    blocks.oorMax[b] = oorMax;
    blocks.oorMinAt[b] = oorMinAt;
    blocks.oorMaxAt[b] = oorMaxAt;
  }
  return { ...blocks, count };
}

/**
 * Columns over a plain run of readings (which must be in date order). A run
 * that is already columnar is returned as it is.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const columns = columnsOf([
 *   { code: "FE", date: "2024-01-01", value: 50, unit: "µg/dL", ref_low: 60 },
 *   { code: "FE", date: "2024-02-01", value: "hemoliza" },
 * ]);
 * assert.deepEqual([columns.flag[0], columns.num[1]], [1, NaN]);
 * assert.deepEqual(columns.units, ["µg/dL", undefined]);
 * ```
 */
export function columnsOf(readings: ReadingSeq, withBlocks = true): ReadingColumns {
  if (isColumnar(readings)) return readings;
  const n = readings.length;
  const time = new Float64Array(n), num = new Float64Array(n);
  const cmp = new Uint8Array(n), flag = new Uint8Array(n), unit = new Uint32Array(n);
  const units: (string | undefined)[] = [];
  const unitIndex = new Map<string | undefined, number>();
  for (let i = 0; i < n; i++) {
    const reading = readings.at(i)!;
    time[i] = timeOf(reading.date);
    num[i] = typeof reading.value === "number" ? reading.value : Number.NaN;
    cmp[i] = comparatorCode(reading.comparator);
    flag[i] = flagCode(flagOf(reading));
    let index = unitIndex.get(reading.unit);
    if (index === undefined) {
      index = units.length;
      units.push(reading.unit);
      unitIndex.set(reading.unit, index);
    }
    unit[i] = index;
  }
  const columns: ReadingColumns = {
    columnar: true,
    length: n,
    at: (i) => readings.at(i),
    time,
    num,
    cmp,
    flag,
    unit,
    units,
  };
  return withBlocks && n >= BLOCK ? { ...columns, blocks: buildBlocks(columns) } : columns;
}

/** The first index in `[from, to)` whose time is at least `time` (`to` if none). */
export function lowerBound(times: ArrayLike<number>, time: number, from = 0, to = times.length) {
  let lo = from, hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The readings `[start, end)` of a marker's columns that fall in a range of days (both ends included). */
export function rowsInDays(
  columns: ReadingColumns,
  range: DateRange,
): { start: number; end: number } {
  const start = range.from === undefined ? 0 : lowerBound(columns.time, timeOf(range.from));
  const end = range.to === undefined
    ? columns.length
    : lowerBound(columns.time, timeOf(range.to) + SECONDS_PER_DAY, start);
  return { start, end: Math.max(start, end) };
}
