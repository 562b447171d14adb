/**
 * The rows of one run of a marker's columns (a date range, or a unit's
 * readings when units are mixed) and what is computed over them without an
 * object per reading: their figures (count, extremes, mean, out of range)
 * and their reduction to a budget of points that keeps every out-of-range
 * reading it can, both by whole blocks of {@link BLOCK} readings where a
 * block lies inside the rows.
 *
 * @module
 */

import { BLOCK, outOfRange, type ReadingColumns } from "./series_columns.ts";

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
