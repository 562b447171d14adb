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
import { labelledRangeBelow, rangeAround, rangeBelow, rangeSplitAround } from "./range_below.ts";
import { withPrintedRange } from "./line_row.ts";

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

Deno.test("rangeBelow() reads a range in brackets under the name in the row's own type", () => {
  // A table wrapped on a narrow page: each row's "(115 - 165)" on its next line, under the name.
  assert.equal(
    rangeBelow(row("Haemoglobin", "128"), under("(115 - 165)", 9), columns),
    "(115 - 165)",
  );
  assert.equal(rangeBelow(row("HbA1c", "41"), under("[< 42]", 9), columns), "[< 42]");
  // Words in brackets are no range.
  assert.equal(rangeBelow(row("Leukocyty", "5,4"), under("(see comment)", 9), columns), undefined);
});

Deno.test("rangeAround() reads a range cell wrapped around its row, and nothing else", () => {
  const table: Column[] = [
    { role: "name", x0: 40, x1: 160 },
    { role: "result", x0: 237, x1: 280 },
    { role: "range", x0: 300, x1: 420 },
  ];
  const at = (y: number, ...cells: ReturnType<typeof cell>[]) => ({ page: 1, y, height: 8, cells });
  const row = at(108, cell("25-ОН вітамін D", 40), cell("18,2", 237));
  const above = at(100, cell("> 30 - норма; 20 - 30 -", 300));
  const below = at(116, cell("недостатність; < 20 - дефіцит", 300));
  assert.equal(
    rangeAround(above, row, below, table),
    "> 30 - норма; 20 - 30 - недостатність; < 20 - дефіцит",
  );
  // Only one half beside the row, a name beside the range, or a row with its own range: no.
  assert.equal(rangeAround(undefined, row, below, table), undefined);
  const named = at(100, cell("Вітамін", 40), cell("> 30 - норма", 300));
  assert.equal(rangeAround(named, row, below, table), undefined);
  const own = at(108, cell("Феритин", 40), cell("28,4", 237), cell("13 - 150", 300));
  assert.equal(rangeAround(above, own, below, table), undefined);
});

Deno.test("rangeBelow() reads the reference under a name that opens the next page", () => {
  const next = { page: 2, y: 40, height: 6, cells: [cell("negativní", 40)] };
  assert.equal(rangeBelow(row("Leukocyty", "negativní"), next, columns), "negativní");
  // In the row's own type size it is the next page's first row or heading, never this range.
  assert.equal(
    rangeBelow(row("Leukocyty", "negativní"), { ...next, height: 9 }, columns),
    undefined,
  );
});

Deno.test("rangeBelow() reads a reference in smaller type under a date column printed before the name", () => {
  const dated: Column[] = [
    { role: "date", x0: 40, x1: 80 },
    { role: "name", x0: 90, x1: 160 },
    { role: "result", x0: 237, x1: 280 },
    { role: "unit", x0: 290, x1: 330 },
  ];
  const line = {
    page: 1,
    y: 100,
    height: 9,
    cells: [cell("18.04.2023", 40), cell("Leukocyty", 90), cell("5,4", 237), cell("G/l", 290)],
  };
  assert.equal(rangeBelow(line, under("4,0 - 10,0", 6), dated), "4,0 - 10,0");
  // A date in the same place is the next row's, never a range.
  assert.equal(rangeBelow(line, under("19.04.2023", 6), dated), undefined);
  // Over a page break too.
  assert.equal(
    rangeBelow(line, { ...under("4,0 - 10,0", 6), page: 2, y: 40 }, dated),
    "4,0 - 10,0",
  );
});

