/**
 * The failure classes of the cell stage, seen on lab
 * documents never shown to this project, read through the row stage as a
 * document would be:
 * - a flag in its own column read into the unit (a glucose row stored with
 *   the unit `mg/dl H`, a row that imported right before);
 * - an equivocal result (`wątpliwy`) in the value column with the negative
 *   reference beside it: the row shows `wątpliwy`, flagged abnormal;
 * - `nie oznaczono` ("not determined") is not a result: "not performed";
 * - a range cell with several sex or age bands is never read as its first
 *   band;
 * - a range cell that other columns ran into (a date, an order number in
 *   it) is held, never written.
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../../src/domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../src/domain/markers/marker_index.ts";
import { builtinLayer } from "../../src/store/builtin.ts";
import type { RawRow } from "../../src/importer/document.ts";
import { linesFromText } from "../../src/importer/layout/mod.ts";
import { parseReportLayout } from "../../src/importer/table/report_text.ts";
import { classifyRows } from "../../src/importer/classify/classify.ts";
import { PrivacyGuard } from "../../src/importer/privacy/mod.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));

/** The rows of a report given as text lines (two or more spaces between cells). */
function rowsOf(lines: readonly string[]): readonly RawRow[] {
  return parseReportLayout(linesFromText(lines), index, "pdf").rows;
}

const DATE = "Data pobrania: 12.03.2025";

Deno.test("a flag printed beside the unit is the row's flag, never part of its unit", () => {
  const layouts = [
    [DATE, "Badanie    Wynik    Jednostka    Zakres", "Glukoza    112    mg/dl H    70 - 99"],
    [DATE, "Badanie    Wynik    Jednostka    Zakres", "Glukoza    112    mg/dl ↑    70 - 99"],
    [DATE, "Badanie    Wynik    Jednostka    Zakres", "Glukoza    112    mg/dl    H    70 - 99"],
    [DATE, "Badanie    Wynik    Jednostka    Zakres", "Glukoza    112    *mg/dl    70 - 99"],
    [DATE, "Glukoza    112    mg/dl H    70 - 99"],
  ];
  for (const lines of layouts) {
    const rows = rowsOf(lines);
    assert.equal(rows.length, 1, lines.join(" / "));
    assert.equal(rows[0]!.unit, "mg/dl", lines.join(" / "));
    assert.deepEqual(rows[0]!.value, { value: 112 }, lines.join(" / "));
    assert.equal(rows[0]!.labFlag, "H", lines.join(" / "));
  }
});

Deno.test("an equivocal result beside a negative reference is the result, flagged abnormal", () => {
  const layouts = [
    [DATE, "Badanie    Wynik    Zakres", "Przeciwciała anty-HCV    wątpliwy    ujemny"],
    [DATE, "Przeciwciała anty-HCV    wątpliwy    ujemny"],
    [DATE, "Anty-HCV wątpliwy ujemny"],
    [DATE, "Badanie    Wynik    Jednostka    Zakres", "Toxoplasma IgM    Wątpliwy        Ujemny"],
  ];
  for (const lines of layouts) {
    const rows = rowsOf(lines);
    assert.equal(rows.length, 1, lines.join(" / "));
    const row = rows[0]!;
    assert.match(String(row.value.value), /^wątpliwy$/i, lines.join(" / "));
    assert.match(row.range.ref_text ?? "", /^ujemny$/i, lines.join(" / "));
    assert.equal(row.labFlag, "A", lines.join(" / "));
    assert.equal(row.unreadable, undefined, lines.join(" / "));
  }
});

Deno.test("an equivocal word with the lab's index after it is still the equivocal result", () => {
  const rows = rowsOf([DATE, "Przeciwciała anty-HCV    Wątpliwy (0,95)    ujemny"]);
  assert.equal(rows.length, 1);
  assert.equal(rows[0]!.value.value, "Wątpliwy (0,95)");
  assert.equal(rows[0]!.labFlag, "A");
  assert.equal(rows[0]!.unreadable, undefined);
});

