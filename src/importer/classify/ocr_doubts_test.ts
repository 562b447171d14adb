/**
 * The doubts raised about rows read by OCR: each class of misread seen in
 * the layout generator's OCR subset is held, and the same row printed
 * right passes.
 */

import assert from "node:assert/strict";
import { ocrDoubt, ocrLostFlagDoubt, ocrMarkerUnitDoubt, ocrRangeTextDoubt } from "./ocr_doubts.ts";
import { unitKey } from "../../domain/readings/units.ts";
import { mergeClinical } from "../../domain/markers/clinical.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { isComparableUnit } from "./unit_field.ts";

Deno.test("ocrMarkerUnitDoubt() holds a µg unit whose µ OCR dropped or read as m", () => {
  for (const unit of ["mg/dl", "g/dL", "ng/dl"]) {
    assert.match(ocrMarkerUnitDoubt({ code: "DHEAS", unit })!, /not a unit labs report DHEAS/);
    assert.match(ocrMarkerUnitDoubt({ code: "CORTISOL", unit })!, /CORTISOL/);
  }
  for (const unit of ["µg/dl", "ug/dL", "µmol/l"]) {
    assert.equal(ocrMarkerUnitDoubt({ code: "DHEAS", unit }), undefined, unit);
  }
  assert.equal(ocrMarkerUnitDoubt({ code: "FERR", unit: "µg/L" }), undefined);
  assert.equal(ocrMarkerUnitDoubt({ code: "HGB", unit: "g/dl" }), undefined);
  assert.match(ocrMarkerUnitDoubt({ code: "HGB", unit: "mg/dl" })!, /HGB/);
});

Deno.test("ocrMarkerUnitDoubt() still holds a unit the importer does not know", () => {
  assert.match(ocrMarkerUnitDoubt({ code: "RBC", unit: "10712/L" })!, /OCR may have misread it/);
  assert.equal(ocrMarkerUnitDoubt({ code: "RBC", unit: "10^12/L" }), undefined);
  assert.equal(ocrMarkerUnitDoubt({ code: "NEWX", unit: "mg/dl" }), undefined);
});

Deno.test("measured_in lists units the importer knows, each once per marker", () => {
  const facts = mergeClinical([builtinLayer().entries]);
  const listed = [...facts].filter(([, f]) => f.measuredIn !== undefined);
  assert.ok(listed.length > 90, `${listed.length} markers list their units`);
  for (const [code, { measuredIn }] of listed) {
    const keys = measuredIn!.map(unitKey);
    assert.ok(measuredIn!.every(isComparableUnit), code);
    assert.equal(new Set(keys).size, keys.length, code);
  }
});

Deno.test("ocrRangeTextDoubt() holds a range OCR garbled into text", () => {
  const garbled = [
    "=115", // "≤ 115"
    "“145",
    "= [15",
    "SLI5",
    "x258",
    "7.5 = 11.5", // the dash read as "="
    "29.0 -37:0",
    "155 14.5",
    "4552T,5",
    "mg/dL__200 - 393", // the unit run into the range
    "18-49 years: 35 - 105; 250 years: 40 - 130", // "≥50" read as "250"
    "40-49 lat: 32,0 - 240,0; =50 lat: 26,0 - 200,0",
    "40-49 years: 32.0 - 240.0; 50 years: 26.0 - 200.0",
    "K: 12,0 - 16,0; M: 13,5 - 1T,5",
  ];
  for (const text of garbled) assert.match(ocrRangeTextDoubt(text)!, /could not be read/, text);
});

Deno.test("ocrRangeTextDoubt() passes bands read whole and texts with no figures", () => {
  for (
    const text of [
      "K: 12,0 - 16,0; M: 13,5 - 17,5",
      "18-49 lat: 35 - 105; ≥50 lat: 40 - 130",
      "20-29 years: 65.0 - 380.0; 30-39 years: 45.0 - 270.0; ≥50 years: 26.0 - 200.0",
      "ujemny",
      "negative",
    ]
  ) {
    assert.equal(ocrRangeTextDoubt(text), undefined, text);
  }
  assert.equal(ocrRangeTextDoubt(undefined), undefined);
});

Deno.test("ocrRangeTextDoubt() holds bands with a bare < or >, maybe ≤ or ≥ without its bar", () => {
  for (
    const text of [
      "18-49 lat: 35 - 105; >50 lat: 40 - 130",
      "<18 years: 10 - 20; 18-99 years: 5 - 15",
    ]
  ) {
    assert.match(ocrRangeTextDoubt(text)!, /≤ or ≥/, text);
  }
  assert.equal(ocrRangeTextDoubt("18-49 lat: 35 - 105; >=50 lat: 40 - 130"), undefined);
});

Deno.test("ocrLostFlagDoubt() holds a value outside its range with no flag read", () => {
  const row = { code: "TIBC", value: 502, unit: "µg/dl", ref_low: 250, ref_high: 425 };
  assert.match(ocrLostFlagDoubt(row)!, /above its upper limit 425/);
  assert.match(ocrLostFlagDoubt({ ...row, value: 200 })!, /below its lower limit 250/);
  assert.match(ocrLostFlagDoubt({ code: "FOLATE", value: 2.4, ref_low: 3.1 })!, /below/);
  assert.equal(ocrLostFlagDoubt({ ...row, lab_flag: "H" }), undefined);
  assert.equal(ocrLostFlagDoubt({ ...row, value: 425 }), undefined);
  assert.equal(ocrLostFlagDoubt({ ...row, value: 300 }), undefined);
  assert.equal(ocrLostFlagDoubt({ ...row, comparator: ">" }), undefined);
  assert.equal(ocrLostFlagDoubt({ ...row, value: "dodatni" }), undefined);
});

Deno.test("ocrDoubt() passes a row read right", () => {
  assert.equal(
    ocrDoubt({ code: "FE", value: 90, unit: "µg/dl", ref_low: 37, ref_high: 145 }),
    undefined,
  );
  assert.match(ocrDoubt({ code: "FE", value: 90, unit: "mg/dl", ref_low: 37 })!, /unit/);
});

Deno.test("ocrRangeTextDoubt() holds a range with no figure beside a number, not beside a text", () => {
  assert.match(ocrRangeTextDoubt("fio ALS", true)!, /no figure, beside a number/);
  assert.equal(ocrRangeTextDoubt("ujemny", false), undefined);
  assert.match(ocrDoubt({ code: "MPV", value: 9.4, unit: "fL", ref_text: "fio ALS" })!, /fio ALS/);
  assert.equal(ocrDoubt({ code: "U_NIT", value: "ujemny", ref_text: "ujemny" }), undefined);
});
