// Guards the column form of a marker's readings: above all that summarising and reducing a dense series by whole blocks
// gives exactly what reading by reading gives, for any range and budget.

import assert from "node:assert/strict";
import { BLOCK, columnsOf, lowerBound, outOfRange, type ReadingColumns } from "./series_columns.ts";
import { figures, rowAt, rowCount, type Rows, thinRows } from "./row_figures.ts";
import { timeOf } from "../readings/stored_time.ts";
import type { Reading } from "../readings/reading.ts";
import { buildSeries } from "../answers/trend.ts";

/** The readings {@link thinRows} keeps, or every reading when all fit (as the trend takes them). */
function reduceRows(columns: ReadingColumns, rows: Rows, maxPoints: number): number[] {
  return thinRows(columns, rows, maxPoints)?.kept ??
    Array.from({ length: rowCount(rows) }, (_, k) => rowAt(rows, k));
}

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

Deno.test("reduceRows() draws out-of-range readings in their share, not first", () => {
  const readings = denseSeries(20 * BLOCK, 11);
  const columns = columnsOf(readings);
  const n = readings.length;
  const kept = reduceRows(columns, { kind: "range", start: 0, end: n }, 50);
  assert.ok(kept.length <= 50 && kept.length >= 45, `${kept.length} kept`);
  const share = (rows: readonly number[]) =>
    rows.filter((i) => outOfRange(columns.flag[i]!)).length / rows.length;
  const all = share(Array.from({ length: n }, (_, i) => i));
  // Keeping each period's extreme drew nearly every point out of range (the old reduction).
  assert.ok(Math.abs(share(kept) - all) < 0.05, `drawn ${share(kept)}, all ${all}`);
});

Deno.test("thinRows() groups a month of readings by day and draws each day's lowest and highest", () => {
  // 30 days of ten readings, three of them high each day: 100 drawn keep 30 % high.
  const readings: Reading[] = [];
  for (let d = 0; d < 30; d++) {
    for (let h = 0; h < 10; h++) {
      const value = h < 7 ? 80 + ((d * 7 + h * 3) % 15) : 120 + d + h;
      readings.push({
        code: "GLU",
        date: `2025-03-${String(d + 1).padStart(2, "0")}T${String(6 + h).padStart(2, "0")}:00`,
        value,
        ref_high: 99,
      });
    }
  }
  const columns = columnsOf(readings);
  const thinning = thinRows(columns, { kind: "range", start: 0, end: 300 }, 100)!;
  assert.deepEqual([thinning.by, thinning.groups], ["day", 30]);
  const high = thinning.kept.filter((i) => outOfRange(columns.flag[i]!)).length;
  assert.equal(high, 30, `${high} of ${thinning.kept.length} drawn are high`);
  for (let d = 0; d < 30; d++) {
    const day = readings.slice(d * 10, d * 10 + 10).map((r) => r.value as number);
    const drawn = thinning.kept.filter((i) => Math.floor(i / 10) === d).map((i) =>
      readings[i]!.value as number
    );
    assert.equal(Math.min(...drawn), Math.min(...day), `day ${d + 1}'s lowest`);
    assert.equal(Math.max(...drawn), Math.max(...day), `day ${d + 1}'s highest`);
  }
  // More days than a third of the budget: equal periods instead.
  assert.equal(thinRows(columns, { kind: "range", start: 0, end: 300 }, 30)!.by, "period");
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
