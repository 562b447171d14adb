import assert from "node:assert/strict";
import type { LayoutLine } from "../layout/mod.ts";
import { withWrappedCellsJoined } from "./wrapped_cells.ts";
import { parseReportLayout } from "./report_text.ts";
import { indexWith } from "../../../tests/support/fixture_report.ts";

/** A line of 8.5 pt cells given as [text, x]; each character 4 pt wide. */
function line(y: number, ...cells: [string, number][]): LayoutLine {
  return {
    page: 1,
    y,
    height: 8.5,
    cells: cells.map(([text, x]) => ({ text, x0: x, x1: x + text.length * 4 })),
  };
}

const texts = (lines: readonly LayoutLine[]) => lines.map((l) => l.cells.map((c) => c.text));

Deno.test("a row whose name and value wrap above and below its middle line is read as one line", () => {
  const lines = [
    line(347, ["Інфекції", 35]),
    line(361, ["Феритин", 35], ["28,4", 212], ["нг/мл", 265], ["13 - 150", 310]),
    line(375.7, ["HBsAg (поверхневий антиген вірусу", 35], ["не", 212]),
    line(381, ["не виявлено", 310]),
    line(386.2, ["гепатиту B)", 35], ["виявлено", 212]),
    line(400.5, ["Глюкоза", 35], ["5,1", 212], ["ммоль/л", 265], ["4,1 - 5,9", 310]),
  ];
  assert.deepEqual(texts(withWrappedCellsJoined(lines)), [
    ["Інфекції"],
    ["Феритин", "28,4", "нг/мл", "13 - 150"],
    ["HBsAg (поверхневий антиген вірусу гепатиту B)", "не виявлено", "не виявлено"],
    ["Глюкоза", "5,1", "ммоль/л", "4,1 - 5,9"],
  ]);
});

Deno.test("lines as far apart as lines of text are never joined, nor a cell that spans two", () => {
  const apart = [line(100, ["Alkalische", 304]), line(109, ["66", 424], ["U/l", 448])];
  assert.deepEqual(texts(withWrappedCellsJoined(apart)), [["Alkalische"], ["66", "U/l"]]);
  // A cell under two cells of the line above: no column can be told, the lines stay.
  const spanning = [line(100, ["A", 10], ["B", 40]), line(105, ["a long cell under both", 5])];
  assert.deepEqual(texts(withWrappedCellsJoined(spanning)), [["A", "B"], [
    "a long cell under both",
  ]]);
  // The next block of a page set in two columns starts higher up: not a piece.
  const blocks = [line(300, ["Lymphozyten", 35], ["31", 160]), line(151, ["Natrium", 304])];
  assert.equal(withWrappedCellsJoined(blocks).length, 2);
});

Deno.test("a name wrapped around its value's line in a PDF is read whole (a two-column Befund)", () => {
  const lines = [
    line(120, ["Abnahmedatum: 14.11.2024 08:20", 304]),
    line(163.5, ["Untersuchung", 304], ["Ergebnis", 405], ["Einheit", 447], ["Normbereich", 513]),
    line(270.7, ["Gamma-GT", 304], ["48 + U/l", 424], ["< 40", 514]),
    line(282.7, ["Alkalische", 304]),
    line(288, ["66", 424], ["U/l", 448], ["35 - 105", 514]),
    line(293.2, ["Phosphatase", 304]),
    line(305.2, ["Bilirubin gesamt", 304], ["0,5", 421], ["mg/dl", 448], ["< 1,2", 514]),
  ];
  const doc = parseReportLayout(lines, indexWith(), "pdf");
  assert.deepEqual(doc.rows.map((r) => [r.name, r.value.value, r.unit]), [
    ["Gamma-GT", 48, "U/l"],
    ["Alkalische Phosphatase", 66, "U/l"],
    ["Bilirubin gesamt", 0.5, "mg/dl"],
  ]);
});

Deno.test("a name printed again in another script right under it is a translation, not its second half", () => {
  const lines = [
    line(361, ["Тироксин вільний (Т4 вільний)", 35]),
    line(366, ["13,4", 212], ["пмоль/л", 265], ["12,0 - 22,0", 310]),
    line(371, ["Free thyroxine (FT4)", 35]),
  ];
  // The two names are never one; the value's line takes the name under it, the one above stays apart.
  assert.deepEqual(texts(withWrappedCellsJoined(lines)), [
    ["Тироксин вільний (Т4 вільний)"],
    ["Free thyroxine (FT4)", "13,4", "пмоль/л", "12,0 - 22,0"],
  ]);
});
