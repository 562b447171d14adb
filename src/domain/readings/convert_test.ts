/**
 * Guards the unit words and numbers: identical or equivalent units are
 * one scale, a pure prefix change converts by its power of ten, a missing
 * factor is said to be missing from this dictionary (not unknown to the
 * world), and a converted value carries the lab's precision.
 *
 * @module
 */

import assert from "node:assert/strict";
import { conversionOf, convertValue } from "./convert.ts";

const glucose = {
  preferred: "mg/dL",
  convert: [{ from: "mg/dL", to: "mmol/L", factor: 0.0555, source: "Young 1987" }],
};

Deno.test("conversionOf() takes U/L and IU/L for one unit", () => {
  assert.equal(conversionOf(undefined, "U/L", "IU/L").kind, "same");
  assert.equal(conversionOf(undefined, "mIU/mL", "mU/mL").kind, "same");
});

Deno.test("conversionOf() converts a prefix change by its power of ten, with no listed factor", () => {
  const plan = conversionOf(undefined, "ng/mL", "ng/L");
  assert.equal(plan.kind, "factor");
  assert.equal(plan.kind === "factor" && plan.factor, 1000);
  assert.match(plan.kind === "factor" ? plan.source : "", /prefix/);
  const back = conversionOf(glucose, "mg/L", "mg/dL");
  assert.equal(back.kind === "factor" && Number(back.factor.toPrecision(6)), 0.1);
});

Deno.test("conversionOf() converts U/L to µkat/L by the definition of the katal", () => {
  const plan = conversionOf(undefined, "U/L", "µkat/L");
  assert.equal(plan.kind === "factor" && Number(plan.factor.toPrecision(4)), 0.01667);
});

Deno.test("conversionOf() says a missing factor is missing from this dictionary", () => {
  const plan = conversionOf(undefined, "mg/dL", "mmol/L");
  assert.equal(plan.kind, "none");
  assert.equal(
    plan.kind === "none" && plan.reason,
    `no factor between "mg/dL" and "mmol/L" is in this dictionary`,
  );
});

Deno.test("convertValue() gives a converted value the lab's precision", () => {
  // 5.1 mmol/L is printed to 0.1 mmol/L, about 2 mg/dL: 92 mg/dL, never 91.89.
  assert.equal(convertValue(5.1, 1 / 0.0555), 92);
  // 92 mg/dL is printed to 1 mg/dL, 0.06 mmol/L: two decimals keep it.
  assert.equal(convertValue(92, 0.0555), 5.11);
  assert.equal(convertValue(1476, 0.738), 1089.3);
  assert.equal(convertValue(13.4, 10), 134);
});

Deno.test("convertValue() never shows more decimals than the labs print the target unit with", () => {
  // 101 mg/dL beside a lab's 7.9 mmol/L: 5.6 mmol/L, as a lab prints glucose, not 5.61.
  assert.equal(convertValue(101, 0.0555, 1), 5.6);
  assert.equal(convertValue(70, 0.0555, 1), 3.9);
  // The original's own precision still bounds it: 5.1 mmol/L is 92 mg/dL even where labs print 95.5.
  assert.equal(convertValue(5.1, 1 / 0.0555, 1), 92);
  assert.equal(convertValue(101, 0.0555), 5.61);
});
