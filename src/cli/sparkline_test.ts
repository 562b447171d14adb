/**
 * Tests of the sparkline: scaling, flat series, and squeezing long series.
 *
 * @module
 */

import assert from "node:assert/strict";
import { sparkline } from "./sparkline.ts";

Deno.test("sparkline() scales from the lowest bar to the highest", () => {
  assert.equal(sparkline([0, 1, 2, 3, 4, 5, 6, 7]), "▁▂▃▄▅▆▇█");
  assert.equal(sparkline([10, 5]), "█▁");
});

Deno.test("sparkline() draws a flat line for equal values and nothing for one value", () => {
  assert.equal(sparkline([3, 3, 3]), "▄▄▄");
  assert.equal(sparkline([3]), "");
  assert.equal(sparkline([]), "");
});

Deno.test("sparkline() squeezes a long series into the width", () => {
  const line = sparkline(Array.from({ length: 100 }, (_, i) => i), 10);
  assert.equal(line.length, 10);
  assert.equal(line[0], "▁");
  assert.equal(line[9], "█");
});
