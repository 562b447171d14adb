/**
 * Guards the reference-range plausibility check: a printed range
 * no lab prints for the marker in its unit holds the row, naming the range;
 * the ranges labs do print, in every unit the dictionary converts, for
 * adults, pregnancy and children, pass.
 *
 * @module
 */

import assert from "node:assert/strict";
import { RANGE_LIMITS_FACTOR, rangeLimitsProblem } from "./range_limits.ts";
import { implausibility } from "./plausibility.ts";
import { classifyRows } from "./classify.ts";
import type { RawRow } from "../document.ts";
import { PrivacyGuard } from "../privacy/mod.ts";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));

Deno.test("rangeLimitsProblem() holds a range whose decimal separators were lost (glucose 39–61 mmol/l)", () => {
  const reason = rangeLimitsProblem({ code: "GLU", unit: "mmol/l", ref_low: 39, ref_high: 61 });
  assert.match(
    reason!,
    /^range 39–61 mmol\/l is implausible for GLU: labs print its limits within 2\.2–11\.1 mmol\/L/,
  );
  assert.match(reason!, /decimal separator/);
  // A hundredfold too, and tenfold down.
  assert.ok(rangeLimitsProblem({ code: "HGB", unit: "g/dl", ref_low: 120, ref_high: 160 }));
  assert.ok(rangeLimitsProblem({ code: "GLU", unit: "mmol/l", ref_low: 0.39, ref_high: 0.61 }));
  assert.ok(rangeLimitsProblem({ code: "K", unit: "mmol/l", ref_low: 35, ref_high: 51 }));
  assert.ok(rangeLimitsProblem({ code: "RBC", unit: "10^12/l", ref_low: 38, ref_high: 51 }));
  assert.ok(rangeLimitsProblem({ code: "HCT", unit: "%", ref_low: 350, ref_high: 450 }));
  assert.ok(rangeLimitsProblem({ code: "HCT", unit: "l/l", ref_low: 37, ref_high: 47 }));
  assert.ok(rangeLimitsProblem({ code: "CREA", unit: "mg/dl", ref_low: 6, ref_high: 12 }));
  assert.ok(rangeLimitsProblem({ code: "CHOL", unit: "mmol/l", ref_high: 52 }));
  assert.ok(rangeLimitsProblem({ code: "HBA1C", unit: "%", ref_low: 40, ref_high: 60 }));
  assert.ok(rangeLimitsProblem({ code: "MCV", unit: "fl", ref_low: 800, ref_high: 1000 }));
  assert.ok(rangeLimitsProblem({ code: "WBC", unit: "10^9/l", ref_low: 40, ref_high: 100 }));
  assert.ok(rangeLimitsProblem({ code: "NA", unit: "mmol/l", ref_low: 1350, ref_high: 1450 }));
  assert.ok(rangeLimitsProblem({ code: "CRP", unit: "mg/l", ref_high: 50 }));
  assert.ok(rangeLimitsProblem({ code: "CRP", unit: "mg/dl", ref_high: 5 }));
  assert.ok(rangeLimitsProblem({ code: "TSH", unit: "µIU/ml", ref_low: 27, ref_high: 420 }));
  assert.ok(rangeLimitsProblem({ code: "URIC_ACID", unit: "mg/dl", ref_low: 35, ref_high: 72 }));
  assert.ok(rangeLimitsProblem({ code: "FE", unit: "µmol/l", ref_low: 107, ref_high: 286 }));
  assert.ok(rangeLimitsProblem({ code: "HDL", unit: "mmol/l", ref_low: 10 }));
  assert.ok(rangeLimitsProblem({ code: "LDL", unit: "mmol/l", ref_high: 30 }));
  // A range of another row (platelets') under a transaminase.
  assert.ok(rangeLimitsProblem({ code: "ALT", unit: "U/l", ref_low: 150, ref_high: 400 }));
});

