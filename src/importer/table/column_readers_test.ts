/**
 * Tests of the column reader's safety net: a unit or a range printed in a
 * column the table reads no cell of holds the row, never stores it without.
 *
 * @module
 */

import assert from "node:assert/strict";
import type { Column } from "./header_roles.ts";
import { rowByCells, rowsByColumns } from "./column_readers.ts";

const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
const line = (...cells: ReturnType<typeof cell>[]) => ({ page: 1, y: 100, height: 9, cells });

// The columns as misread: the unit column taken for another (a method, a code).
const columns: Column[] = [
  { role: "name", x0: 36, x1: 110 },
  { role: "other", x0: 115, x1: 150 },
  { role: "result", x0: 166, x1: 200 },
  { role: "range", x0: 216, x1: 260 },
];

Deno.test("rowsByColumns() holds a row whose unit sits in a column the table does not read", () => {
  const rows = rowsByColumns(
    line(cell("Glukóza", 36), cell("mg/dl", 115), cell("78", 166), cell("70 - 99", 216)),
    columns,
    false,
  );
  assert.ok(rows !== "label");
  assert.equal(rows[0]!.unit, undefined);
  assert.match(rows[0]!.unreadable ?? "", /unit is printed in the row outside its unit column/);
});

Deno.test("rowsByColumns() holds a row whose range sits in a column the table does not read", () => {
  const noRange: Column[] = columns.map((c) => c.role === "range" ? { ...c, role: "flag" } : c);
  const rows = rowsByColumns(
    line(cell("Glukóza", 36), cell("70 - 99", 115), cell("78 mg/dl", 166)),
    noRange,
    false,
  );
  assert.ok(rows !== "label");
  assert.match(rows[0]!.unreadable ?? "", /range is printed in the row outside its range column/);
});

Deno.test("rowsByColumns() reads a row whose other column holds a method, not a unit", () => {
  const rows = rowsByColumns(
    line(cell("Glukóza", 36), cell("ECLIA", 115), cell("78", 166), cell("70 - 99", 216)),
    columns,
    false,
  );
  assert.ok(rows !== "label");
  assert.equal(rows[0]!.unreadable, undefined);
  assert.deepEqual(rows[0]!.range, { ref_low: 70, ref_high: 99 });
});

Deno.test("rowByCells() sets apart a range printed in brackets in the value's cell", () => {
  const at = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
  const row = (...texts: string[]) =>
    rowByCells(
      { page: 1, y: 100, height: 9, cells: texts.map((t, k) => at(t, 40 + 120 * k)) },
      false,
    );
  assert.deepEqual(
    [row("RBC", "4,21 (3,80 - 5,20)", "T/l")].map((r) => [r?.value, r?.unit, r?.range]),
    [[{ value: 4.21 }, "T/l", { ref_low: 3.8, ref_high: 5.2 }]],
  );
  const hgb = row("HGB", "↓ 10,9 (12,0 - 16,0) g/dl");
  assert.deepEqual([hgb?.value, hgb?.unit, hgb?.range, hgb?.labFlag], [
    { value: 10.9 },
    "g/dl",
    { ref_low: 12, ref_high: 16 },
    "L",
  ]);
  // a flag column's word after the cell ("High") is the row's flag
  const hct = row("Haematocrit", "47.1 (37.0 - 47.0) %", "High");
  assert.deepEqual([hct?.value, hct?.unit, hct?.labFlag], [{ value: 47.1 }, "%", "H"]);
  // the range between the value and its unit
  const glu = row("Glukoza", "91 (70 - 99) mg/dl");
  assert.deepEqual([glu?.value, glu?.unit, glu?.range], [{ value: 91 }, "mg/dl", {
    ref_low: 70,
    ref_high: 99,
  }]);
  // a date alone before the name is the row's own date
  const dated = row("11.02.2022", "TSH", "0,188 mIU/l (0,270 - 4,200)", "↓");
  assert.deepEqual([dated?.name, dated?.ownDate, dated?.value, dated?.labFlag], [
    "TSH",
    "2022-02-11",
    { value: 0.188 },
    "L",
  ]);
  assert.equal(row("30 maja 2019", "Witamina B12", "913 pg/ml")?.ownDate, "2019-05-30");
  // a bracket that is no numeric range stays where it is printed
  assert.equal(row("Glukoza", "95 (5,3)", "mg/dl")?.range.ref_low, undefined);
  // a unit where the result stands is no word result: the line is left to the text readers
  assert.equal(row("WBC 5,9 (4,0 - 10,0)", "G/l"), undefined);
});

