/**
 * A heading OCR read into the name of the row beside it on a tilted photo
 * ("ENZYMY HbA1c (IFCC)"): the row takes the words that name a marker, and
 * the heading starts its section after the row, only where the specimen is
 * the same either way. The failure it guards: the HbA1c (IFCC) row of a
 * photo proposed as an unknown marker "ENZYMY HbA1c (IFCC)".
 */

import assert from "node:assert/strict";
import { indexWith, parseReportLines } from "../../../tests/support/fixture_report.ts";

const PHOTO = [
  "Data pobrania: 08.07.2025",
  "GOSPODARKA WĘGLOWODANOWA",
  "Glukoza  119  mg/dl  70 - 99",
  "ENZYMY HbA1c (IFCC)  51  mmol/mol  20 - 42",
  "ALT  21  U/l  < 41",
];

function named(lines: readonly string[], format: "ocr" | "pdf") {
  return parseReportLines(lines, indexWith(), format).rows.map((r) => [r.name, r.section ?? ""]);
}

Deno.test("OCR: a heading read into a row's name is taken off it and starts its section after the row", () => {
  assert.deepEqual(named(PHOTO, "ocr"), [
    ["Glukoza", "GOSPODARKA WĘGLOWODANOWA"],
    ["HbA1c (IFCC)", "GOSPODARKA WĘGLOWODANOWA"],
    ["ALT", "ENZYMY"],
  ]);
});

Deno.test("a glued heading of another specimen, or in a PDF's text layer, leaves the name as read", () => {
  assert.equal(named(PHOTO, "pdf")[1]![0], "ENZYMY HbA1c (IFCC)");
  const urine = [
    "Data pobrania: 08.07.2025",
    "BADANIE OGÓLNE MOCZU",
    "BIOCHEMIA Glukoza  5  mg/dl",
  ];
  assert.deepEqual(named(urine, "ocr"), [["BIOCHEMIA Glukoza", "BADANIE OGÓLNE MOCZU"]]);
});
