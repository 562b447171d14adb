/**
 * The table header read from its words. The failure it guards: a hospital's results table
 * whose first column is each row's collection date ("Data pobrania | Badanie | Wynik | …")
 * was no table at all, and every row of it was lost.
 *
 * @module
 */

import assert from "node:assert/strict";
import { tableHeader, wrappedHeader } from "./header_roles.ts";

const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
const header = (...cells: ReturnType<typeof cell>[]) => ({ page: 1, y: 0, height: 9, cells });

Deno.test("tableHeader() reads a date column before the name column", () => {
  const columns = tableHeader(
    header(
      cell("Data pobrania", 56),
      cell("Badanie", 170),
      cell("Wynik", 268),
      cell("Jedn.", 369),
      cell("Zakres ref.", 446),
    ),
  );
  assert.deepEqual(columns?.map((c) => c.role), ["date", "name", "result", "unit", "range"]);
});

Deno.test("tableHeader() takes no line whose name column follows another kind of column", () => {
  // A result column left of the name: no header of a results table.
  assert.equal(
    tableHeader(header(cell("Wynik", 40), cell("Badanie", 170), cell("Jedn.", 369))),
    undefined,
  );
});

Deno.test("tableHeader() leaves two date columns before the name to the cells", () => {
  // "Zlecono | Pobrano | Badanie | …": which date is the collection date is read from the
  // columns' cells and words together (column_content.ts), not from this line alone.
  assert.equal(
    tableHeader(
      header(cell("Zlecono", 40), cell("Pobrano", 110), cell("Badanie", 170), cell("Wynik", 268)),
    ),
    undefined,
  );
});

Deno.test("tableHeader() keeps a unit printed in brackets in the result column's header", () => {
  const columns = tableHeader(
    header(
      cell("Badanie", 40),
      cell("Wynik [mmol/l]", 200),
      cell("Wartości referencyjne [mmol/l]", 320),
    ),
  );
  assert.deepEqual(columns?.map((c) => [c.role, c.unit]), [
    ["name", undefined],
    ["result", "mmol/l"],
    ["range", "mmol/l"],
  ]);
  const plain = tableHeader(header(cell("Parametr [jednostka]", 40), cell("Wynik", 200)));
  assert.deepEqual(plain?.map((c) => c.unit), [undefined, undefined]);
});

Deno.test("tableHeader() reads a patient portal's 'Component | Value | Standard Range | Flag'", () => {
  const columns = tableHeader(
    header(
      cell("Component", 39),
      cell("Value", 246),
      cell("Standard Range", 355),
      cell("Flag", 524),
    ),
  );
  assert.deepEqual(columns?.map((c) => c.role), ["name", "result", "range", "flag"]);
});

Deno.test("wrappedHeader() reads a cumulative's dates over its words and its clock times under them", () => {
  // "Zakres" and the dates (run into one cell) above, "Badanie | Jedn." in the middle, "ref."
  // and each date's clock time below: a hospital system's cumulative printout.
  const at = (y: number, ...cells: ReturnType<typeof cell>[]) => ({ page: 1, y, height: 8, cells });
  const lines = [
    at(100, cell("Zakres", 176), { text: "14.03.2025 15.03.2025", x0: 220, x1: 330 }),
    at(109, cell("Badanie", 34), cell("Jedn.", 136)),
    at(118, cell("ref.", 184), cell("06:10", 233), cell("06:05", 291)),
  ];
  assert.deepEqual(wrappedHeader(lines, 1)?.map((c) => [c.role, c.date]), [
    ["name", undefined],
    ["unit", undefined],
    ["range", undefined],
    ["result", "2025-03-14"],
    ["result", "2025-03-15"],
  ]);
});

Deno.test("tableHeader() reads 'Poprzedni wynik (data)' as the previous result's column", () => {
  // set-19: its dates ("97 (08.11.2024)") held every row as a date in a column no header names.
  const columns = tableHeader(
    header(
      cell("Badanie", 42),
      cell("Wynik", 208),
      cell("Jedn.", 240),
      cell("Wartości referencyjne", 301),
      cell("Poprzedni wynik (data)", 481),
    ),
  );
  assert.deepEqual(columns?.map((c) => c.role), ["name", "result", "unit", "range", "previous"]);
});

Deno.test("tableHeader() reads a cumulative's column dates printed with two-digit years (dd/mm/yy)", () => {
  const columns = tableHeader(
    header(
      cell("Test", 40),
      cell("14/02/24", 170),
      cell("22/05/24", 230),
      cell("19/11/24", 290),
      cell("Units", 360),
      cell("Ref. Range", 440),
    ),
  );
  assert.deepEqual(columns?.map((c) => [c.role, c.date]), [
    ["name", undefined],
    ["result", "2024-02-14"],
    ["result", "2024-05-22"],
    ["result", "2024-11-19"],
    ["unit", undefined],
    ["range", undefined],
  ]);
});

Deno.test("tableHeader() takes a one-phrase heading of two header words ('Test results') for no header", () => {
  assert.equal(tableHeader(header(cell("Test results", 20))), undefined);
  // Its words set apart, or three header words in one cell, are a header.
  assert.deepEqual(tableHeader(header(cell("Test", 20), cell("Result", 200)))?.map((c) => c.role), [
    "name",
    "result",
  ]);
  assert.ok(tableHeader(header(cell("Test Result Units", 20))) !== undefined);
});

