import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { implausibility, ocrUnitDoubt, unitKind } from "./plausibility.ts";
import { mergeClinical } from "../../domain/markers/clinical.ts";

Deno.test("implausibility() holds a value more than 10× above or below its own range", () => {
  assert.match(implausibility({ code: "FERR", value: 1300, ref_low: 10, ref_high: 120 })!, /above/);
  assert.match(implausibility({ code: "FERR", value: 0.9, ref_low: 10, ref_high: 120 })!, /below/);
  assert.equal(
    implausibility({ code: "FERR", value: 1100, ref_low: 10, ref_high: 120 }),
    undefined,
  );
});

Deno.test("implausibility() holds a unit that cannot belong to the marker", () => {
  assert.match(
    implausibility({ code: "HGB", value: 13, unit: "fL" })!,
    /not a unit HGB is measured in/,
  );
  assert.match(implausibility({ code: "OB", value: 13, unit: "mg/dl" })!, /is not a unit/);
  assert.equal(implausibility({ code: "HGB", value: 8.3, unit: "mmol/l" }), undefined);
  assert.equal(implausibility({ code: "TSH", value: 1.2, unit: "µIU/ml" }), undefined);
});

Deno.test("implausibility() judges a censored value by the limit it prints, as a plain value", () => {
  assert.equal(
    implausibility({ code: "CRP", value: 500, comparator: ">", ref_high: 5 }),
    undefined,
  );
  // "> 1340" under haemoglobin 12-16 is a misplaced decimal point as much as "1340" is.
  assert.match(
    implausibility({ code: "HGB", value: 1340, comparator: ">", unit: "g/dl", ref_high: 16 })!,
    /more than 10× above/,
  );
  assert.match(
    implausibility({ code: "LYMPH_PCT", value: 181, comparator: ">", unit: "%" })!,
    /more than the whole/,
  );
  assert.equal(implausibility({ code: "CRP", value: "dodatni", ref_high: 5 }), undefined);
});

Deno.test("implausibility() leaves unknown units and unlisted markers unjudged", () => {
  assert.equal(implausibility({ code: "HBA1C", value: 38, unit: "mmol/mol" }), undefined);
  assert.equal(implausibility({ code: "NEWX", value: 1, unit: "mm/h" }), undefined);
});

Deno.test("implausibility() accepts the UCUM and Polish spellings of a marker's unit", () => {
  assert.equal(implausibility({ code: "WBC", value: 6.1, unit: "10*3/uL" }), undefined);
  assert.equal(implausibility({ code: "RBC", value: 4.6, unit: "10*6/uL" }), undefined);
  assert.equal(implausibility({ code: "TSH", value: 1.2, unit: "m[IU]/L" }), undefined);
  assert.equal(implausibility({ code: "ALT", value: 22, unit: "[IU]/L" }), undefined);
  assert.equal(implausibility({ code: "ALT", value: 22, unit: "j.m./l" }), undefined);
  assert.equal(implausibility({ code: "FE", value: 90, unit: "ug/dL" }), undefined);
  assert.match(implausibility({ code: "D_DIMER", value: 0.3, unit: "fL" })!, /is not a unit/);
  assert.equal(unitKind("mg/L{FEU}"), "mass");
  assert.equal(unitKind("mg/L FEU"), "mass");
});

Deno.test("implausibility() knows the unit kinds of percent differentials", () => {
  assert.match(implausibility({ code: "NEUT_PCT", value: 55, unit: "10^3/µl" })!, /is not a unit/);
  assert.equal(implausibility({ code: "NEUT_PCT", value: 55, unit: "%" }), undefined);
});

Deno.test("implausibility() holds a unit that is an OCR misread of a known unit", () => {
  assert.equal(
    implausibility({ code: "TSH", value: 1.2, unit: "µlU/ml" }),
    'unit "µlU/ml" is not a known unit; did you mean "µIU/ml"?',
  );
  assert.match(
    implausibility({ code: "NEWX", value: 1, unit: "rng/dl" })!,
    /did you mean "mg\/dl"/,
  );
  assert.equal(implausibility({ code: "NEWX", value: 1, unit: "RU/ml" }), undefined);
});

