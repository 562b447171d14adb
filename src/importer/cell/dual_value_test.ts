/**
 * A result with its conversion in brackets after it is read as the first,
 * primary result; a range or a bare number in brackets is not taken off.
 */

import assert from "node:assert/strict";
import { readValue } from "./value.ts";

Deno.test("a result with its conversion in brackets: the primary result, flag and unit kept", () => {
  assert.deepEqual(readValue("44 (6.2%) H mmol/mol", true), {
    value: { value: 44 },
    unit: "mmol/mol",
    flag: "H",
  });
  assert.deepEqual(readValue("5,4 mmol/l (97 mg/dl)", true), {
    value: { value: 5.4 },
    unit: "mmol/l",
  });
  assert.deepEqual(readValue("44 (6.2%)", true), { value: { value: 44 } });
});

Deno.test("no conversion in brackets: a bare number or a long text stays unreadable", () => {
  assert.equal(readValue("5,4 (5,1)", true)?.unreadable, "the result cannot be read as a value");
  const long = `${"1 ".repeat(60)}(5 mg/dl)`;
  assert.equal(readValue(long, true)?.unreadable, "the result cannot be read as a value");
});
