/**
 * The rows of one run of a marker's columns (a date range, or a unit's
 * readings when units are mixed) and what is computed over them without an
 * object per reading: their figures (count, extremes, mean, out of range)
 * (by whole blocks of {@link BLOCK} readings where a block lies inside the
 * rows), and their thinning to a budget of points that keeps the series'
 * proportions: by day or period, out-of-range readings in their own share.
 *
 * @module
 */

import { BLOCK, outOfRange, type ReadingColumns } from "./series_columns.ts";
import { SECONDS_PER_DAY } from "../readings/stored_time.ts";

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

/** How a thinned row set was drawn: the readings kept, grouped by day or by equal period. */
export interface Thinning {
  /** Reading indices, ascending. */
  readonly kept: number[];
  /** `day` when each day of readings is one group, `period` when days are merged. */
  readonly by: "day" | "period";
  /** How many groups hold readings. */
  readonly groups: number;
}

/**
 * Splits `total` among shares in proportion to `weights` (largest remainder),
 * each share at least `mins[i]` and at most `caps[i]`.
 */
function apportion(
  weights: readonly number[],
  mins: readonly number[],
  caps: readonly number[],
  total: number,
): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const ideal = weights.map((w) => (sum > 0 ? (w * total) / sum : 0));
  const q = ideal.map((x, i) => Math.min(caps[i]!, Math.max(mins[i]!, Math.floor(x))));
  let given = q.reduce((a, b) => a + b, 0);
  // Short: to the largest remainders first; over: from the most over-served first.
  const order = ideal.map((_, i) => i);
  if (given < total) {
    order.sort((a, b) => (ideal[b]! - q[b]!) - (ideal[a]! - q[a]!) || a - b);
    for (let pass = 0; given < total && pass < total; pass++) {
      let moved = false;
      for (const i of order) {
        if (given >= total) break;
        if (q[i]! < caps[i]!) (q[i]!++, given++, moved = true);
      }
      if (!moved) break;
    }
  } else if (given > total) {
    order.sort((a, b) => (ideal[a]! - q[a]!) - (ideal[b]! - q[b]!) || b - a);
    for (let pass = 0; given > total && pass < given; pass++) {
      let moved = false;
      for (const i of order) {
        if (given <= total) break;
        if (q[i]! > mins[i]!) (q[i]!--, given--, moved = true);
      }
      if (!moved) break;
    }
  }
  return q;
}

/** `k` ranks of `m`, evenly spaced from the lowest to the highest (the median for one). */
function evenRanks(m: number, k: number): number[] {
  if (k >= m) return Array.from({ length: m }, (_, r) => r);
  if (k === 1) return [(m - 1) >> 1];
  return Array.from({ length: k }, (_, j) => Math.round((j * (m - 1)) / (k - 1)));
}

/** At most this many readings of a group are ranked; a denser group is sampled at even steps. */
const RANKED = 256;

