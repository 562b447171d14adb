/** "Label CODE" names ("Leukocyty WBC", "Sod Na"), as hospital systems print them. */
import assert from "node:assert/strict";
import { buildDictionary, type MarkerEntry } from "./dictionary.ts";
import { buildMarkerIndex } from "./marker_index.ts";
import { resolveMarker } from "./resolve.ts";

const index = buildMarkerIndex(buildDictionary([{
  source: "test",
  entries: new Map<string, MarkerEntry>(Object.entries({
    WBC: { label: "WBC (leukocyty)", aliases: ["leukocyty"] },
    HGB: { label: "Hemoglobina" },
    NA: { label: "Sód", aliases: ["sodium"] },
    TSH: { label: "TSH" },
    CHOL: { label: "Cholesterol" },
    HDL: { label: "Cholesterol HDL", aliases: ["HDL"] },
    U_LEU: { label: "Leukocyty w moczu", specimen: "urine" },
    B12: { label: "Witamina B12", aliases: ["vitamin B12", "вітамін B12"] },
    FE: { label: "Żelazo", aliases: ["iron", "serum iron"] },
    TIBC: { label: "Całkowita zdolność wiązania żelaza", aliases: ["iron binding capacity"] },
  })),
}]));

const code = (name: string, specimen?: string) => {
  const found = resolveMarker(index, name, specimen === undefined ? {} : { specimen });
  return found.kind === "found" ? found.marker.code : undefined;
};

Deno.test("resolveMarker() reads 'Label CODE' when both parts name one marker", () => {
  assert.equal(code("Leukocyty WBC"), "WBC");
  assert.equal(code("Hemoglobina HGB"), "HGB");
  assert.equal(code("Sod Na"), "NA");
  // two markers named: never guess
  assert.equal(code("Hemoglobina TSH"), undefined);
  assert.equal(code("Leukocyty HGB"), undefined);
  assert.equal(code("Cholesterol HDL"), "HDL");
  // in a urine section, the blood code is no name of the urine marker
  assert.equal(code("Leukocyty WBC", "urine"), undefined);
});

Deno.test("resolveMarker() reads a name printed in two languages, one after the other", () => {
  assert.equal(code("Вітамін B12 Vitamin B12"), "B12");
  assert.equal(code("Witamina B12 vitamin B12"), "B12");
  // Two markers named: never guess.
  assert.equal(code("Serum iron iron binding capacity"), undefined);
  assert.equal(code("Вітамін B12 serum iron"), undefined);
  // Leukocytes of the blood, then of the urine: no one marker.
  assert.equal(code("Leukocyty WBC Leukocyty w moczu"), undefined);
});
