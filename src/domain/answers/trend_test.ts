// Guards trends: readings split into series by unit equivalence (never mixing
// mg/dL with mmol/L), summaries over exact values only with censored ones
// counted, and the reduction of long series that keeps first, last, min, max
// and out-of-range points while the summary still covers every point.

import assert from "node:assert/strict";
import type { Reading } from "../readings/reading.ts";
import {
  buildSeries,
  DEFAULT_MAX_POINTS,
  MAX_POINTS_RANGE,
  seriesOf,
  summarize,
  toPoint,
} from "./trend.ts";
import { columnsOf } from "../series/series_columns.ts";

function r(date: string, value: number | string, extra: Partial<Reading> = {}): Reading {
  return { code: "X", date, value, ...extra };
}

/** `count` daily readings from 2000-01-01. */
function dailyDates(count: number): string[] {
  const start = Date.UTC(2000, 0, 1);
  return Array.from(
    { length: count },
    (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * Which readings the one series built from them shows, by index, when it may
 * show `maxPoints` (each reading has a time of its own).
 */
function keptIndices(readings: readonly Reading[], maxPoints: number): number[] {
  const all = buildSeries(readings, maxPoints);
  assert.equal(all.length, 1, "one series");
  const index = new Map(readings.map((reading, i) => [reading.date, i]));
  return all[0]!.points.map((p) =>
    index.get(p.time === undefined ? p.date : `${p.date}T${p.time}`)!
  );
}

Deno.test("buildSeries() puts µg/L and ng/mL readings in one series, each keeping its unit", () => {
  const series = buildSeries([
    r("2023-01-01", 20, { unit: "µg/L" }),
    r("2024-01-01", 30, { unit: "ng/mL" }),
    r("2025-01-01", 40, { unit: "ug/L" }),
  ]);
  assert.equal(series.length, 1);
  assert.deepEqual(series[0]!.points.map((p) => p.unit), ["µg/L", "ng/mL", "ug/L"]);
  assert.equal(series[0]!.unit, "ug/L");
  assert.equal(series[0]!.summary.count, 3);
});

Deno.test("buildSeries() never mixes mg/dL and mmol/L, newest series first", () => {
  const series = buildSeries([
    r("2023-01-01", 95, { unit: "mg/dL" }),
    r("2023-06-01", 5.2, { unit: "mmol/L" }),
    r("2024-01-01", 101, { unit: "mg/dl" }),
    r("2025-01-01", 5.5, { unit: "mmol/l" }),
  ]);
  assert.equal(series.length, 2);
  assert.deepEqual(series.map((s) => s.unit), ["mmol/l", "mg/dl"]);
  assert.deepEqual(series[0]!.points.map((p) => p.value), [5.2, 5.5]);
  assert.deepEqual(series[1]!.points.map((p) => p.value), [95, 101]);
});

Deno.test("buildSeries() gives readings with no unit their own series with unit null", () => {
  const series = buildSeries([r("2023-01-01", 1), r("2024-01-01", 2, { unit: "g/L" })]);
  assert.deepEqual(series.map((s) => s.unit), ["g/L", null]);
});

Deno.test("buildSeries() of no readings is no series", () => {
  assert.deepEqual(buildSeries([]), []);
});

Deno.test("toPoint() flags a point and splits a date-time into date and time", () => {
  assert.deepEqual(
    toPoint(r("2025-10-09T07:45:00+02:00", 9, { unit: "µg/L", ref_low: 10, ref_high: 120 })),
    {
      date: "2025-10-09",
      time: "07:45:00+02:00",
      value: 9,
      unit: "µg/L",
      ref_low: 10,
      ref_high: 120,
      flag: "low",
    },
  );
  assert.deepEqual(toPoint(r("2024-06-11", "ujemny", { ref_text: "ujemny" })), {
    date: "2024-06-11",
    value: "ujemny",
    ref_text: "ujemny",
    flag: null,
  });
});

Deno.test("toPoint() cleans untrusted text in values, units and ranges", () => {
  const point = toPoint(
    r("2024-01-01", "\u001b[31mdodatni", { unit: "x\u202e", ref_text: "a\u0007b" }),
  );
  assert.equal(point.value, "dodatni");
  assert.equal(point.unit, "x");
  assert.equal(point.ref_text, "ab");
});

Deno.test("summarize() reports count, first and last, min, max and change", () => {
  const summary = summarize([
    r("2023-01-01", 40, { ref_low: 10, ref_high: 120 }),
    r("2023-06-01", 8, { ref_low: 10, ref_high: 120 }),
    r("2024-01-01", 130, { ref_low: 10, ref_high: 120 }),
    r("2025-01-01", 50, { ref_low: 10, ref_high: 120 }),
  ]);
  assert.deepEqual(summary, {
    count: 4,
    first: { date: "2023-01-01", value: 40 },
    last: { date: "2025-01-01", value: 50 },
    min: 8,
    max: 130,
    change: 10,
    change_pct: 25,
    out_of_range: 2,
    censored: 0,
  });
});

Deno.test("summarize() leaves censored values out of min, max and change but counts them", () => {
  const summary = summarize([
    r("2023-01-01", 0.5, { comparator: "<", ref_high: 5 }),
    r("2023-06-01", 3, { ref_high: 5 }),
    r("2024-01-01", 200, { comparator: ">", ref_high: 5 }),
    r("2025-01-01", 2.1, { ref_high: 5 }),
    r("2025-06-01", 0.5, { comparator: "<", ref_high: 5 }),
  ]);
  assert.equal(summary.min, 2.1);
  assert.equal(summary.max, 3);
  assert.equal(summary.change, -0.9);
  assert.equal(summary.change_pct, -30);
  assert.equal(summary.censored, 3);
  assert.equal(summary.out_of_range, 1);
  assert.deepEqual(summary.first, { date: "2023-01-01", value: 0.5, comparator: "<" });
  assert.deepEqual(summary.last, { date: "2025-06-01", value: 0.5, comparator: "<" });
});

Deno.test("summarize() rounds away floating-point noise in change", () => {
  const summary = summarize([r("2024-01-01", 0.1), r("2025-01-01", 0.4)]);
  assert.equal(summary.change, 0.3);
  assert.equal(summary.change_pct, 300);
});

Deno.test("summarize() gives null change with fewer than two exact values or from zero", () => {
  const one = summarize([r("2024-01-01", 5), r("2025-01-01", 1, { comparator: "<" })]);
  assert.equal(one.change, null);
  assert.equal(one.change_pct, null);
  assert.equal(one.min, 5);
  const fromZero = summarize([r("2024-01-01", 0), r("2025-01-01", 2)]);
  assert.equal(fromZero.change, 2);
  assert.equal(fromZero.change_pct, null);
});

Deno.test("summarize() of qualitative values has no numbers", () => {
  const summary = summarize([r("2024-01-01", "ujemny"), r("2025-01-01", "dodatni")]);
  assert.deepEqual(
    [summary.count, summary.min, summary.max, summary.change, summary.censored],
    [2, null, null, null, 0],
  );
  assert.deepEqual(summary.last, { date: "2025-01-01", value: "dodatni" });
});

Deno.test("buildSeries() reduces a 10,000-point series to at most max_points", () => {
  const dates = dailyDates(10_000);
  const readings = dates.map((date, i) =>
    r(date, 50 + ((i * 37) % 41), { unit: "mg/dL", ref_low: 0, ref_high: 1000 })
  );
  readings[4321] = r(dates[4321]!, 5, { unit: "mg/dL", ref_low: 0, ref_high: 1000 });
  readings[6789] = r(dates[6789]!, 999, { unit: "mg/dL", ref_low: 0, ref_high: 1000 });
  // Out of range by its own range, yet close to the centre: drawn in their share (5 of
  // 10,000 rounds to none), yet never all left out.
  const outOfRange = [1000, 3000, 5000, 7000, 9000];
  for (const i of outOfRange) {
    readings[i] = r(dates[i]!, 70, { unit: "mg/dL", ref_low: 0, ref_high: 60 });
  }
  const [series] = buildSeries(readings, 100);
  assert.ok(series);
  assert.ok(series.points.length <= 100, `${series.points.length} points`);
  assert.ok(series.points.length >= 90, "the budget is used, not wasted");
  const shown = new Set(series.points.map((p) => p.date));
  for (const i of [0, 9_999, 4321, 6789]) {
    assert.ok(shown.has(dates[i]!), `point ${i} (${dates[i]}) is kept`);
  }
  const flagged = outOfRange.filter((i) => shown.has(dates[i]!)).length;
  assert.equal(flagged, 1, `${flagged} of the five out-of-range points drawn`);
  assert.equal(series.omitted, 10_000 - series.points.length);
  assert.equal(series.summary.count, 10_000);
  assert.equal(series.summary.min, 5);
  assert.equal(series.summary.max, 999);
  assert.equal(series.summary.out_of_range, outOfRange.length);
  assert.equal(series.summary.first.date, dates[0]);
  assert.equal(series.summary.last.date, dates[9_999]);
  const order = series.points.map((p) => p.date);
  assert.deepEqual(order, [...order].sort());
});

Deno.test("buildSeries() shows every point of a short series and omits none", () => {
  const readings = dailyDates(DEFAULT_MAX_POINTS).map((date, i) => r(date, i));
  const [series] = buildSeries(readings);
  assert.equal(series?.points.length, DEFAULT_MAX_POINTS);
  assert.equal(series?.omitted, 0);
});

Deno.test("a reduced series keeps first, last, min and max even with a tiny budget", () => {
  const readings = dailyDates(50).map((date, i) => r(date, i === 10 ? -1 : i === 20 ? 99 : 5));
  assert.deepEqual(keptIndices(readings, 4), [0, 10, 20, 49]);
  assert.deepEqual(keptIndices(readings, 100), Array.from({ length: 50 }, (_, i) => i));
});

Deno.test("a reduced series prefers an out-of-range point over a more distant normal one", () => {
  const readings = dailyDates(9).map((date, i) =>
    r(date, i % 2 === 0 ? 10 : 90, { ref_high: 100 })
  );
  // Index 4 is nearest the centre but out of its own range.
  readings[4] = r(readings[4]!.date, 50, { ref_high: 40 });
  const kept = keptIndices(readings, 5);
  assert.ok(kept.length <= 5);
  assert.ok(kept.includes(4), `kept ${kept}`);
});

Deno.test("buildSeries() keeps first, last, min and max even at the smallest point budget", () => {
  const values = [50, 10, 60, 99, 70, 20, 55, 58];
  const readings = values.map((value, i) => ({ code: "GLU", date: `2024-01-0${i + 1}`, value }));
  const [series] = buildSeries(readings, MAX_POINTS_RANGE.min);
  assert.deepEqual(series!.points.map((p) => p.value), [50, 10, 99, 58]);
  assert.equal(series!.omitted, 4);
});

/** Every number anywhere in `value`, however deeply nested. */
function numbersIn(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (value === null || typeof value !== "object") return [];
  return Object.values(value).flatMap(numbersIn);
}

Deno.test("summarize() reports the change of -1e308 to 1e308 as not computable, never Infinity", () => {
  const summary = summarize([r("2024-01-01", -1e308), r("2025-01-01", 1e308)]);
  assert.equal(summary.change, null);
  assert.equal(summary.change_pct, null);
  assert.deepEqual([summary.min, summary.max], [-1e308, 1e308]);
  assert.ok(numbersIn(summary).every(Number.isFinite), JSON.stringify(summary));
});

Deno.test("summarize() reports a percentage that overflows as not computable", () => {
  // 5 / 1e-320 is Infinity; 1e306 * 1000 overflows while rounding.
  for (const [first, last] of [[1e-320, 5], [1, 1e306], [-Number.MAX_VALUE, Number.MAX_VALUE]]) {
    const summary = summarize([r("2024-01-01", first!), r("2025-01-01", last!)]);
    assert.ok(numbersIn(summary).every(Number.isFinite), `${first} to ${last}`);
    assert.equal(summary.change_pct, null, `${first} to ${last}`);
  }
});

Deno.test("buildSeries() of a long series of extreme values keeps every number finite", () => {
  const readings = dailyDates(500).map((date, i) => r(date, i % 2 === 0 ? 1e308 : -1e308));
  const [series] = buildSeries(readings, 10);
  assert.ok(numbersIn(series).every(Number.isFinite));
  assert.ok(series!.points.length <= 10);
});

Deno.test("a reduced series keeps the exact minimum and maximum, never a censored value, as the summary counts them", () => {
  // The bucket of the exact minimum 2.5 also holds an out-of-range 3.8, which a bucket
  // prefers; a censored "<0.1" elsewhere is lower in number but is not the minimum.
  const value = (i: number) =>
    i === 100 ? 2.5 : i === 110 ? 4 : i === 120 ? 3.8 : i === 400 ? 0.1 : 3 + (i % 5) / 10;
  const clock = (i: number) =>
    `${String(Math.floor(i / 60)).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}`;
  const readings = Array.from({ length: 600 }, (_, i) => ({
    code: "CRP",
    date: `2024-01-01T${clock(i)}`,
    value: value(i),
    ref_high: 3.5,
    ...(i === 400 ? { comparator: "<" as const } : {}),
  }));
  assert.equal(summarize(readings).min, 2.5);
  const kept = keptIndices(readings, 8);
  assert.ok(kept.includes(100), `the exact minimum is kept: ${kept}`);
  assert.ok(kept.includes(110), "the maximum is kept");
});

Deno.test("seriesOf() over a date range splits units as building the series from those readings does", () => {
  const units = ["mg/dL", "mmol/L", "µmol/l"];
  const readings: Reading[] = Array.from({ length: 300 }, (_, i) => ({
    code: "GLU",
    date: new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
    value: 50 + ((i * 37) % 90),
    unit: units[(i * 7 + (i >> 4)) % 3]!,
  }));
  const columns = columnsOf(readings);
  const ranges: [number, number][] = [[0, 300], [17, 230], [100, 101], [299, 300], [40, 40]];
  for (const [start, end] of ranges) {
    assert.deepEqual(
      seriesOf(columns, start, end, 50),
      start === end ? [] : seriesOf(columnsOf(readings.slice(start, end)), 0, end - start, 50),
      `[${start}, ${end})`,
    );
  }
});

Deno.test("seriesOf() computes a series' personal interval once per columns and rules", () => {
  const rules = { variation: { cv_i: 2.7, cv_a: 1.4, source: "S" } };
  const hgb = (date: string, value: number): Reading => ({
    code: "HGB",
    date,
    value,
    unit: "g/dL",
  });
  const readings = [13.5, 13.9, 13.2, 14.1, 13.6, 13.8].map((v, i) => hgb(`202${i}-03-01`, v));
  const columns = columnsOf(readings);
  const first = seriesOf(columns, 0, readings.length, 100, { rules })[0]!.personal_interval;
  const again = seriesOf(columns, 0, readings.length, 100, { rules })[0]!.personal_interval;
  assert.ok(first !== undefined && Object.isFrozen(first));
  // A warm call answers from the cache: the very same answer, not a second walk of the series.
  assert.equal(again, first);
  // Other columns (the store after an append) or a shorter range are computed afresh.
  const appended = columnsOf([...readings, hgb("2026-03-01", 13.7)]);
  const fresh = seriesOf(appended, 0, readings.length + 1, 100, { rules })[0]!.personal_interval;
  assert.notEqual(fresh, first);
  assert.notDeepEqual(fresh, first);
  const shorter = seriesOf(columns, 0, readings.length - 1, 100, { rules })[0]!.personal_interval;
  assert.notEqual(shorter, first);
});
