/**
 * A row name OCR read letter for figure ("HbAlc" for "HbA1c") is tried the
 * other way too, as an alternative after the name as read; a name read from
 * a PDF's text layer never is. The failure it guards: a photo's HbA1c rows
 * proposed as an unknown marker "HbAlc".
 */

import assert from "node:assert/strict";
import { indexWith, parseReportLines } from "../../../tests/support/fixture_report.ts";
import { lookAlikeReadings, ocrNameReading } from "./ocr_names.ts";

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

Deno.test("lookAlikeReadings() folds Cyrillic and Latin twins to the script a word's other letters are in", () => {
  // A word of twins alone is read in the other script; a word with a letter of one script takes that script.
  assert.deepEqual(lookAlikeReadings("Вітамін D (25-ОН)"), ["Вітамін D (25-OH)"]);
  assert.deepEqual(lookAlikeReadings("C-реактивний білок"), ["С-реактивний білок"]);
  assert.deepEqual(lookAlikeReadings("AЛT"), ["АЛТ"]);
  assert.deepEqual(lookAlikeReadings("НСТ"), ["HCT"]);
  assert.deepEqual(lookAlikeReadings("TTI"), ["ТТІ"]);
  // Names in one script with a letter that has no twin read no other way.
  assert.deepEqual(lookAlikeReadings("Glukoza"), []);
  assert.deepEqual(lookAlikeReadings("Креатинін"), []);
  assert.deepEqual(lookAlikeReadings("Hb"), []);
  // A word with letters only each script has is left as read.
  assert.deepEqual(lookAlikeReadings("Dл"), []);
});

const UKRAINIAN = [
  "Дата взяття: 21.08.2024",
  "C-реактивний білок  1,2  мг/л  0 - 5",
  "Вітамін D (25-ОН)  24,6  нг/мл  30 - 100",
];

Deno.test("an OCR row name is given its look-alike readings; a PDF's text layer is not", () => {
  const ocr = parseReportLines(UKRAINIAN, indexWith(), "ocr").rows;
  assert.deepEqual(ocr.map((r) => [r.name, r.lookAlikes]), [
    ["C-реактивний білок", ["С-реактивний білок"]],
    ["Вітамін D (25-ОН)", ["Вітамін D (25-OH)"]],
  ]);
  const pdf = parseReportLines(UKRAINIAN, indexWith(), "pdf").rows;
  assert.equal(pdf.length, 2);
  assert.ok(pdf.every((r) => r.lookAlikes === undefined));
});
