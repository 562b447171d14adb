/**
 * Two OCR misreadings of a scanned urinalysis, each a row lost before: a
 * sediment count with its arrow read as a figure ("8-10 1" for "8-10 ↑") was
 * unreadable, and a range with a speck read as a full stop ("0-5.") was no
 * range. In a document of decimal commas the stop is no decimal point; a
 * lost decimal part ("< 3,") still holds its row.
 */

import assert from "node:assert/strict";
import { indexWith, parseReportLines } from "../../../tests/support/fixture_report.ts";

const SCAN = [
  "Data pobrania: 18.09.2024",
  "BADANIE OGÓLNE MOCZU",
  "Ciężar właściwy  1,020  1,015 - 1,025",
  "pH  6,0  5,0 - 7,5",
  "Osad moczu (mikroskopowo)",
  "Leukocyty  8-10 1  wpw  0-5.",
  "Erytrocyty  0-1  wpw  0-2",
  "Cholesterol nie-HDL  3,1  mmol/l  < 3,",
];

function brief(lines: readonly string[], format: "ocr" | "pdf") {
  return parseReportLines(lines, indexWith(), format).rows.map((r) =>
    [r.name, r.value.value, r.unit, r.range, r.labFlag].map((x) => x ?? "")
  );
}

Deno.test("OCR: a count with its arrow read as a figure is the count, flagged; a stop after a range is a speck", () => {
  assert.deepEqual(brief(SCAN, "ocr").slice(2), [
    ["Leukocyty", "8-10", "wpw", { ref_low: 0, ref_high: 5 }, "A"],
    ["Erytrocyty", "0-1", "wpw", { ref_low: 0, ref_high: 2 }, ""],
    ["Cholesterol nie-HDL", 3.1, "mmol/l", { ref_text: "< 3," }, ""],
  ]);
});

Deno.test("OCR: in a document of decimal points, a stop after a number is kept", () => {
  const points = SCAN.map((line) => line.replace(/(\d),(\d)/g, "$1.$2"));
  const leukocytes = brief(points, "ocr").find((row) => row[0] === "Leukocyty");
  assert.deepEqual(leukocytes?.slice(0, 4), ["Leukocyty", "8-10", "wpw", { ref_text: "0-5." }]);
});
