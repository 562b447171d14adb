/**
 * The trend of one marker: its readings split into series by unit (equivalent
 * spellings share a series), each with flagged points and a summary over all
 * of its points. Long series are reduced to a bounded number of points in time
 * buckets, keeping first, last, min, max and the most extreme of each bucket.
 *
 * @module
 */

import { cleanText } from "./text.ts";
import { datePart, timePart } from "./dates.ts";
import { type Comparator, type Flag, flagOf, isOutOfRange } from "./flags.ts";
import type { Reading, ReadingSeq } from "./reading.ts";
import { unitKey } from "./units.ts";

/** One point of a series, as shown. */
export interface TrendPoint {
  readonly date: string;
  readonly time?: string;
  readonly value: number | string;
  readonly comparator?: Comparator;
  readonly unit?: string;
  readonly ref_low?: number;
  readonly ref_high?: number;
  readonly ref_text?: string;
  readonly flag: Flag;
}

/** The first or last value of a series. */
export interface SummaryValue {
  readonly date: string;
  readonly value: number | string;
  readonly comparator?: Comparator;
}

/** Figures over every point of a series, shown or omitted. */
export interface SeriesSummary {
  readonly count: number;
  readonly first: SummaryValue;
  readonly last: SummaryValue;
  /** Over exact numeric values; censored and qualitative ones are left out. */
  readonly min: number | null;
  readonly max: number | null;
  /** Last minus first exact numeric value. */
  readonly change: number | null;
  readonly change_pct: number | null;
  readonly out_of_range: number;
  readonly censored: number;
}

/** The readings of one marker in one unit (or equivalent spellings of it). */
export interface Series {
  /** The unit as spelled by the latest reading; `null` for readings with no unit. */
  readonly unit: string | null;
  readonly points: readonly TrendPoint[];
  /** How many points were left out of `points` to respect the point budget. */
  readonly omitted: number;
  readonly summary: SeriesSummary;
}

/** The default number of points a series shows before it is reduced. */
export const DEFAULT_MAX_POINTS = 100;

/** Rounds away floating-point noise such as 0.30000000000000004. */
function tidyNumber(value: number): number {
  return Number.parseFloat(value.toPrecision(12));
}

/** A reading as a shown point, with its flag. */
export function toPoint(reading: Reading): TrendPoint {
  const time = timePart(reading.date);
  return {
    date: datePart(reading.date),
    ...(time !== undefined ? { time } : {}),
    value: typeof reading.value === "string" ? cleanText(reading.value) : reading.value,
    ...(reading.comparator !== undefined ? { comparator: reading.comparator } : {}),
    ...(reading.unit !== undefined ? { unit: cleanText(reading.unit) } : {}),
    ...(reading.ref_low !== undefined ? { ref_low: reading.ref_low } : {}),
    ...(reading.ref_high !== undefined ? { ref_high: reading.ref_high } : {}),
    ...(reading.ref_text !== undefined ? { ref_text: cleanText(reading.ref_text) } : {}),
    flag: flagOf(reading),
  };
}

function summaryValue(reading: Reading): SummaryValue {
  return {
    date: datePart(reading.date),
    value: typeof reading.value === "string" ? cleanText(reading.value) : reading.value,
    ...(reading.comparator !== undefined ? { comparator: reading.comparator } : {}),
  };
}

/** Summarises a run of readings of one unit, in date order. */
export function summarize(readings: ReadingSeq): SeriesSummary {
  let min: number | null = null, max: number | null = null;
  let firstExact: number | null = null, lastExact: number | null = null;
  let exactCount = 0, outOfRange = 0, censored = 0;
  for (let i = 0; i < readings.length; i++) {
    const reading = readings.at(i)!;
    if (isOutOfRange(flagOf(reading))) outOfRange++;
    if (typeof reading.value !== "number") continue;
    if (reading.comparator !== undefined) {
      censored++;
      continue;
    }
    const value = reading.value;
    if (min === null || value < min) min = value;
    if (max === null || value > max) max = value;
    if (firstExact === null) firstExact = value;
    lastExact = value;
    exactCount++;
  }
  const change = firstExact !== null && lastExact !== null && exactCount > 1
    ? tidyNumber(lastExact - firstExact)
    : null;
  const changePct = change !== null && firstExact !== null && firstExact !== 0
    ? Math.round((change / Math.abs(firstExact)) * 1000) / 10
    : null;
  return {
    count: readings.length,
    first: summaryValue(readings.at(0)!),
    last: summaryValue(readings.at(readings.length - 1)!),
    min,
    max,
    change,
    change_pct: changePct,
    out_of_range: outOfRange,
    censored,
  };
}

