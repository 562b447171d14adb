/**
 * Failure classes found by the held-out realistic documents (12 to 18 in
 * `tests/importer/realistic/documents/`), written before the importer was
 * taught them, each on a small positioned-text document fed to the table
 * stage: a sediment named in the row's own name, month-first dates,
 * cumulative columns headed by a date and a time, a dated phrase with a verb
 * before its colon, a dated heading over a small table.
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/dictionary.ts";
import { buildMarkerIndex, resolveMarker } from "../../domain/resolve.ts";
import { builtinLayer } from "../../store/builtin.ts";
import type { RawRow } from "../document.ts";
import { parseReportLayout } from "./report_text.ts";
import { type FixtureLine, fixtureLines } from "./fixture_layout.ts";

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
