/**
 * Names labs print that the built-in dictionary knows: the German "PTT" (the activated partial
 * thromboplastin time) and the Czech "Sedimentace" / "Sedimentace FW" (the Westergren ESR).
 */

import assert from "node:assert/strict";
import { buildDictionary } from "../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../domain/markers/marker_index.ts";
import { resolveMarker } from "../domain/markers/resolve.ts";
import { builtinLayer } from "./builtin.ts";

const index = buildMarkerIndex(buildDictionary([builtinLayer()]));
const code = (name: string) => {
  const found = resolveMarker(index, name);
  return found.kind === "found" ? found.marker.code : found.kind;
};

Deno.test("the built-in dictionary knows PTT as APTT and Sedimentace FW as the ESR", () => {
  assert.equal(code("PTT"), "APTT");
  assert.equal(code("Sedimentace FW"), "OB");
  assert.equal(code("Sedimentace"), "OB");
});
