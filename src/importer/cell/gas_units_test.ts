/** Blood gas units (kPa, mmHg) are units: "5,1 kPa" in a result cell is a value and its unit. */

import assert from "node:assert/strict";
import { looksLikeUnit } from "./unit.ts";
import { readValue } from "./value.ts";

Deno.test("kPa and mmHg are units, and a value printed with one is read", () => {
  assert.ok(["kPa", "mmHg", "mm Hg"].every(looksLikeUnit));
  assert.deepEqual(readValue("5,1 kPa", true), { value: { value: 5.1 }, unit: "kPa" });
  assert.deepEqual(readValue("38 mmHg", true), { value: { value: 38 }, unit: "mmHg" });
});
