/** A language's unit spelling with an annotation after it ("нг/мл FEU") is respelled, the annotation kept. */

import assert from "node:assert/strict";
import { unitSpelling } from "./mod.ts";

Deno.test("a respelled unit keeps its annotation; an unknown unit stays as printed", () => {
  assert.equal(unitSpelling("нг/мл FEU"), "ng/ml FEU");
  assert.equal(unitSpelling("mg/l FEU"), "mg/l FEU");
  assert.equal(unitSpelling("xyz ABC"), "xyz ABC");
});
