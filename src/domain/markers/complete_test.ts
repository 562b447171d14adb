// Guards prompt-argument completion: "fer" offers FERR/Ferrytyna, markers
// with results come first, prefix matches before substring matches, capped.

import assert from "node:assert/strict";
import { buildDictionary, type MarkerEntry } from "./dictionary.ts";
import { completeMarkerName, MAX_COMPLETIONS } from "./complete.ts";
import { buildMarkerIndex, type MarkerIndex } from "./marker_index.ts";

function indexOf(entries: Record<string, MarkerEntry>): MarkerIndex {
  return buildMarkerIndex(
    buildDictionary([{ source: "test", entries: new Map(Object.entries(entries)) }]),
  );
}

const INDEX = indexOf({
  FE: { label: "Żelazo", aliases: ["iron"] },
  FERR: { label: "Ferrytyna", aliases: ["ferritin"] },
  TSH: { label: "TSH" },
  TRANSF: { label: "Transferyna", aliases: ["transferrin"] },
});

Deno.test("completeMarkerName() offers code and label: fer gives FERR and Ferrytyna", () => {
  assert.deepEqual(completeMarkerName(INDEX, [], "fer"), [
    "FERR",
    "Ferrytyna",
    "TRANSF",
    "Transferyna",
  ]);
});

Deno.test("completeMarkerName() matches ignoring diacritics and lists a code once when it is the label", () => {
  assert.deepEqual(completeMarkerName(INDEX, [], "zel"), ["FE", "Żelazo"]);
  assert.deepEqual(completeMarkerName(INDEX, [], "ts"), ["TSH"]);
});

Deno.test("completeMarkerName() puts markers with results first", () => {
  assert.deepEqual(completeMarkerName(INDEX, ["TRANSF"], "fer"), [
    "FERR",
    "Ferrytyna",
    "TRANSF",
    "Transferyna",
  ]);
  assert.deepEqual(completeMarkerName(INDEX, ["FE"], "")[0], "FE");
  assert.deepEqual(completeMarkerName(INDEX, ["TSH"], "").slice(0, 2), ["TSH", "FE"]);
});

Deno.test("completeMarkerName() returns at most MAX_COMPLETIONS values", () => {
  const many = indexOf(
    Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`M${i}`, { label: `Marker ${i}` }])),
  );
  assert.equal(completeMarkerName(many, [], "m").length, MAX_COMPLETIONS);
});

Deno.test("completeMarkerName() offers nothing for a name matching nothing", () => {
  assert.deepEqual(completeMarkerName(INDEX, [], "qqq"), []);
});
