// Guards the `specimen` field of a markers.yaml entry: optional, a lower-case
// word, and refused (with the field named) when it is anything else.

import assert from "node:assert/strict";
import { describeIssue, markerEntrySchema } from "./schemas.ts";

Deno.test("markerEntrySchema accepts an optional lower-case specimen", () => {
  assert.equal(
    markerEntrySchema.safeParse({ label: "Glukoza w moczu", specimen: "urine" }).success,
    true,
  );
  assert.equal(markerEntrySchema.safeParse({ label: "Glukoza" }).success, true);
});

Deno.test("markerEntrySchema refuses a specimen that is not a lower-case word", () => {
  for (const specimen of ["Urine", "", "urine!", 3]) {
    const input = { label: "X", specimen };
    const result = markerEntrySchema.safeParse(input);
    assert.equal(result.success, false, String(specimen));
    assert.match(!result.success ? describeIssue(result.error, input) : "", /"specimen"/);
  }
});