Deno.test("wrappedHeader() reads a pregnancy card's periods, each dated under a collection label", () => {
  // "do 10 tc" over "Badanie | Jedn. | Norma" over "pobr. 14.03.2025": each period's column is a
  // column of results of that collection date; the whole card was lost when the label hid the date.
  const at = (y: number, ...cells: ReturnType<typeof cell>[]) => ({ page: 1, y, height: 9, cells });
  const lines = [
    at(163, cell("do 10 tc", 279), cell("15–20 tc", 379)),
    at(168, cell("Badanie", 85), cell("Jedn.", 171), cell("Norma", 215)),
    at(172, cell("pobr. 14.03.2025", 268), cell("pobr. 24.05.2025", 368)),
  ];
  const columns = wrappedHeader(lines, 1);
  assert.deepEqual(columns?.map((c) => [c.role, c.date]), [
    ["name", undefined],
    ["unit", undefined],
    ["range", undefined],
    ["result", "2025-03-14"],
    ["result", "2025-05-24"],
  ]);
  // One collection date under a header is the order's field, no column's date.
  assert.equal(
    wrappedHeader([lines[1]!, at(172, cell("Data pobrania: 14.03.2025", 268))], 0),
    undefined,
  );
  // A printing date under a header is no column's date.
  assert.equal(
    wrappedHeader([lines[1]!, at(172, cell("Wydruk 14.03.2025", 268), cell("str. 1", 342))], 0),
    undefined,
  );
});

Deno.test("wrappedHeader() splits a cumulative's dates run together with a column's word", () => {
  // A narrow page: "14.01.2026 16.01.2026 19.01.2026 Vorwert" one cell over "Parameter |
  // Einheit | Referenzbereich", each date's clock time (the previous value's date) under it.
  const at = (y: number, ...cells: ReturnType<typeof cell>[]) => ({ page: 1, y, height: 8, cells });
  const narrow = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 3.6 });
  const lines = [
    at(161, { text: "14.01.2026 16.01.2026 19.01.2026 Vorwert", x0: 220, x1: 368 }),
    at(166, narrow("Parameter", 49), narrow("Einheit", 104), narrow("Referenzbereich", 160)),
    at(
      171,
      narrow("07:12", 220),
      narrow("06:40", 261),
      narrow("06:55", 302),
      narrow("02.09.2025", 342),
    ),
  ];
  const dates = wrappedHeader(lines, 1)?.filter((c) => c.date !== undefined).map((c) => c.date);
  assert.deepEqual(dates?.slice(0, 3), ["2026-01-14", "2026-01-16", "2026-01-19"]);
});

Deno.test("tableHeader() holds a two-digit year among four-digit ones, never guesses its century", () => {
  // "03.03.2026" cut to "03.03.20" by a narrow column reads as 2020.
  const columns = tableHeader(
    header(
      cell("Parameter", 40),
      cell("Einheit", 100),
      cell("01.03.2026", 160),
      cell("03.03.20", 220),
    ),
  );
  assert.deepEqual(columns?.map((c) => [c.date, c.dateDoubt !== undefined]), [
    [undefined, false],
    [undefined, false],
    ["2026-03-01", false],
    ["2020-03-03", true],
  ]);
  // Two-digit years throughout (a lab's own style) are read as before.
  const short = tableHeader(
    header(
      cell("Parameter", 40),
      cell("Einheit", 100),
      cell("01.03.26", 160),
      cell("03.03.26", 220),
    ),
  );
  assert.deepEqual(short?.map((c) => c.dateDoubt), [undefined, undefined, undefined, undefined]);
});

Deno.test("tableHeader() reads the Slovak 'Ref. rozsah' as the range column", () => {
  // Unread, the column's cells were dropped: a lone bound there ("12,0", the rest of the range
  // wrapped over a page break) left the row stored with no range instead of held.
  const columns = tableHeader(
    header(
      cell("Vyšetrenie", 35),
      cell("Jednotka", 107),
      cell("Ref. rozsah", 154),
      cell("Výsledok", 220),
    ),
  );
  assert.deepEqual(columns?.map((c) => c.role), ["name", "unit", "range", "result"]);
});

Deno.test("a cumulative's line of dates led by its date label heads the names under that label", () => {
  const line = {
    page: 1,
    y: 0,
    height: 9,
    cells: [cell("Date", 38), cell("04/07/24", 130), cell("19/11/24", 182), cell("27/02/25", 234)],
  };
  assert.deepEqual(tableHeader(line)?.map((c) => c.role), ["name", "result", "result", "result"]);
  assert.deepEqual(tableHeader(line)?.map((c) => c.date), [
    undefined,
    "2024-07-04",
    "2024-11-19",
    "2025-02-27",
  ]);
});

Deno.test("a US portal card's own header names its value 'Your Value'", () => {
  const line = {
    page: 1,
    y: 0,
    height: 9,
    cells: [
      cell("Component", 20),
      cell("Your Value", 150),
      cell("Standard Range", 260),
      cell("Flag", 380),
    ],
  };
  assert.deepEqual(tableHeader(line)?.map((c) => c.role), ["name", "result", "range", "flag"]);
});
