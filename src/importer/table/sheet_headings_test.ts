import assert from "node:assert/strict";
import { withDateCellsSplit, withoutSheetHeadings } from "./sheet_headings.ts";

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
