import assert from "node:assert/strict";
import { indexWith, parseReportLines } from "../../../tests/support/fixture_report.ts";
import { linesFromText } from "../layout/mod.ts";
import { transposedTables } from "./transposed.ts";
import { cellDate } from "../cell/mod.ts";
import { slashOrder, swapSlashDates } from "./date_order.ts";

const index = indexWith();

/** A cumulative table with a line per collection, a column per marker (a UK hospital's). */
const CUMULATIVE = [
  "Blood Sciences - Cumulative Report",
  "Patient: TESTOWY, Jan   DOB: 23/02/1979   Sex: M",
  "                        Renal profile                 Full blood count",
  "  Sample date/time      Na        K         Urea      Hb         WCC        CRP",
  "                        mmol/L    mmol/L    mmol/L    g/L        x10^9/L    mg/L",
  "Ref. range              133-146   3.5-5.3   2.5-7.8   115-165    4.0-11.0   0-5",
  "02/08/25 09:14          141       4.1       3.9       121        6.4        <4",
  "03/08/25 06:02          139       HAEM      4.4       113 L      11.8 H     38 H",
  "07/08/25 10:45          140       4.2       -         118        7.1        6H",
  "Comments: 03/08/25 K: sample haemolysed, potassium not reported.",
];

Deno.test("a table with a line per date reads each filled cell as a row of that line's date", () => {
  const doc = parseReportLines(CUMULATIVE, index, "pdf");
  assert.deepEqual(doc.holds, []);
  const rows = doc.rows.map((r) => [r.name, r.date, r.value, r.unit, r.range, r.labFlag ?? ""]);
  assert.deepEqual(rows.slice(0, 6), [
    ["Na", "2025-08-02", { value: 141 }, "mmol/L", { ref_low: 133, ref_high: 146 }, ""],
    ["K", "2025-08-02", { value: 4.1 }, "mmol/L", { ref_low: 3.5, ref_high: 5.3 }, ""],
    ["Urea", "2025-08-02", { value: 3.9 }, "mmol/L", { ref_low: 2.5, ref_high: 7.8 }, ""],
    ["Hb", "2025-08-02", { value: 121 }, "g/L", { ref_low: 115, ref_high: 165 }, ""],
    ["WCC", "2025-08-02", { value: 6.4 }, "x10^9/L", { ref_low: 4, ref_high: 11 }, ""],
    ["CRP", "2025-08-02", { value: 4, comparator: "<" }, "mg/L", { ref_low: 0, ref_high: 5 }, ""],
  ]);
  // Flags beside the value are the lab's; a word printed instead of a number is read as
  // printed (the classifier holds it under a marker measured in numbers); a dash is no row.
  const second = doc.rows.filter((r) => r.date === "2025-08-03");
  assert.deepEqual(second.map((r) => [r.name, r.value.value, r.labFlag ?? ""]), [
    ["Na", 139, ""],
    ["K", "HAEM", ""],
    ["Urea", 4.4, ""],
    ["Hb", 113, "L"],
    ["WCC", 11.8, "H"],
    ["CRP", 38, "H"],
  ]);
  const third = doc.rows.filter((r) => r.date === "2025-08-07");
  assert.deepEqual(third.map((r) => r.name), ["Na", "K", "Hb", "WCC", "CRP"]);
  assert.equal(third.at(-1)?.labFlag, "H");
  // The group headings over the columns, the units and the ranges are no rows.
  assert.equal(doc.rows.length, 6 + 6 + 5);
  assert.match(doc.rows[0]!.where, /Na column/);
});

Deno.test("a month-first document's two-digit-year dates in the date column are read month first", () => {
  const lines = CUMULATIVE.map((line) =>
    line.replace("23/02/1979", "02/23/1979").replace(/^(\d\d)\/(\d\d)\/25/, "$2/$1/25")
  );
  const doc = parseReportLines(lines, index, "pdf");
  assert.deepEqual([...new Set(doc.rows.map((r) => r.date))], [
    "2025-08-02",
    "2025-08-03",
    "2025-08-07",
  ]);
});

Deno.test("an English table whose dates read both ways holds its rows' dates", () => {
  const lines = CUMULATIVE.filter((line) => !line.includes("DOB"));
  const doc = parseReportLines(lines, index, "pdf");
  assert.ok(doc.rows.length > 0);
  assert.ok(doc.rows.every((r) => r.dateProblem !== undefined), "02/08/25 reads two ways");
});

Deno.test("a table of rows that name their marker beside a date column is no table of dates", () => {
  const lines = linesFromText([
    "Pobrano        Badanie        Wynik    Jednostka   Norma",
    "12.03.2024     Hemoglobina    13,4     g/dl        12,0-16,0",
    "12.03.2024     Leukocyty      6,2      tys/µl      4,0-10,0",
  ]);
  assert.equal(transposedTables(lines, index, false, "2026-12-07").size, 0);
});

Deno.test("a header whose words name no markers makes no table of dates", () => {
  const lines = linesFromText([
    "Date              Visit     Room      Doctor",
    "02/08/25 09:14    141       4         12",
  ]);
  assert.equal(transposedTables(lines, index, false, "2026-12-07").size, 0);
});

