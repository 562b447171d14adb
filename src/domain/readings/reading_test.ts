// Guards what counts as the same measurement (code, date as stored with any
// time, value, comparator, unit).

import assert from "node:assert/strict";
import { duplicateKey, type Reading } from "./reading.ts";

const BASE: Reading = { code: "FERR", date: "2025-10-09", value: 52, unit: "µg/L", ref_low: 10 };

Deno.test("duplicateKey() is equal for the same code, date, value, comparator and unit", () => {
  assert.equal(duplicateKey(BASE), duplicateKey({ ...BASE, ref_low: 15, ref_text: "10-120" }));
});

Deno.test("duplicateKey() differs when any identifying field differs", () => {
  for (
    const other of [
      { ...BASE, code: "FE" },
      { ...BASE, date: "2025-10-10" },
      { ...BASE, value: 53 },
      { ...BASE, value: "52" },
      { ...BASE, comparator: "<" as const },
      { ...BASE, unit: "ng/mL" },
    ]
  ) {
    assert.notEqual(duplicateKey(other), duplicateKey(BASE), JSON.stringify(other));
  }
});

Deno.test("duplicateKey() tells apart readings on the same day at different times", () => {
  assert.notEqual(
    duplicateKey({ ...BASE, date: "2025-10-09T07:00" }),
    duplicateKey({ ...BASE, date: "2025-10-09T19:00" }),
  );
});
