/**
 * Names labs print that the built-in dictionary knows: the German "PTT" (the activated partial
 * thromboplastin time), the Czech "Sedimentace" / "Sedimentace FW" (the Westergren ESR), an
 * OGTT's post-load draws ("Glukoza po 120 min"), markers apart from the fasting glucose, and the
 * Romance-language names of common markers.
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

Deno.test("an OGTT's draws after the load are markers of their own; the fasting draw is glucose (set-24)", () => {
  assert.equal(code("Glukoza po 120 min"), "GLU_OGTT_120");
  assert.equal(code("Glukoza 120'"), "GLU_OGTT_120");
  assert.equal(code("Glukoza 60 min"), "GLU_OGTT_60");
  assert.equal(code("Insulina po 2 h"), "INSULIN_OGTT_120");
  assert.equal(code("Insulina 60'"), "INSULIN_OGTT_60");
  assert.equal(code("Glukoza na czczo"), "GLU");
  assert.equal(code("Glukoza"), "GLU");
  assert.equal(code("Insulina"), "INSULIN");
  assert.equal(code("Wskaźnik HOMA-IR"), "HOMA_IR");
});

Deno.test("the built-in dictionary knows the Romance-language names and never reads French 'Fer' as ferritin", () => {
  assert.equal(code("Hématies"), "RBC");
  assert.equal(code("Emoglobina"), "HGB");
  assert.equal(code("Creatinina"), "CREA");
  assert.equal(code("Sideremia"), "FE");
  assert.equal(code("Glicose"), "GLU");
  assert.equal(code("Numar de trombocite"), "PLT");
  // "Fer" is iron in French: no name of ferritin may be it ("FER" was one, and is no more).
  assert.notEqual(code("Fer"), "FERR");
  assert.notEqual(code("FER"), "FERR");
});
