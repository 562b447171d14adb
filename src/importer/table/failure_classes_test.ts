/**
 * The failure classes seen on unseen lab documents (see docs/import.md), each
 * on a small positioned-text document fed to the table stage: a "previous
 * result" column, two-line rows, collection dates under other labels and per
 * row, several orders, results in prose under a dated phrase, an OCR heading
 * that cannot be read, banded ranges, and page furniture.
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import type { InputFormat, RawRow } from "../document.ts";
import { parseReportLayout } from "./report_text.ts";
import { type FixtureLine, fixtureLines } from "../../../tests/support/fixture_layout.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));

function rows(lines: readonly FixtureLine[], format: InputFormat = "pdf"): RawRow[] {
  return [...parseReportLayout(fixtureLines(lines), index, format).rows];
}

/** name, value, unit, range, flag, date (or its problem), specimen. */
function brief(row: RawRow): string {
  const { ref_low, ref_high, ref_text } = row.range;
  const range = ref_text ?? `${ref_low ?? ""}-${ref_high ?? ""}`;
  const comparator = "comparator" in row.value ? row.value.comparator ?? "" : "";
  const value = `${comparator}${row.value.value}`;
  return [
    row.name,
    value,
    row.unit ?? "",
    range,
    row.labFlag ?? "",
    row.date ?? row.dateProblem,
    row.specimen ?? "",
  ].join(" | ");
}

const HEADER: FixtureLine = [[40, "Badanie"], [200, "Wynik"], [260, "Jednostka"], [320, "Zakres"]];

Deno.test("a previous-result column (value and date) keeps every row, stores only the current value, and later orders keep their own dates", () => {
  const found = rows([
    [[40, "Data pobrania: 12.03.2025"]],
    [...HEADER!, [420, "Wynik poprzedni"]],
    [[40, "Hemoglobina"], [200, "13,4"], [260, "g/dl"], [320, "12,0 - 16,0"], [
      420,
      "12,1 (03.01.2025)",
    ]],
    [[40, "Glukoza"], [200, "97"], [260, "mg/dl"], [320, "70 - 99"], [420, "101 02.01.2025"]],
    [[40, "CRP"], [200, "2,1"], [260, "mg/l"], [320, "< 5"], [420, "-"]],
    [[40, "Data pobrania: 20.03.2025"]],
    [[40, "Parametr"], [200, "Wynik"], [260, "Jednostka"], [320, "Zakres"], [
      420,
      "Poprzedni wynik",
    ]],
    [[40, "Ferrytyna"], [200, "30"], [260, "ng/ml"], [320, "10 - 120"], [420, "25 10.01.2025"]],
  ]);
  assert.deepEqual(found.map(brief), [
    "Hemoglobina | 13.4 | g/dl | 12-16 |  | 2025-03-12 | ",
    "Glukoza | 97 | mg/dl | 70-99 |  | 2025-03-12 | ",
    "CRP | 2.1 | mg/l | -5 |  | 2025-03-12 | ",
    "Ferrytyna | 30 | ng/ml | 10-120 |  | 2025-03-20 | ",
  ]);
});

Deno.test("a previous-result column in English ('Previous') is never read as the result", () => {
  const found = rows([
    // 13/03: a day above 12 tells this English report prints its dates day first.
    [[40, "Collected: 13/03/2025"]],
    [[40, "Test"], [200, "Previous"], [300, "Result"], [360, "Units"], [420, "Reference range"]],
    [[40, "Hemoglobin"], [200, "11.0 01/01/2025"], [300, "13.4"], [360, "g/dL"], [
      420,
      "12.0 - 16.0",
    ]],
  ]);
  assert.deepEqual(found.map(brief), ["Hemoglobin | 13.4 | g/dL | 12-16 |  | 2025-03-13 | "]);
});

Deno.test("a two-line row (name, then value, unit and range below) is one row; no word of the name becomes the value", () => {
  const table = [
    [[40, "Data pobrania: 12.03.2025"]],
    HEADER,
    [[40, "Cholesterol LDL wyliczany"]],
    [[200, "160"], [260, "mg/dl"], [320, "< 115"]],
    [[40, "Glukoza"], [200, "97"], [260, "mg/dl"], [320, "70 - 99"]],
  ] as const;
  const expected = [
    "Cholesterol LDL wyliczany | 160 | mg/dl | -115 |  | 2025-03-12 | ",
    "Glukoza | 97 | mg/dl | 70-99 |  | 2025-03-12 | ",
  ];
  assert.deepEqual(rows(table).map(brief), expected);
  // The same without a table header.
  assert.deepEqual(rows(table.filter((line) => line !== HEADER)).map(brief), expected);
});