Deno.test("rangeLimitsProblem() passes the ranges labs print, in each unit the data converts", () => {
  const good: Parameters<typeof rangeLimitsProblem>[0][] = [
    { code: "GLU", unit: "mmol/l", ref_low: 3.9, ref_high: 6.1 },
    { code: "GLU", unit: "mg/dl", ref_low: 70, ref_high: 99 },
    { code: "GLU", unit: "mg/dL", ref_high: 200 }, // a random or 2-h limit
    { code: "GLU", unit: "mg/dl", ref_low: 40, ref_high: 90 }, // a newborn's
    { code: "HGB", unit: "g/dl", ref_low: 12, ref_high: 16 },
    { code: "HGB", unit: "g/l", ref_low: 120, ref_high: 160 },
    { code: "HGB", unit: "mmol/l", ref_low: 7.4, ref_high: 9.9 },
    { code: "HGB", unit: "g/dl", ref_low: 14.5, ref_high: 22.5 }, // a newborn's
    { code: "HGB", unit: "g/dl", ref_low: 9.5, ref_high: 15 }, // third trimester
    { code: "RBC", unit: "10^12/l", ref_low: 3.8, ref_high: 5.1 },
    { code: "RBC", unit: "10^6/µl", ref_low: 2.71, ref_high: 4.43 },
    { code: "HCT", unit: "%", ref_low: 35, ref_high: 45 },
    { code: "HCT", unit: "l/l", ref_low: 0.37, ref_high: 0.47 },
    { code: "CREA", unit: "µmol/l", ref_low: 53, ref_high: 97 },
    { code: "CREA", unit: "mg/dl", ref_low: 0.6, ref_high: 1.2 },
    { code: "CREA", unit: "µmol/l", ref_low: 9, ref_high: 32 }, // an infant's
    { code: "K", unit: "mmol/l", ref_low: 3.5, ref_high: 5.1 },
    { code: "K", unit: "mEq/L", ref_low: 3.5, ref_high: 6 },
    { code: "CA", unit: "mg/dl", ref_low: 8.5, ref_high: 10.5 },
    { code: "CA", unit: "mmol/l", ref_low: 2.15, ref_high: 2.55 },
    { code: "CHOL", unit: "mg/dl", ref_high: 190 },
    { code: "CHOL", unit: "mmol/l", ref_high: 5.2 },
    { code: "CHOL", unit: "g/l", ref_high: 2 },
    { code: "TG", unit: "mmol/l", ref_low: 0.4, ref_high: 1.7 },
    { code: "TG", unit: "mg/dl", ref_high: 150 },
    { code: "HBA1C", unit: "%", ref_low: 4, ref_high: 6 },
    { code: "HBA1C", unit: "mmol/mol", ref_low: 20, ref_high: 42 }, // no factor: not checked
    { code: "CRP", unit: "mg/l", ref_low: 0, ref_high: 5 },
    { code: "CRP", unit: "mg/dl", ref_high: 0.5 },
    { code: "CRP", unit: "mg/l", ref_high: 10 },
    { code: "MCV", unit: "fl", ref_low: 80, ref_high: 97 },
    { code: "MCV", unit: "fl", ref_low: 95, ref_high: 121 }, // a newborn's
    { code: "WBC", unit: "10^9/l", ref_low: 4, ref_high: 10 },
    { code: "WBC", unit: "tys/µl", ref_low: 3.8, ref_high: 10.4 },
    { code: "WBC", unit: "10^3/µl", ref_low: 9, ref_high: 30 }, // at birth
    { code: "PLT", unit: "10^9/l", ref_low: 150, ref_high: 400 },
    { code: "NA", unit: "mmol/l", ref_low: 136, ref_high: 145 },
    { code: "NA", unit: "mEq/L", ref_low: 135, ref_high: 147 },
    { code: "ALT", unit: "U/l", ref_high: 33 },
    { code: "ALT", unit: "U/l", ref_low: 10, ref_high: 49 },
    { code: "TSH", unit: "µIU/ml", ref_low: 0.27, ref_high: 4.2 },
    { code: "TSH", unit: "mIU/l", ref_low: 0.7, ref_high: 15.2 }, // a newborn's
    { code: "URIC_ACID", unit: "mg/dl", ref_low: 3.5, ref_high: 7.2 },
    { code: "URIC_ACID", unit: "µmol/l", ref_low: 202, ref_high: 416 },
    { code: "FE", unit: "µg/dl", ref_low: 37, ref_high: 145 },
    { code: "FE", unit: "µmol/l", ref_low: 10.7, ref_high: 28.6 },
    { code: "HDL", unit: "mg/dl", ref_low: 40 },
    { code: "HDL", unit: "mmol/l", ref_low: 1.2 },
    { code: "LDL", unit: "mg/dl", ref_high: 100 },
    { code: "LDL", unit: "mmol/l", ref_high: 1.4 },
    { code: "LDL", unit: "mmol/l", ref_high: 3 },
  ];
  for (const row of good) assert.equal(rangeLimitsProblem(row), undefined, JSON.stringify(row));
});

Deno.test("rangeLimitsProblem() checks nothing it cannot read: no range, no unit, a unit with no factor, a limit of 0", () => {
  assert.equal(rangeLimitsProblem({ code: "GLU", unit: "mmol/l" }), undefined);
  assert.equal(rangeLimitsProblem({ code: "GLU", ref_low: 39, ref_high: 61 }), undefined);
  assert.equal(
    rangeLimitsProblem({ code: "GLU", unit: "furlongs", ref_low: 39, ref_high: 61 }),
    undefined,
  );
  assert.equal(
    rangeLimitsProblem({ code: "GLU", unit: "mmol/l", ref_low: 0, ref_high: 6.1 }),
    undefined,
  );
  assert.equal(RANGE_LIMITS_FACTOR < 10, true, "a lost decimal separator (10×) must fall outside");
});

Deno.test("classifyRows() holds the glucose row whose value and range both lost their decimal comma, even with --accept-held", () => {
  // 54 against 39–61 agrees with its own range: only the range's limits tell.
  const row = (value: number, low: number, high: number): RawRow => ({
    where: "line 1",
    name: "Glukoza",
    date: "2025-02-14",
    value: { value },
    unit: "mmol/l",
    range: { ref_low: low, ref_high: high },
  });
  const context = {
    index,
    known: new Set<string>(),
    guard: new PrivacyGuard([]),
    acceptOcr: true,
    acceptHeld: true,
  };
  const [held, right] = classifyRows([row(54, 39, 61), row(5.4, 3.9, 6.1)], "ocr", "h", context);
  assert.equal(held?.status, "held");
  assert.match(held?.reason ?? "", /^range 39–61 mmol\/l is implausible for GLU/);
  assert.equal(held?.line, undefined, "never written, not even with --accept-held");
  assert.equal(right?.status, "new");
  assert.equal(
    implausibility({ code: "GLU", value: 5.4, unit: "mmol/l", ref_low: 3.9, ref_high: 6.1 }),
    undefined,
  );
});
