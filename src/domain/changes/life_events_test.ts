import assert from "node:assert/strict";
import { aroundEvent, eventsBetween, type LifeEvent } from "./life_events.ts";
import type { Reading } from "../readings/reading.ts";
import { rcvOfMeans } from "./rcv_means.ts";

const statin: LifeEvent = { date: "2024-03-01", text: "atorwastatyna 20 mg", kind: "medication" };
const ldl = (date: string, value: number, extra: Partial<Reading> = {}): Reading => ({
  code: "LDL",
  date,
  value,
  unit: "mg/dL",
  ...extra,
});
const ldlRules = { variation: { cv_i: 8.46, cv_a: 4.23, source: "EuBIVAS" } };

Deno.test("eventsBetween() keeps events overlapping the range, with date-times cut to days", () => {
  const events: LifeEvent[] = [
    statin,
    { date: "2019-05-01", end: "2019-06-01", text: "ciąża", kind: "pregnancy" },
    { date: "2025-12-01", text: "later", kind: "other" },
  ];
  assert.deepEqual(
    eventsBetween(events, "2019-05-20T08:00", "2024-03-01T07:30").map((e) => e.text),
    [
      "ciąża",
      "atorwastatyna 20 mg",
    ],
  );
  assert.deepEqual(eventsBetween(events, "2019-06-02", "2024-02-29"), []);
});

Deno.test("aroundEvent() compares means before and after and judges them against the RCV of means", () => {
  const around = aroundEvent(
    [
      ldl("2022-11-01", 158),
      ldl("2023-05-01", 166),
      ldl("2024-01-10", 162),
      ldl("2024-06-01", 100),
      ldl("2024-09-01", 92),
    ],
    statin,
    ldlRules,
  );
  assert.deepEqual(
    [around.before?.count, around.before?.mean, around.after?.count, around.after?.mean],
    [3, 162, 2, 96],
  );
  assert.deepEqual([around.before?.first, around.before?.last], ["2022-11-01", "2024-01-10"]);
  assert.deepEqual([around.after?.first, around.after?.last], ["2024-06-01", "2024-09-01"]);
  assert.equal(around.change?.verdict, "likely_real_decrease");
  assert.equal(around.change?.percent?.toFixed(1), "-40.7");
  const rcv = rcvOfMeans(ldlRules.variation, 3, 2);
  assert.equal(around.change?.rcv_up, rcv.up);
  assert.equal(around.change?.rcv_down, rcv.down);
  assert.equal(around.left_out, undefined);
});

Deno.test("aroundEvent() counts a result on the event's day as before: a pre-dose value", () => {
  const around = aroundEvent(
    [ldl("2023-05-01", 166), ldl("2024-03-01T07:40", 160), ldl("2024-06-01", 100)],
    statin,
    ldlRules,
  );
  assert.deepEqual([around.before?.count, around.before?.mean], [2, 163]);
  assert.equal(around.before?.last, "2024-03-01");
  assert.deepEqual([around.after?.count, around.after?.first], [1, "2024-06-01"]);
});

Deno.test("aroundEvent() stops the after side at the event's end and says how many results it left out", () => {
  const flu: LifeEvent = { date: "2024-09-09", end: "2024-09-20", text: "flu", kind: "illness" };
  const crp = (date: string, value: number): Reading => ({
    code: "CRP",
    date,
    value,
    unit: "mg/L",
  });
  const around = aroundEvent(
    [crp("2024-03-01", 1.2), crp("2024-09-12", 38), crp("2024-09-20", 20), crp("2024-10-15", 1.1)],
    flu,
    { variation: { cv_i: 29.4, source: "EuBIVAS" } },
  );
  assert.deepEqual([around.after?.count, around.after?.mean], [2, 29]);
  assert.equal(around.after?.last, "2024-09-20");
  assert.equal(around.until, "2024-09-20");
  assert.deepEqual(around.left_out, { after_end: 1 });
});

Deno.test("aroundEvent() includes results converted by a cited factor: mg/dL before, mmol/L after", () => {
  const units = {
    preferred: "mg/dL",
    convert: [{ from: "mg/dL", to: "mmol/L", factor: 0.02586, source: "molar mass 386.65 g/mol" }],
  };
  const around = aroundEvent(
    [
      ldl("2023-01-10", 158),
      ldl("2023-07-10", 166),
      ldl("2024-03-01", 162),
      ldl("2024-06-01", 2.5, { unit: "mmol/L" }),
    ],
    statin,
    ldlRules,
    { units },
  );
  assert.equal(around.unit, "mg/dL");
  assert.deepEqual([around.before?.count, around.before?.mean], [3, 162]);
  assert.equal(around.after?.count, 1);
  // 2.5 mmol/L converts to 96.7 mg/dL, kept at the lab's precision: 97.
  assert.equal(around.after?.mean?.toFixed(1), "97.0");
  assert.equal(around.after?.converted, 1);
  assert.deepEqual(around.conversions, [
    { from: "mmol/L", factor: 1 / 0.02586, source: "molar mass 386.65 g/mol", count: 1 },
  ]);
  assert.equal(around.change?.verdict, "likely_real_decrease");
  // The unit the caller shows the series in is the unit of the means.
  const inMmol = aroundEvent(
    [ldl("2023-01-10", 158), ldl("2024-06-01", 2.5, { unit: "mmol/L" })],
    statin,
    ldlRules,
    { units, unit: "mmol/L" },
  );
  assert.equal(inMmol.unit, "mmol/L");
  // Converted values carry the lab's precision (4.19, 4.29… mmol/L) before they are averaged.
  assert.deepEqual([inMmol.before?.mean, inMmol.after?.mean], [4.09, 2.5]);
});

Deno.test("aroundEvent() makes the change not assessable when a side holds a censored result", () => {
  const around = aroundEvent(
    [ldl("2023-01-01", 150), ldl("2023-03-01", 20, { comparator: "<" }), ldl("2024-04-01", 90)],
    statin,
    ldlRules,
  );
  // A mean without the censored result would be biased; a mean with its limit would be a guess.
  assert.equal(around.before?.count, 2);
  assert.equal(around.before?.censored, 1);
  assert.equal(around.before?.mean, undefined);
  assert.equal(around.after?.mean, 90);
  assert.equal(around.change?.verdict, "not_assessable");
  assert.equal(around.change?.reason, "censored");
});

Deno.test("aroundEvent() leaves out text results and units that do not convert, and says so", () => {
  const around = aroundEvent(
    [
      ldl("2023-01-01", 4.2, { unit: "U/L" }),
      ldl("2023-02-01", 160),
      { code: "LDL", date: "2023-04-01", value: "hemoliza" },
      ldl("2024-04-01", 150),
    ],
    statin,
    ldlRules,
  );
  assert.deepEqual(around.left_out, { not_numeric: 1, other_unit: 1 });
  assert.equal(around.unit, "mg/dL");
  assert.equal(around.change?.verdict, "within_expected_variation");
});

Deno.test("aroundEvent() gives no change when one side has no results", () => {
  const around = aroundEvent([ldl("2024-05-01", 100)], statin, ldlRules);
  assert.equal(around.before, undefined);
  assert.equal(around.change, undefined);
});
