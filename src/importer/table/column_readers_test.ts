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
