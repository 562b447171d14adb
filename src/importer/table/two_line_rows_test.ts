/**
 * Rows on two lines joined before reading: a result card's name line (with
 * its flag chip) and the value line under its left edge (a German lab app's
 * result list, set-12's screenshot).
 */

import assert from "node:assert/strict";
import type { LayoutLine } from "../layout/mod.ts";
import { joinTwoLineRows } from "./two_line_rows.ts";
import { parseReportLayout } from "./mod.ts";
import { indexWith } from "../../../tests/support/fixture_report.ts";

const line = (y: number, height: number, ...cells: [string, number][]): LayoutLine => ({
  page: 1,
  y,
  height,
  cells: cells.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * height * 0.5 })),
});

Deno.test("joinTwoLineRows() joins a card's name and chip to the value line under the name", () => {
  const lines = joinTwoLineRows([
    line(100, 15, ["Hämoglobin", 40], ["Normal", 560]),
    line(130, 22, ["12,6", 40], ["g/dl", 110]),
    line(152, 12, ["Referenz: 12,0 - 16,0", 40]),
    line(200, 15, ["LDL-Cholesterin", 40], ["A Hoch", 560]),
    line(230, 22, ["162", 40], ["mg/dl", 100]),
  ]);
  assert.deepEqual(lines.map((l) => l.cells.map((c) => c.text)), [
    ["Hämoglobin", "12,6", "g/dl"],
    ["Referenz: 12,0 - 16,0"],
    ["LDL-Cholesterin", "162", "mg/dl", "H"],
  ]);
  // The value's cells sit right of the name, as a table row's do.
  const [hb] = lines;
  assert.ok(hb!.cells[1]!.x0 > hb!.cells[0]!.x1);
});

Deno.test("joinTwoLineRows() leaves a name line whose right cell is no chip, and a value line far below", () => {
  const notChip = joinTwoLineRows([
    line(100, 15, ["Hämoglobin", 40], ["Methode", 560]),
    line(130, 22, ["12,6", 40], ["g/dl", 110]),
  ]);
  assert.equal(notChip.length, 2);
  const far = joinTwoLineRows([
    line(100, 15, ["Hämoglobin", 40], ["Normal", 560]),
    line(200, 15, ["12,6", 40], ["g/dl", 110]),
  ]);
  assert.equal(far.length, 2);
  // A line with words after the number is no card value (a numbered list item).
  const list = joinTwoLineRows([
    line(100, 15, ["Zalecenia", 40]),
    line(120, 15, ["1.", 40], ["Amoksiklav", 60], ["1 g", 160]),
  ]);
  assert.equal(list.length, 2);
});

Deno.test("joinTwoLineRows() needs a card's chip: a name alone over a value at its left edge stays apart", () => {
  const lines = joinTwoLineRows([
    line(100, 15, ["Haemoglobin", 40]),
    line(120, 15, ["128", 40], ["g/L", 80]),
  ]);
  assert.equal(lines.length, 2);
});

Deno.test("joinTwoLineRows() joins a result block: the name, a range caption, the value under the name", () => {
  // set-19's hormone lab: "FSH (L79)" / "Wartości referencyjne:" / "4,1 mIU/ml | Faza folikularna …".
  const lines = joinTwoLineRows([
    line(100, 10, ["FSH (folikulotropina) (L79)", 40]),
    line(112, 8, ["Wartości referencyjne:", 200]),
    line(122, 10, ["4,1 mIU/ml", 40], ["Faza folikularna 3,5 – 12,5", 200]),
    line(132, 8, ["Owulacja", 200], ["4,7 – 21,5", 260]),
  ]);
  assert.deepEqual(lines.map((l) => l.cells.map((c) => c.text)), [
    ["FSH (folikulotropina) (L79)", "4,1 mIU/ml", "Faza folikularna 3,5 – 12,5"],
    ["Owulacja", "4,7 – 21,5"],
  ]);
  // The name stands left of the value, the range where it was printed.
  const [fsh] = lines;
  assert.ok(fsh!.cells[0]!.x1 < fsh!.cells[1]!.x0);
  assert.equal(fsh!.cells[2]!.x0, 200);
  // Without the caption, a name alone over a value at its left edge is left apart.
  const plain = joinTwoLineRows([
    line(100, 10, ["FSH (folikulotropina)", 40]),
    line(112, 10, ["4,1 mIU/ml", 40], ["3,5 – 12,5", 200]),
  ]);
  assert.equal(plain.length, 2);
});

Deno.test("parseReportLayout() reads a hormone lab's result blocks: name, caption, value with phase bands", () => {
  // set-19's hormone lab: the name alone, "Wartości referencyjne:", the value under the name's left
  // edge with its bands beside and under it; a flag note under the value is no half of the name.
  const doc = parseReportLayout(
    [
      line(140, 8.5, ["Pobranie: 29.09.2025 08:31", 51], ["Dane kliniczne: faza lutealna", 323]),
      line(181, 9.5, ["FSH (folikulotropina) (L79)", 60]),
      line(190, 7.5, ["Wartości referencyjne:", 203]),
      line(198, 9, ["4,1 mIU/ml", 60], ["Faza folikularna 3,5 – 12,5", 203]),
      line(208, 8, ["Owulacja", 203], ["4,7 – 21,5", 271]),
      line(218, 8, ["Faza lutealna", 203], ["1,7 – 7,7", 271]),
      line(228, 8, ["Po menopauzie", 203], ["25,8 – 134,8", 271]),
      line(237, 7, ["Metoda: ECLIA · materiał: surowica", 60]),
      line(257, 9.5, ["Prolaktyna (N05)", 60]),
      line(266, 7.5, ["Wartości referencyjne:", 203]),
      line(274, 9, ["27,9 ng/ml", 60], ["4,79 – 23,30", 203]),
      line(284, 8, ["wynik podwyższony", 60]),
      line(293, 7, ["Metoda: ECLIA · materiał: surowica", 60]),
    ],
    indexWith(),
    "pdf",
  );
  assert.deepEqual(
    doc.rows.map((r) => [r.name, r.value.value, r.unit, r.range.ref_low, r.range.ref_high]),
    [
      ["FSH (folikulotropina)", 4.1, "mIU/ml", 1.7, 7.7],
      ["Prolaktyna", 27.9, "ng/ml", 4.79, 23.3],
    ],
  );
  // The lab's item code after each name is kept apart, as provenance.
  assert.deepEqual(doc.rows.map((r) => r.labCode), ["L79", "N05"]);
});
