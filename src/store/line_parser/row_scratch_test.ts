// Guards the reset before each line the fast path reads: every field a line
// may leave out is cleared, so no value of the line before survives into a
// line that does not name it. The dirty row below must name every such field
// (its type says so), so a field added to the row is tested here at once.

import assert from "node:assert/strict";
import { clearOptional, type LineFields, newScratch } from "./row_scratch.ts";

Deno.test("clearOptional() clears every field a line may leave out", () => {
  const dirty: Omit<LineFields, "code" | "time" | "fmt" | "date"> = {
    num: 5,
    text: "dodatni",
    cmp: 2,
    unit: "mg/dL",
    lo: 1,
    hi: 9,
    refText: "ujemny",
    lab: 1,
    labName: "Lab A",
    dec: 2,
    doc: "wyniki.pdf",
    page: 2,
    row: "Hb 13,4 g/dl",
    corrected: "value 1 → 2",
    imported: "2025-01-02",
  };
  const row = Object.assign(newScratch(), dirty);
  clearOptional(row);
  const fresh = newScratch();
  for (const key of Object.keys(dirty) as (keyof typeof dirty)[]) {
    assert.deepEqual(row[key], fresh[key], key);
    assert.notDeepEqual(dirty[key], fresh[key], `the dirty ${key} must differ from none`);
  }
});