Deno.test("rowsByColumns() splits a range run into the unit's cell when the range column is empty", () => {
  const columns: Column[] = [
    { role: "name", x0: 0, x1: 100 },
    { role: "result", x0: 160, x1: 200 },
    { role: "unit", x0: 220, x1: 400 },
    { role: "range", x0: 420, x1: 500 },
  ];
  const rows = rowsByColumns(
    line(cell("eGFR wg CKD-EPI", 0), cell(">90", 170), cell("ml/min/1,73m2 > 60", 225)),
    columns,
    false,
  );
  assert.ok(rows !== "label");
  assert.deepEqual([rows[0]?.value, rows[0]?.unit, rows[0]?.range], [
    { value: 90, comparator: ">" },
    "ml/min/1,73m2",
    { ref_low: 60 },
  ]);
  const banded = rowsByColumns(
    line(cell("Erytrocyty", 0), cell("4,62", 170), cell("x10^12/l 6 - 12 lat: 4,00 - 5,20", 225)),
    columns,
    false,
  );
  assert.ok(banded !== "label");
  assert.equal(banded[0]?.unit, "x10^12/l");
  assert.equal(banded[0]?.bands?.length, 1);
});

Deno.test("rowByCells() splits a value with its unit and its range in brackets in one cell", () => {
  const row = rowByCells(
    line(cell("Haemoglobin estimation", 36), cell("118 g/L (115.0 - 165.0)", 166)),
    false,
  );
  assert.ok(row !== undefined);
  assert.equal(row.value.value, 118);
  assert.equal(row.unit, "g/L");
  assert.deepEqual(row.range, { ref_low: 115, ref_high: 165 });
  assert.equal(row.unreadable, undefined);
});

Deno.test("rowByCells() takes the unit in brackets after the name when no cell prints one", () => {
  // A table whose header words are unknown: read by its cells, dot leaders after the name.
  const row = rowByCells(
    line(cell("Глюкоза [мг/дл] .............", 36), cell("74 (70 - 99)", 200), cell("N13", 300)),
    false,
  );
  assert.ok(row !== undefined);
  assert.equal(row.name, "Глюкоза");
  assert.equal(row.unit, "мг/дл");
  assert.deepEqual(row.range, { ref_low: 70, ref_high: 99 });
  // Brackets that hold no unit stay in the name, and a unit printed in a cell wins.
  const note = rowByCells(line(cell("Glukoza [kapilarna]", 36), cell("74", 200)), false);
  assert.equal(note?.name, "Glukoza [kapilarna]");
  assert.equal(note?.unit, undefined);
  const both = rowByCells(line(cell("Glukoza [mg/dl]", 36), cell("4,1 mmol/l", 200)), false);
  assert.equal(both?.unit, "mmol/l");
});

Deno.test("rowsByColumns() splits a unit and a range printed in one cell of the unit column", () => {
  const table: Column[] = [
    { role: "name", x0: 36, x1: 110 },
    { role: "result", x0: 166, x1: 200 },
    { role: "unit", x0: 216, x1: 260 },
    { role: "range", x0: 300, x1: 360 },
  ];
  const rows = rowsByColumns(
    line(cell("Креатинін", 36), cell("71", 166), cell("мкмоль/л 53 - 97", 216)),
    table,
    false,
  );
  assert.ok(rows !== "label");
  assert.equal(rows[0]!.unit, "мкмоль/л");
  assert.deepEqual(rows[0]!.range, { ref_low: 53, ref_high: 97 });
});

Deno.test("rowByCells() reads a range printed before the value as the range, never as a count", () => {
  const row = rowByCells(
    line(cell("Płytki krwi (PLT)", 36), cell("150 - 400", 200), cell("281 10^3/µl", 300)),
    false,
  );
  assert.equal(row?.value.value, 281);
  assert.equal(row?.unit, "10^3/µl");
  assert.deepEqual([row?.range.ref_low, row?.range.ref_high], [150, 400]);
  // A count in a urine sediment stays a count when no number follows it.
  const count = rowByCells(
    line(cell("Leukocyty", 36), cell("2 - 4", 200), cell("wpw", 300)),
    false,
  );
  assert.equal(count?.value.value, "2-4");
  // In OCR a count's arrow may be read as a figure after it: the count is not taken for a range.
  const arrow = rowByCells(line(cell("Leukocyty", 36), cell("8-10", 200), cell("1", 300)), true);
  assert.notEqual(arrow?.value.value, 1);
});

