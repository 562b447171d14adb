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

import { type Comparator, type Flag, flagOf, type LabFlag } from "./flags.ts";
import type { ReadingSeq } from "./reading.ts";
import { timeOf } from "./stored_time.ts";

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
function outOfRange(code: number): boolean {
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
export function isColumnar(readings: ReadingSeq): readings is ReadingColumns {
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

/**
 * A set of readings of one run: a contiguous range `[start, end)`, or the
 * ascending indices of a list (a unit's readings when units are mixed).
 */
export type Rows =
  | { readonly kind: "range"; readonly start: number; readonly end: number }
  | { readonly kind: "list"; readonly indices: Int32Array };

/** How many readings a row set has. */
export function rowCount(rows: Rows): number {
  return rows.kind === "range" ? rows.end - rows.start : rows.indices.length;
}

/** The reading index of the `k`-th row of a set. */
export function rowAt(rows: Rows, k: number): number {
  return rows.kind === "range" ? rows.start + k : rows.indices[k]!;
}

/**
 * Visits the readings of positions `[from, to)` of a row set in order: one
 * reading at a time, or a whole block at once where a block lies entirely
 * inside a range and `useBlock(b)` allows it.
 */
function walk(
  columns: ReadingColumns,
  rows: Rows,
  from: number,
  to: number,
  onRow: (i: number) => void,
  onBlock: (b: number) => void,
  useBlock: (b: number) => boolean = () => true,
): void {
  if (rows.kind === "list") {
    for (let k = from; k < to; k++) onRow(rows.indices[k]!);
    return;
  }
  const start = rows.start + from, end = rows.start + to;
  const blockCount = columns.blocks?.count ?? 0;
  let i = start;
  while (i < end) {
    const b = Math.floor(i / BLOCK);
    if (i % BLOCK === 0 && b < blockCount && i + BLOCK <= end && useBlock(b)) {
      onBlock(b);
      i += BLOCK;
      continue;
    }
    const stop = Math.min(end, (b + 1) * BLOCK);
    for (; i < stop; i++) onRow(i);
  }
}

/** Figures over every reading of a row set. */
export interface RowFigures {
  readonly count: number;
  /** Over exact numeric values (censored and qualitative ones left out). */
  readonly min: number | null;
  readonly max: number | null;
  readonly exactCount: number;
  /** The reading index of the first and the last exact value, or -1. */
  readonly firstExact: number;
  readonly lastExact: number;
  readonly outOfRange: number;
  readonly censored: number;
}

/** Counts, extremes and the first and last exact value of a row set. */
export function figures(columns: ReadingColumns, rows: Rows): RowFigures {
  const { num, cmp, flag } = columns;
  const blocks = columns.blocks;
  let min = Infinity, max = -Infinity, exactCount = 0, firstExact = -1, lastExact = -1;
  let oor = 0, censored = 0;
  walk(columns, rows, 0, rowCount(rows), (i) => {
    if (outOfRange(flag[i]!)) oor++;
    const v = num[i]!;
    if (v !== v) return;
    if (cmp[i] !== 0) {
      censored++;
      return;
    }
    if (v < min) min = v;
    if (v > max) max = v;
    if (firstExact < 0) firstExact = i;
    lastExact = i;
    exactCount++;
  }, (b) => {
    const bl = blocks!;
    oor += bl.oorN[b]!;
    censored += bl.censored[b]!;
    if (bl.exactN[b]! === 0) return;
    exactCount += bl.exactN[b]!;
    if (bl.exactMin[b]! < min) min = bl.exactMin[b]!;
    if (bl.exactMax[b]! > max) max = bl.exactMax[b]!;
    if (firstExact < 0) firstExact = bl.firstExact[b]!;
    lastExact = bl.lastExact[b]!;
  });
  return {
    count: rowCount(rows),
    min: exactCount > 0 ? min : null,
    max: exactCount > 0 ? max : null,
    exactCount,
    firstExact,
    lastExact,
    outOfRange: oor,
    censored,
  };
}

/**
 * Picks at most `maxPoints` readings of a row set to show: the first, the
 * last, the exact (uncensored) minimum and maximum always, and from each equal time bucket
 * the most extreme reading. Out-of-range readings come first, then the
 * distance from the mean of the numeric values; ties go to the earlier
 * reading. Returns reading indices, ascending.
 */
export function reduceRows(columns: ReadingColumns, rows: Rows, maxPoints: number): number[] {
  const n = rowCount(rows);
  if (n <= maxPoints) return Array.from({ length: n }, (_, k) => rowAt(rows, k));
  const { num, flag, time } = columns;
  const blocks = columns.blocks;
  // The minimum and maximum kept are over exact values, as in the summary: a
  // censored "<0.5" is never shown as the series' minimum.
  const { cmp } = columns;
  let minAt = -1, maxAt = -1, min = Infinity, max = -Infinity, sum = 0, numeric = 0;
  walk(columns, rows, 0, n, (i) => {
    const v = num[i]!;
    if (v !== v) return;
    sum += v;
    numeric++;
    if (cmp[i] !== 0) return;
    if (v < min) (min = v), (minAt = i);
    if (v > max) (max = v), (maxAt = i);
  }, (b) => {
    const bl = blocks!;
    if (bl.numN[b]! === 0) return;
    sum += bl.numSum[b]!;
    numeric += bl.numN[b]!;
    if (bl.exactN[b]! === 0) return;
    if (bl.exactMin[b]! < min) (min = bl.exactMin[b]!), (minAt = bl.exactMinAt[b]!);
    if (bl.exactMax[b]! > max) (max = bl.exactMax[b]!), (maxAt = bl.exactMaxAt[b]!);
  });
  const centre = numeric > 0 ? sum / numeric : 0;
  const first = rowAt(rows, 0), last = rowAt(rows, n - 1);
  const fixed = new Set([first, last, minAt, maxAt].filter((i) => i >= 0));
  const fixedBlocks = new Set([...fixed].map((i) => Math.floor(i / BLOCK)));
  const buckets = Math.max(0, maxPoints - fixed.size);
  const kept = [...fixed];
  if (buckets > 0) {
    const start = time[first]!;
    const span = Math.max(1, time[last]! - start);
    const bucketOf = (k: number) =>
      Math.min(buckets - 1, Math.floor(((time[rowAt(rows, k)]! - start) / span) * buckets));
    let bestAt = -1, bestOor = false, bestDist = -1;
    const offer = (i: number, oor: boolean, dist: number) => {
      if (bestAt < 0 || (oor && !bestOor) || (oor === bestOor && dist > bestDist)) {
        bestAt = i;
        bestOor = oor;
        bestDist = dist;
      }
    };
    const onRow = (i: number) => {
      if (fixed.has(i)) return;
      const v = num[i]!;
      offer(i, outOfRange(flag[i]!), v === v ? Math.abs(v - centre) : 0);
    };
    const onBlock = (b: number) => {
      const bl = blocks!;
      const pick = (a: number, aValue: number, z: number, zValue: number, oor: boolean) => {
        const da = Math.abs(aValue - centre), dz = Math.abs(zValue - centre);
        const [at, dist] = dz > da || (dz === da && z < a) ? [z, dz] : [a, da];
        // When every reading of the block sits on the mean, the first one wins.
        offer(dist === 0 && !oor ? b * BLOCK : at, oor, dist);
      };
      if (bl.oorN[b]! > 0) {
        pick(bl.oorMinAt[b]!, bl.oorMin[b]!, bl.oorMaxAt[b]!, bl.oorMax[b]!, true);
      } else if (bl.numN[b]! > 0) {
        pick(bl.numMinAt[b]!, bl.numMin[b]!, bl.numMaxAt[b]!, bl.numMax[b]!, false);
      } else offer(b * BLOCK, false, 0);
    };
    const useBlock = (b: number) => !fixedBlocks.has(b);
    // Positions 1 .. n-2, cut at bucket boundaries found by binary search.
    let from = 1;
    for (let bucket = 0; bucket < buckets && from < n - 1; bucket++) {
      let lo = from, hi = n - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (bucketOf(mid) <= bucket) lo = mid + 1;
        else hi = mid;
      }
      if (lo > from) {
        bestAt = -1;
        walk(columns, rows, from, lo, onRow, onBlock, useBlock);
        if (bestAt >= 0) kept.push(bestAt);
      }
      from = lo;
    }
  }
  return kept.sort((a, b) => a - b).slice(0, maxPoints);
}
