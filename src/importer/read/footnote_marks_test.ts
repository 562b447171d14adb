// Guards a US report (docs/import.md, footnote marks): "Hemoglobin A1c 5.9¹" was read as
// "5.9 1" (unreadable), and a performing-lab footer ("CLIA 34D0655059") became a row.

import assert from "node:assert/strict";
import {
  legendMarks,
  withoutFootnoteMarks,
  withoutMarks,
  withoutSuperscriptMarks,
} from "./footnote_marks.ts";
import { alignedRows } from "./html_lines.ts";
import { linesFromItems, linesFromText } from "../layout/mod.ts";
import { parseReportLayout } from "../table/mod.ts";
import { indexWith } from "../../../tests/support/fixture_report.ts";

const US_REPORT = [
  "Collected: 03/14/2024 08:10",
  ...alignedRows([
    ["Test Name", "Result", "Units", "Reference Range"],
    ["Hemoglobin A1c", "5.9¹", "%", "<5.7"],
    ["Glucose", "101*", "mg/dL", "65-99"],
    ["Cholesterol, Total", "187 (a)", "mg/dL", "<200"],
    ["Creatinine", "0.91 †", "mg/dL", "0.60-1.26"],
    ["Sodium", "140", "¹", "mmol/L"],
  ]),
  "¹ For someone without known history of diabetes, a value between 5.7 and 6.4% is consistent with prediabetes.",
  "* Test performed at: Example Reference Lab, 1 Sample Road, Springfield, IL 62701",
  "(a) Performing site: Example Clinic Laboratory",
  ...alignedRows([["CLIA", "34D0655059"], ["Laboratory Director:", "A. Example, MD"]]),
];

Deno.test("a US report's footnote marks are no part of its values, and its footer is no row", () => {
  const doc = parseReportLayout(withoutFootnoteMarks(linesFromText(US_REPORT)), indexWith(), "pdf");
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value, r.unreadable]), [
    ["Hemoglobin A1c", { value: 5.9 }, undefined],
    ["Glucose", { value: 101 }, undefined],
    ["Cholesterol, Total", { value: 187 }, undefined],
    ["Creatinine", { value: 0.91 }, undefined],
    ["Sodium", { value: 140 }, undefined],
  ]);
  assert.equal(doc.rows[0]!.date, "2024-03-14");
});

Deno.test("withoutMarks() keeps a star that is the lab's flag, and powers of ten", () => {
  assert.equal(withoutMarks("101*", []), "101*");
  assert.equal(withoutMarks("4,5 x 10³", []), "4,5 x 10³");
  assert.equal(withoutMarks("< 5.0¹", []), "< 5.0");
  assert.equal(withoutMarks("13,4²  g/dl", []), "13,4  g/dl");
});

Deno.test("legendMarks() takes a star for a footnote only when its legend explains no flag", () => {
  const lines = (texts: string[]) => linesFromText(texts);
  assert.deepEqual(legendMarks(lines(["* Performed at Example Lab"])), ["*"]);
  assert.deepEqual(legendMarks(lines(["* wynik poza zakresem referencyjnym"])), []);
  assert.deepEqual(legendMarks(lines(["*) abnormal result"])), []);
  assert.deepEqual(legendMarks(lines(["Glukoza  101*  mg/dl"])), []);
});

Deno.test("a PDF's superscript footnote mark after a value is dropped, a same-size figure never", () => {
  const at = (text: string, x: number, y: number, width: number, height = 10) => ({
    text,
    x,
    y,
    width,
    height,
    page: 1,
  });
  const items = [
    at("Collected: 03/14/2024", 40, 60, 120),
    at("Test", 40, 80, 30),
    at("Result", 200, 80, 35),
    at("Units", 300, 80, 30),
    at("Reference Range", 400, 80, 90),
    at("Hemoglobin A1c", 40, 100, 90),
    at("5.9", 200, 100, 15),
    at("1", 215.5, 96.5, 3, 6),
    at("%", 300, 100, 8),
    at("<5.7", 400, 100, 20),
    at("Glucose", 40, 120, 45),
    at("9", 200, 120, 6),
    at("1", 206, 120, 6),
    at("mg/dL", 300, 120, 30),
    at("65-99", 400, 120, 30),
  ];
  const doc = parseReportLayout(
    withoutFootnoteMarks(linesFromItems(withoutSuperscriptMarks(items))),
    indexWith(),
    "pdf",
  );
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value]), [
    ["Hemoglobin A1c", { value: 5.9 }],
    ["Glucose", { value: 91 }],
  ]);
});

Deno.test("withoutSuperscriptMarks() drops a raised mark after a flag or a name in capitals, never a unit's power", () => {
  const at = (text: string, x: number, y: number, width: number, height: number) => ({
    text,
    x,
    y,
    width,
    height,
    page: 1,
  });
  const kept = (items: ReturnType<typeof at>[]) =>
    withoutSuperscriptMarks(items).map((item) => item.text);
  assert.deepEqual(kept([at("102 H", 200, 100, 25, 10), at("1", 225.5, 96, 3, 6)]), ["102 H"]);
  assert.deepEqual(kept([at("EGFR", 40, 100, 25, 10), at("2", 65.5, 96, 3, 6)]), ["EGFR"]);
  assert.deepEqual(kept([at("1.73m", 200, 100, 25, 10), at("2", 225.5, 96, 3, 6)]), ["1.73m", "2"]);
  // A mark on the baseline, the same size, is text of its own.
  assert.deepEqual(kept([at("102 H", 200, 100, 25, 10), at("1", 227, 100, 5, 10)]), ["102 H", "1"]);
});