Deno.test("labelledRangeBelow: a labelled reference under a card's row is its range, an axis tick beside it no result", () => {
  const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 4 });
  const row = {
    page: 1,
    y: 100,
    height: 8,
    cells: [cell("Leukocyty (WBC)", 40), cell("5,84 tys/µl", 300), cell("10", 420)],
  };
  const under = (y: number, ...cells: { text: string; x0: number; x1: number }[]) => ({
    page: 1,
    y,
    height: 7,
    cells,
  });
  const norma = under(112, cell("Norma: 4,00 - 10,00 tys/µl", 40), cell("7", 420));
  assert.deepEqual(labelledRangeBelow(row, norma), "Norma: 4,00 - 10,00 tys/µl");
  assert.deepEqual(
    labelledRangeBelow(row, under(112, cell("Referenz: < 0,5 mg/dl", 40))),
    "Referenz: < 0,5 mg/dl",
  );
  const badge = under(112, cell("Norma: 12,0 - 16,0 g/dl", 40), cell("↓ poniżej normy", 300));
  assert.deepEqual(labelledRangeBelow(row, badge), "Norma: 12,0 - 16,0 g/dl");
  assert.deepEqual(
    labelledRangeBelow(row, under(112, cell("Norma: 4 - 10", 40), cell("↓ 12,4", 300))),
    undefined,
  );
  // No label: a result line of its own, or a name's second line.
  assert.deepEqual(labelledRangeBelow(row, under(112, cell("4,00 - 10,00", 40))), undefined);
  // A word beside it, or a line far below, or on the next page: not this row's.
  assert.deepEqual(
    labelledRangeBelow(row, under(112, cell("Norma: 4 - 10", 40), cell("Hemoglobina", 200))),
    undefined,
  );
  assert.deepEqual(labelledRangeBelow(row, under(160, cell("Norma: 4 - 10", 40))), undefined);
  assert.deepEqual(labelledRangeBelow(row, { ...norma, page: 2 }), undefined);
});

Deno.test("withPrintedRange gives a row without a range the labelled reference printed apart, only in its own unit", () => {
  const row = { name: "Ferrytyna", value: { value: 9.8 }, unit: "ng/ml", range: {} };
  assert.deepEqual(withPrintedRange(row, "Norma: 13 - 150 ng/ml").range, {
    ref_low: 13,
    ref_high: 150,
  });
  assert.deepEqual(withPrintedRange(row, "Referenz: < 190").range, { ref_high: 190 });
  assert.deepEqual(withPrintedRange(row, "Norma: 13 - 150 µg/dl").range, {});
  assert.deepEqual(withPrintedRange(row, "Norma: patrz opis").range, {});
  const own = { ...row, range: { ref_low: 10, ref_high: 120 } };
  assert.deepEqual(withPrintedRange(own, "Norma: 13 - 150 ng/ml").range, {
    ref_low: 10,
    ref_high: 120,
  });
});

Deno.test("rangeAround() reads a range stacked one piece a line in a column too narrow for it", () => {
  // A squeezed cumulative: the bounds over and under the row's dash, left of the unit, wherever
  // the header's columns fell.
  const table: Column[] = [
    { role: "name", x0: 36, x1: 90 },
    { role: "unit", x0: 100, x1: 140 },
    { role: "range", x0: 150, x1: 190 },
    { role: "result", x0: 200, x1: 230 },
  ];
  const at = (y: number, ...cells: ReturnType<typeof cell>[]) => ({
    page: 1,
    y,
    height: 12,
    cells,
  });
  const above = at(100, cell("3,9", 110));
  const row = at(113, cell("Glukoza", 36), cell("-", 110), cell("mmol/l", 125), cell("5,9", 205));
  const below = at(126, cell("5,6", 110));
  assert.equal(rangeAround(above, row, below, table), "3,9 - 5,6");
  // A piece far from the dash, or words, is no part of it.
  assert.equal(rangeAround(at(100, cell("3,9", 300)), row, below, table), undefined);
  assert.equal(rangeAround(at(100, cell("Lipidy", 110)), row, below, table), undefined);
  // A dash alone with nothing stacked around it stays what it was (no range printed).
  assert.equal(rangeAround(undefined, row, below, table), undefined);
});

Deno.test("rangeSplitAround() reads a range cut after its dash over its upper bound, beside a table", () => {
  const at = (y: number, ...cells: ReturnType<typeof cell>[]) => ({
    page: 1,
    y,
    height: 8.6,
    cells,
  });
  // Two tables side by side, read with no header: "0,50 -" on the left table's row above.
  const above = at(279.7, cell("MCV", 42), cell("83,1", 120), cell("0,50 -", 354));
  const row = at(288, cell("Kreatynina", 217), cell("0,72", 295), cell("mg/dl", 329));
  assert.equal(rangeSplitAround(above, row, at(292.5, cell("0,90", 354))), "0,50 - 0,90");
  // The upper bound ran into the row's line.
  assert.equal(
    rangeSplitAround(above, { ...row, cells: [...row.cells, cell("0,90", 354)] }, undefined),
    "0,50 - 0,90",
  );
  // No dash above, or pieces apart: no range.
  const plain = at(279.7, cell("MCV", 42), cell("0,50", 354));
  assert.equal(rangeSplitAround(plain, row, at(292.5, cell("0,90", 354))), undefined);
  assert.equal(rangeSplitAround(above, row, at(292.5, cell("0,90", 250))), undefined);
});
