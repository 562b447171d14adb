import assert from "node:assert/strict";
import { unitThenRange } from "./unit_range.ts";
import { rangeBelow } from "./range_below.ts";

Deno.test("unitThenRange() splits a unit's cell with a range or bands run into it", () => {
  assert.deepEqual(unitThenRange("ml/min/1,73m2 > 60"), ["ml/min/1,73m2", "> 60"]);
  assert.deepEqual(unitThenRange("x10^12/l 1 - 6 lat: 3,90 - 5,30"), [
    "x10^12/l",
    "1 - 6 lat: 3,90 - 5,30",
  ]);
  assert.deepEqual(unitThenRange("mL/min/1.73m2 (>59)"), ["mL/min/1.73m2", "(>59)"]);
  assert.deepEqual(unitThenRange("g/L (115-165)"), ["g/L", "(115-165)"]);
  assert.equal(unitThenRange("mg/dl"), undefined);
  assert.equal(unitThenRange("Metoda: 12 kanałów"), undefined);
});

Deno.test("a band under a row whose first band ran into its unit's cell is no range under the value", () => {
  const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 4 });
  const columns = [
    { role: "name" as const, x0: 40, x1: 120 },
    { role: "result" as const, x0: 237, x1: 280 },
    { role: "unit" as const, x0: 290, x1: 330 },
    { role: "range" as const, x0: 340, x1: 460 },
  ];
  const row = {
    page: 1,
    y: 100,
    height: 8,
    cells: [
      cell("Erytrocyty", 40),
      cell("4,62", 240),
      cell("x10^12/l 1 - 6 lat: 3,90 - 5,30", 292),
    ],
  };
  const below = { page: 1, y: 109, height: 8, cells: [cell("6 - 12 lat: 4,00 - 5,20", 345)] };
  assert.equal(rangeBelow(row, below, columns), undefined);
  // without the range in the unit's cell, the line under is the range under the value
  const bare = {
    ...row,
    cells: [cell("Erytrocyty", 40), cell("4,62", 240), cell("x10^12/l", 292)],
  };
  assert.equal(rangeBelow(bare, below, columns), "6 - 12 lat: 4,00 - 5,20");
});
