/**
 * The range printed under a row: under its value, and (a Czech hospital report) under its
 * name in smaller grey type. The failure it guards: rows stored without the range they print
 * ("Leukocyty 5,4" over "4,0 - 10,0" in the name column), and a name's second line taken for
 * a range.
 *
 * @module
 */

import assert from "node:assert/strict";
import type { Column } from "./header_roles.ts";
import { rangeBelow } from "./range_below.ts";

const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 4 });
const columns: Column[] = [
  { role: "name", x0: 40, x1: 160 },
  { role: "result", x0: 237, x1: 280 },
  { role: "unit", x0: 290, x1: 330 },
];
const row = (name: string, value: string) => ({
  page: 1,
  y: 100,
  height: 9,
  cells: [cell(name, 40), cell(value, 237), cell("10^9/l", 290)],
});
const under = (text: string, height: number) => ({
  page: 1,
  y: 109,
  height,
  cells: [cell(text, 40)],
});

Deno.test("rangeBelow() reads a range printed under the name in smaller type", () => {
  assert.equal(rangeBelow(row("Leukocyty", "5,4"), under("4,0 - 10,0", 6), columns), "4,0 - 10,0");
  assert.equal(rangeBelow(row("CRP", "<5,0"), under("< 5,0", 6), columns), "< 5,0");
});

Deno.test("rangeBelow() reads a qualitative reference under the name in smaller type", () => {
  assert.equal(
    rangeBelow(row("Bílkovina", "negativní"), under("negativní", 6), columns),
    "negativní",
  );
});

Deno.test("rangeBelow() takes nothing under the name in the row's own type size", () => {
  // The same height: a name's second line or another row, never this row's range.
  assert.equal(rangeBelow(row("Leukocyty", "5,4"), under("4,0 - 10,0", 9), columns), undefined);
  assert.equal(
    rangeBelow(row("Bílkovina", "negativní"), under("negativní", 9), columns),
    undefined,
  );
  // Words in smaller type under the name are no range.
  assert.equal(
    rangeBelow(row("Leukocyty", "5,4"), under("metoda impedance", 6), columns),
    undefined,
  );
});
