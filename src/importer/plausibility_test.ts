import assert from "node:assert/strict";
import { implausibility } from "./plausibility.ts";

Deno.test("implausibility() holds a value more than 10× above or below its own range", () => {
  assert.match(implausibility({ code: "FERR", value: 1300, ref_low: 10, ref_high: 120 })!, /above/);
  assert.match(implausibility({ code: "FERR", value: 0.9, ref_low: 10, ref_high: 120 })!, /below/);
  assert.equal(
    implausibility({ code: "FERR", value: 1100, ref_low: 10, ref_high: 120 }),
    undefined,
  );
});

Deno.test("implausibility() holds a unit that cannot belong to the marker", () => {
  assert.match(implausibility({ code: "HGB", value: 13, unit: "fL" })!, /cannot belong to HGB/);
  assert.match(implausibility({ code: "OB", value: 13, unit: "mg/dl" })!, /cannot belong/);
  assert.equal(implausibility({ code: "HGB", value: 8.3, unit: "mmol/l" }), undefined);
  assert.equal(implausibility({ code: "TSH", value: 1.2, unit: "µIU/ml" }), undefined);
});

Deno.test("implausibility() does not judge censored or qualitative values against the range", () => {
  assert.equal(
    implausibility({ code: "CRP", value: 500, comparator: ">", ref_high: 5 }),
    undefined,
  );
  assert.equal(implausibility({ code: "CRP", value: "dodatni", ref_high: 5 }), undefined);
});

Deno.test("implausibility() leaves unknown units and unlisted markers unjudged", () => {
  assert.equal(implausibility({ code: "HBA1C", value: 38, unit: "mmol/mol" }), undefined);
  assert.equal(implausibility({ code: "NEWX", value: 1, unit: "mm/h" }), undefined);
});
