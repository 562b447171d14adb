/**
 * A row name OCR read letter for figure ("HbAlc" for "HbA1c") is tried the
 * other way too, as an alternative after the name as read; a name read from
 * a PDF's text layer never is. The failure it guards: a photo's HbA1c rows
 * proposed as an unknown marker "HbAlc".
 */

import assert from "node:assert/strict";
import { indexWith, parseReportLines } from "../../../tests/support/fixture_report.ts";
import { ocrNameReading } from "./ocr_names.ts";

Deno.test("ocrNameReading() reads l, I or | after a capital or a figure as 1, and O between figures as 0", () => {
  assert.equal(ocrNameReading("HbAlc"), "HbA1c");
  assert.equal(ocrNameReading("HbAIc (IFCC)"), "HbA1c (IFCC)");
  assert.equal(ocrNameReading("CA l5-3"), undefined);
  assert.equal(ocrNameReading("CA 1O0"), "CA 100");
  // Words in one case and names with no capital inside are as read.
  assert.equal(ocrNameReading("ALT"), undefined);
  assert.equal(ocrNameReading("Cholesterol HDL"), undefined);
  assert.equal(ocrNameReading("Glukoza"), undefined);
});

Deno.test("ocrNameReading() reads a bar alone at a name's end or start as a table's rule, not part of the name", () => {
  assert.equal(ocrNameReading("Kreatinin |"), "Kreatinin");
  assert.equal(ocrNameReading("| Sodik"), "Sodik");
  assert.equal(ocrNameReading("HbAlc |"), "HbA1c");
  // A bar inside a name is no rule at its edge.
  assert.equal(ocrNameReading("Na | K"), undefined);
});

const REPORT = [
  "Data pobrania: 03.06.2025",
  "Glukoza  7,1  mmol/l  3,9 - 5,5",
  "HbAlc  6,6  %  4,0 - 6,0",
];

Deno.test("an OCR row name is given its other reading as an alternative; a PDF's is not", () => {
  const ocr = parseReportLines(REPORT, indexWith(), "ocr").rows;
  assert.deepEqual(ocr.map((r) => [r.name, r.alternatives]), [
    ["Glukoza", undefined],
    ["HbAlc", ["HbA1c"]],
  ]);
  const pdf = parseReportLines(REPORT, indexWith(), "pdf").rows;
  assert.ok(pdf.every((r) => r.alternatives === undefined));
});
