// Guards the personal interval of a series as `get_trend` computes it: read straight from the
// columns when every earlier result is exact, and from a copy otherwise, with one answer either way.

import assert from "node:assert/strict";
import { personalInterval } from "./personal_interval.ts";
import { personalIntervalSentence } from "./personal_interval_text.ts";
import type { Reading } from "../readings/reading.ts";
import { BLOCK, columnsOf } from "../series/series_columns.ts";
import { personalOf } from "./series_personal.ts";
import type { LifeEvent } from "./life_events.ts";
import type { ChangeRules } from "./rcv.ts";

const RULES = { variation: { cv_i: 5.6, cv_a: 2.3, source: "S" } };

/**
 * A glucose series of `n` readings, `apart` milliseconds apart (default one a
 * day, fasting at 07:00), wavering around 100 without a drift.
 */
function glucose(n: number, apart = 86_400_000): Reading[] {
  return Array.from({ length: n }, (_, i) => ({
    code: "GLU",
    date: new Date(Date.UTC(1990, 0, 1, 7) + i * apart).toISOString().slice(0, 19),
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

Deno.test("personalOf() gives no interval for readings several a day, and says why", () => {
  // Every five minutes: a meter's or a sensor's readings, not one result per draw.
  const readings = glucose(BLOCK * 2 + 5, 300_000);
  const rows = { kind: "range", start: 0, end: readings.length } as const;
  const answer = personalOf(columnsOf(readings), rows, RULES).personal_interval!;
  assert.equal("reason" in answer && answer.reason, "intra_day", JSON.stringify(answer));
  assert.match(
    personalIntervalSentence(answer),
    /none, not assessable: readings within a day vary with meals and time.*\(\d+ of \d+ days hold several readings\)/,
  );
  // The same through the row-by-row path (a range of rows that is not the columns' own).
  const picked = { kind: "list", indices: Int32Array.from(readings.keys()) } as const;
  const again = personalOf(columnsOf(readings), picked, RULES).personal_interval!;
  assert.equal("reason" in again && again.reason, "intra_day");
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

const HGB_RULES = { variation: { cv_i: 2.74, cv_a: 1.37, source: "S" } };

function hgb(
  dates: readonly string[],
  values: readonly number[],
  lab?: (i: number) => string | undefined,
): Reading[] {
  return values.map((value, i) => {
    const name = lab?.(i);
    return {
      code: "HGB",
      date: dates[i]!,
      value,
      unit: "g/dL",
      ...(name !== undefined ? { lab: name } : {}),
    };
  });
}

const DATES = ["2022-01-10", "2022-04-10", "2022-07-10", "2022-10-10", "2023-01-10", "2023-04-10"];
const VALUES = [13.5, 13.9, 13.2, 14.1, 13.6, 13.8];

function answerOf(
  readings: Reading[],
  events: readonly LifeEvent[] = [],
  rules: ChangeRules = HGB_RULES,
) {
  const columns = columnsOf(readings);
  return personalOf(columns, { kind: "range", start: 0, end: readings.length }, rules, events)
    .personal_interval!;
}

Deno.test("personalOf() starts the steady state after the last event before the latest result", () => {
  const readings = hgb(DATES, VALUES);
  const event = (date: string, end?: string): LifeEvent => ({
    date,
    ...(end !== undefined ? { end } : {}),
    text: "iron",
    kind: "medication",
  });
  // An event after the second result: the three results after it (before the latest) count.
  const after = answerOf(readings, [event("2022-05-01")]);
  assert.deepEqual([after.n, after.left_out, after.since_event?.date], [
    3,
    { before_event: 2 },
    "2022-05-01",
  ]);
  // A result drawn on the event's day counts before it, as around an event.
  assert.equal(answerOf(readings, [event("2022-04-10")]).n, 3);
  // An event on the latest result's day: the latest is taken before it, nothing is cut.
  assert.equal(answerOf(readings, [event("2023-04-10")]).n, 5);
  // An event with an end: results after its end start anew.
  const ended = answerOf(readings, [event("2022-02-01", "2022-06-01")]);
  assert.deepEqual([ended.n, ended.left_out?.before_event], [3, 2]);
  // An illness under way at the latest: results since it began (too few here).
  const during = answerOf(readings, [event("2022-12-01", "2023-12-01")]);
  assert.deepEqual([during.n, (during as { reason?: string }).reason], [1, "too_few_results"]);
  // Events after the latest change nothing.
  assert.equal(answerOf(readings, [event("2024-01-01")]).n, 5);
});

Deno.test("personalOf() keeps to the latest's lab where methods differ; a missing lab is unknown", () => {
  const rules: ChangeRules = { ...HGB_RULES, methodDiffers: { source: "S", cv_between: 5 } };
  // One earlier result names no lab: it is left out of Lab A's interval, and counted.
  const oneMissing = answerOf(hgb(DATES, VALUES, (i) => i === 2 ? undefined : "Lab A"), [], rules);
  assert.deepEqual([oneMissing.n, oneMissing.left_out, oneMissing.lab], [
    4,
    { other_lab: 1 },
    "Lab A",
  ]);
  // The latest names no lab: not assessable.
  const latestMissing = answerOf(
    hgb(DATES, VALUES, (i) => i === 5 ? undefined : "Lab A"),
    [],
    rules,
  );
  assert.equal((latestMissing as { reason?: string }).reason, "labs_unknown");
  // Without a method difference, labs do not split the series, and the answer says it assumes
  // comparable methods when they differ or some are not recorded.
  const unrecorded = answerOf(hgb(DATES, VALUES, (i) => i === 2 ? undefined : "Lab A"));
  assert.deepEqual([unrecorded.n, unrecorded.labs_mixed], [5, "unknown"]);
  assert.match(
    personalIntervalSentence(unrecorded),
    / at labs not all recorded \(assumes comparable methods\)/,
  );
  const twoLabs = answerOf(hgb(DATES, VALUES, (i) => i === 5 ? "Lab B" : "Lab A"));
  assert.deepEqual([twoLabs.n, twoLabs.labs_mixed], [5, "different"]);
  assert.match(personalIntervalSentence(twoLabs), / at more than one lab \(assumes comparable/);
  assert.equal(answerOf(hgb(DATES, VALUES, () => "Lab A")).labs_mixed, undefined);
  assert.equal(answerOf(hgb(DATES, VALUES)).labs_mixed, undefined);
});

Deno.test("personalOf() floors the interval at the lab's own CVA when every result is from that lab", () => {
  const steady = [140, 140, 140, 140, 140, 141];
  const sodium = (labCvA: number): ChangeRules => ({
    variation: { cv_i: 0.53, cv_a: 1.0, source: "S" },
    labCvA: [{ lab: "Lab A", cv_a: labCvA, source: "QC" }],
  });
  const readings = hgb(DATES, steady, () => "Lab A");
  const own = answerOf(readings, [], sodium(2));
  assert.ok("low" in own && own.floor_cv_a === 2, JSON.stringify(own));
  const mixed = answerOf(hgb(DATES, steady, (i) => i === 0 ? "Lab B" : "Lab A"), [], sodium(2));
  assert.ok("low" in mixed && mixed.floor_cv_a === 1, JSON.stringify(mixed));
});

Deno.test("personalOf() takes the printed decimals the store keeps as the resolution floor", () => {
  // Potassium 4.0 five times, stored as 4 with `decimals: 1` (the lab printed 4.0): the step is
  // 0.1; without the field the precision is unknown and sets no step.
  const potassium: ChangeRules = { variation: { cv_i: 3.92, cv_a: 0.1, source: "S" } };
  const steady = [4, 4, 4, 4, 4, 4.1];
  const known = steady.map((_value, i) => ({
    ...hgb(DATES, steady)[i]!,
    unit: "mmol/L",
    decimals: 1,
  })) as Reading[];
  const withStep = answerOf(known, [], potassium);
  assert.ok("low" in withStep && withStep.floor === "resolution", JSON.stringify(withStep));
  assert.deepEqual([withStep.low, withStep.high, withStep.step], [3.9, 4.1, 0.1]);
  const unknown = answerOf(hgb(DATES, steady), [], potassium);
  assert.ok("low" in unknown && unknown.floor === "analytical", JSON.stringify(unknown));
  assert.ok(unknown.high - unknown.low < 0.1, `${unknown.low}-${unknown.high}`);
});