Deno.test("collection dates under other labels: 'Collected:', 'Materiał pobrano:', a 'Pobrano' column beside an order date", () => {
  assert.deepEqual(
    rows([
      [[40, "Collected: 13/03/2025 08:10"]],
      [[40, "Test"], [200, "Result"], [260, "Units"], [320, "Reference range"]],
      [[40, "Hemoglobin"], [200, "13.4"], [260, "g/dL"], [320, "12.0 - 16.0"]],
    ]).map((r) => r.date),
    ["2025-03-13"],
  );
  assert.deepEqual(
    rows([
      [[40, "Data zlecenia: 10.03.2025"]],
      [...HEADER!, [420, "Pobrano"]],
      [[40, "Hemoglobina"], [200, "13,4"], [260, "g/dl"], [320, "12,0 - 16,0"], [
        420,
        "12.03.2025",
      ]],
      [[40, "Glukoza"], [200, "97"], [260, "mg/dl"], [320, "70 - 99"], [420, "13.03.2025 07:50"]],
    ]).map((r) => [r.name, r.date]),
    [["Hemoglobina", "2025-03-12"], ["Glukoza", "2025-03-13"]],
  );
});

Deno.test("several orders in one document each keep their own collection date", () => {
  const found = rows([
    [[40, "Zlecenie 1"], [200, "Data pobrania: 12.03.2025"]],
    HEADER,
    [[40, "Hemoglobina"], [200, "13,4"], [260, "g/dl"], [320, "12,0 - 16,0"]],
    [[40, "Zlecenie 2"], [200, "Materiał pobrano: 19.03.2025"]],
    HEADER,
    [[40, "Hemoglobina"], [200, "12,9"], [260, "g/dl"], [320, "12,0 - 16,0"]],
  ]);
  assert.deepEqual(found.map((r) => [r.value.value, r.date]), [[13.4, "2025-03-12"], [
    12.9,
    "2025-03-19",
  ]]);
});

Deno.test("OCR: a heading that cannot be read ends the section, so a blood row never inherits the urine specimen", () => {
  const found = rows([
    [[40, "Data pobrania: 12.03.2025"]],
    [[40, "Badanie ogólne moczu"]],
    HEADER,
    [[40, "Ciężar właściwy"], [200, "1,020"], [260, "g/ml"], [320, "1,015 - 1,025"]],
    [[40, "Bi0chem1a kr%i"]],
    [[40, "Glukoza"], [200, "97"], [260, "mg/dl"], [320, "70 - 99"]],
  ], "ocr");
  assert.deepEqual(found.map((r) => [r.name, r.specimen]), [
    ["Ciężar właściwy", "urine"],
    ["Glukoza", undefined],
  ]);
});
Deno.test("results in prose under a dated phrase take the phrase's date", () => {
  const found = rows([
    [[40, "Wypis ze szpitala"]],
    [[
      40,
      "Badania laboratoryjne przy przyjęciu (12.03.2025): Hemoglobina 12,4 g/dl (N: 12,0-16,0),",
    ]],
    [[40, "leukocyty 11,3 G/l ↑, CRP 45 mg/l."]],
    [[40, "Kontrolnie 15.03.2025: hemoglobina 12,9 g/dl, CRP 8 mg/l."]],
  ]);
  assert.deepEqual(found.map(brief), [
    "Hemoglobina | 12.4 | g/dl | 12-16 |  | 2025-03-12 | ",
    "leukocyty | 11.3 | G/l | - | H | 2025-03-12 | ",
    "CRP | 45 | mg/l | - |  | 2025-03-12 | ",
    "hemoglobina | 12.9 | g/dl | - |  | 2025-03-15 | ",
    "CRP | 8 | mg/l | - |  | 2025-03-15 | ",
  ]);
});

const BANDED: readonly FixtureLine[] = [
  [[40, "Data pobrania: 12.03.2025"]],
  HEADER,
  [[40, "Hemoglobina"], [200, "13,4"], [260, "g/dl"], [320, "K: 12,0-16,0 M: 14,0-18,0"]],
  [[40, "Ferrytyna"], [200, "8"], [260, "ng/ml"], [320, "kobiety 10-120; mężczyźni 30-400"]],
  [[40, "PSA"], [200, "3,1"], [260, "ng/ml"], [320, "do 50 lat: < 2,5; powyżej 50 lat: < 4,0"]],
];

