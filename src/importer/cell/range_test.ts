/**
 * The range reader on small messy cells, and cells of several sex or age
 * bands. The failure it guards: a banded range read as its first band (a
 * woman's haemoglobin judged against the men's range, or the reverse).
 */

import { cellKind } from "./cell_kinds.ts";
import assert from "node:assert/strict";
import { readBands } from "./range_bands.ts";
import { parseRange } from "./range.ts";
import { rangeWithUnit } from "./range_cell.ts";

Deno.test("parseRange() reads two-sided, one-sided and text ranges", () => {
  const cases: [string, unknown][] = [
    ["12,0 - 16,0", { ref_low: 12, ref_high: 16 }],
    ["12.0–16.0", { ref_low: 12, ref_high: 16 }],
    ["(3,5 - 5,1)", { ref_low: 3.5, ref_high: 5.1 }],
    ["[0 - 5]", { ref_low: 0, ref_high: 5 }],
    ["(3,5 - 5,1", { ref_low: 3.5, ref_high: 5.1 }],
    ["<5", { ref_high: 5 }],
    ["<= 5", { ref_high: 5 }],
    [">= 40", { ref_low: 40 }],
    ["do 5", { ref_high: 5 }],
    ["Do 200", { ref_high: 200 }],
    ["powyżej 40", { ref_low: 40 }],
    ["up to 5", { ref_high: 5 }],
    ["above 60", { ref_low: 60 }],
    ["ujemny", { ref_text: "ujemny" }],
    ["16 - 12", { ref_text: "16 - 12" }],
    ["", {}],
  ];
  for (const [printed, expected] of cases) assert.deepEqual(parseRange(printed), expected, printed);
});

Deno.test("parseRange() never reads a cell of bands as its first band", () => {
  const cells = [
    "K: 12,0-16,0 M: 13,5-17,5",
    "K 12,0-16,0; M 13,5-17,5",
    "Female 12-16 g/dL / Male 13.5-17.5",
    "dzieci 1-5 lat: 11,0-14,0; dorośli: 12,0-16,0",
    "12,0-16,0 (K); 13,5-17,5 (M)",
    "12,0-16,0 13,5-17,5",
    "faza folikularna 2,4-12,6 faza lutealna 1,0-11,4",
  ];
  for (const cell of cells) assert.deepEqual(parseRange(cell), { ref_text: cell }, cell);
});

Deno.test("readBands() types each band of a sex-banded cell, labels before or after", () => {
  const expected = [
    ["F", { ref_low: 12, ref_high: 16 }],
    ["M", { ref_low: 13.5, ref_high: 17.5 }],
  ];
  for (
    const cell of [
      "K: 12,0-16,0 M: 13,5-17,5",
      "Kobiety 12,0 - 16,0; Mężczyźni 13,5 - 17,5",
      "Female 12-16 g/dL / Male 13.5-17.5",
      "12,0-16,0 (K); 13,5-17,5 (M)",
      "women: 12-16, men: 13.5-17.5",
    ]
  ) {
    assert.deepEqual(readBands(cell)?.map((b) => [b.sex, b.range]), expected, cell);
  }
});

Deno.test("readBands() types the ages of an age-banded cell, and its groups", () => {
  const bands = readBands("dzieci 1-5 lat: 11,0-14,0; 6-12 lat: 11,5-15,5; dorośli: 12,0-16,0");
  assert.deepEqual(bands?.map((b) => [b.label, b.age, b.group, b.range]), [
    ["dzieci 1-5 lat", { from: 1, to: 5, unit: "years" }, undefined, { ref_low: 11, ref_high: 14 }],
    ["6-12 lat", { from: 6, to: 12, unit: "years" }, undefined, { ref_low: 11.5, ref_high: 15.5 }],
    ["dorośli", undefined, "adult", { ref_low: 12, ref_high: 16 }],
  ]);
  assert.deepEqual(
    readBands("< 50 lat: do 4,0; powyżej 50 lat: do 6,5")?.map((b) => [b.age, b.range]),
    [
      [{ to: 50, unit: "years" }, { ref_high: 4 }],
      [{ from: 50, unit: "years" }, { ref_high: 6.5 }],
    ],
  );
  assert.deepEqual(readBands("0-6 mies.: 9,5-14,0; > 6 mies.: 10,5-13,5")?.map((b) => b.age), [
    { from: 0, to: 6, unit: "months" },
    { from: 6, unit: "months" },
  ]);
});

