/**
 * Rows on two lines joined before reading: a result card's name line (with
 * its flag chip) and the value line under its left edge (a German lab app's
 * result list, set-12's screenshot).
 */

import assert from "node:assert/strict";
import type { LayoutLine } from "../layout/mod.ts";
import { joinTwoLineRows } from "./two_line_rows.ts";

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
