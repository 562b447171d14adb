import assert from "node:assert/strict";
import { aroundEvent, eventsBetween, type LifeEvent } from "./events.ts";
import type { Reading } from "./reading.ts";

const statin: LifeEvent = { date: "2024-03-01", text: "atorwastatyna 20 mg", kind: "medication" };
const ldl = (date: string, value: number, extra: Partial<Reading> = {}): Reading => ({
  code: "LDL",
  date,
  value,
  unit: "mg/dL",
  ...extra,
});
const ldlRules = { variation: { cv_i: 8.46, source: "EuBIVAS" } };

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

Deno.test("aroundEvent() compares means before and after and judges the change", () => {
  const around = aroundEvent(
    [
      ldl("2022-11-01", 158),
      ldl("2023-05-01", 166),
      ldl("2024-01-10", 162),
      ldl("2024-03-01", 100),
      ldl("2024-09-01", 92),
    ],
    statin,
    ldlRules,
  );
  assert.deepEqual(
    [around.before?.count, around.before?.mean, around.after?.count, around.after?.mean],
    [3, 162, 2, 96],
  );
  assert.equal(around.after?.first, "2024-03-01", "a result on the event's day counts as after");
  assert.equal(around.change?.verdict, "likely_real_decrease");
  assert.equal(around.change?.percent?.toFixed(1), "-40.7");
  assert.equal(around.skipped, 0);
});

Deno.test("aroundEvent() skips censored, qualitative and other-unit results and says how many", () => {
  const around = aroundEvent(
    [
      ldl("2023-01-01", 4.2, { unit: "mmol/L" }),
      ldl("2023-02-01", 160),
      ldl("2023-03-01", 1, { comparator: "<" }),
      { code: "LDL", date: "2023-04-01", value: "hemoliza" },
      ldl("2024-04-01", 150),
    ],
    statin,
    ldlRules,
  );
  assert.equal(around.skipped, 3);
  assert.equal(around.unit, "mg/dL");
  assert.equal(around.change?.verdict, "within_expected_variation");
});

Deno.test("aroundEvent() gives no change when one side has no results", () => {
  const around = aroundEvent([ldl("2024-05-01", 100)], statin, ldlRules);
  assert.equal(around.before, undefined);
  assert.equal(around.change, undefined);
});
