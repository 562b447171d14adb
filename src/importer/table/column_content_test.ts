/**
 * Columns read by what their cells hold (docs/import.md, the table stage): failure
 * classes of documents no test here was written from, each on a small
 * positioned-text document: a method column of free text under no header
 * word or a range's, a range printed under its value, a header of words the
 * lexicon does not know, a date column with no header word, two date
 * columns, a value and its range in one cell.
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import type { RawRow } from "../document.ts";
import { parseReportLayout } from "./report_text.ts";
import { type FixtureLine, fixtureLines } from "../../../tests/support/fixture_layout.ts";
import { cellKind } from "../cell/mod.ts";
import { contentRole, tablesOf } from "./column_content.ts";
import { splitValueCell } from "../cell/mod.ts";
import { cleanName } from "./line_row.ts";
import { linesFromText } from "../layout/mod.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));

function rows(lines: readonly FixtureLine[]): RawRow[] {
  return [...parseReportLayout(fixtureLines(lines), index, "pdf").rows];
}

function brief(row: RawRow): unknown[] {
  return [row.name, row.value.value, row.unit, row.range, row.labFlag, row.date];
}

Deno.test("cellKind() tells values, bounds, bands, flags, dates and free text apart", () => {
  assert.deepEqual(
    [
      "13,4",
      "<0,5",
      "< 35",
      "K: 12-16 M: 14-18",
      "High",
      "12.03.2025 07:15",
      "5,2 (12.01.2024)",
      "ujemny",
      "ICD-9: L43",
      "cytometria przepływowa",
      "10^9/L",
      "Erytrocyty [mln/µl]",
    ].map(cellKind),
    [
      "number",
      "bound",
      "bound",
      "range",
      "flag",
      "date",
      "number-date",
      "qualitative",
      "labelled",
      "words",
      "unit",
      "words",
    ],
  );
});

Deno.test("contentRole() needs most cells of one kind, and free text is never a range", () => {
  assert.equal(contentRole(["range", "range", "bound", "range"]), "range");
  assert.equal(contentRole(["labelled", "labelled", "words"]), "other");
  assert.equal(contentRole(["number", "value-unit", "bound"]), "result");
  assert.equal(contentRole(["bound", "bound", "bound"]), undefined);
  assert.equal(contentRole(["date"]), undefined);
});

Deno.test("splitValueCell() splits a bracketed range off a value, never words alone", () => {
  assert.deepEqual(splitValueCell("49 mg/dl (cel < 55)"), { value: "49 mg/dl", range: "< 55" });
  assert.equal(splitValueCell("Hemoglobina (HGB)"), undefined);
  assert.equal(splitValueCell("12 (patrz opis)"), undefined);
});

Deno.test("splitValueCell() sets apart a range printed between the value and its unit", () => {
  assert.deepEqual(splitValueCell("91 (70 - 99) mg/dl"), { value: "91 mg/dl", range: "70 - 99" });
  assert.deepEqual(splitValueCell("115 (136 - 145) mmol/l L"), {
    value: "115 mmol/l L",
    range: "136 - 145",
  });
  assert.deepEqual(splitValueCell("0,9 (< 5,0) mg/l ↓"), { value: "0,9 mg/l ↓", range: "< 5,0" });
  // Bands by sex in the brackets are the range too (the band is chosen later, or the row held).
  assert.deepEqual(splitValueCell("8.65 10^12/L (F: 3.80 - 5.20; M: 4.20 - 5.40)"), {
    value: "8.65 10^12/L",
    range: "F: 3.80 - 5.20; M: 4.20 - 5.40",
  });
  // Words after the brackets are no unit: the cell is left whole.
  assert.equal(splitValueCell("12 (3 - 5) razy dziennie"), undefined);
});

Deno.test("a method column of free text is never the range, under a header word or none", () => {
  const found = rows([
    [[40, "Data pobrania: 18.03.2025"]],
    [[40, "Badanie"], [200, "Wynik"], [250, "Jednostka"], [320, "Zakres"], [420, "Uwagi"]],
    [[40, "Glukoza"], [200, "126"], [250, "mg/dl"], [320, "Metoda: heksokinaza"], [
      420,
      "70 - 99",
    ]],
    [[40, "Potas"], [200, "5,3"], [250, "mmol/l"], [320, "Metoda: ISE pośrednia"], [
      420,
      "3,5 - 5,1",
    ]],
    [[40, "Sód"], [200, "139"], [250, "mmol/l"], [320, "Metoda: ISE pośrednia"], [
      420,
      "136 - 145",
    ]],
  ]);
  assert.deepEqual(found.map(brief), [
    ["Glukoza", 126, "mg/dl", { ref_low: 70, ref_high: 99 }, undefined, "2025-03-18"],
    ["Potas", 5.3, "mmol/l", { ref_low: 3.5, ref_high: 5.1 }, undefined, "2025-03-18"],
    ["Sód", 139, "mmol/l", { ref_low: 136, ref_high: 145 }, undefined, "2025-03-18"],
  ]);
});

Deno.test("a range printed under its value is the row's, and a flag column with no header word is read", () => {
  const found = rows([
    [[40, "Data pobrania: 18.03.2025 07:36"]],
    [[40, "Badanie / parametr"], [200, "Wynik / zakres referencyjny"], [400, "Metoda"]],
    [[40, "Leukocyty"], [200, "7,42 tys/µl"], [400, "Metoda: cytometria przepływowa"]],
    [[200, "4,00 - 10,00"]],
    [[40, "Erytrocyty"], [200, "4,61 mln/µl"], [380, "↓"], [400, "Metoda: impedancja (DC)"]],
    [[200, "4,63 - 6,08"]],
    [[40, "Glukoza"], [200, "126 mg/dl"], [380, "↑"], [400, "Metoda: heksokinaza"]],
    [[40, "ICD-9: L43"], [200, "70 - 99"]],
  ]);
  assert.deepEqual(found.map(brief), [
    ["Leukocyty", 7.42, "tys/µl", { ref_low: 4, ref_high: 10 }, undefined, "2025-03-18"],
    ["Erytrocyty", 4.61, "mln/µl", { ref_low: 4.63, ref_high: 6.08 }, "L", "2025-03-18"],
    ["Glukoza", 126, "mg/dl", { ref_low: 70, ref_high: 99 }, "H", "2025-03-18"],
  ]);
});

Deno.test("a header of words the lexicon does not know is read by the cells under it", () => {
  const found = rows([
    [[40, "Data pobrania: 12.05.2025"]],
    [[40, "Prüfung"], [200, "Messwert"], [260, "Masseinheit"], [330, "Referenz"]],
    [[40, "Natrium"], [200, "137"], [260, "mmol/l"], [330, "136 - 145"]],
    [[40, "Kalium"], [200, "4,6"], [260, "mmol/l"], [330, "3,5 - 5,1"]],
    [[40, "Kreatinin"], [200, "1,52"], [260, "mg/dl"], [330, "0,70 - 1,20"]],
  ]);
  assert.deepEqual(found.map(brief), [
    ["Natrium", 137, "mmol/l", { ref_low: 136, ref_high: 145 }, undefined, "2025-05-12"],
    ["Kalium", 4.6, "mmol/l", { ref_low: 3.5, ref_high: 5.1 }, undefined, "2025-05-12"],
    ["Kreatinin", 1.52, "mg/dl", { ref_low: 0.7, ref_high: 1.2 }, undefined, "2025-05-12"],
  ]);
});

Deno.test("a column of dates beside the rows, with no header word, is each row's collection date", () => {
  const found = rows([
    [[40, "Pobyt: 11.02.2024 - 16.02.2024"]],
    [[40, "Badanie"], [200, "Wynik"], [250, "Jedn."], [310, "Zakres ref."]],
    [[40, "Leukocyty"], [200, "13,8"], [250, "10^3/µl"], [310, "4,0 - 10,0"], [
      400,
      "11.02.2024",
    ]],
    [[40, "Leukocyty"], [200, "11,2"], [250, "10^3/µl"], [310, "4,0 - 10,0"], [
      400,
      "14.02.2024",
    ]],
    [[40, "CRP"], [200, "18,6"], [250, "mg/l"], [310, "< 5,0"], [400, "11.02.2024"]],
  ]);
  assert.deepEqual(found.map((row) => [row.name, row.value.value, row.date]), [
    ["Leukocyty", 13.8, "2024-02-11"],
    ["Leukocyty", 11.2, "2024-02-14"],
    ["CRP", 18.6, "2024-02-11"],
  ]);
});

Deno.test("a column of dates beside values that carry their range in brackets is each row's date", () => {
  // The value's cell "83 µg/dl (37 do 145)" is a value: its column is the result, and the
  // dates beyond the method column are the rows' own, though no header word names them.
  const found = rows([
    [[40, "Data zlecenia: 18/05/2023"]],
    [[40, "Badanie laboratoryjne"], [230, "Wynik badania"], [630, "Metoda badania"]],
    [[40, "Żelazo"], [230, "83 µg/dl (37 do 145)"], [630, "fotometria"], [710, "19/05/2023"]],
    [[40, "Mocznik"], [230, "19 mg/dl (17 - 43)"], [630, "fotometria"], [710, "18/05/2023"]],
    [[40, "Triglicerydy"], [230, "94 mg/dl (do 150)"], [630, "CMIA"], [710, "19/05/2023"]],
  ]);
  assert.deepEqual(found.map(brief), [
    ["Żelazo", 83, "µg/dl", { ref_low: 37, ref_high: 145 }, undefined, "2023-05-19"],
    ["Mocznik", 19, "mg/dl", { ref_low: 17, ref_high: 43 }, undefined, "2023-05-18"],
    ["Triglicerydy", 94, "mg/dl", { ref_high: 150 }, undefined, "2023-05-19"],
  ]);
});

Deno.test("a header printed again a little aside reads its rows' columns as the first copy's", () => {
  // Two orders of one e-mail, each table aligned on its own: the second stands 6 to the right.
  const table = (dx: number, rows: [string, string, string][]): FixtureLine[] => [
    [[40 + dx, "Badanie"], [200 + dx, "Wynik"], [260 + dx, "Kod"], [320 + dx, "Numer zlecenia"], [
      420 + dx,
      "Data i godz. pobrania",
    ]],
    ...rows.map(([name, value, date]): FixtureLine => [
      [40 + dx, name],
      [200 + dx, value],
      [260 + dx, "V69"],
      [320 + dx, "2019/874285"],
      [420 + dx, date],
    ]),
  ];
  const found = rows([
    [[40, "Data zlecenia: 20.05.2019"]],
    ...table(0, [["Mocznik", "40", "23.05.2019"], ["Potas", "4,1", "24.05.2019"]]),
    [[40, "Data zlecenia: 24.07.2019"]],
    ...table(6, [["Kreatynina", "0,81", "25.07.2019"], ["Sód", "140", "26.07.2019"]]),
  ]);
  assert.deepEqual(found.map((row) => [row.name, row.date, row.dateProblem]), [
    ["Mocznik", "2019-05-23", undefined],
    ["Potas", "2019-05-24", undefined],
    ["Kreatynina", "2019-07-25", undefined],
    ["Sód", "2019-07-26", undefined],
  ]);
});

Deno.test("a copy of a header whose later columns alone moved reads its rows' columns column by column", () => {
  // Three orders of one e-mail (the layout generator's), each table set by its own widths:
  // the third's longer range pushes its later columns right while its name column stays. The
  // first has two rows only, too few to read alone: its columns come from every copy's rows.
  const texts = [
    "Auftragsdatum: 21/02/2020",
    "Messgröße                         Normalbereich                               Befund    Markierung    Maßeinheit    Abnahme",
    "Blutbild",
    "Hämoglobin HGB ...............    Frauen: 12,0 - 16,0; Männer: 13,5 - 17,5    12,1                    g/dL          23/02/2020",
    "Fettstoffwechsel",
    "HDL-Cholesterin ..............    40 - 90                                     49                      mg/dL         24/02/2020",
    "Auftragsdatum: 28/05/2020",
    "Messgröße                         Normalbereich                               Befund    Markierung    Maßeinheit    Abnahme",
    "Blutbild",
    "Erythrozyten RBC .............    Frauen: 3,80 - 5,20; Männer: 4,20 - 5,80    5,80      hoch          T/l           31/05/2020",
    "Hämoglobin HGB ...............    Frauen: 12,0 - 16,0; Männer: 13,5 - 17,5    12,7                    g/dl          30/05/2020",
    "Hämatokrit ...................    Frauen: 37,0 - 47,0; Männer: 40,0 - 54,0    38,1                    %             31/05/2020",
    "Neutrophile ..................    1,80 - 7,70                                 4,03                    G/l           31/05/2020",
    "Fettstoffwechsel",
    "HDL-Cholesterin ..............    40 - 90                                     111       hoch          mg/dl         31/05/2020",
    "LDL-Cholesterin ..............    < 115                                       49                      mg/dl         31/05/2020",
    "Auftragsdatum: 09/08/2020",
    "Messgröße                         Normalbereich                                 Befund    Markierung    Maßeinheit    Abnahme",
    "Blutbild",
    "Hämatokrit HCT ...............    Frauen: 37,0 - 47,0; Männer: 40,0 - 54,0      41,8                    %             10/08/2020",
    "MCV ..........................    80,0 - 99,0                                   93,6                    fl            10/08/2020",
    "Thrombozyten PLT .............    150 - 400                                     309                     G/l           10/08/2020",
    "Klinische Chemie",
    "Glukose nüchtern .............    70 - 99                                       72                      mg/dL         10/08/2020",
    "GOT ..........................    5 - 35                                        31                      U/l           10/08/2020",
    "Gamma-Glutamyltransferase ....    Frauen: 6 - 42; Männer: 10 - 71               52        hoch          U/l           11/08/2020",
    "Alkalische Phosphatase ALP ...    18-49 Jahre: 35 - 105; ≥50 Jahre: 40 - 130    123       hoch          U/L           11/08/2020",
  ];
  const found = parseReportLayout(linesFromText(texts), index, "eml").rows;
  // Every row is dated by its own "Abnahme" cell, the last on its line.
  const printed = texts.flatMap((text) => {
    const date = /^\p{L}.*\s{2}(\d{2})\/(\d{2})\/(\d{4})$/u.exec(text);
    return date === null ? [] : [`${date[3]}-${date[2]}-${date[1]}`];
  });
  assert.equal(found.length, printed.length);
  assert.deepEqual(found.map((r) => [r.date, r.dateProblem]), printed.map((d) => [d, undefined]));
});

Deno.test("a table with rows enough of its own reads a column no header names from them, not from another order's copy", () => {
  // Two orders of one e-mail under the same two-word header, each table set by its own
  // widths: the dates (no header word over them) stand six characters apart in the two.
  const texts = [
    "Auftragsdatum: 19. Juni 2018",
    "Messgröße                 Wert",
    "Eisenstoffwechsel",
    "Ferritin                  45,4 ng/mL (13,0 - 150,0)    20. Juni 2018",
    "Klinische Chemie",
    "Harnsäure                 3,4 mg/dL (2,4 - 5,7)        19. Juni 2018",
    "GOT AST                   25 U/L (5 - 35)              19. Juni 2018",
    "Alkalische Phosphatase    142 U/l (35 - 105) *         20. Juni 2018",
    "Auftragsdatum: 21. August 2018",
    "Messgröße                 Wert",
    "Eisenstoffwechsel",
    "Eisen FE                  34 µg/dL (37 - 145) *             24. August 2018",
    "Ferritin                  182,4 µg/L (13,0 - 150,0) *       23. August 2018",
    "Klinische Chemie",
    "Glukose                   47 mg/dL (70 - 99) *              24. August 2018",
    "Harnstoff UREA            28 mg/dL (17 - 43)                24. August 2018",
    "Harnsäure                 2,7 mg/dl (2,4 - 5,7)             24. August 2018",
    "GPT ALT                   12 U/L (5 - 35)                   23. August 2018",
    "GOT                       33 U/L (5 - 35)                   23. August 2018",
    "Alkalische Phosphatase    85 U/l (35 - 105)                 23. August 2018",
    "CRP                       2,7 mg/l (< 5,0)                  23. August 2018",
    "Schilddrüse",
    "TSH                       0,252 µIU/ml (0,270 - 4,200) *    23. August 2018",
    "fT4                       1,18 ng/dL (0,93 - 1,70)          23. August 2018",
    "Freies T3 FT3             5,60 pg/ml (2,00 - 4,40) *        23. August 2018",
  ];
  const found = parseReportLayout(linesFromText(texts), index, "eml").rows;
  const printed = texts.flatMap((text) => {
    const date = /\s{2}(\d{1,2}\. \p{L}+ \d{4})$/u.exec(text);
    return date === null ? [] : [date[1]!];
  });
  assert.ok(printed.length >= 8);
  assert.equal(found.length, printed.length);
  assert.deepEqual(found.map((r) => r.dateProblem), printed.map(() => undefined));
  assert.equal(new Set(found.map((r) => r.date)).size, new Set(printed).size);
});

Deno.test("two date columns before the name: the header word 'Pobrano' tells the collection date; none holds the rows", () => {
  const table = (first: string, second: string) =>
    rows([
      [[40, first], [92, second], [144, "Badanie"], [282, "Wynik"], [330, "Jedn."], [
        410,
        "Zakres ref.",
      ]],
      [[40, "11.02.2024"], [92, "12.02.2024"], [144, "ALT"], [282, "148"], [330, "U/l"], [
        410,
        "< 35",
      ]],
      [[40, "13.02.2024"], [92, "14.02.2024"], [144, "ALT"], [282, "212"], [330, "U/l"], [
        410,
        "< 35",
      ]],
    ]);
  assert.deepEqual(table("Zlecono", "Pobrano").map((row) => [row.value.value, row.date]), [
    [148, "2024-02-12"],
    [212, "2024-02-14"],
  ]);
  const held = table("Kolumna A", "Kolumna B");
  assert.equal(held.length, 2);
  assert.ok(held.every((row) => row.date === undefined && row.dateProblem !== undefined));
});

Deno.test("a value with its unit and its range in brackets in one cell is split by content", () => {
  const found = rows([
    [[40, "Wyniki badań z dnia 21.08.2025 (laboratorium szpitalne):"]],
    [[60, "Badanie"], [200, "Wynik"]],
    [[60, "NT-proBNP"], [200, "612 pg/ml (N: < 125)"]],
    [[60, "Potas"], [200, "5,3 mmol/l (N: 3,5 - 5,1)"]],
    [[60, "INR"], [200, "2,4 (zakres terapeutyczny 2,0 - 3,0)"]],
  ]);
  assert.deepEqual(found.map(brief), [
    ["NT-proBNP", 612, "pg/ml", { ref_high: 125 }, undefined, "2025-08-21"],
    ["Potas", 5.3, "mmol/l", { ref_low: 3.5, ref_high: 5.1 }, undefined, "2025-08-21"],
    ["INR", 2.4, undefined, { ref_low: 2, ref_high: 3 }, undefined, "2025-08-21"],
  ]);
});

Deno.test("OCR: a heading with specks beside it, or garbled past reading, still names its section's specimen", () => {
  const found = [
    ...parseReportLayout(
      fixtureLines([
        [[40, "Data pobrania: 18.09.2024"]],
        [[40, "BADANEOGÓLNEMOGZO"], [300, "0"], [360, "0000 8023"]],
        [[40, "Glukoza"], [200, "nie wykryto"], [300, "nie wykryto"]],
        [[40, "SEROLOGIA"], [360, "="]],
        [[40, "Borelioza IgM (ELISA)"], [200, "ujemny"], [300, "ujemny"]],
        [[40, "BIOCHEMIA I HEMATOLOGIA"], [300, ":"]],
        [[40, "Glukoza"], [200, "91"], [250, "mg/dl"], [300, "70 - 99"]],
        [[40, "HbA1c"], [200, "6,8"], [250, "%"], [300, "4,0 - 6,0"]],
      ]),
      index,
      "ocr",
    ).rows,
  ];
  assert.deepEqual(found.map((row) => [row.name, row.specimen, row.unit]), [
    ["Glukoza", "urine", undefined],
    ["Borelioza IgM (ELISA)", "blood", undefined],
    ["Glukoza", "blood", "mg/dl"],
    ["HbA1c", "blood", "%"],
  ]);
});

Deno.test("a date in a row where no column of dates stands holds the row (the classifier holds a row with a date problem)", () => {
  const found = rows([
    [[40, "Data pobrania: 10.03.2025"]],
    [[40, "Badanie"], [200, "Wynik"], [300, "Poprzedni wynik"]],
    [[40, "Glukoza"], [200, "97"], [300, "92 (12.01.2024)"], [420, "14.03.2025"]],
  ]);
  assert.equal(found.length, 1);
  assert.match(found[0]!.dateProblem ?? "", /date is printed in the row/);
});

Deno.test("with no header, a method beside the range is never part of it, and a labelled phrase is no range", () => {
  const found = rows([
    [[40, "Data pobrania: 18.03.2025"]],
    [[40, "Glukoza"], [200, "126"], [250, "mg/dl"], [320, "70 - 99"], [420, "heksokinaza"]],
    [[40, "Potas"], [200, "5,3"], [250, "mmol/l"], [320, "Metoda: ISE pośrednia"]],
  ]);
  assert.deepEqual(found.map((row) => [row.name, row.range]), [
    ["Glukoza", { ref_low: 70, ref_high: 99 }],
    ["Potas", {}],
  ]);
});

Deno.test("a heading that ends with the row's own name is no first half of it ('Przeciwciała anty-TPO' over 'anty-TPO')", () => {
  const found = rows([
    [[40, "Data pobrania: 20.02.2024"]],
    [[40, "Badanie"], [250, "Wynik"], [330, "Jedn."], [420, "Zakres ref."]],
    [[40, "Przeciwciała anty-TPO"]],
    [[40, "anty-TPO"], [250, "245,0 ↑"], [330, "IU/ml"], [420, "< 34,0"]],
  ]);
  assert.deepEqual(found.map((row) => row.name), ["anty-TPO"]);
});

Deno.test("rows that start well left of the table in force (a block beside it) are read by their own cells", () => {
  const found = rows([
    [[40, "Data pobrania: 30.09.2025"]],
    [[305, "Parametr"], [400, "Wynik"], [462, "Jedn."], [505, "Norma"]],
    [[305, "Barwa"], [400, "żółta"], [505, "żółta"]],
    [[305, "pH"], [400, "5,5"], [505, "5,0 - 7,5"]],
    null,
    [[40, "SEROLOGIA"]],
    [[40, "HBs antygen"], [240, "nie wykryto"], [380, "nie wykryto"]],
  ]);
  assert.deepEqual(found.at(-1)?.name, "HBs antygen");
  assert.deepEqual(found.at(-1)?.value, { value: "nie wykryto" });
});

Deno.test("rows whose names start left of a centred 'Badanie' are the table's when their other cells are under it", () => {
  const found = rows([
    [[90, "Badanie"], [200, "Jedn."], [270, "Norma"], [340, "13.02.2024"], [420, "04.06.2024"]],
    [[40, "Hemoglobina"], [170, "g/dl"], [260, "12,0 - 16,0"], [345, "12,9"], [425, "12,4"]],
    [[40, "MCV"], [170, "fl"], [260, "80 - 97"], [345, "89"], [425, "88"]],
  ]);
  assert.deepEqual(found.map((row) => [row.name, row.value.value, row.unit, row.date]), [
    ["Hemoglobina", 12.9, "g/dl", "2024-02-13"],
    ["Hemoglobina", 12.4, "g/dl", "2024-06-04"],
    ["MCV", 89, "fl", "2024-02-13"],
    ["MCV", 88, "fl", "2024-06-04"],
  ]);
});

Deno.test("OCR'd arrows read as digits under a flag header are flags, not a second result column", () => {
  const lines: FixtureLine[] = [
    [[40, "Materiał pobrano: 24.03.2019 06:05"]],
    [[40, "Badanie"], [200, "Wartości referencyjne"], [330, "Wynik"], [380, "Interpretacja"], [
      460,
      "Jednostka",
    ]],
    [[40, "Glukoza"], [200, "70 - 99"], [330, "77"], [460, "mg/dl"]],
    [[40, "Fosfataza alkaliczna"], [200, "35 - 105"], [330, "121"], [380, "1"], [460, "U/l"]],
    [[40, "Fibrynogen"], [200, "200 - 393"], [330, "136"], [380, "4"], [460, "mg/dl"]],
  ];
  const found = [...parseReportLayout(fixtureLines(lines), index, "ocr").rows];
  assert.deepEqual(found.map((r) => [r.name, r.value.value, r.labFlag]), [
    ["Glukoza", 77, undefined],
    ["Fosfataza alkaliczna", 121, "H"],
    ["Fibrynogen", 136, "L"],
  ]);
});

Deno.test("tablesOf() keeps the unit column when a long name ends under it (the columns by where their cells start)", () => {
  const c = (text: string, x0: number, x1: number) => ({ text, x0, x1 });
  const line = (y: number, ...cells: ReturnType<typeof c>[]) => ({ page: 1, y, height: 9, cells });
  const lines = [
    line(
      0,
      c("Položka", 36, 71),
      c("Jednotky", 115, 155),
      c("Výsledky", 166, 206),
      c("Rozmezí", 216, 253),
    ),
    // A value line whose name the line above printed alone: its unit is the unit column's first.
    line(12, c("mg/dl", 115, 138), c("78", 166, 176), c("70 - 99", 216, 244)),
    line(
      24,
      c("Aspartátaminotransferáza", 36, 140),
      c("U/L", 115, 128),
      c("32", 166, 176),
      c("5 - 35", 216, 239),
    ),
    line(36, c("CRP", 36, 52), c("mg/L", 115, 139), c("4,2", 166, 178), c("< 5,0", 216, 238)),
    line(
      48,
      c("Močovina", 36, 74),
      c("mg/dl", 115, 138),
      c("13", 166, 176),
      c("17 - 43", 216, 244),
    ),
    line(60, c("Glukóza", 36, 70), c("mg/dl", 115, 138), c("78", 166, 176), c("70 - 99", 216, 244)),
  ];
  const columns = tablesOf(lines).get(0);
  // (The lone "U/L", joined to no group, is a unit column of its own under the same header.)
  assert.deepEqual([...new Set(columns?.map((col) => col.role))], [
    "name",
    "unit",
    "result",
    "range",
  ]);
});

Deno.test("cleanName() drops the dot leaders after a name, and keeps a name's own dots", () => {
  assert.deepEqual(cleanName("Triacylglyceroly TG ........"), { name: "Triacylglyceroly TG" });
  assert.deepEqual(cleanName("Hemoglobina...."), { name: "Hemoglobina" });
  assert.deepEqual(cleanName("Wit. B12"), { name: "Wit. B12" });
});

Deno.test("dates under a 'Previous Result and Date' header are the previous result's, never the row's, though a wider cell stands under the header", () => {
  // The header cell spans the previous value and its date; a footnote's cell further right
  // under it is the slot it overlaps most, so the date column has no header word of its own.
  const found = rows([
    [[40, "Date collected: 2025-05-06"]],
    [[40, "Tests"], [150, "Current Result and Flag"], [260, "Previous Result and Date"], [
      400,
      "Units",
    ], [450, "Reference Interval"]],
    [[49, "Cholesterol, Total"], [150, "201 High"], [260, "188"], [283, "02/11/2025"], [
      400,
      "mg/dL",
    ], [450, "100-199"]],
    [[49, "Triglycerides"], [150, "118"], [260, "104"], [283, "02/11/2025"], [400, "mg/dL"], [
      450,
      "0-149",
    ]],
    [[49, "HDL Cholesterol"], [150, "51"], [260, "49"], [283, "02/11/2025"], [400, "mg/dL"], [
      450,
      ">39",
    ]],
    [[40, "Page 2"], [110, "Patient: ROE, JANE"], [215, "Sex: F"], [320, "Patient ID: 04417"], [
      420,
      "Specimen ID: 318",
    ], [500, "Page 2 of 3"]],
  ]);
  assert.deepEqual(found.map((row) => [row.name, row.value.value]), [
    ["Cholesterol, Total", 201],
    ["Triglycerides", 118],
    ["HDL Cholesterol", 51],
  ]);
  // Day first here (no date tells the order): the previous date would read 2025-11-02.
  assert.deepEqual(found.map((row) => row.date), ["2025-05-06", "2025-05-06", "2025-05-06"]);
  // The previous result's date is no date of the row: no row is held for it.
  assert.deepEqual(found.map((row) => row.dateProblem), [undefined, undefined, undefined]);
});

Deno.test("a row of words only under a table's header, its cells under the header's, is a row, not a new table's header", () => {
  // "Colour | Pale Yellow | Pale Yellow | Visual" read as a header left the rows under it with
  // no unit column: "2-3" and "/hpf" were one value.
  const found = rows([
    [[40, "Sample Collected On : 18/Mar/2023"]],
    [[43, "Test Name"], [208, "Result"], [265, "Unit"], [332, "Bio. Ref. Interval"], [
      447,
      "Method",
    ]],
    [[43, "URINE ROUTINE EXAMINATION"]],
    [[43, "Colour"], [208, "Pale Yellow"], [332, "Pale Yellow"], [447, "Visual"]],
    [[43, "Appearance"], [208, "Clear"], [332, "Clear"], [447, "Visual"]],
    [[43, "pH"], [208, "6.0"], [332, "4.6 - 8.0"], [447, "Double indicator"]],
    [[43, "Protein"], [208, "Nil"], [332, "Nil"], [447, "Protein error of indicator"]],
    [[43, "Ketone Bodies"], [208, "Negative"], [332, "Negative"], [447, "Sodium nitroprusside"]],
    [[43, "Pus Cells"], [208, "2-3"], [265, "/hpf"], [332, "0 - 5"], [447, "Microscopy"]],
    [[43, "Epithelial Cells"], [208, "1-2"], [265, "/hpf"], [332, "0 - 5"], [447, "Microscopy"]],
    [[43, "Casts"], [208, "Absent"], [332, "Absent"], [447, "Microscopy"]],
    [[40, "Checked by: Mr. A"], [219, "Consultant Biochemist"], [427, "Consultant Pathologist"]],
  ]);
  const results = found.filter((row) => !row.name.startsWith("Checked by"));
  assert.deepEqual(results.map((row) => [row.name, row.value.value, row.unit ?? null]), [
    ["Colour", "Pale Yellow", null],
    ["Appearance", "Clear", null],
    ["pH", 6, null],
    ["Protein", "Nil", null],
    ["Ketone Bodies", "Negative", null],
    ["Pus Cells", "2-3", "/hpf"],
    ["Epithelial Cells", "1-2", "/hpf"],
    ["Casts", "Absent", null],
  ]);
});
