/**
 * The table header read from its words. The failure it guards: a hospital's results table
 * whose first column is each row's collection date ("Data pobrania | Badanie | Wynik | …")
 * was no table at all, and every row of it was lost.
 *
 * @module
 */

import assert from "node:assert/strict";
import { tableHeader } from "./header_roles.ts";

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