Deno.test("units in brackets after the markers' names, and a table going on over a page", () => {
  const lines = linesFromText([
    "Date         Sodium (mmol/L)   Potassium (mmol/L)",
    "12.03.2024   141               4.1",
    "\fSt James's University Hospital",
    "13.03.2024   139               4.4",
  ]);
  const found = transposedTables(lines, index, false, "2026-12-07");
  assert.deepEqual(found.get(0), []);
  assert.deepEqual(found.get(3)?.map((r) => [r.name, r.value.value, r.unit, r.ownDate]), [
    ["Sodium", 139, "mmol/L", "2024-03-13"],
    ["Potassium", 4.4, "mmol/L", "2024-03-13"],
  ]);
});

Deno.test("a two-digit year is this century unless that is after today", () => {
  assert.equal(cellDate("12/03/24", "2026-12-07"), "2024-03-12");
  assert.equal(cellDate("12.03.26 08:00", "2026-12-07"), "2026-03-12");
  assert.equal(cellDate("08.12.26", "2026-12-07"), "1926-12-08");
  assert.equal(cellDate("31/02/24", "2026-12-07"), undefined);
  assert.equal(cellDate("12/03/24 extra", "2026-12-07"), undefined);
});

Deno.test("a cell that is a two-digit-year slash date tells and takes the document's order", () => {
  assert.equal(slashOrder(["08/23/25 10:45"]), "month-first");
  assert.equal(slashOrder(["Printed: 08/23/25"]), "unknown", "never from running text");
  assert.equal(swapSlashDates("08/23/25 10:45"), "23/08/25 10:45");
});

/** A Czech hospital's cumulative: dates as rows, specimen codes before the names, a haemolysed cell. */
const KUMULACE = [
  "KUMULATIVNÍ NÁLEZ",
  "Odběr              S-Na      S-K       S-Kreatinin   B-Leukocyty",
  "jednotka           mmol/l    mmol/l    µmol/l        10^9/l",
  "ref. meze          136–145   3,5–5,1   64–104        4,0–10,0",
  "10.06.24 22:41     131 ↓     3,2 ↓     176 ↑         14,2 ↑",
  "11.06.24 06:05     133 ↓     hemol.    158 ↑         12,8 ↑",
  "13.06.24 06:10     136       3,9       121 ↑         9,1",
];

Deno.test("a cumulative with dates as rows reads names after a specimen code and goes on past a haemolysed cell", () => {
  const doc = parseReportLines(KUMULACE, index, "pdf");
  const rows = doc.rows.map((r) => [r.name, r.date, r.value.value]);
  assert.equal(rows.length, 11);
  assert.deepEqual(rows.filter(([name]) => name === "S-K"), [
    ["S-K", "2024-06-10", 3.2],
    ["S-K", "2024-06-13", 3.9],
  ]);
  assert.deepEqual(rows.filter(([, date]) => date === "2024-06-11").map(([name]) => name), [
    "S-Na",
    "S-Kreatinin",
    "B-Leukocyty",
  ]);
});

Deno.test("one marker's own table (an INR booklet typed out) reads its dated lines, notes aside", () => {
  // "Lp. | Data | INR | Dawkowanie | Uwagi": one marker, a date per line after the line's number,
  // two columns of notes, and the range printed once above the table for that marker. The
  // whole booklet was held for want of a collection date.
  const lines = linesFromText([
    "Zakres terapeutyczny INR: 2,0 – 3,0",
    "Lp.    Data          INR    Dawkowanie acenokumarolu    Uwagi",
    "1.     03.01.2025    2,4    4 mg pn-pt, 2 mg sb-nd",
    "2.     31.01.2025    3,6    jw.                         za wysokie – zmiana dawki",
    "3.     11.04.25             jw.                         nie oznaczono – hemoliza",
    "4.     28.3.2025     2.6    jw.",
  ]);
  const found = transposedTables(lines, index, false, "2026-12-07");
  const rows = [...found.values()].flat();
  assert.deepEqual(rows.map((r) => [r.name, r.value.value, r.ownDate, r.range]), [
    ["INR", 2.4, "2025-01-03", { ref_low: 2, ref_high: 3 }],
    ["INR", 3.6, "2025-01-31", { ref_low: 2, ref_high: 3 }],
    ["INR", 2.6, "2025-03-28", { ref_low: 2, ref_high: 3 }],
  ]);
  // With no date word over its date column, one marker's column is no table of dates.
  const undated = linesFromText([
    "Lp.    Wizyta        INR    Uwagi",
    "1.     03.01.2025    2,4    kontrola",
  ]);
  assert.equal(transposedTables(undated, index, false, "2026-12-07").size, 0);
});

Deno.test("a two-digit-year slash date after a collection label tells and takes the document's order", () => {
  assert.equal(slashOrder(["Collected: 08/23/25 0745"]), "month-first");
  assert.equal(swapSlashDates("Collected: 08/23/25 0745"), "Collected: 23/08/25 0745");
  assert.equal(swapSlashDates("Printed: 08/03/25"), "Printed: 08/03/25");
});
