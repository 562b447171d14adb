import assert from "node:assert/strict";
import { buildDictionary } from "../../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
import { proseRows } from "./prose_rows.ts";

const index = buildMarkerIndex(buildDictionary([]));

Deno.test("a list of results in prose runs on after a semicolon and ends at a full stop", () => {
  const first = proseRows("Lab. 07.01.2026: Hb 131 g/l, Tr 233 x10^9/l;", undefined, index);
  assert.deepEqual(first?.rows.map((r) => r.name), ["Hb", "Tr"]);
  assert.equal(first?.runsOn, "2026-01-07");
  const second = proseRows(
    "CRP 3,1 mg/l, TSH 2,4 mIU/l, ferritín 36 ug/l. Hb bez zmeny oproti",
    first?.runsOn,
    index,
    { next: "poslednému vyšetreniu (Hb 128 g/l, 11/2025, Brno)." },
  );
  assert.deepEqual(second?.rows.map((r) => [r.name, r.value, r.unit, r.ownDate]), [
    ["CRP", { value: 3.1 }, "mg/l", "2026-01-07"],
    ["TSH", { value: 2.4 }, "mIU/l", "2026-01-07"],
    ["ferritín", { value: 36 }, "ug/l", "2026-01-07"],
  ]);
  // the sentence after the list is no part of it, and nothing runs on to the next line
  assert.equal(second?.runsOn, undefined);
  assert.equal(second?.tail, undefined);
});

Deno.test("an abbreviation's full stop does not end the list", () => {
  const read = proseRows(
    "Kontrolnie 15.03.2025: CRP 8 mg/l, wit. D 25 ng/ml, Hemoglobina 12,9 g/dl.",
    undefined,
    index,
  );
  assert.deepEqual(read?.rows.map((r) => r.name), ["CRP", "wit. D", "Hemoglobina"]);
});