Deno.test("a banded range takes the band of the sex and age the document prints (used for the choice only)", () => {
  const found = rows([
    [[40, "Pacjent: Anna Testowa"], [200, "Płeć: M"], [300, "Wiek: 62 lata"]],
    ...BANDED,
  ]);
  assert.deepEqual(found.map(brief), [
    "Hemoglobina | 13.4 | g/dl | 14-18 |  | 2025-03-12 | ",
    "Ferrytyna | 8 | ng/ml | 30-400 |  | 2025-03-12 | ",
    "PSA | 3.1 | ng/ml | -4 |  | 2025-03-12 | ",
  ]);
  assert.ok(found.every((row) => !JSON.stringify(row).includes("62")));
});

Deno.test("a banded range whose band cannot be told keeps every band as text, never the first band", () => {
  const found = rows(BANDED);
  assert.deepEqual(found.map((row) => [row.range, row.labFlag]), [
    [{ ref_text: "K: 12,0-16,0 M: 14,0-18,0" }, undefined],
    [{ ref_text: "kobiety 10-120; mężczyźni 30-400" }, undefined],
    [{ ref_text: "do 50 lat: < 2,5; powyżej 50 lat: < 4,0" }, undefined],
  ]);
});

Deno.test("a page header and footer repeated on every page are no rows, and the table runs on over the page break", () => {
  const letterhead: FixtureLine = [[40, "Centrum Zdrowia Medica"]];
  const footer = (
    page: number,
  ): FixtureLine => [[40, `Formularz elektroniczny wersja 2 str. ${page}/2`]];
  const doc = parseReportLayout(
    fixtureLines([
      letterhead,
      [[40, "Data pobrania: 12.03.2025"]],
      HEADER,
      [[40, "Hemoglobina"], [200, "13,4"], [260, "g/dl"], [320, "12,0 - 16,0"]],
      [[40, "Cholesterol LDL wyliczany"]],
      footer(1),
      null,
      letterhead,
      [[200, "160"], [260, "mg/dl"], [320, "< 115"]],
      [[40, "Glukoza"], [200, "97"], [260, "mg/dl"], [320, "70 - 99"]],
      footer(2),
    ]),
    index,
    "pdf",
  );
  assert.deepEqual(doc.rows.map(brief), [
    "Hemoglobina | 13.4 | g/dl | 12-16 |  | 2025-03-12 | ",
    "Cholesterol LDL wyliczany | 160 | mg/dl | -115 |  | 2025-03-12 | ",
    "Glukoza | 97 | mg/dl | 70-99 |  | 2025-03-12 | ",
  ]);
});

Deno.test("a two-line row under a header whose unit column comes first, and a name in capitals ('MCHC'), is one row", () => {
  const found = rows([
    [[36, "Collected: 01.05.2024"]],
    [[36, "Investigation"], [115, "Units"], [166, "Value"], [202, "Flag"], [233, "Normal range"]],
    [[36, "Complete blood count"]],
    [[36, "White blood cell count"]],
    [[115, "x10^3/μL"], [166, "12.73"], [202, "↑"], [233, "4.00 - 10.00"]],
    [[36, "MCHC"]],
    [[115, "g/dL"], [166, "31.6"], [233, "31.0 - 36.0"]],
  ]);
  assert.deepEqual(found.map(brief), [
    "White blood cell count | 12.73 | x10^3/µL | 4-10 | H | 2024-05-01 | blood",
    "MCHC | 31.6 | g/dL | 31-36 |  | 2024-05-01 | blood",
  ]);
});

Deno.test("numbers of different columns that together look like a PESEL never hide a row", () => {
  const found = rows([
    [[36, "Collected: 15.02.2024"]],
    [[36, "Investigation"], [98, "Value"], [151, "Unit"], [188, "Ref. interval"], [
      575,
      "Previous result",
    ]],
    [[36, "Vitamin B12"], [98, "632"], [151, "pg/mL"], [188, "197 - 771"], [
      575,
      "549 26 Jun 2023",
    ]],
  ]);
  assert.deepEqual(found.map(brief), ["Vitamin B12 | 632 | pg/mL | 197-771 |  | 2024-02-15 | "]);
});

Deno.test("a dated phrase alone on its line dates the prose list on the lines below it", () => {
  const found = rows([
    [[40, "Badania laboratoryjne z dnia 17 maja 2019:"]],
    [[40, "Ferrytyna 412 ng/ml (N: 13,0-150,0), Cholesterol HDL 114 mg/dl (N: 40-90) (H),"]],
    [[40, "Cholesterol LDL 82 mg/dl."]],
  ]);
  assert.deepEqual(found.map(brief), [
    "Ferrytyna | 412 | ng/ml | 13-150 |  | 2019-05-17 | ",
    "Cholesterol HDL | 114 | mg/dl | 40-90 | H | 2019-05-17 | ",
    "Cholesterol LDL | 82 | mg/dl | - |  | 2019-05-17 | ",
  ]);
});

