/**
 * Failure classes found by the held-out realistic documents (12 to 18 in
 * `tests/importer/realistic/documents/`), written before the importer was
 * taught them, each on a small positioned-text document fed to the table
 * stage: a sediment named in the row's own name, month-first dates,
 * cumulative columns headed by a date and a time, a dated phrase with a verb
 * before its colon, a dated heading over a small table.
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { resolveMarker } from "../../domain/markers/resolve.ts";
import { builtinLayer } from "../../store/builtin.ts";
import type { RawRow } from "../document.ts";
import { parseReportLayout } from "./report_text.ts";
import { type FixtureLine, fixtureLines } from "../../../tests/support/fixture_layout.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));

function rows(lines: readonly FixtureLine[]): RawRow[] {
  return [...parseReportLayout(fixtureLines(lines), index, "pdf").rows];
}

function codeOf(row: RawRow): string | undefined {
  const found = resolveMarker(index, row.name, {
    ...(row.specimen !== undefined ? { specimen: row.specimen } : {}),
    ...(row.section !== undefined ? { section: row.section } : {}),
  });
  return found.kind === "found" ? found.marker.code : undefined;
}

const HEADER: FixtureLine = [[40, "Badanie"], [200, "Wynik"], [260, "Jednostka"], [320, "Zakres"]];

Deno.test("a row whose name says sediment ('Leukocyty - osad') under a urinalysis heading is the sediment count, not the strip test", () => {
  const found = rows([
    [[40, "Data pobrania: 21.10.2024"]],
    HEADER,
    [[40, "BADANIE OGÓLNE MOCZU"]],
    [[40, "Leukocyty"], [200, "ujemny"], [320, "ujemny"]],
    [[40, "Leukocyty - osad"], [200, "10-15"], [260, "wpw"], [320, "0 - 5"]],
  ]);
  assert.deepEqual(found.map(codeOf), ["U_LEU", "U_SED_LEU"]);
});

Deno.test("the sedimentation rate is no sediment: 'Erythrocyte sedimentation rate' stays a blood row", () => {
  const found = rows([
    [[40, "Collected: 21/10/2024"]],
    [[40, "Test"], [200, "Result"], [260, "Units"], [320, "Range"]],
    [[40, "Erythrocyte sedimentation rate"], [200, "12"], [260, "mm/h"], [320, "0 - 20"]],
  ]);
  assert.deepEqual(found.map((row) => row.specimen), [undefined]);
});

Deno.test("a report that prints its dates month first (a birth date 07/13/1992) dates its rows by that order", () => {
  const found = rows([
    [[40, "DOB: 07/13/1992"], [300, "Sex: F"]],
    [[40, "Date Collected: 04/05/2024 0815 Local"], [300, "Date Reported: 04/06/2024"]],
    [[40, "TESTS"], [200, "RESULT"], [260, "UNITS"], [320, "REFERENCE INTERVAL"]],
    [[40, "Glucose"], [200, "92"], [260, "mg/dL"], [320, "70-99"]],
  ]);
  assert.deepEqual(found.map((row) => [row.name, row.date]), [["Glucose", "2024-04-05"]]);
});

Deno.test("a report that prints its dates day first keeps them so, and an ambiguous one is read day first", () => {
  const dayFirst = rows([
    [[40, "DOB: 13/07/1992"]],
    [[40, "Collected: 04/05/2024"]],
    [[40, "Test"], [200, "Result"], [260, "Units"], [320, "Reference range"]],
    [[40, "Glucose"], [200, "92"], [260, "mg/dL"], [320, "70-99"]],
  ]);
  assert.deepEqual(dayFirst.map((row) => row.date), ["2024-05-04"]);
});

Deno.test("a flag column of words ('High', 'Low') gives the lab's flag", () => {
  const found = rows([
    [[40, "Date Collected: 14/03/2024"]],
    [[40, "TESTS"], [200, "RESULT"], [250, "FLAG"], [290, "UNITS"], [350, "REFERENCE INTERVAL"]],
    [[40, "Glucose"], [200, "112"], [250, "High"], [290, "mg/dL"], [350, "70-99"]],
    [[40, "Potassium"], [200, "3.3"], [250, "Low"], [290, "mmol/L"], [350, "3.5-5.2"]],
  ]);
  assert.deepEqual(found.map((row) => [row.name, row.labFlag]), [["Glucose", "H"], [
    "Potassium",
    "L",
  ]]);
});

Deno.test("a cumulative sheet headed 'Parametr [jednostka]' and draws with their times gives each value its own draw's date and the unit in the name's brackets", () => {
  const found = rows([
    [[40, "Parametr [jednostka]"], [200, "Norma"], [300, "12.03.2023 06:30"], [
      400,
      "13.03.2023 06:15",
    ]],
    [[40, "Potas [mmol/l]"], [200, "3,5-5,1"], [300, "3,4 L"], [400, "4,2"]],
    [[40, "NT-proBNP [pg/ml]"], [200, "< 125"], [300, "2 340 H"], [400, "—"]],
  ]);
  assert.deepEqual(
    found.map((row) => [row.name, row.value.value, row.unit, row.labFlag, row.date]),
    [
      ["Potas", 3.4, "mmol/l", "L", "2023-03-12"],
      ["Potas", 4.2, "mmol/l", undefined, "2023-03-13"],
      ["NT-proBNP", 2340, "pg/ml", "H", "2023-03-12"],
    ],
  );
});

Deno.test("a letter's dated phrase with a verb before its colon opens a list, and a dated heading over a small table dates its rows", () => {
  const found = rows([
    [[40, "Przyjęta: 03.04.2024"], [200, "Wypisana: 08.04.2024"]],
    [[40, "Duszność, SpO2 91%. W badaniach z dnia 03.04.2024 stwierdzono:"]],
    [[40, "WBC 15,8 tys/µl, Hb 10,1 g/dl,"]],
    [[40, "CRP 142 mg/l."]],
    [[40, "Wyniki badań laboratoryjnych przy wypisie (08.04.2024):"]],
    [[60, "Badanie"], [200, "Wynik"], [290, "Norma"]],
    [[60, "Hemoglobina"], [200, "10,9 g/dl"], [290, "12,0 - 16,0"]],
    [[60, "Leukocyty"], [200, "7,2 tys/µl"], [290, "4,0 - 10,0"]],
  ]);
  assert.deepEqual(found.map((row) => [row.name, row.value.value, row.unit, row.date]), [
    ["WBC", 15.8, "tys/µl", "2024-04-03"],
    ["Hb", 10.1, "g/dl", "2024-04-03"],
    ["CRP", 142, "mg/l", "2024-04-03"],
    ["Hemoglobina", 10.9, "g/dl", "2024-04-08"],
    ["Leukocyty", 7.2, "tys/µl", "2024-04-08"],
  ]);
});

Deno.test("a column whose header the lexicon does not know is read by its cells: a unit, a range, and a date that holds the row", () => {
  const found = rows([
    [[40, "Data zlecenia: 09.03.2024"]],
    [[40, "Badanie"], [200, "Wynik"], [250, "Miano jednostkowe"], [350, "Norma"], [
      440,
      "Dzień i godzina",
    ]],
    [[40, "Glukoza"], [200, "97"], [250, "mg/dl"], [350, "70 - 99"], [440, "13.03.2024 07:10"]],
    [[40, "Badanie"], [200, "Wynik"], [250, "Jednostka"], [330, "Granice normy"]],
    [[40, "Potas"], [200, "4,2"], [250, "mmol/l"], [330, "3,5 - 5,1"]],
  ]);
  assert.deepEqual(
    found.map((row) => [row.name, row.unit, row.range.ref_high, row.dateProblem !== undefined]),
    [["Glukoza", "mg/dl", 99, true], ["Potas", "mmol/l", 5.1, false]],
  );
});

Deno.test("an English report whose slash dates all read two ways holds its rows; a Polish one reads them day first", () => {
  const english = rows([
    [[40, "Collected: 04/05/2024"], [300, "Reported: 05/05/2024"]],
    [[40, "Test"], [200, "Result"], [260, "Units"], [320, "Reference range"]],
    [[40, "Glucose"], [200, "92"], [260, "mg/dL"], [320, "70-99"]],
  ]);
  assert.deepEqual(english.map((row) => [row.date, row.dateProblem !== undefined]), [[
    undefined,
    true,
  ]]);
  const polish = rows([
    [[40, "Data pobrania: 04/05/2024"]],
    HEADER,
    [[40, "Glukoza"], [200, "92"], [260, "mg/dl"], [320, "70-99"]],
  ]);
  assert.deepEqual(polish.map((row) => [row.date, row.dateProblem]), [["2024-05-04", undefined]]);
});

Deno.test("a letter's name with a number glued to brackets ('Witamina D3 metabolit 25(OH) 35,5 ng/ml') keeps its brackets", () => {
  const found = rows([
    [[
      40,
      "Kontrolnie 10.02.2022: Witamina D3 metabolit 25(OH) 35,5 ng/ml (N: 30,0-50,0), CRP 3 mg/l.",
    ]],
  ]);
  assert.deepEqual(found.map((row) => [row.name, row.value.value, row.range.ref_low]), [
    ["Witamina D3 metabolit 25(OH)", 35.5, 30],
    ["CRP", 3, undefined],
  ]);
});

Deno.test("a comment sentence under a row is never the first half of the next name ('25(OH)D' after 'Surowica lipemiczna.')", () => {
  const found = rows([
    [[40, "Data pobrania: 18.04.2020"]],
    HEADER,
    [[40, "Witamina B12"], [200, "762"], [260, "pg/ml"], [320, "197 - 771"]],
    [[48, "Surowica lipemiczna."]],
    [[40, "25(OH)D"], [200, "42,1"], [260, "ng/ml"], [320, "30,0 - 50,0"]],
  ]);
  assert.deepEqual(found.map((row) => row.name), ["Witamina B12", "25(OH)D"]);
});

Deno.test("a letter's dated heading with a note in brackets before its colon dates the table under it", () => {
  const found = rows([
    [[40, "Wyniki badań laboratoryjnych z dnia 21.08.2025 (laboratorium szpitalne):"]],
    [[60, "Badanie"], [200, "Wynik"], [290, "Jednostka"]],
    [[60, "Hemoglobina"], [200, "13,4"], [290, "g/dl"]],
  ]);
  assert.deepEqual(found.map((row) => [row.name, row.value.value, row.unit, row.date]), [
    ["Hemoglobina", 13.4, "g/dl", "2025-08-21"],
  ]);
});
