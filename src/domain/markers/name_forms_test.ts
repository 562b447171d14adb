// Guards the spellings a lab gives one marker name: signs spelled one way,
// specimen words taken off with their context, and method suffixes taken off
// one at a time, never a word that is part of the analyte's name.

import assert from "node:assert/strict";
import { loosen, specimenFreeNames, strippedForms } from "./name_forms.ts";
import { normalizeName } from "../text.ts";

/** A printed name as the index files it loosely: normalised, then loosened. */
function looseName(name: string): string {
  return loosen(normalizeName(name));
}

Deno.test("loosen() spells percent and count signs and punctuation one way", () => {
  for (const name of ["Neutrofile %", "Neutrofile [%]", "Neutrofile (%)", "neutrofile%"]) {
    assert.equal(looseName(name), "neutrofile %", name);
  }
  assert.equal(looseName("NEUT#"), looseName("NEUT [#]"));
  assert.notEqual(looseName("NEUT#"), looseName("NEUT%"));
  assert.equal(looseName("Anty-TPO"), looseName("anty TPO"));
});

Deno.test("specimenFreeNames() takes the specimen words off, telling sediment apart", () => {
  assert.deepEqual(specimenFreeNames("glukoza w moczu"), [{ context: "", name: "glukoza" }]);
  assert.deepEqual(specimenFreeNames("ph moczu"), [{ context: "", name: "ph" }]);
  assert.deepEqual(
    specimenFreeNames("leukocyty w osadzie moczu").find((f) => f.context === ":sediment"),
    { context: ":sediment", name: "leukocyty" },
  );
  assert.deepEqual(specimenFreeNames("glukoza"), []);
});

Deno.test("strippedForms() takes method, generation and flag suffixes off one at a time", () => {
  const names = (key: string) => strippedForms(key).map((f) => f.name);
  assert.deepEqual(names("borelioza igg (elisa)"), ["borelioza igg"]);
  assert.deepEqual(names("tsh 3. generacji (eclia)"), ["tsh 3. generacji", "tsh"]);
  assert.deepEqual(names("tsh iii generacji"), ["tsh"]);
  assert.deepEqual(names("cholesterol ldl wyliczany"), ["cholesterol ldl"]);
  assert.deepEqual(names("witamina d3 metabolit 25(oh)"), ["witamina d3"]);
  assert.deepEqual(names("ferrytyna h"), ["ferrytyna"]);
  assert.deepEqual(names("anty-tpo h powyzej"), ["anty-tpo"]);
  assert.deepEqual(names("ferrytyna"), []);
});

Deno.test("strippedForms() keeps the stem of a word that may name another analyte", () => {
  assert.deepEqual(strippedForms("cholesterol ldl bezposredni")[0]?.stems, ["bezposr|direct"]);
  assert.deepEqual(strippedForms("borelioza igg (elisa)")[0]?.stems, []);
});

Deno.test("strippedForms() never strips the word that makes the analyte", () => {
  assert.deepEqual(strippedForms("bilirubina bezposrednia"), []);
  assert.deepEqual(strippedForms("witamina d 1,25(oh)2"), []);
  assert.deepEqual(strippedForms("borelioza igg (western blot)"), []);
});
