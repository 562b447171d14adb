// Guards the dictionary merge and its collision rules: an alias that would
// make a name mean two markers is dropped and reported, never guessed; codes
// and labels are never dropped; overlay layers merge by code.

import assert from "node:assert/strict";
import {
  buildDictionary,
  DEFAULT_SPECIMEN,
  type DictionaryLayer,
  type MarkerEntry,
  parenthesisPrefix,
  specimenOf,
} from "./dictionary.ts";

function layer(source: string, entries: Record<string, MarkerEntry>): DictionaryLayer {
  return { source, entries: new Map(Object.entries(entries)) };
}

Deno.test("buildDictionary() keeps every marker with its names", () => {
  const dictionary = buildDictionary([layer("base", {
    HGB: {
      label: "Hemoglobina",
      aliases: ["hemoglobin", "Hb"],
      loinc: ["718-7"],
      group: "Morfologia",
    },
    FE: { label: "Żelazo", aliases: ["iron"] },
  })]);
  assert.deepEqual(dictionary.problems, []);
  assert.deepEqual(dictionary.markers.get("HGB"), {
    code: "HGB",
    label: "Hemoglobina",
    aliases: ["hemoglobin", "Hb"],
    loinc: ["718-7"],
    group: "Morfologia",
    patterns: [],
  });
  assert.deepEqual([...dictionary.markers.keys()], ["HGB", "FE"]);
});

Deno.test("buildDictionary() gives a marker with no label its code as label", () => {
  const dictionary = buildDictionary([layer("base", { TSH: {} })]);
  assert.equal(dictionary.markers.get("TSH")?.label, "TSH");
  assert.equal("group" in dictionary.markers.get("TSH")!, false);
});

Deno.test("buildDictionary() drops and reports an alias that is another marker's code", () => {
  const dictionary = buildDictionary([layer("base", {
    FE: { label: "Żelazo", aliases: ["iron", "ferr"] },
    FERR: { label: "Ferrytyna" },
  })]);
  assert.deepEqual(dictionary.markers.get("FE")?.aliases, ["iron"]);
  assert.deepEqual(dictionary.problems, [{
    kind: "alias_dropped",
    code: "FE",
    text: "ferr",
    reason: 'collides with the code or label of "FERR"',
  }]);
});

Deno.test("buildDictionary() drops and reports an alias that is another marker's label", () => {
  const dictionary = buildDictionary([layer("base", {
    FE: { label: "Żelazo", aliases: ["ferrytyna"] },
    FERR: { label: "Ferrytyna" },
  })]);
  assert.deepEqual(dictionary.markers.get("FE")?.aliases, []);
  assert.equal(dictionary.problems.length, 1);
  assert.equal(dictionary.problems[0]?.code, "FE");
  assert.match(dictionary.problems[0]!.reason, /"FERR"/);
});

Deno.test("buildDictionary() matches collisions ignoring case and diacritics", () => {
  const dictionary = buildDictionary([layer("base", {
    FE: { label: "Żelazo" },
    SIDERO: { label: "Syderemia", aliases: ["ZELAZO"] },
  })]);
  assert.deepEqual(dictionary.markers.get("SIDERO")?.aliases, []);
  assert.equal(dictionary.problems[0]?.text, "ZELAZO");
});

Deno.test("buildDictionary() drops an alias claimed by two markers from both", () => {
  const dictionary = buildDictionary([layer("base", {
    HGB: { label: "Hemoglobina", aliases: ["Hb", "hemoglobin"] },
    HBA1C: { label: "Hemoglobina glikowana", aliases: ["HB", "glycated hemoglobin"] },
  })]);
  assert.deepEqual(dictionary.markers.get("HGB")?.aliases, ["hemoglobin"]);
  assert.deepEqual(dictionary.markers.get("HBA1C")?.aliases, ["glycated hemoglobin"]);
  assert.deepEqual(
    dictionary.problems.map((p) => [p.kind, p.code, p.text, p.reason]),
    [
      ["alias_dropped", "HGB", "Hb", 'also claimed by "HBA1C"'],
      ["alias_dropped", "HBA1C", "HB", 'also claimed by "HGB"'],
    ],
  );
});

Deno.test("buildDictionary() never drops codes or labels, even when they collide", () => {
  const dictionary = buildDictionary([layer("base", {
    A: { label: "Same" },
    B: { label: "same" },
    C: { label: "A" },
  })]);
  assert.deepEqual(
    [...dictionary.markers.values()].map((m) => [m.code, m.label]),
    [["A", "Same"], ["B", "same"], ["C", "A"]],
  );
  assert.deepEqual(dictionary.problems, []);
});

Deno.test("buildDictionary() silently ignores an alias repeating the marker's own names", () => {
  const dictionary = buildDictionary([layer("base", {
    TSH: { label: "TSH", aliases: ["tsh", " TSH ", "thyrotropin", "Thyrotropin", ""] },
  })]);
  assert.deepEqual(dictionary.markers.get("TSH")?.aliases, ["thyrotropin"]);
  assert.deepEqual(dictionary.problems, []);
});

