/**
 * An OCR'd unit read back by the marker's units: only a lost separator or
 * case is put right, and only to a unit the marker is measured in.
 */

import assert from "node:assert/strict";
import { ocrLostUnitProblem, ocrUnitByMarker } from "./ocr_unit.ts";

const ALT = ["U/L", "µkat/L"];

Deno.test("ocrUnitByMarker() reads a unit whose slash OCR lost as the marker's unit", () => {
  assert.equal(ocrUnitByMarker("ALT", "ul", ALT), "U/L");
  assert.equal(ocrUnitByMarker("ALT", "µl", ALT), "U/L");
  assert.equal(ocrUnitByMarker("ALT", "UL", ALT), "U/L");
  assert.equal(ocrUnitByMarker("GGT", "u l", ["U/L"]), "U/L");
});

Deno.test("ocrUnitByMarker() keeps a unit the marker is already measured in", () => {
  assert.equal(ocrUnitByMarker("ALT", "U/l", ALT), undefined);
  assert.equal(ocrUnitByMarker("ALT", "IU/L", ALT), undefined);
  assert.equal(ocrUnitByMarker("ALT", "µkat/l", ALT), undefined);
});

Deno.test("ocrUnitByMarker() never changes a letter or a figure", () => {
  // Glucose is not measured in U/L: "u/l" stays as read (and is held).
  assert.equal(ocrUnitByMarker("GLU", "u/l", ["mg/dL", "mmol/L"]), undefined);
  assert.equal(ocrUnitByMarker("GLU", "ul", ["mg/dL", "mmol/L", "g/L"]), undefined);
  assert.equal(ocrUnitByMarker("ALT", "kat/l", ALT), undefined);
  assert.equal(ocrUnitByMarker("WBC", "103/ul", ["10^3/µL"]), undefined);
  assert.equal(ocrUnitByMarker("ALT", "/", ALT), undefined);
});

Deno.test("ocrUnitByMarker() reads nothing when two of the marker's units spell the same", () => {
  assert.equal(ocrUnitByMarker("X", "ul", ["U/L", "/µL"]), undefined);
  assert.equal(ocrUnitByMarker("X", "ul", ["U/L", "U/l"]), "U/L");
});

Deno.test("ocrUnitByMarker() reads nothing without a unit or the marker's units", () => {
  assert.equal(ocrUnitByMarker("ALT", undefined, ALT), undefined);
  assert.equal(ocrUnitByMarker("ALT", " ", ALT), undefined);
  assert.equal(ocrUnitByMarker("NEWX", "ul", undefined), undefined);
});

Deno.test("ocrUnitByMarker() reads a scan's power sign, µ read as p and IU read as lU", () => {
  const count = ["10^3/µL", "/µL"];
  assert.equal(ocrUnitByMarker("NEUT", "10*3/pl", count), "10^3/µL");
  assert.equal(ocrUnitByMarker("NEUT", "107 3/pl", count), "10^3/µL");
  assert.equal(ocrUnitByMarker("LYMPH", "10° 3/pl", count), "10^3/µL");
  assert.equal(ocrUnitByMarker("RBC", "10° 6/pl", ["10^6/µL"]), "10^6/µL");
  assert.equal(ocrUnitByMarker("TSH", "plU/ml", ["µIU/mL"]), "µIU/mL");
  assert.equal(ocrUnitByMarker("FE", "pg/dl", ["µg/dL", "µmol/L"]), "µg/dL");
});

Deno.test("ocrUnitByMarker() keeps a p that is the marker's own and a figure a power sign did not stand in", () => {
  assert.equal(ocrUnitByMarker("B12", "pg/ml", ["pg/mL", "pmol/L"]), undefined);
  assert.equal(ocrUnitByMarker("WBC", "1073/ul", ["10^3/µL"]), undefined);
  assert.equal(ocrUnitByMarker("WBC", "10*3/µl", ["10^3/µL"]), undefined); // already its unit
  assert.equal(ocrUnitByMarker("GLU", "pg/dl", ["mg/dL", "mmol/L"]), undefined);
  assert.equal(ocrUnitByMarker("X", "pg/l", ["µg/L", "ng/L"]), "µg/L");
});

Deno.test("ocrLostUnitProblem() holds a unit-bearing marker read with no unit from a page that prints units", () => {
  const page = ["U/l", "mg/dl", "%", "fl", undefined];
  assert.match(ocrLostUnitProblem("ALT", undefined, ["U/L"], page)!, /OCR read no unit for ALT/);
  assert.match(ocrLostUnitProblem("ALT", " ", ["U/L"], page)!, /no unit/);
  assert.equal(ocrLostUnitProblem("ALT", "U/l", ["U/L"], page), undefined);
  // INR and urine pH list no unit; a page printing few units is not judged.
  assert.equal(ocrLostUnitProblem("INR", undefined, undefined, page), undefined);
  assert.equal(
    ocrLostUnitProblem("ALT", undefined, ["U/L"], ["U/l", undefined, undefined]),
    undefined,
  );
  assert.equal(
    ocrLostUnitProblem("ALT", undefined, ["U/L"], ["U/l", "%", undefined, undefined, undefined]),
    undefined,
  );
});

Deno.test("ocrUnitByMarker() reads an arrow OCR read as a 1 before the unit as no part of it", () => {
  assert.equal(ocrUnitByMarker("HCT", "1 %", ["%", "L/L"]), "%");
  assert.equal(ocrUnitByMarker("HGB", "I g/dl", ["g/dL", "mmol/L"]), "g/dL");
  // A 1 glued to the unit is no arrow.
  assert.equal(ocrUnitByMarker("HCT", "1%", ["%", "L/L"]), undefined);
});

Deno.test("ocrUnitByMarker() reads µ read as H and the I of IU read as a bracket or a bar", () => {
  // A scanned hormone report: "µIU/ml" read "HIU/ml", "IU/ml" read "[U/ml"; the rows were held.
  assert.equal(ocrUnitByMarker("TSH", "HIU/ml", ["µIU/mL"]), "µIU/mL");
  assert.equal(ocrUnitByMarker("ANTY_TPO", "[U/ml", ["IU/mL"]), "IU/mL");
  assert.equal(ocrUnitByMarker("ANTY_TG", "|U/ml", ["IU/mL"]), "IU/mL");
  // An H that is a letter of the marker's own unit is never µ ("mmHg" stays as read).
  assert.equal(ocrUnitByMarker("TSH", "Hg", ["µIU/mL"]), undefined);
});
