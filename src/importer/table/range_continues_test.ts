/**
 * A banded range printed one band a line under its row: the bands are read
 * together and the band for the age the document prints is stored as
 * numbers. The failure it guards: a paediatric report whose "1 - 5 lat: 35 -
 * 65" stood on the row's line and the child's "6 - 12 lat: 25 - 50" on the
 * line under it; the row was held with the first band as its only range.
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { parseReportLayout } from "./report_text.ts";
import { type FixtureLine, fixtureLines } from "../../../tests/support/fixture_layout.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));

const header: FixtureLine = [[40, "Badanie"], [200, "Wynik"], [260, "Jedn."], [320, "Zakres"]];

function ranges(lines: readonly FixtureLine[]) {
  return parseReportLayout(fixtureLines(lines), index, "pdf").rows.map((row) => [
    row.name,
    row.range,
  ]);
}

const TABLE: readonly FixtureLine[] = [
  [[40, "Data pobrania: 14.10.2015"]],
  header,
  [[40, "Limfocyty %"], [200, "46,3"], [260, "%"], [320, "1 - 5 lat: 35 - 65"]],
  [[320, "6 - 12 lat: 25 - 50"]],
  [[40, "AST"], [200, "27"], [260, "U/l"], [320, "4 - 6 lat: < 48"]],
  [[320, "7 - 12 lat: < 40"]],
  [[320, "13 - 17 lat: < 35"]],
  [[40, "Glukoza"], [200, "4,7"], [260, "mmol/l"], [320, "3,3 - 5,6"]],
];

Deno.test("bands printed one a line under the row are read with it; the printed age chooses one", () => {
  assert.deepEqual(ranges([[[40, "Wiek w dniu badania: 9 lat 2 mies."]], ...TABLE]), [
    ["Limfocyty %", { ref_low: 25, ref_high: 50 }],
    ["AST", { ref_high: 40 }],
    ["Glukoza", { ref_low: 3.3, ref_high: 5.6 }],
  ]);
});

Deno.test("bands under the row with no age printed are all kept for the hold, never the first", () => {
  assert.deepEqual(ranges(TABLE).slice(0, 2), [
    ["Limfocyty %", { ref_text: "1 - 5 lat: 35 - 65; 6 - 12 lat: 25 - 50" }],
    ["AST", { ref_text: "4 - 6 lat: < 48; 7 - 12 lat: < 40; 13 - 17 lat: < 35" }],
  ]);
});

Deno.test("a band line after a row of plain range, or under the name column, continues nothing", () => {
  const found = ranges([
    [[40, "Wiek: 9 lat"]],
    [[40, "Data pobrania: 14.10.2015"]],
    header,
    [[40, "Glukoza"], [200, "4,7"], [260, "mmol/l"], [320, "3,3 - 5,6"]],
    [[320, "6 - 12 lat: 3,0 - 5,0"]],
    [[40, "AST"], [200, "27"], [260, "U/l"], [320, "7 - 12 lat: < 40"]],
    [[40, "13 - 17 lat: < 35"]],
  ]);
  assert.deepEqual(found.slice(0, 2), [
    ["Glukoza", { ref_low: 3.3, ref_high: 5.6 }],
    ["AST", { ref_high: 40 }],
  ]);
});

Deno.test("a banded range printed under the value is the row's range once, not a second run of bands", () => {
  const found = ranges([
    [[40, "Płeć: M"]],
    [[40, "Pobrano: 22.01.2018"]],
    [[40, "Nazwa parametru"], [200, "Wyniki / zakres norm"], [320, "J.m."]],
    [[40, "Hematokryt"], [200, "61,3"], [320, "%"]],
    [[200, "K: 37,0 - 47,0; M: 40,0 - 54,0"]],
    [[40, "RDW-CV"], [200, "9,8"], [320, "%"]],
    [[200, "11,5 do 14,5"]],
  ]);
  assert.deepEqual(found, [
    ["Hematokryt", { ref_low: 40, ref_high: 54 }],
    ["RDW-CV", { ref_low: 11.5, ref_high: 14.5 }],
  ]);
});

Deno.test("a name's second half beside the next labelled band of its range continues the name", () => {
  // A paediatric report: the tTG name wraps beside interpretation bands printed one a line.
  const doc = parseReportLayout(
    fixtureLines([
      [[40, "Data pobrania: 14.09.2016"]],
      header,
      [[40, "Przeciwciała anty-tTG w"], [200, "84,6 H"], [260, "U/ml"], [
        320,
        "ujemny: < 10,0",
      ]],
      [[40, "klasie IgA (tTG IgA)"], [320, "wątpliwy: 10,0 - 15,0"]],
      [[320, "dodatni: > 15,0"]],
      [[40, "Glukoza"], [200, "82"], [260, "mg/dl"], [320, "60 - 100"]],
    ]),
    index,
    "pdf",
  );
  assert.deepEqual(doc.rows.map((row) => [row.name, row.value.value]), [
    ["Przeciwciała anty-tTG w klasie IgA (tTG IgA)", 84.6],
    ["Glukoza", 82],
  ]);
});

Deno.test("a line of words beside a number under a row is no half of its name", () => {
  const doc = parseReportLayout(
    fixtureLines([
      [[40, "Data pobrania: 14.09.2016"]],
      header,
      [[40, "Przeciwciała anty-tTG"], [200, "84,6"], [260, "U/ml"], [
        320,
        "ujemny: < 10,0",
      ]],
      [[40, "klasie IgA"], [200, "12,5"], [260, "U/ml"], [320, "< 10,0"]],
    ]),
    index,
    "pdf",
  );
  assert.equal(doc.rows.length, 2);
  assert.equal(doc.rows[0]!.name, "Przeciwciała anty-tTG");
});

Deno.test("bands in two cells a line (label, range) go on under a line that already continued them", () => {
  // set-19's hormone lab: no header; "Owulacja | 4,7 – 21,5" under the row's first band, then
  // "Faza lutealna | 1,7 – 7,7" under it: its label stands under the label, not under a range.
  assert.deepEqual(
    ranges([
      [[40, "Pobranie: 29.09.2025 08:31"], [300, "Dane kliniczne: dzień cyklu: 22, faza lutealna"]],
      [[40, "FSH"], [120, "4,1 mIU/ml"], [200, "Faza folikularna 3,5 – 12,5"]],
      [[200, "Owulacja"], [260, "4,7 – 21,5"]],
      [[200, "Faza lutealna"], [260, "1,7 – 7,7"]],
      [[200, "Po menopauzie"], [260, "25,8 – 134,8"]],
    ]),
    [["FSH", { ref_low: 1.7, ref_high: 7.7 }]],
  );
});

Deno.test("interpretive bands printed one a line: the band the lexicon names normal is the range", () => {
  // set-20's Indian report: vitamin D's "Deficiency: < 20" on the row's line, "Sufficiency" further down.
  const english: FixtureLine = [[40, "Test Name"], [200, "Result"], [260, "Unit"], [
    320,
    "Reference Range",
  ]];
  const read = ranges([
    [[40, "Sample Collected On: 18/03/2023"]],
    english,
    [[40, "25-Hydroxy Vitamin D (Total)"], [200, "14.2 L"], [260, "ng/mL"], [
      320,
      "Deficiency: < 20",
    ]],
    [[320, "Insufficiency: 20 - 30"]],
    [[320, "Sufficiency: 30 - 100"]],
    [[320, "Toxicity: > 100"]],
  ]);
  assert.deepEqual(read, [
    ["25-Hydroxy Vitamin D (Total)", { ref_low: 30, ref_high: 100 }],
  ]);
  // No band named normal: the bands stay text, none is taken for the range.
  const unnamed = ranges([
    [[40, "Sample Collected On: 18/03/2023"]],
    english,
    [[40, "25-Hydroxy Vitamin D (Total)"], [200, "14.2 L"], [260, "ng/mL"], [
      320,
      "Deficiency: < 20",
    ]],
    [[320, "Insufficiency: 20 - 30"]],
    [[320, "Toxicity: > 100"]],
  ]);
  assert.deepEqual(unnamed, [
    ["25-Hydroxy Vitamin D (Total)", {
      ref_text: "Deficiency: < 20; Insufficiency: 20 - 30; Toxicity: > 100",
    }],
  ]);
});
