/**
 * An OCR'd unit read back by the marker's units: only a lost separator or
 * case is put right, and only to a unit the marker is measured in.
 */

import assert from "node:assert/strict";
import { ocrUnitByMarker } from "./ocr_unit.ts";

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