Deno.test("rowByCells() never reads a lone number beside a text-layer row as its range", () => {
  // Set 10's PL portal: a sparkline's axis tick ("5,2") beside "4,12 mln/µl" was taken for the
  // range, and the labelled "Norma:" line below could not be. In OCR a range may have lost its
  // other half, so there the number still holds the row.
  const printed = line(cell("Erytrocyty (RBC)", 36), cell("4,12 mln/µl", 200), cell("5,2", 320));
  assert.deepEqual(rowByCells(printed, false)?.range, {});
  assert.notDeepEqual(rowByCells(printed, true)?.range, {});
  const bound = rowByCells(
    line(cell("CRP", 36), cell("0,4 mg/dl", 200), cell("< 0,5", 320)),
    false,
  );
  assert.deepEqual(bound?.range, { ref_high: 0.5 });
});

Deno.test("rowByCells() reads a name that opens with a locant ('25-OH-Vitamin D')", () => {
  // Read by the text reader, the "Verlauf: 2023 · 2024 · 2025" strip became its range.
  const row = rowByCells(
    line(
      cell("25-OH-Vitamin D", 36),
      cell("52 nmol/l", 200),
      cell("▼ niedrig", 300),
      cell("Verlauf: 2023 · 2024 · 2025", 400),
    ),
    false,
  );
  assert.equal(row?.name, "25-OH-Vitamin D");
  assert.deepEqual(row?.range, {});
  assert.equal(rowByCells(line(cell("25", 36), cell("52 nmol/l", 200)), false), undefined);
});

// A cumulative with the unit column after its dates: "Parameter | 18.08. | 20.08. | Einheit".
const cumulative: Column[] = [
  { role: "name", x0: 36, x1: 110 },
  { role: "result", x0: 150, x1: 190, date: "2025-08-18" },
  { role: "result", x0: 200, x1: 240, date: "2025-08-20" },
  { role: "unit", x0: 262, x1: 300 },
];

Deno.test("rowsByColumns() gives every date the unit run into the last date's value", () => {
  // The last value, right-aligned, and the unit, left-aligned, are one cell of the layout.
  const intoUnit = rowsByColumns(
    line(cell("Kalium", 36), cell("3,6", 170), cell("4,5 mmol/l", 226)),
    cumulative,
    false,
  );
  assert.ok(intoUnit !== "label");
  assert.deepEqual(intoUnit.map((r) => [r.value.value, r.unit]), [[3.6, "mmol/l"], [
    4.5,
    "mmol/l",
  ]]);
  const intoDate = rowsByColumns(
    line(cell("Hämoglobin", 36), cell("14,2", 170), cell("13,4 g/dl", 212)),
    cumulative,
    false,
  );
  assert.ok(intoDate !== "label");
  assert.deepEqual(intoDate.map((r) => [r.value.value, r.unit]), [[14.2, "g/dl"], [13.4, "g/dl"]]);
  // The unit alone centred under the last date, that date's cell empty.
  const alone = rowsByColumns(
    line(cell("HbA1c", 36), cell("6,3", 170), cell("%", 225)),
    cumulative,
    false,
  );
  assert.ok(alone !== "label");
  assert.deepEqual(alone.map((r) => [r.value.value, r.unit]), [[6.3, "%"]]);
});

Deno.test("rowsByColumns() gives a row the specimen its Materiál column prints", () => {
  const material: Column[] = [
    { role: "other", x0: 36, x1: 80, material: true },
    { role: "name", x0: 90, x1: 150 },
    { role: "result", x0: 166, x1: 200 },
  ];
  const rows = rowsByColumns(
    line(cell("moč – sediment", 36), cell("Erytrocyty", 90), cell("36", 170)),
    material,
    false,
  );
  assert.ok(rows !== "label");
  assert.equal(rows[0]!.material, "moč – sediment");
});

