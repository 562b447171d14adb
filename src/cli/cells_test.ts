/**
 * Tests of the CLI's flagged cells: the letter and the colour of a flag, and
 * a value coloured like it.
 *
 * @module
 */

import assert from "node:assert/strict";
import { flagCell, valueCell } from "./cells.ts";

Deno.test("flagCell() marks high H, low L and abnormal A, and nothing else", () => {
  assert.deepEqual(flagCell("high"), { text: "H", tone: "high" });
  assert.deepEqual(flagCell("low"), { text: "L", tone: "low" });
  assert.deepEqual(flagCell("abnormal"), { text: "A", tone: "high" });
  assert.deepEqual(flagCell("normal"), { text: "" });
  assert.deepEqual(flagCell(null), { text: "" });
});

Deno.test("valueCell() writes the value typographically, coloured like its flag", () => {
  assert.deepEqual(valueCell({ value: 10, comparator: "<=", flag: "normal" }), {
    text: "≤10",
    tone: undefined,
  });
  assert.deepEqual(valueCell({ value: 2000, comparator: ">", flag: "high" }), {
    text: ">2000",
    tone: "high",
  });
  assert.deepEqual(valueCell({ value: "ujemny", flag: null }).text, "ujemny");
});
