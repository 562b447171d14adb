/**
 * A cell printed over several lines under its row: a name's third line and a unit's
 * annotation ("µg/l" over "FEU") belong to the row, never to the next one nor to nothing.
 *
 * @module
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { builtinLayer } from "../../store/builtin.ts";
import { parseReportLayout } from "./report_text.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));
const line = (y: number, ...cells: [number, string][]) => ({
  page: 1,
  y,
  height: 8,
  cells: cells.map(([x0, text]) => ({ text, x0, x1: x0 + text.length * 4.4 })),
});

Deno.test("a name's third line and a unit's annotation under a row are that row's", () => {
  const lines = [
    line(40, [34, "Data pobrania: 14.03.2025"]),
    line(60, [34, "Badanie"], [136, "Jedn."], [176, "Zakres"], [240, "Wynik"]),
    line(80, [34, "Czas protrombinowy"], [176, "0,80 - 1,20"], [240, "2,41 H"]),
    line(89, [34, "(PT) – wskaźnik"]),
    line(98, [34, "INR"]),
    line(112, [34, "D-dimery"], [136, "µg/l"], [176, "< 500"], [240, "3870 H"]),
    line(121, [136, "FEU"]),
    line(135, [34, "Sód"], [136, "mmol/l"], [176, "136 - 145"], [240, "139"]),
  ];
  const rows = parseReportLayout(lines, index, "pdf").rows;
  assert.deepEqual(rows.map((r) => [r.name, r.value.value, r.unit ?? null]), [
    ["Czas protrombinowy (PT) – wskaźnik INR", 2.41, null],
    ["D-dimery", 3870, "µg/l FEU"],
    ["Sód", 139, "mmol/l"],
  ]);
});

Deno.test("a name's further line opening with a small letter is the row's, at a block's line spacing", () => {
  // A UK report's right column follows the left column's line spacing: "filtration" sits under
  // "glomerular" as far as two rows are apart; a heading in capitals under it is the next section's.
  const lines = [
    line(40, [34, "Collected: 03/11/2025"]),
    line(60, [34, "Test"], [136, "Result"], [176, "Units"], [240, "Reference range"]),
    line(80, [34, "Estimated"], [136, ">90"], [176, "mL/min/1.73m2"]),
    line(86, [34, "glomerular"]),
    line(97, [34, "filtration"]),
    line(113, [34, "rate (CKD-EPI)"]),
    line(130, [34, "LIVER FUNCTION TESTS"]),
    line(146, [34, "Bilirubin"], [136, "9"], [176, "umol/L"], [240, "(0 - 21)"]),
  ];
  const rows = parseReportLayout(lines, index, "pdf").rows;
  assert.deepEqual(rows.map((r) => [r.name, r.value.value]), [
    ["Estimated glomerular filtration rate (CKD-EPI)", 90],
    ["Bilirubin", 9],
  ]);
});