Deno.test("buildDictionary() overlay replaces label and group by code", () => {
  const dictionary = buildDictionary([
    layer("builtin", { HGB: { label: "Hemoglobina", group: "Morfologia", aliases: ["Hb"] } }),
    layer("overlay", { HGB: { label: "Hemoglobina (HGB)", group: "Krew" } }),
  ]);
  const hgb = dictionary.markers.get("HGB")!;
  assert.equal(hgb.label, "Hemoglobina (HGB)");
  assert.equal(hgb.group, "Krew");
  assert.deepEqual(hgb.aliases, ["Hb"]);
});

Deno.test("buildDictionary() overlay adds aliases, LOINC codes and patterns", () => {
  const dictionary = buildDictionary([
    layer("builtin", { FERR: { label: "Ferrytyna", aliases: ["ferritin"], loinc: ["2276-4"] } }),
    layer("overlay", {
      FERR: {
        aliases: ["ferrytyna w surowicy"],
        loinc: ["2276-4", "24373-3"],
        patterns: ["^fer+yt"],
      },
    }),
  ]);
  const ferr = dictionary.markers.get("FERR")!;
  assert.equal(ferr.label, "Ferrytyna");
  assert.deepEqual(ferr.aliases, ["ferritin", "ferrytyna w surowicy"]);
  assert.deepEqual(ferr.loinc, ["2276-4", "24373-3"]);
  assert.deepEqual(ferr.patterns, ["^fer+yt"]);
});

Deno.test("buildDictionary() overlay adds new markers after the built-in ones", () => {
  const dictionary = buildDictionary([
    layer("builtin", { HGB: { label: "Hemoglobina" } }),
    layer("overlay", { AMH: { label: "AMH (hormon anty-Müllerowski)", aliases: ["AMH test"] } }),
  ]);
  assert.deepEqual([...dictionary.markers.keys()], ["HGB", "AMH"]);
  assert.deepEqual(dictionary.markers.get("AMH")?.aliases, ["AMH test"]);
});

Deno.test("buildDictionary() overlay alias colliding with a built-in label is dropped", () => {
  const dictionary = buildDictionary([
    layer("builtin", { HGB: { label: "Hemoglobina" }, FE: { label: "Żelazo" } }),
    layer("overlay", { HGB: { aliases: ["zelazo"] } }),
  ]);
  assert.deepEqual(dictionary.markers.get("HGB")?.aliases, []);
  assert.equal(dictionary.problems[0]?.kind, "alias_dropped");
});

Deno.test("buildDictionary() reports an invalid pattern as pattern_invalid and keeps the rest", () => {
  const dictionary = buildDictionary([layer("base", {
    GLU: { label: "Glukoza", patterns: ["^gluk", "(unclosed", "[z-a]"] },
  })]);
  assert.deepEqual(dictionary.markers.get("GLU")?.patterns, ["^gluk"]);
  assert.deepEqual(dictionary.problems.map((p) => [p.kind, p.code, p.text]), [
    ["pattern_invalid", "GLU", "(unclosed"],
    ["pattern_invalid", "GLU", "[z-a]"],
  ]);
  assert.match(dictionary.problems[0]!.reason, /^invalid regular expression: /);
});

Deno.test("parenthesisPrefix() gives the abbreviation before a parenthesis", () => {
  assert.equal(parenthesisPrefix("OB (odczyn Biernackiego)"), "OB");
  assert.equal(parenthesisPrefix("INH-B (Elecsys)"), "INH-B");
  assert.equal(parenthesisPrefix("PTH(1-84)"), "PTH");
  assert.equal(parenthesisPrefix("Hemoglobina"), undefined);
  assert.equal(parenthesisPrefix("(odczyn)"), undefined);
  assert.equal(parenthesisPrefix("   (odczyn)"), undefined);
});

Deno.test("buildDictionary() keeps a marker's specimen, blood when none is named", () => {
  const dictionary = buildDictionary([
    layer("builtin", {
      GLU: { label: "Glukoza" },
      URINE_GLUCOSE: { label: "Glukoza w moczu", specimen: "urine" },
      SERUM_X: { label: "X", specimen: "serum" },
    }),
    layer("overlay", { GLU: { specimen: "mocz" } }),
  ]);
  assert.equal(dictionary.markers.get("URINE_GLUCOSE")?.specimen, "urine");
  assert.equal(specimenOf(dictionary.markers.get("URINE_GLUCOSE")!), "urine");
  assert.equal(specimenOf(dictionary.markers.get("SERUM_X")!), DEFAULT_SPECIMEN);
  assert.equal("specimen" in dictionary.markers.get("SERUM_X")!, false);
  assert.equal(dictionary.markers.get("GLU")?.specimen, "urine");
});
