/**
 * Tests of the table layout: alignment, cutting, optional columns, and
 * colour codes that never leak when colour is off.
 *
 * @module
 */

import assert from "node:assert/strict";
import { renderTable } from "./table.ts";

Deno.test("renderTable() aligns text left and numbers right, with no trailing spaces", () => {
  const table = renderTable(
    [{ header: "Marker" }, { header: "Value", align: "right" }, { header: "Unit" }],
    [["Żelazo", "98", "µg/dL"], ["Hemoglobina", "13.4", ""]],
    false,
  );
  assert.deepEqual([table.header, ...table.rows], [
    "Marker       Value  Unit",
    "Żelazo          98  µg/dL",
    "Hemoglobina   13.4",
  ]);
});

Deno.test("renderTable() cuts a long cell with an ellipsis", () => {
  const table = renderTable([{ header: "M", max: 5 }], [["abcdefgh"]], false);
  assert.deepEqual(table.rows, ["abcd…"]);
});

Deno.test("renderTable() leaves out an empty optional column", () => {
  const table = renderTable(
    [{ header: "A" }, { header: "Flag", optional: true }],
    [["x", ""]],
    false,
  );
  assert.equal(table.header, "A");
});

Deno.test("renderTable() colours toned cells only when asked, keeping widths", () => {
  const rows = [[{ text: "H", tone: "high" as const }, "x"], [
    { text: "L", tone: "low" as const },
    "y",
  ]];
  const columns = [{ header: "F" }, { header: "V" }];
  const plain = renderTable(columns, rows, false);
  const coloured = renderTable(columns, rows, true);
  assert.deepEqual(plain.rows, ["H  x", "L  y"]);
  assert.deepEqual(coloured.rows, ["\u001b[31mH\u001b[0m  x", "\u001b[34mL\u001b[0m  y"]);
});