/** How far a reading lies from the series' centre, with out-of-range readings always ahead. */
function extremity(reading: Reading, centre: number): number {
  if (typeof reading.value !== "number") return 0;
  const distance = Math.abs(reading.value - centre);
  return isOutOfRange(flagOf(reading)) ? Number.MAX_VALUE / 2 + distance : distance;
}

/** A stored date as milliseconds, for time buckets; a date-time falls back to its day. */
function instant(date: string): number {
  const exact = Date.parse(date);
  return Number.isNaN(exact) ? Date.parse(datePart(date)) : exact;
}

/**
 * Picks at most `maxPoints` indices of a date-ordered run: first, last, the
 * minimum and the maximum always, and from each equal time bucket the most
 * extreme reading (out-of-range ones first).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const readings = Array.from({ length: 1000 }, (_, i) => ({ code: "GLU", date: `2024-01-01T${String(Math.floor(i / 60) % 24).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}`, value: i === 500 ? 400 : 100 }));
 * const kept = reduceIndices(readings, 20);
 * assert.ok(kept.length <= 20);
 * assert.ok(kept.includes(0) && kept.includes(999) && kept.includes(500));
 * ```
 */
export function reduceIndices(readings: ReadingSeq, maxPoints: number): number[] {
  const n = readings.length;
  if (n <= maxPoints) return Array.from({ length: n }, (_, i) => i);
  let minIndex = -1, maxIndex = -1, sum = 0, numeric = 0;
  for (let i = 0; i < n; i++) {
    const value = readings.at(i)!.value;
    if (typeof value !== "number") continue;
    sum += value;
    numeric++;
    if (minIndex < 0 || value < (readings.at(minIndex)!.value as number)) minIndex = i;
    if (maxIndex < 0 || value > (readings.at(maxIndex)!.value as number)) maxIndex = i;
  }
  const centre = numeric > 0 ? sum / numeric : 0;
  const fixed = new Set([0, n - 1, minIndex, maxIndex].filter((i) => i >= 0));
  const buckets = Math.max(0, maxPoints - fixed.size);
  const kept = new Set(fixed);
  if (buckets > 0) {
    const start = instant(readings.at(0)!.date);
    const span = Math.max(1, instant(readings.at(n - 1)!.date) - start);
    const best = new Map<number, { index: number; score: number }>();
    for (let i = 1; i < n - 1; i++) {
      if (fixed.has(i)) continue;
      const reading = readings.at(i)!;
      const bucket = Math.min(
        buckets - 1,
        Math.floor(((instant(reading.date) - start) / span) * buckets),
      );
      const score = extremity(reading, centre);
      const current = best.get(bucket);
      if (!current || score > current.score) best.set(bucket, { index: i, score });
    }
    for (const { index } of best.values()) kept.add(index);
  }
  return [...kept].sort((a, b) => a - b).slice(0, maxPoints);
}

/** A slice of a run of readings, by indices, without copying the readings. */
function pick(readings: ReadingSeq, indices: readonly number[]): ReadingSeq {
  return { length: indices.length, at: (i) => readings.at(indices[i]!) };
}

/**
 * Splits a marker's date-ordered readings into series by unit equivalence and
 * summarises each. Series are ordered by their latest reading, newest first.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const series = buildSeries([
 *   { code: "FERR", date: "2024-01-01", value: 20, unit: "µg/L" },
 *   { code: "FERR", date: "2025-01-01", value: 40, unit: "ng/mL" },
 * ]);
 * assert.equal(series.length, 1);
 * assert.equal(series[0]!.summary.change, 20);
 * ```
 */
export function buildSeries(readings: ReadingSeq, maxPoints = DEFAULT_MAX_POINTS): Series[] {
  const groups = new Map<string, number[]>();
  for (let i = 0; i < readings.length; i++) {
    const key = unitKey(readings.at(i)!.unit);
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  }
  const series: Series[] = [];
  for (const indices of groups.values()) {
    const run = pick(readings, indices);
    const kept = reduceIndices(run, maxPoints);
    const points: TrendPoint[] = kept.map((i) => toPoint(run.at(i)!));
    const unit = run.at(run.length - 1)!.unit;
    series.push({
      unit: unit === undefined ? null : cleanText(unit),
      points,
      omitted: run.length - points.length,
      summary: summarize(run),
    });
  }
  return series.sort((a, b) => (a.summary.last.date < b.summary.last.date ? 1 : -1));
}