/** The position of reading `i` in a row set. */
function positionOf(rows: Rows, i: number): number {
  if (rows.kind === "range") return i - rows.start;
  let lo = 0, hi = rows.indices.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (rows.indices[mid]! < i) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first position at or after `from` whose time is at least `t`. */
function positionAtTime(columns: ReadingColumns, rows: Rows, t: number, from: number): number {
  let lo = from, hi = rowCount(rows);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (columns.time[rowAt(rows, mid)]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Where each group of a row set starts, and ends (the last bound is the row
 * count): one group per day when there are at most `maxGroups` days, else
 * `maxGroups` equal periods (the empty ones left out).
 */
function groupBounds(
  columns: ReadingColumns,
  rows: Rows,
  maxGroups: number,
): { by: "day" | "period"; bounds: number[] } {
  const n = rowCount(rows), time = columns.time;
  const bounds = [0];
  while (bounds.length <= maxGroups && bounds[bounds.length - 1]! < n) {
    const day = Math.floor(time[rowAt(rows, bounds[bounds.length - 1]!)]! / SECONDS_PER_DAY);
    bounds.push(positionAtTime(columns, rows, (day + 1) * SECONDS_PER_DAY, bounds.at(-1)!));
  }
  if (bounds[bounds.length - 1] === n) return { by: "day", bounds };
  const start = time[rowAt(rows, 0)]!, span = Math.max(1, time[rowAt(rows, n - 1)]! - start);
  const periods = [0];
  for (let g = 1; g < maxGroups; g++) {
    const at = positionAtTime(columns, rows, start + (span * g) / maxGroups, periods.at(-1)!);
    if (at > periods.at(-1)!) periods.push(at);
  }
  if (periods.at(-1)! < n) periods.push(n);
  return { by: "period", bounds: periods };
}

/** The first, the last and the exact minimum and maximum of a row set, by blocks. */
function extremesOf(columns: ReadingColumns, rows: Rows): number[] {
  const { num, cmp } = columns;
  const n = rowCount(rows);
  let minAt = -1, maxAt = -1, min = Infinity, max = -Infinity;
  walk(columns, rows, 0, n, (i) => {
    const v = num[i]!;
    if (v !== v || cmp[i] !== 0) return;
    if (v < min) (min = v), (minAt = i);
    if (v > max) (max = v), (maxAt = i);
  }, (b) => {
    const bl = columns.blocks!;
    if (bl.exactN[b]! === 0) return;
    if (bl.exactMin[b]! < min) (min = bl.exactMin[b]!), (minAt = bl.exactMinAt[b]!);
    if (bl.exactMax[b]! > max) (max = bl.exactMax[b]!), (maxAt = bl.exactMaxAt[b]!);
  });
  return [...new Set([rowAt(rows, 0), rowAt(rows, n - 1), minAt, maxAt].filter((i) => i >= 0))];
}

/**
 * One group's readings: how many are out of range (by blocks), and those to
 * rank: every one, or for a dense group every `step`-th and the group's lowest
 * and highest, in range and out of it.
 */
function groupOf(columns: ReadingColumns, rows: Rows, from: number, to: number) {
  const { num, flag } = columns;
  const step = Math.max(1, Math.ceil((to - from) / RANKED));
  const ranked: number[] = [];
  let out = 0, count = 0;
  let lowAt = -1, highAt = -1, outLowAt = -1, outHighAt = -1;
  const offer = (i: number, oor: boolean) => {
    const v = num[i]!;
    if (v !== v) return;
    if (lowAt < 0 || v < num[lowAt]!) lowAt = i;
    if (highAt < 0 || v > num[highAt]!) highAt = i;
    if (!oor) return;
    if (outLowAt < 0 || v < num[outLowAt]!) outLowAt = i;
    if (outHighAt < 0 || v > num[outHighAt]!) outHighAt = i;
  };
  walk(columns, rows, from, to, (i) => {
    const oor = outOfRange(flag[i]!);
    if (oor) out++;
    if (count++ % step === 0) ranked.push(i);
    offer(i, oor);
  }, (b) => {
    const bl = columns.blocks!;
    out += bl.oorN[b]!;
    for (let j = (step - (count % step)) % step; j < BLOCK; j += step) ranked.push(b * BLOCK + j);
    count += BLOCK;
    if (bl.numN[b]! > 0) {
      offer(bl.numMinAt[b]!, outOfRange(flag[bl.numMinAt[b]!]!));
      offer(bl.numMaxAt[b]!, outOfRange(flag[bl.numMaxAt[b]!]!));
    }
    if (bl.oorN[b]! > 0) (offer(bl.oorMinAt[b]!, true), offer(bl.oorMaxAt[b]!, true));
  });
  ranked.push(...[lowAt, highAt, outLowAt, outHighAt].filter((i) => i >= 0));
  return { out, ranked: [...new Set(ranked)] };
}

/**
 * Thins a row set to at most `maxPoints` readings that keep its proportions:
 * the readings are grouped by day (or, when there are more days than a third
 * of the budget, by equal periods), and each group's out-of-range and in-range
 * readings are drawn in their share of the budget, each part by its lowest,
 * its highest and readings at even steps of rank between (one in-range
 * reading: the median; one out-of-range: the most extreme). So 300 readings
 * with 28 % high drawn as 100 keep 28 % high, where keeping the extremes would
 * make most of the drawn points red. The first, the last and the exact
 * minimum and maximum are always kept; an out-of-range reading never vanishes
 * entirely. A dense group is ranked on a sample at even steps with its
 * extremes, by whole blocks. `undefined` when every reading fits.
 */
export function thinRows(
  columns: ReadingColumns,
  rows: Rows,
  maxPoints: number,
): Thinning | undefined {
  const n = rowCount(rows);
  if (n <= maxPoints) return undefined;
  const { num, flag } = columns;
  const fixed = extremesOf(columns, rows);
  const { by, bounds } = groupBounds(columns, rows, Math.max(1, Math.floor(maxPoints / 3)));
  const groupCount = bounds.length - 1;
  if (fixed.length >= maxPoints) {
    return { kept: fixed.sort((a, b) => a - b).slice(0, maxPoints), by, groups: groupCount };
  }
  // Strata: group × 2 + out of range; their true sizes, and the readings ranked in each.
  const sizes = new Array<number>(groupCount * 2).fill(0);
  const ranked: number[][] = sizes.map(() => []);
  const mins = new Array<number>(sizes.length).fill(0);
  const groupAt = (i: number) => {
    const p = positionOf(rows, i);
    let g = 0;
    while (bounds[g + 1]! <= p) g++;
    return g;
  };
  const stratumOf = (i: number, g: number) => g * 2 + (outOfRange(flag[i]!) ? 1 : 0);
  for (let g = 0; g < groupCount; g++) {
    const group = groupOf(columns, rows, bounds[g]!, bounds[g + 1]!);
    sizes[2 * g + 1] = group.out;
    sizes[2 * g] = bounds[g + 1]! - bounds[g]! - group.out;
    for (const i of group.ranked) if (!fixed.includes(i)) ranked[stratumOf(i, g)]!.push(i);
  }
  for (const i of fixed) mins[stratumOf(i, groupAt(i))]!++;
  // Every group draws at least one reading, from its larger part.
  for (let g = 0; g < groupCount; g++) {
    const [a, b] = [2 * g, 2 * g + 1];
    if (mins[a]! + mins[b]! === 0) mins[sizes[b]! > sizes[a]! ? b : a] = 1;
  }
  // The out-of-range share of the budget first, then each part across the groups.
  const oor = sizes.reduce((sum, size, s) => sum + (s % 2 === 1 ? size : 0), 0);
  const classMin = [0, 1].map((c) => mins.reduce((sum, m, s) => sum + (s % 2 === c ? m : 0), 0));
  const [inQuota, outQuota] = apportion(
    [n - oor, oor],
    [classMin[0]!, Math.max(classMin[1]!, oor > 0 ? 1 : 0)],
    [n - oor, oor],
    maxPoints,
  );
  const quota = new Array<number>(sizes.length).fill(0);
  for (const [c, total] of [[0, inQuota!], [1, outQuota!]] as const) {
    const ids = sizes.map((_, s) => s).filter((s) => s % 2 === c);
    const q = apportion(
      ids.map((s) => sizes[s]!),
      ids.map((s) => mins[s]!),
      ids.map((s) => sizes[s]!),
      total,
    );
    ids.forEach((s, j) => (quota[s] = q[j]!));
  }
  const key = (i: number) => (num[i] === num[i] ? num[i]! : Infinity);
  const byValue = (a: number, b: number) => key(a) - key(b) || a - b;
  const kept: number[] = [...fixed];
  quota.forEach((k, s) => {
    const own = fixed.filter((i) => stratumOf(i, groupAt(i)) === s);
    const left = k - own.length;
    if (left <= 0) return;
    const order = ranked[s]!.sort(byValue);
    if (left >= order.length) return void kept.push(...order);
    // One out-of-range reading of a group is its most extreme: the highest when
    // its out-of-range readings lie above its in-range ones (by their medians).
    const middle = (list: readonly number[]) =>
      list.length > 0 ? key(list[list.length >> 1]!) : NaN;
    const targets = left === 1 && s % 2 === 1
      ? [middle(order) < middle(ranked[s - 1]!.sort(byValue)) ? 0 : order.length - 1]
      : evenRanks(order.length, left);
    for (const r of targets) kept.push(order[r]!);
  });
  return { kept: [...new Set(kept)].sort((a, b) => a - b), by, groups: groupCount };
}