Deno.test("implausibility() keeps a percentage apart from an absolute differential count", () => {
  assert.match(
    implausibility({ code: "NEUT", value: 55, unit: "%" })!,
    /not a unit NEUT is measured in/,
  );
  assert.equal(implausibility({ code: "NEUT", value: 3.1, unit: "tys/µl" }), undefined);
});

Deno.test("every marker whose units the data lists is a built-in marker", () => {
  const codes = new Set(buildDictionary([builtinLayer()]).markers.keys());
  const facts = mergeClinical([builtinLayer().entries]);
  for (const [code, { measuredIn }] of facts) {
    if (measuredIn !== undefined) assert.ok(codes.has(code), code);
  }
});

Deno.test("implausibility() lets a marker that really rises a hundredfold do so", () => {
  // A CRP of 86,4 mg/l against "< 5" is an infection, not a misplaced decimal point.
  assert.equal(implausibility({ code: "CRP", value: 86.4, unit: "mg/L", ref_high: 5 }), undefined);
  assert.equal(
    implausibility({ code: "ANTY_TPO", value: 870, unit: "IU/ml", ref_high: 34 }),
    undefined,
  );
  assert.equal(implausibility({ code: "ALT", value: 1450, unit: "U/l", ref_high: 40 }), undefined);
  assert.match(implausibility({ code: "CRP", value: 86400, unit: "mg/L", ref_high: 5 })!, /above/);
  assert.match(implausibility({ code: "HGB", value: 1340, unit: "g/dl", ref_high: 16 })!, /above/);
});

Deno.test("implausibility() lets cardiac markers rise as an infarct or heart failure raises them", () => {
  // Troponin T hs 142 ng/l against "< 14" and NT-proBNP 2 340 pg/ml against "< 125" (a
  // cumulative sheet of a cardiology ward) are an infarct and heart failure, not typos.
  for (
    const [code, value, high] of [
      ["HS_TROPONIN_T", 142, 14],
      ["HS_TROPONIN_I", 2400, 34.2],
      ["NT_PROBNP", 2340, 125],
      ["CK_MB", 88, 4.9],
    ] as const
  ) {
    assert.equal(implausibility({ code, value, unit: "ng/l", ref_high: high }), undefined, code);
  }
});

Deno.test("implausibility() holds a part of a whole printed above the whole", () => {
  // "18 ↑" read by OCR as "181": a lymphocyte percentage cannot exceed 100 %.
  assert.equal(
    implausibility({ code: "LYMPH_PCT", value: 181, unit: "%", ref_low: 20, ref_high: 45 }),
    "LYMPH_PCT 181 % is more than the whole (100 %)",
  );
  assert.equal(
    implausibility({ code: "HCT", value: 4.2, unit: "l/l" }),
    "HCT 4.2 l/l is more than the whole (1 l/l)",
  );
  assert.equal(implausibility({ code: "HCT", value: 0.42, unit: "l/l" }), undefined);
  assert.equal(implausibility({ code: "HBA1C", value: 100, unit: "%" }), undefined);
  // A quotient of two assays may be printed above 100 %.
  assert.equal(implausibility({ code: "TSAT", value: 104, unit: "%" }), undefined);
  assert.equal(
    implausibility({ code: "NEUT_PCT", value: 100, comparator: ">", unit: "%" }),
    undefined,
  );
});

Deno.test("ocrUnitDoubt() holds a unit OCR misread under a checked marker, and nothing else", () => {
  // OCR read 10^12/L as 10712/L and x10^6/µL as x1006/HL, and the rows were stored.
  for (const [code, unit] of [["RBC", "10712/L"], ["RBC", "x1006/HL"], ["LYMPH", "1079/L"]]) {
    assert.match(ocrUnitDoubt({ code: code!, unit: unit! }) ?? "", /OCR may have misread it/);
  }
  for (const [code, unit] of [["RBC", "10^12/L"], ["RBC", "mln/µl"], ["HGB", "g/dl"]]) {
    assert.equal(ocrUnitDoubt({ code: code!, unit: unit! }), undefined);
  }
  assert.equal(ocrUnitDoubt({ code: "NOT_CHECKED", unit: "10712/L" }), undefined);
  assert.equal(ocrUnitDoubt({ code: "RBC" }), undefined);
});