Deno.test("'nie oznaczono' is no result: the row is listed as not performed, never stored", () => {
  const layouts = [
    [
      DATE,
      "Badanie    Wynik    Jednostka    Zakres",
      "Glukoza    nie oznaczono    mg/dl    70 - 99",
    ],
    [DATE, "Glukoza    nie oznaczono    mg/dl    70 - 99"],
    [DATE, "Glukoza    Nie oznaczono"],
    [DATE, "Glukoza nie oznaczono mg/dl 70 - 99"],
    [
      DATE,
      "Badanie    Wynik    Jednostka    Zakres",
      "Glucose    not determined    mg/dL    70 - 99",
    ],
  ];
  for (const lines of layouts) {
    const rows = rowsOf(lines);
    assert.equal(rows.length, 1, lines.join(" / "));
    assert.match(rows[0]!.name, /^(?:Glukoza|Glucose)$/, lines.join(" / "));
    assert.match(rows[0]!.unreadable ?? "", /^not performed: "/, lines.join(" / "));
  }
});

Deno.test("a 'not performed' phrase in any language file is no result; after a number it is a remark", () => {
  const layouts: [string, string][] = [
    ["Glukoza    nie robiono    mg/dl    70 - 99", 'not performed: "nie robiono"'],
    ["Glucose    TNP    mg/dL    70 - 99", 'not performed: "TNP"'],
    ["Potassium    QNS    mmol/L    3.5 - 5.1", 'not performed: "QNS"'],
    [
      "Kalium    hämolytisch, nicht bestimmbar    mmol/l    3,5 - 5,1",
      'not performed: "hämolytisch, nicht bestimmbar"',
    ],
    [
      "Železo    nestanoveno (hemolýza)    µmol/l    9,0 - 30,4",
      'not performed: "nestanoveno (hemolýza)"',
    ],
    ["Глюкоза    не виконано    ммоль/л    3,9 - 6,1", 'not performed: "не виконано"'],
    ["Glucose    hemolysed    mg/dL    70 - 99", 'not performed: "hemolysed"'],
  ];
  for (const [line, reason] of layouts) {
    const rows = rowsOf([DATE, line]);
    assert.equal(rows.length, 1, line);
    assert.equal(rows[0]!.unreadable, reason, line);
  }
  // A result, then a remark: the number is the result, never a "not performed" row.
  const rows = rowsOf([DATE, "Glukoza 95 mg/dl 70 - 99 hemoliza"]);
  assert.ok(
    rows.every((row) => row.unreadable === undefined || !/not performed/.test(row.unreadable)),
  );
});

Deno.test("a range cell of several sex or age bands is kept whole, with no flag", () => {
  const ranges = [
    "K: 12,0-16,0 M: 13,5-17,5",
    "Female 12-16 g/dL / Male 13.5-17.5",
    "dzieci 1-5 lat: 11,0-14,0; dorośli: 12,0-16,0",
    "12,0-16,0 (K); 13,5-17,5 (M)",
  ];
  for (const range of ranges) {
    const rows = rowsOf([
      DATE,
      "Badanie    Wynik    Jednostka    Zakres",
      `Hemoglobina    17,0    g/dl    ${range}`,
    ]);
    assert.equal(rows.length, 1, range);
    assert.equal(rows[0]!.range.ref_low, undefined, range);
    assert.equal(rows[0]!.range.ref_high, undefined, range);
    assert.equal(rows[0]!.range.ref_text, range, range);
    assert.equal(rows[0]!.labFlag, undefined, range);
  }
});

/** Cells padded so that each starts under its header, as a PDF's text layer places them. */
function aligned(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, k) => Math.max(...rows.map((r) => r[k]!.length)) + 4);
  return rows.map((r) => r.map((cell, k) => cell.padEnd(widths[k]!)).join("").trimEnd());
}

Deno.test("an order number, a lab code or a previous result in its own column is never the range", () => {
  const layouts = [
    [
      "Collected: 12/03/2025",
      ...aligned([
        ["Analyte", "Value", "Flag", "Units", "Ref. interval", "Order no."],
        ["Glucose", "112", "H", "mg/dL", "70 - 99", "2021/726837"],
      ]),
    ],
    [
      DATE,
      ...aligned([
        ["Badanie", "Wynik", "Jednostka", "Norma", "Kod ICD-9"],
        ["Glukoza", "112", "mg/dl", "70 - 99", "L43"],
      ]),
    ],
    [
      DATE,
      ...aligned([
        ["Badanie", "Wynik", "Jednostka", "Zakres referencyjny", "Poprzedni wynik"],
        ["Glukoza", "112", "mg/dl", "70 - 99", "101"],
      ]),
    ],
  ];
  for (const lines of layouts) {
    const rows = rowsOf(lines);
    assert.equal(rows.length, 1, lines.join(" / "));
    assert.deepEqual(rows[0]!.value, { value: 112 }, lines.join(" / "));
    assert.deepEqual(rows[0]!.range, { ref_low: 70, ref_high: 99 }, lines.join(" / "));
  }
});

Deno.test("a range cell that holds a date is held, never written: other columns ran into it", () => {
  const guard = new PrivacyGuard([]);
  const mixed: RawRow = {
    where: "line 9",
    name: "Cholesterol całkowity",
    date: "2021-07-02",
    value: { value: 192 },
    unit: "mg/dl",
    range: { ref_text: "248 (16 października 2020) CMIA 2021/975231 31 października 2021" },
  };
  const context = { index, known: new Set<string>(), guard, acceptOcr: true, acceptHeld: true };
  const [outcome] = classifyRows([mixed], "ocr", "h", context);
  assert.equal(outcome!.status, "held");
  assert.equal(outcome!.reason, "the range holds a date: other columns ran into it");
  assert.equal(outcome!.line, undefined);
});
