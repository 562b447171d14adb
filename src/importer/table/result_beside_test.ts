/**
 * A result column whose numbers are set right under a header word set left
 * ("Ergebnis" over "6,54" further right), with the unit column after the
 * range and the result again in SI units in two columns to the right: the
 * result is the column beside the result's word, the unit the first unit
 * column after it, the SI value and its unit are no cell of the row.
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { parseReportLayout } from "./report_text.ts";
import { type FixtureLine, fixtureLines } from "../../../tests/support/fixture_layout.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));

function brief(lines: readonly FixtureLine[]): unknown[][] {
  return parseReportLayout(fixtureLines(lines), index, "pdf").rows.map((row) => [
    row.name,
    row.value.value,
    row.unit,
    row.range,
  ]);
}

Deno.test("values right of a left-set result word, the unit after the range, SI columns beside", () => {
  const rows = brief([
    [[40, "Abnahme: 18.03.2025 08:10"]],
    [[40, "Analyse"], [180, "Ergebnis"], [294, "Referenzbereich"], [390, "Einheit"], [484, "SI"]],
    [[40, "Leukozyten"], [259, "6,54"], [296, "4,00 - 10,00"], [392, "G/l"]],
    [[40, "Hämoglobin"], [259, "13,9"], [296, "12,0 - 16,0"], [392, "g/dl"], [485, "8,63"], [
      515,
      "mmol/l",
    ]],
    [[40, "Glukose"], [266, "97"], [296, "70 - 100"], [392, "mg/dl"], [485, "5,38"], [
      515,
      "mmol/l",
    ]],
    [[40, "GOT (AST)"], [266, "24"], [296, "bis 35"], [392, "U/l"]],
  ]);
  assert.deepEqual(rows, [
    ["Leukozyten", 6.54, "G/l", { ref_low: 4, ref_high: 10 }],
    ["Hämoglobin", 13.9, "g/dl", { ref_low: 12, ref_high: 16 }],
    ["Glukose", 97, "mg/dl", { ref_low: 70, ref_high: 100 }],
    ["GOT (AST)", 24, "U/l", { ref_high: 35 }],
  ]);
});

Deno.test("two columns of values under no header word beside a result word: neither is taken alone", () => {
  // Values under "Wynik" and more values right of them, then the range: the second column
  // has the range's word before it, so the first is the result.
  const rows = brief([
    [[40, "Data pobrania: 14.05.2025"]],
    [[40, "Badanie"], [150, "Wynik"], [300, "Zakres"], [380, "Jednostka"]],
    [[40, "Glukoza"], [200, "97"], [250, "5,38"], [300, "70 - 99"], [380, "mg/dl"]],
    [[40, "Sód"], [200, "139"], [250, "139"], [300, "136 - 145"], [380, "mmol/l"]],
  ]);
  // Both value columns stand right of "Wynik" with no word between: the cells cannot tell
  // which is the result, so the header's words are read as before (no value is invented).
  for (const row of rows) assert.notEqual(row[1], 5.38);
});
