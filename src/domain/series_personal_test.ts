// Guards the personal interval of a series as `get_trend` computes it: read straight from the
// columns when every earlier result is exact, and from a copy otherwise, with one answer either way.

import assert from "node:assert/strict";
import { personalInterval } from "./personal_interval.ts";
import type { Reading } from "./reading.ts";
import { BLOCK, columnsOf } from "./series_columns.ts";
import { personalOf } from "./series_personal.ts";

const RULES = { variation: { cv_i: 5.6, cv_a: 2.3, source: "S" } };

/** A glucose series of `n` readings, five minutes apart, wavering around 100 without a drift. */
function glucose(n: number): Reading[] {
  return Array.from({ length: n }, (_, i) => ({
    code: "GLU",
    date: new Date(Date.UTC(2025, 0, 1) + i * 300_000).toISOString().slice(0, 19),
    value: 100 + ((i * 37) % 21) - 10,
    unit: "mg/dL",
  }));
}

/** The interval from the results before the latest, copied out one by one (the reference). */
function reference(readings: Reading[], start: number, end: number) {
  const before = readings.slice(start, end - 1);
  const exact = before.filter((r) => typeof r.value === "number" && r.comparator === undefined);
  const latest = readings[end - 1]!;
  const latestExact = typeof latest.value === "number" && latest.comparator === undefined;
  return personalInterval({
    values: exact.map((r) => r.value as number),
    times: exact.map((r) => columnsOf([r]).time[0]!),
    first_date: exact[0]!.date.slice(0, 10),
    last_date: exact.at(-1)!.date.slice(0, 10),
    excluded: before.length - exact.length,
    ...(latestExact
      ? { latest: { date: latest.date.slice(0, 10), value: latest.value as number } }
      : {}),
  }, RULES);
}

Deno.test("personalOf() gives the reference interval over whole blocks and ragged edges", () => {
  const readings = glucose(BLOCK * 5 + 37);
  const columns = columnsOf(readings);
  assert.ok(columns.blocks !== undefined && columns.blocks.count >= 5, "the series has blocks");
  for (
    const [start, end] of [[0, readings.length], [3, BLOCK * 4 + 1], [BLOCK, BLOCK * 3], [5, 60]]
  ) {
    const rows = { kind: "range", start: start!, end: end! } as const;
    const answer = personalOf(columns, rows, RULES).personal_interval!;
    assert.deepEqual(answer, reference(readings, start!, end!), `[${start}, ${end})`);
    assert.ok("low" in answer, `an interval for [${start}, ${end}): ${JSON.stringify(answer)}`);
  }
});

Deno.test("personalOf() leaves out a censored or text result inside a block, and says so", () => {
  const readings: Reading[] = glucose(BLOCK * 4);
  readings[BLOCK + 5] = { ...readings[BLOCK + 5]!, value: 40, comparator: "<" };
  readings[BLOCK * 2 + 9] = { ...readings[BLOCK * 2 + 9]!, value: "hemolysed" };
  const columns = columnsOf(readings);
  const rows = { kind: "range", start: 0, end: readings.length } as const;
  const answer = personalOf(columns, rows, RULES).personal_interval!;
  assert.deepEqual(answer, reference(readings, 0, readings.length));
  assert.equal(answer.excluded, 2);
});
