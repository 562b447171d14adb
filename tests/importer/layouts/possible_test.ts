/**
 * Guards the generator's values: it drew an MCHC of 53.7 g/dL (1.5 × its range's top), which no
 * person can have and the importer rightly holds, and then expected it stored. Every value it
 * expects stored now lies within the marker's `possible` values of clinical.yaml.
 */

import assert from "node:assert/strict";
import { CATALOGUE } from "./catalogue.ts";
import { drawContent, truthOf } from "./content.ts";
import { corpusSpecs } from "./corpus.ts";
import { possibleSpan } from "./possible.ts";

Deno.test("possibleSpan() reads clinical.yaml's bounds in the catalogue's unit, and at_most's", () => {
  const span = (code: string) => possibleSpan(CATALOGUE.find((spec) => spec.code === code)!);
  assert.deepEqual(span("MCHC"), { low: 15, high: 50 });
  assert.deepEqual(span("RBC"), { low: -Infinity, high: 20 });
  // Haemoglobin is at most MCHC's highest, and has no lower bound of its own.
  assert.deepEqual(span("HGB"), { low: -Infinity, high: 50 });
  assert.deepEqual(span("GLU"), { low: -Infinity, high: Infinity });
});

Deno.test("the layout generator never expects a value beyond its marker's possible ones", () => {
  let beyondTop = 0;
  for (const spec of corpusSpecs(20, 400, true, true)) {
    for (const row of truthOf(drawContent(spec.layout, spec.seed))) {
      const marker = CATALOGUE.find((s) => s.code === row.code);
      if (marker === undefined || typeof row.value !== "number") continue;
      const span = possibleSpan(marker);
      assert.ok(row.value >= span.low && row.value <= span.high, `${row.code} ${row.value}`);
      // A marker with a possible top (MCHC's 50 g/dL) still drawn well above its range.
      if (span.high < Infinity && row.value > marker.high * 1.3) beyondTop++;
    }
  }
  // The high draws still reach up to the bound: values well above the range are drawn.
  assert.ok(beyondTop > 0);
});
