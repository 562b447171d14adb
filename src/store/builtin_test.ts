// Guards the shipped dictionary: it parses, merges with zero dropped aliases
// or bad patterns, is big enough to be useful, carries the codes and labels
// the contract requires exactly, and the required names resolve.

import assert from "node:assert/strict";
import { buildDictionary } from "../domain/dictionary.ts";
import { buildMarkerIndex, resolveMarker } from "../domain/resolve.ts";
import { BUILTIN_SOURCE, builtinLayer } from "./builtin.ts";

const DICTIONARY = buildDictionary([builtinLayer()]);
const INDEX = buildMarkerIndex(DICTIONARY);

function resolvesTo(query: string): string {
  const resolution = resolveMarker(INDEX, query);
  return resolution.kind === "found" ? resolution.marker.code : resolution.kind;
}

Deno.test("builtinLayer() is named as the built-in markers.yaml", () => {
  assert.equal(builtinLayer().source, BUILTIN_SOURCE);
});

Deno.test("the built-in dictionary builds with zero problems", () => {
  assert.deepEqual(DICTIONARY.problems, []);
});

Deno.test("the built-in dictionary has at least 60 markers, each labelled and grouped", () => {
  assert.ok(DICTIONARY.markers.size >= 60, `${DICTIONARY.markers.size} markers`);
  for (const marker of DICTIONARY.markers.values()) {
    assert.ok(marker.label.trim() !== "", marker.code);
    assert.ok(marker.group, `${marker.code} has a group`);
  }
});

Deno.test("the built-in dictionary has the required codes with their exact labels", () => {
  const required: Record<string, string> = {
    HGB: "Hemoglobina",
    OB: "OB (odczyn Biernackiego)",
    FERR: "Ferrytyna",
    FE: "Żelazo",
    CRP: "CRP (białko C-reaktywne)",
    GLU: "Glukoza",
    TSH: "TSH",
    PTH: "Parathormon",
    LDL: "Cholesterol LDL",
    B12: "Witamina B12",
  };
  for (const [code, label] of Object.entries(required)) {
    assert.equal(DICTIONARY.markers.get(code)?.label, label, code);
  }
});

Deno.test("the built-in dictionary resolves the required aliases", () => {
  assert.equal(resolvesTo("ferritin"), "FERR");
  assert.equal(resolvesTo("hemoglobin"), "HGB");
  assert.equal(resolvesTo("ESR"), "OB");
  assert.equal(resolvesTo("glucose"), "GLU");
  assert.equal(resolvesTo("iron"), "FE");
});

Deno.test("the built-in dictionary resolves OB, labels and diacritic-free spellings", () => {
  assert.equal(resolvesTo("OB"), "OB");
  assert.equal(resolvesTo("ob"), "OB");
  assert.equal(resolvesTo("zelazo"), "FE");
  assert.equal(resolvesTo("Ferrytyna"), "FERR");
  assert.equal(resolvesTo("crp (bialko c-reaktywne)"), "CRP");
  assert.equal(resolvesTo("pth"), "PTH");
  assert.equal(resolvesTo("witamina b12"), "B12");
  assert.equal(resolvesTo("cholesterol ldl"), "LDL");
});

Deno.test("the built-in dictionary suggests FERR for ferrytna", () => {
  const miss = resolveMarker(INDEX, "ferrytna");
  const suggestions = miss.kind === "found" ? [] : miss.suggestions;
  assert.equal(miss.kind, "marker_not_found");
  assert.equal(suggestions[0]?.code, "FERR");
});

Deno.test("every name of the built-in dictionary resolves to its own marker", () => {
  for (const marker of DICTIONARY.markers.values()) {
    for (const name of [marker.code, marker.label, ...marker.aliases]) {
      assert.equal(resolvesTo(name), marker.code, `${name} of ${marker.code}`);
    }
  }
});

/** LOINC's mod-10 check digit is the Luhn check over the code without its hyphen. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (const [i, ch] of [...digits].reverse().entries()) {
    const d = Number(ch) * (i % 2 === 1 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return sum % 10 === 0;
}

Deno.test("the built-in LOINC codes are well formed with a valid check digit", () => {
  assert.ok(luhnValid("7187") && !luhnValid("7188"), "the check itself works");
  for (const marker of DICTIONARY.markers.values()) {
    for (const loinc of marker.loinc) {
      assert.match(loinc, /^\d{1,7}-\d$/, marker.code);
      assert.ok(luhnValid(loinc.replace("-", "")), `${marker.code} LOINC ${loinc} check digit`);
    }
  }
});
