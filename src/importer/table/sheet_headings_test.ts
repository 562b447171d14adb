import assert from "node:assert/strict";
import { asPrintedSheet, withDateCellsSplit, withoutSheetHeadings } from "./sheet_headings.ts";

const cell = (text: string, x0: number, x1 = x0 + 8) => ({ text, x0, x1 });
const line = (page: number, y: number, ...cells: ReturnType<typeof cell>[]) => ({
  page,
  y,
  height: 10,
  cells,
});

Deno.test("withoutSheetHeadings() keeps a page with no column letters as it is, numbers first included", () => {
  const lines = [
    line(1, 10, cell("1", 20), cell("Hemoglobina", 40), cell("13,4", 200)),
    line(1, 20, cell("2", 20), cell("MCV", 40), cell("88", 200)),
  ];
  assert.deepEqual(withoutSheetHeadings(lines), lines);
});

Deno.test("withoutSheetHeadings() takes off a number right of column A's letter: it is the sheet's own", () => {
  const lines = [
    line(1, 10, cell("A", 60), cell("B", 160), cell("C", 220)),
    line(1, 20, cell("1", 20), cell("Badanie", 70)),
    line(1, 30, cell("2", 80), cell("Hemoglobina", 120)),
  ];
  assert.deepEqual(withoutSheetHeadings(lines).map((l) => l.cells.map((c) => c.text)), [
    ["Badanie"],
    ["2", "Hemoglobina"],
  ]);
});

Deno.test("withDateCellsSplit() splits only a cell of dates alone", () => {
  const joined = line(1, 0, cell("14.09.2020 18.12.2020", 100, 200));
  assert.deepEqual(withDateCellsSplit(joined).cells.map((c) => c.text), [
    "14.09.2020",
    "18.12.2020",
  ]);
  const withTime = line(1, 0, cell("14.09.2020 08:15", 100, 200));
  assert.equal(withDateCellsSplit(withTime), withTime);
  const prose = line(1, 0, cell("od 14.09.2020 do 18.12.2020", 100, 200));
  assert.equal(withDateCellsSplit(prose), prose);
});

Deno.test("asPrintedSheet() splits run-together dates on a printed sheet only", () => {
  const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 4 });
  const dates = {
    page: 1,
    y: 20,
    height: 10,
    cells: [cell("Badanie", 40), cell("14.03.2025 15.03.2025 17.03.2025", 300)],
  };
  // A report's header line of dates run together stays one cell: its header places them.
  assert.deepEqual(asPrintedSheet([dates]), [dates]);
  const letters = {
    page: 1,
    y: 10,
    height: 10,
    cells: [cell("A", 60), cell("B", 160), cell("C", 220)],
  };
  const sheet = asPrintedSheet([letters, dates]);
  assert.deepEqual(sheet.map((l) => l.cells.length), [4]);
});