Deno.test("a page that opens with rows runs on the order of the page before, even when another order follows on it", () => {
  const found = rows([
    [[36, "Nr zlecenia: 2022/181359"]],
    [[36, "Data pobrania: 02.11.2022 07:33"]],
    HEADER,
    [[40, "Żelazo"], [200, "30"], [260, "µg/dl"], [320, "37 - 145"]],
    null,
    HEADER,
    [[40, "Ferrytyna"], [200, "126,3"], [260, "ng/ml"], [320, "13,0 - 150,0"]],
    [[36, "Nr zlecenia: 2022/243567"]],
    [[36, "Data pobrania: 24.12.2022 09:55"]],
    HEADER,
    [[40, "Glukoza"], [200, "76"], [260, "mg/dl"], [320, "70 - 99"]],
  ]);
  assert.deepEqual(found.map((r) => [r.name, r.date]), [
    ["Żelazo", "2022-11-02"],
    ["Ferrytyna", "2022-11-02"],
    ["Glukoza", "2022-12-24"],
  ]);
});

Deno.test("a two-line row broken over a page joins across the footer and the next page's repeated header", () => {
  const found = rows([
    [[36, "Collected: 27.05.2019"]],
    [[36, "Test"], [115, "Result"], [187, "Unit"], [238, "Reference range"]],
    [[36, "Red blood cell count"]],
    [[115, "4.32"], [187, "x10^6/μL"], [238, "3.80 - 5.80"]],
    [[36, "Vitamin B12"]],
    [[36, "L - below, H - above the reference range."]],
    null,
    [[36, "Patient: ANNA TESTOWA"]],
    [[36, "Test"], [115, "Result"], [187, "Unit"], [238, "Reference range"]],
    [[115, "207"], [187, "pg/mL"], [238, "197 - 771"]],
    [[36, "25-hydroxyvitamin D"]],
    [[115, "19.8"], [187, "ng/mL L"], [238, "30.0 - 50.0"]],
  ]);
  assert.deepEqual(found.map(brief), [
    "Red blood cell count | 4.32 | x10^6/µL | 3.8-5.8 |  | 2019-05-27 | ",
    "Vitamin B12 | 207 | pg/mL | 197-771 |  | 2019-05-27 | ",
    "25-hydroxyvitamin D | 19.8 | ng/mL | 30-50 | L | 2019-05-27 | ",
  ]);
});

Deno.test("two-line rows whose name has a number in it or whose value line opens with the unit", () => {
  const found = rows([
    [[36, "Collected: 30.05.2022"]],
    [[36, "Test"], [115, "Unit"], [161, "Reference range"], [271, "Result"]],
    [[36, "Witamina D3 metabolit 25(OH)"]],
    [[115, "ng/ml"], [161, "30,0 - 50,0"], [271, "45,0"]],
    [[36, "Lymphocytes %"]],
    [[115, "%"], [161, "20.0 - 45.0"], [271, "23.2"]],
  ]);
  assert.deepEqual(found.map(brief), [
    "Witamina D3 metabolit 25(OH) | 45 | ng/ml | 30-50 |  | 2022-05-30 | ",
    "Lymphocytes % | 23.2 | % | 20-45 |  | 2022-05-30 | ",
  ]);
});

Deno.test("an order number that a misread column puts into the range never reaches the row", () => {
  const found = rows([
    [[40, "Data pobrania: 12.03.2021"]],
    HEADER,
    [[40, "Glukoza"], [200, "97"], [260, "mg/dl"], [320, "70 - 99 2021/975231"]],
    [[40, "Ferrytyna"], [200, "30"], [260, "ng/ml"], [320, "10 - 120 9752318"]],
  ]);
  assert.ok(found.length === 2);
  assert.ok(found.every((row) => !/975231/.test(JSON.stringify(row))));
});

Deno.test("without a header, a unit and its range in one cell ('mg/dl 70-99') are the unit and the range", () => {
  const found = rows([
    [[40, "Data pobrania: 12.03.2025"]],
    [[40, "Glukoza na czczo"], [200, "97"], [260, "mg/dl 70-99"]],
    [[40, "Cholesterol LDL"], [200, "160"], [260, "mg/dl < 115"]],
  ]);
  assert.deepEqual(found.map(brief), [
    "Glukoza na czczo | 97 | mg/dl | 70-99 |  | 2025-03-12 | ",
    "Cholesterol LDL | 160 | mg/dl | -115 |  | 2025-03-12 | ",
  ]);
});
