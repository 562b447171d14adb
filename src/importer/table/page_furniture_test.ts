/**
 * Tests of the page furniture: what every page repeats at its edges goes, a
 * result printed there stays.
 *
 * @module
 */

import assert from "node:assert/strict";
import { linesFromText, lineText } from "../layout/mod.ts";
import { withoutRepeatedFurniture } from "./page_furniture.ts";

Deno.test("withoutRepeatedFurniture() keeps a value alone on its line at a page's foot (a row on two lines)", () => {
  const lines = linesFromText([
    "Medica",
    "*2683763290*",
    "TSH [µIU/ml]",
    "1,610",
    "Strona 1 z 2",
    "\fMedica",
    "*2683763290*",
    "Anty-TPO [IU/ml]",
    "12,5",
    "Strona 2 z 2",
  ]);
  assert.deepEqual(withoutRepeatedFurniture(lines).map(lineText), [
    "TSH [µIU/ml]",
    "1,610",
    "Anty-TPO [IU/ml]",
    "12,5",
  ]);
});

Deno.test("withoutRepeatedFurniture() keeps a qualitative reference at a page's edge (a Czech urine strip)", () => {
  const lines = linesFromText([
    "Fakultní nemocnice",
    "Krev  stopa",
    "negativní",
    "Strana 1 z 2",
    "\fFakultní nemocnice",
    "negativní",
    "Poznámka: vzorek hemolytický",
    "Strana 2 z 2",
  ]);
  assert.deepEqual(withoutRepeatedFurniture(lines).map(lineText), [
    "Krev stopa",
    "negativní",
    "negativní",
    "Poznámka: vzorek hemolytický",
  ]);
});