Deno.test("readBands() keeps a band whose label names neither sex nor age, with its label", () => {
  const bands = readBands("faza folikularna 2,4-12,6; faza lutealna 1,0-11,4");
  assert.deepEqual(bands?.map((b) => [b.label, b.sex, b.age, b.range]), [
    ["faza folikularna", undefined, undefined, { ref_low: 2.4, ref_high: 12.6 }],
    ["faza lutealna", undefined, undefined, { ref_low: 1, ref_high: 11.4 }],
  ]);
});

Deno.test("readBands() says no bands for one plain range, a text, or an unlabelled pair", () => {
  for (const cell of ["12,0 - 16,0", "12 - 16 g/dl", "<5", "ujemny", "12,0-16,0 13,5-17,5", ""]) {
    assert.equal(readBands(cell), undefined, cell);
  }
});

Deno.test("parseRange() reads a range with its label and the punctuation of a sentence", () => {
  const cases: [string, unknown][] = [
    ["(N: 6,2-19,4),", { ref_low: 6.2, ref_high: 19.4 }],
    ["(N: < 34,0).", { ref_high: 34 }],
    ["norma: 12,0 - 16,0", { ref_low: 12, ref_high: 16 }],
    ["Ref.: 3.5-5.1", { ref_low: 3.5, ref_high: 5.1 }],
    // A label with its colon is no part of a worded reference either.
    ["N: ujemny", { ref_text: "ujemny" }],
    ["ujemny.", { ref_text: "ujemny." }],
  ];
  for (const [printed, expected] of cases) assert.deepEqual(parseRange(printed), expected, printed);
});

Deno.test("parseRange() reads two limits joined by a word ('12,0 do 16,0', 'od 12 do 16', '12.0 to 16.0', '12.0 through 16.0')", () => {
  const cases: [string, unknown][] = [
    ["12,0 do 16,0", { ref_low: 12, ref_high: 16 }],
    ["od 12,0 do 16,0", { ref_low: 12, ref_high: 16 }],
    ["12.0 to 16.0", { ref_low: 12, ref_high: 16 }],
    ["from 12.0 to 16.0", { ref_low: 12, ref_high: 16 }],
    ["3.5 through 5.1", { ref_low: 3.5, ref_high: 5.1 }],
    ["16 do 12", { ref_text: "16 do 12" }],
    ["do 16", { ref_high: 16 }],
  ];
  for (const [printed, expected] of cases) assert.deepEqual(parseRange(printed), expected, printed);
});

Deno.test("parseRange() keeps a limit whose decimal part OCR lost as text, never a shorter limit", () => {
  // A photo's "< 3,4" was read as "< 3," and stored as "< 3".
  assert.deepEqual(parseRange("< 3,"), { ref_text: "< 3," });
  assert.deepEqual(parseRange("3,5 - 5,"), { ref_text: "3,5 - 5," });
  assert.deepEqual(parseRange("(N: 6,2-19,4),"), { ref_low: 6.2, ref_high: 19.4 });
});

Deno.test("parseRange() reads a Czech or Slovak range joined by 'až'", () => {
  assert.deepEqual(parseRange("3,5 až 5,1"), { ref_low: 3.5, ref_high: 5.1 });
  assert.deepEqual(parseRange("5 až 35"), { ref_low: 5, ref_high: 35 });
});

Deno.test("rangeWithUnit() reads 'OR =' limits and drops a '(calc)' note after the unit", () => {
  assert.deepEqual(rangeWithUnit("> OR = 50 mg/dL"), { range: { ref_low: 50 }, unit: "mg/dL" });
  assert.deepEqual(rangeWithUnit("< OR = 5.0"), { range: { ref_high: 5 } });
  assert.deepEqual(rangeWithUnit("<130 mg/dL (calc)"), { range: { ref_high: 130 }, unit: "mg/dL" });
  assert.deepEqual(rangeWithUnit("1.9-3.7 g/dL (calc)"), {
    range: { ref_low: 1.9, ref_high: 3.7 },
    unit: "g/dL",
  });
  // A bracketed word that says nothing of a calculation stays: the cell is no range.
  assert.equal(rangeWithUnit("<130 mg/dL (fasting)").range.ref_high, undefined);
});