Deno.test("rowsByColumns() reads labelled bounds in a column of unknown role as the row's range", () => {
  // A children's report: the band for ages 1-3 printed first, beside the value, under a header
  // the lexicon does not know; the row is never stored as if it printed no range.
  const unknownRange: Column[] = [
    { role: "name", x0: 36, x1: 110 },
    { role: "result", x0: 166, x1: 200 },
    { role: "other", x0: 216, x1: 300, unknown: true },
  ];
  const rows = rowsByColumns(
    line(cell("Leukocyty", 36), cell("7,9 tys./µl", 166), cell("1–3 l.: 6,0 – 17,0", 216)),
    unknownRange,
    false,
  );
  assert.ok(rows !== "label");
  assert.deepEqual(rows[0]!.range, { ref_text: "1–3 l.: 6,0 – 17,0" });
  assert.equal(rows[0]!.bands?.[0]?.age?.unit, "years");
});

Deno.test("rowsByColumns() splits a range's first band run into the value's cell", () => {
  // A children's report: "2,41 µIU/ml 1–6 l.: 0,70 – 5,97" in one cell, the next band under it.
  const rows = rowsByColumns(
    line(cell("TSH", 36), cell("2,41 µIU/ml 1–6 l.: 0,70 – 5,97", 166)),
    [{ role: "name", x0: 36, x1: 110 }, { role: "result", x0: 166, x1: 200 }],
    false,
    "7–11 l.: 0,60 – 4,84",
  );
  assert.ok(rows !== "label");
  assert.deepEqual([rows[0]!.value, rows[0]!.unit, rows[0]!.unreadable], [
    { value: 2.41 },
    "µIU/ml",
    undefined,
  ]);
  assert.deepEqual(rows[0]!.bands?.map((b) => b.range), [
    { ref_low: 0.7, ref_high: 5.97 },
    { ref_low: 0.6, ref_high: 4.84 },
  ]);
});

Deno.test("rowsByColumns() holds two numbers placed in one column, never one number of them", () => {
  const cumulative: Column[] = [
    { role: "name", x0: 36, x1: 110 },
    { role: "result", x0: 166, x1: 200, date: "2022-11-05" },
    { role: "result", x0: 236, x1: 270, date: "2022-11-08" },
  ];
  const rows = rowsByColumns(
    line(cell("Natrium", 36), cell("137", 180), cell("139", 236), cell("140", 262)),
    cumulative,
    false,
  );
  assert.ok(rows !== "label");
  const last = rows.find((r) => r.ownDate === "2022-11-08");
  assert.match(last?.unreadable ?? "", /two values stand under one column/);
});

Deno.test("rowsByColumns() sets a power-of-ten unit apart from the value run into it", () => {
  const withPrevious: Column[] = [
    { role: "name", x0: 36, x1: 110 },
    { role: "result", x0: 166, x1: 200 },
    { role: "unit", x0: 205, x1: 260 },
    { role: "result", x0: 300, x1: 330, date: "2024-11-26" },
  ];
  const rows = rowsByColumns(
    line(cell("Leukocyty", 36), cell("6,8 10^9/l", 205), cell("7,1", 305)),
    withPrevious,
    false,
  );
  assert.ok(rows !== "label");
  assert.deepEqual(rows.map((r) => [r.value.value, r.unit, r.ownDate]), [
    [6.8, "10^9/l", undefined],
    [7.1, "10^9/l", "2024-11-26"],
  ]);
});

Deno.test("rowsByColumns() takes the range stacked around a row whose own range cell is its dash", () => {
  const table: Column[] = [
    { role: "name", x0: 36, x1: 110 },
    { role: "result", x0: 166, x1: 200 },
    { role: "range", x0: 216, x1: 260 },
  ];
  const row = line(cell("Glukóza", 36), cell("5,9", 166), cell("-", 230));
  const rows = rowsByColumns(row, table, false, "3,9 - 5,6");
  assert.ok(rows !== "label");
  assert.deepEqual([rows[0]!.range.ref_low, rows[0]!.range.ref_high], [3.9, 5.6]);
  // With nothing stacked around it, the dash alone is no range.
  const alone = rowsByColumns(row, table, false);
  assert.ok(alone !== "label");
  assert.equal(alone[0]!.range.ref_low, undefined);
});
