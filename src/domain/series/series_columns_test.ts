// Guards the column form of a marker's readings: above all that summarising and reducing a dense series by whole blocks
// gives exactly what reading by reading gives, for any range and budget.

import assert from "node:assert/strict";
import { BLOCK, columnsOf, lowerBound } from "./series_columns.ts";
import { figures, reduceRows, type Rows } from "./row_figures.ts";
import { timeOf } from "../readings/stored_time.ts";
import type { Reading } from "../readings/reading.ts";
import { buildSeries } from "../answers/trend.ts";

/** A dense series with censored, qualitative and out-of-range readings, from a seed. */
function denseSeries(n: number, seed: number): Reading[] {
  let state = seed;
  const random = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
  const start = Date.UTC(2024, 0, 1);
  return Array.from({ length: n }, (_, i) => {
    const date = new Date(start + i * 300_000 + Math.floor(random() * 4) * 60_000).toISOString()
      .slice(0, 16);
    const r = random();
    const value = r < 0.02 ? "hemoliza" : Math.round(60 + random() * 140);
    return {
      code: "GLU",
      date,
      value,
      ...(r > 0.97 ? { comparator: r > 0.985 ? "<" : ">" } as const : {}),
      ref_low: 70,
      ref_high: 180,
    };
  });
}

Deno.test("figures() and reduceRows() give the same answer by blocks as reading by reading", () => {
  const readings = denseSeries(10 * BLOCK + 77, 7);
  const blocked = columnsOf(readings);
  const plain = columnsOf(readings, false);
  assert.ok(blocked.blocks && blocked.blocks.count === 10);
  assert.equal(plain.blocks, undefined);
  const n = readings.length;
  const ranges: [number, number][] = [[0, n], [1, n - 1], [BLOCK, 3 * BLOCK], [5, 2 * BLOCK + 9]];
  for (let k = 0; k < 20; k++) {
    const a = (k * 977) % n, b = Math.min(n, a + 1 + ((k * 3571) % n));
    ranges.push([a, b]);
  }
  for (const [start, end] of ranges) {
    const rows: Rows = { kind: "range", start, end };
    assert.deepEqual(figures(blocked, rows), figures(plain, rows), `figures ${start}..${end}`);
    for (const budget of [2, 5, 17, 100, 1000]) {
      assert.deepEqual(
        reduceRows(blocked, rows, budget),
        reduceRows(plain, rows, budget),
        `reduceRows ${start}..${end} to ${budget}`,
      );
    }
  }
});

Deno.test("reduceRows() keeps each bucket's out-of-range reading even among many", () => {
  const readings = denseSeries(20 * BLOCK, 11);
  const columns = columnsOf(readings);
  const kept = reduceRows(columns, { kind: "range", start: 0, end: readings.length }, 50);
  assert.ok(kept.length <= 50 && kept.length >= 40, `${kept.length} kept`);
  const flagged = kept.filter((i) => columns.flag[i] === 1 || columns.flag[i] === 2);
  assert.ok(flagged.length >= kept.length - 4, "every bucket shows an out-of-range reading");
});

Deno.test("a dense series summary covers every reading and says how many are omitted", () => {
  const readings = denseSeries(50_000, 3);
  const [series] = buildSeries(readings, 100);
  assert.ok(series);
  assert.equal(series.summary.count, 50_000);
  assert.equal(series.points.length + series.omitted, 50_000);
  assert.ok(series.points.length <= 100);
  const exact = readings.filter((r) => typeof r.value === "number" && !r.comparator)
    .map((r) => r.value as number);
  assert.equal(series.summary.min, Math.min(...exact));
  assert.equal(series.summary.max, Math.max(...exact));
  assert.equal(series.summary.censored, readings.filter((r) => r.comparator).length);
  assert.equal(series.points[0]?.date, readings[0]?.date.slice(0, 10));
});

Deno.test("lowerBound() finds the first time at or after a day", () => {
  const columns = columnsOf(["2024-01-01", "2024-01-02T10:00", "2024-01-02T11:00", "2024-01-05"]
    .map((date) => ({ code: "X", date, value: 1 })));
  assert.equal(lowerBound(columns.time, timeOf("2024-01-02")), 1);
  assert.equal(lowerBound(columns.time, timeOf("2024-01-03")), 3);
  assert.equal(lowerBound(columns.time, timeOf("2025-01-01")), 4);
});