Deno.test("parseRange reads a range after an abbreviated label with no colon ('ref. 4,0 - 10,0')", () => {
  assert.deepEqual(parseRange("ref. 4,0 - 10,0"), { ref_low: 4, ref_high: 10 });
  assert.deepEqual(parseRange("ref. < 5"), { ref_high: 5 });
  assert.deepEqual(parseRange("ref. hodnoty"), { ref_text: "ref. hodnoty" });
  assert.equal(cellKind("ref. 0,45 - 1,70"), "range");
});

Deno.test("parseRange() reads a single range with a qualifier in brackets after it, and nothing else", () => {
  assert.deepEqual(parseRange("30 - 50 (optymalnie)"), { ref_low: 30, ref_high: 50 });
  assert.deepEqual(parseRange("30-50 (Optymalnie)"), { ref_low: 30, ref_high: 50 });
  assert.deepEqual(parseRange("< 200 (desirable)"), { ref_high: 200 });
  // A band's label is no qualifier; bands stay text, never their last one.
  assert.deepEqual(parseRange("30 - 50 (K)"), { ref_text: "30 - 50 (K)" });
  assert.deepEqual(parseRange("20-30 (niedobór) 30-50 (optymalnie)"), {
    ref_text: "20-30 (niedobór) 30-50 (optymalnie)",
  });
  assert.deepEqual(parseRange("(optymalnie)"), { ref_text: "optymalnie" });
});

Deno.test("parseRange() reads a range label with no colon before a one-sided limit", () => {
  assert.deepEqual(parseRange("Zielwert < 55"), { ref_high: 55 });
  assert.deepEqual(parseRange("norma < 190"), { ref_high: 190 });
  // a label before two limits with no colon stays as it was read before
  assert.deepEqual(parseRange("Zielwert 55"), { ref_text: "Zielwert 55" });
});

Deno.test("English bounds in words ('Less than 5.0', 'Greater than 1.2') and a unit of two words after a range", () => {
  assert.deepEqual(rangeWithUnit("Less than 5.0 mmol/L"), {
    range: { ref_high: 5 },
    unit: "mmol/L",
  });
  assert.deepEqual(rangeWithUnit("Greater than 37.5 pmol/L"), {
    range: { ref_low: 37.5 },
    unit: "pmol/L",
  });
  // A Canadian count's unit, "x E9/L", printed after the range in one cell.
  assert.deepEqual(rangeWithUnit("4.0-11.0 x E9/L"), {
    range: { ref_low: 4, ref_high: 11 },
    unit: "x E9/L",
  });
});

Deno.test("the normal band's name before its bounds is a range label ('Desirable: < 200'); another band's is not", () => {
  assert.deepEqual(parseRange("Desirable: < 200"), { ref_high: 200 });
  assert.deepEqual(parseRange("Optimal: < 100"), { ref_high: 100 });
  assert.deepEqual(parseRange("Non-diabetic: < 5.7"), { ref_high: 5.7 });
  assert.equal(parseRange("Deficiency: < 20").ref_high, undefined);
});

Deno.test("a range cell saying the lab has no reference ('Not Estab.') is no range", () => {
  assert.deepEqual(parseRange("Not Estab."), {});
  assert.deepEqual(parseRange("not established"), {});
  assert.deepEqual(parseRange("No range"), {});
  assert.deepEqual(rangeWithUnit("Not Estab."), { range: {} });
});

Deno.test("readBands() takes no note after a range for the label of a band labelled before it (set-24)", () => {
  // An OGTT's band for the 120-minute draw, a note about the 60-minute one after it: "kobiet"
  // in the note is no female band, and "120'" names a time point, not a sex or an age.
  assert.equal(
    readBands("120': < 140 (dla 60' brak norm u kobiet niebędących w ciąży)"),
    undefined,
  );
  // labels after their ranges still read so when nothing labels the first one before it
  assert.deepEqual(readBands("12-16 (K) 14-18 (M)")?.map((b) => b.sex), ["F", "M"]);
});
