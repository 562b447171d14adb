import assert from "node:assert/strict";
import { joinLoneCells } from "./lone_cells.ts";

const at = (line: number, x0: number, x1: number) => ({ line, cell: { x0, x1 } });
const names = [at(0, 31, 93), at(1, 31, 95), at(2, 31, 105), at(3, 31, 101)];
// Values with their units, centred in their column; one value has no unit ("0,372").
const values = [at(0, 341, 407), at(1, 333, 415), at(2, 337, 382)];

Deno.test("joinLoneCells() puts a lone value inside a column of values into that column", () => {
  const joined = joinLoneCells([names, [at(3, 324, 362)], values]);
  assert.equal(joined.length, 2);
  assert.ok(joined[1]!.some((p) => p.line === 3 && p.cell.x0 === 324));
});

Deno.test("joinLoneCells() keeps a lone cell beside the columns, or on a line the column already has", () => {
  // a flag right of the values stands alone
  assert.equal(joinLoneCells([names, values, [at(3, 430, 436)]]).length, 3);
  // a second cell on a line of the column is no cell of it
  assert.equal(joinLoneCells([names, [at(2, 390, 400)], values]).length, 3);
});
