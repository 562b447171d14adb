// Guards marker resolution, the heart of the product: code, then label, then
// alias, then parenthesis prefix; case, whitespace and diacritics ignored; a
// prefix that collides with anything never resolves; and a miss is a distinct
// value with suggestions. Zero matches is safer than a wrong match.

import assert from "node:assert/strict";
import { buildDictionary, type MarkerEntry } from "./dictionary.ts";
import { buildMarkerIndex, type MarkerIndex } from "./marker_index.ts";
import {
  MAX_SUGGESTIONS,
  type Resolution,
  resolveMarker,
  type ResolveOptions,
  searchMarkers,
} from "./resolve.ts";

function indexOf(entries: Record<string, MarkerEntry>): MarkerIndex {
  return buildMarkerIndex(
    buildDictionary([{ source: "test", entries: new Map(Object.entries(entries)) }]),
  );
}

function foundCode(resolution: Resolution): string | undefined {
  return resolution.kind === "found" ? resolution.marker.code : undefined;
}

/** Asserts a miss of the given kind and returns it. */
function missOf(resolution: Resolution, kind: "marker_not_found" | "marker_ambiguous") {
  if (resolution.kind === "found") assert.fail(`expected ${kind}, found ${resolution.marker.code}`);
  assert.equal(resolution.kind, kind);
  return resolution;
}

const LAB = indexOf({
  HGB: { label: "Hemoglobina", aliases: ["hemoglobin", "Hb"] },
  OB: { label: "OB (odczyn Biernackiego)", aliases: ["ESR"] },
  FERR: { label: "Ferrytyna", aliases: ["ferritin"] },
  FE: { label: "Żelazo", aliases: ["iron"] },
  PLT: { label: "PLT (płytki krwi)", aliases: ["platelets"] },
  CRP: { label: "CRP (białko C-reaktywne)" },
  PTH: { label: "Parathormon" },
  PTH184: { label: "PTH (1-84)" },
  INHB_E: { label: "INH-B (Elecsys)" },
  INHB_A: { label: "INH-B (Access)" },
  B12: { label: "Witamina B12" },
});

/** The suggestions of a name that resolves to no marker (a miss is what offers them). */
function suggestionsFor(index: MarkerIndex, query: string, options: ResolveOptions = {}) {
  const resolution = resolveMarker(index, query, options);
  assert.equal(resolution.kind, "marker_not_found", query);
  return resolution.kind === "marker_not_found" ? resolution.suggestions : [];
}

Deno.test("resolveMarker() finds a marker by code", () => {
  const found = resolveMarker(LAB, "HGB");
  assert.equal(foundCode(found), "HGB");
  assert.equal(found.kind === "found" && found.matched, "code");
});

Deno.test("resolveMarker() finds a marker by label", () => {
  const found = resolveMarker(LAB, "Ferrytyna");
  assert.equal(foundCode(found), "FERR");
  assert.equal(found.kind === "found" && found.matched, "label");
});

Deno.test("resolveMarker() finds a marker by alias", () => {
  const found = resolveMarker(LAB, "ferritin");
  assert.equal(foundCode(found), "FERR");
  assert.equal(found.kind === "found" && found.matched, "alias");
  assert.equal(foundCode(resolveMarker(LAB, "ESR")), "OB");
});

Deno.test("resolveMarker() finds a marker by an unambiguous parenthesis prefix", () => {
  const found = resolveMarker(LAB, "plt");
  assert.equal(foundCode(found), "PLT");
  assert.equal(found.kind === "found" && found.matched, "code");
  const crp = indexOf({ CRP_HS: { label: "hsCRP (wysokoczułe)" } });
  const byPrefix = resolveMarker(crp, "HSCRP");
  assert.equal(foundCode(byPrefix), "CRP_HS");
  assert.equal(byPrefix.kind === "found" && byPrefix.matched, "prefix");
});

Deno.test("resolveMarker() resolves OB by code before its prefix", () => {
  const found = resolveMarker(LAB, "OB");
  assert.equal(foundCode(found), "OB");
  assert.equal(found.kind === "found" && found.matched, "code");
});

Deno.test("resolveMarker() ignores case, surrounding whitespace and diacritics", () => {
  assert.equal(foundCode(resolveMarker(LAB, "zelazo")), "FE");
  assert.equal(foundCode(resolveMarker(LAB, "  ŻELAZO\t")), "FE");
  assert.equal(foundCode(resolveMarker(LAB, "hemoglobina")), "HGB");
  assert.equal(foundCode(resolveMarker(LAB, "crp (bialko c-reaktywne)")), "CRP");
  assert.equal(foundCode(resolveMarker(LAB, "witamina  b12")), "B12");
});

Deno.test("resolveMarker() counts ł as l", () => {
  assert.equal(foundCode(resolveMarker(LAB, "PLT (plytki krwi)")), "PLT");
  const index = indexOf({ X: { label: "Płytki", aliases: ["łomot"] } });
  assert.equal(foundCode(resolveMarker(index, "plytki")), "X");
  assert.equal(foundCode(resolveMarker(index, "LOMOT")), "X");
});

Deno.test("resolveMarker() prefers code over label over alias over prefix", () => {
  const index = indexOf({
    A: { label: "Alpha", aliases: ["beta-code"] },
    "BETA-CODE": { label: "Gamma" },
    C: { label: "Gamma-Label (x)" },
    D: { label: "Delta", aliases: ["gamma-label"] },
  });
  // "beta-code" is A's alias (dropped: collides with a code) and the code of BETA-CODE.
  assert.equal(foundCode(resolveMarker(index, "beta-code")), "BETA-CODE");
  // "gamma-label" is C's prefix and D's alias: the alias wins.
  const hit = resolveMarker(index, "gamma-label");
  assert.equal(foundCode(hit), "D");
  assert.equal(hit.kind === "found" && hit.matched, "alias");
  const labelFirst = indexOf({ X: { label: "Foo" }, Z: { label: "Foo (z)" } });
  assert.equal(foundCode(resolveMarker(labelFirst, "foo")), "X");
});

Deno.test("resolveMarker() resolves pth to the PTH code, never to PTH (1-84)", () => {
  const found = resolveMarker(LAB, "pth");
  assert.equal(foundCode(found), "PTH");
  assert.equal(found.kind === "found" && found.matched, "code");
  assert.equal(foundCode(resolveMarker(LAB, "PTH (1-84)")), "PTH184");
  assert.equal(foundCode(resolveMarker(LAB, "parathormon")), "PTH");
});

Deno.test("resolveMarker() refuses an ambiguous parenthesis prefix", () => {
  const miss = missOf(resolveMarker(LAB, "INH-B"), "marker_ambiguous");
  assert.equal(miss.query, "INH-B");
  assert.deepEqual(miss.suggestions, [
    { code: "INHB_E", label: "INH-B (Elecsys)" },
    { code: "INHB_A", label: "INH-B (Access)" },
  ]);
  assert.equal(resolveMarker(LAB, "inh-b ").kind, "marker_ambiguous");
  assert.equal(foundCode(resolveMarker(LAB, "INH-B (Access)")), "INHB_A");
});

Deno.test("resolveMarker() lists every candidate of an ambiguous name, even past three", () => {
  const index = indexOf({
    A: { label: "X (a)" },
    B: { label: "X (b)" },
    C: { label: "X (c)" },
    D: { label: "X (d)" },
  });
  const miss = missOf(resolveMarker(index, "x"), "marker_ambiguous");
  assert.deepEqual(miss.suggestions.map((s) => s.code), ["A", "B", "C", "D"]);
});

Deno.test("resolveMarker() calls two markers sharing a label ambiguous", () => {
  const index = indexOf({ A: { label: "Cholesterol" }, B: { label: "cholesterol" } });
  assert.equal(resolveMarker(index, "Cholesterol").kind, "marker_ambiguous");
});

Deno.test("resolveMarker() never resolves through a dropped alias", () => {
  const index = indexOf({
    HGB: { label: "Hemoglobina", aliases: ["Hb"] },
    HBA1C: { label: "Hemoglobina glikowana", aliases: ["hb"] },
  });
  assert.equal(resolveMarker(index, "Hb").kind, "marker_not_found");
});

Deno.test("resolveMarker() suggests the closest markers on a typo: ferrytna suggests FERR", () => {
  const miss = missOf(resolveMarker(LAB, "ferrytna"), "marker_not_found");
  assert.equal(miss.query, "ferrytna");
  assert.deepEqual(miss.suggestions[0], { code: "FERR", label: "Ferrytyna" });
});

Deno.test("resolveMarker() offers at most three suggestions, closest first", () => {
  const index = indexOf({
    A: { label: "abcdefg" },
    B: { label: "abcdefx" },
    C: { label: "abcdexx" },
    D: { label: "abcdxxx" },
    E: { label: "abcxxxx" },
  });
  const miss = missOf(resolveMarker(index, "abcdefh"), "marker_not_found");
  assert.equal(MAX_SUGGESTIONS, 3);
  assert.deepEqual(miss.suggestions.map((s) => s.code), ["A", "B", "C"]);
});

Deno.test("resolveMarker() gives not-found with no suggestions when nothing is close", () => {
  assert.deepEqual(missOf(resolveMarker(LAB, "qqqqqqqqqq"), "marker_not_found").suggestions, []);
  assert.equal(resolveMarker(LAB, "").kind, "marker_not_found");
  assert.equal(resolveMarker(LAB, "   ").kind, "marker_not_found");
});

Deno.test("resolveMarker() keeps not-found and ambiguous distinct", () => {
  assert.equal(resolveMarker(LAB, "INH-B").kind, "marker_ambiguous");
  assert.equal(resolveMarker(LAB, "INH-C").kind, "marker_not_found");
});

Deno.test("a miss's suggestions names each marker once, with its label", () => {
  const suggestions = suggestionsFor(LAB, "hemoglobn");
  assert.deepEqual(suggestions[0], { code: "HGB", label: "Hemoglobina" });
  assert.equal(new Set(suggestions.map((s) => s.code)).size, suggestions.length);
});

Deno.test("searchMarkers() returns just the marker an exact name resolves to", () => {
  assert.deepEqual(searchMarkers(LAB, "ferritin").map((m) => m.code), ["FERR"]);
  assert.deepEqual(searchMarkers(LAB, "pth").map((m) => m.code), ["PTH"]);
});

Deno.test("searchMarkers() matches substrings of codes, labels and aliases in order", () => {
  assert.deepEqual(searchMarkers(LAB, "INH-B").map((m) => m.code), ["INHB_E", "INHB_A"]);
  assert.deepEqual(searchMarkers(LAB, "hemo").map((m) => m.code), ["HGB"]);
  assert.deepEqual(searchMarkers(LAB, "zzzz"), []);
  assert.equal(searchMarkers(LAB, " ").length, LAB.dictionary.markers.size);
});

const PANEL = indexOf({
  GLU: { label: "Glukoza", aliases: ["glucose"] },
  URINE_GLUCOSE: { label: "Glukoza w moczu", aliases: ["urine glucose"], specimen: "urine" },
  WBC: { label: "WBC (leukocyty)", aliases: ["leukocyty"] },
  U_LEU: { label: "Leukocyty w moczu", specimen: "urine" },
  U_SED_LEU: { label: "Leukocyty w osadzie moczu", specimen: "urine" },
  U_BACT: { label: "Bakterie w osadzie moczu", specimen: "urine" },
  HGB: { label: "Hemoglobina" },
  HBA1C: { label: "HbA1c (hemoglobina glikowana)", aliases: ["hemoglobina glikowana"] },
  NEUT: { label: "Neutrofile", aliases: ["NEU", "NEUT#"] },
  NEUT_PCT: { label: "Neutrofile %", aliases: ["NEU%", "NEUT%"] },
  TSH: { label: "TSH" },
  LDL: { label: "Cholesterol LDL", aliases: ["LDL-C"] },
  BILI: { label: "Bilirubina całkowita", aliases: ["bilirubina"] },
  BILI_DIRECT: { label: "Bilirubina bezpośrednia" },
  BORELIA_IGG: { label: "Borelioza IgG" },
  VIT_D: { label: "Witamina D (25-OH)", aliases: ["Witamina D3"] },
  PCT: { label: "Prokalcytonina" },
  PCT_PLT: { label: "Płytkokryt" },
});

Deno.test("resolveMarker() resolves a urine row only to a urine marker", () => {
  assert.equal(foundCode(resolveMarker(PANEL, "Glukoza", { specimen: "urine" })), "URINE_GLUCOSE");
  assert.equal(
    foundCode(resolveMarker(PANEL, "glukoza w moczu", { specimen: "urine" })),
    "URINE_GLUCOSE",
  );
  assert.equal(
    foundCode(resolveMarker(PANEL, "Leukocyty", { specimen: "urine" })),
    "U_LEU",
  );
  assert.equal(
    foundCode(resolveMarker(PANEL, "Bakterie", { specimen: "urine" })),
    "U_BACT",
  );
  assert.equal(resolveMarker(PANEL, "Hemoglobina", { specimen: "urine" }).kind, "marker_not_found");
});

Deno.test("resolveMarker() reads a row under a sediment heading as a sediment item", () => {
  const options = { specimen: "urine", section: "Osad moczu" };
  assert.equal(foundCode(resolveMarker(PANEL, "Leukocyty", options)), "U_SED_LEU");
});

Deno.test("resolveMarker() resolves a blood row only to a blood marker", () => {
  assert.equal(foundCode(resolveMarker(PANEL, "Glukoza", { specimen: "blood" })), "GLU");
  assert.equal(foundCode(resolveMarker(PANEL, "Glukoza", { specimen: "serum" })), "GLU");
  assert.equal(
    resolveMarker(PANEL, "Glukoza w moczu", { specimen: "blood" }).kind,
    "marker_not_found",
  );
  assert.equal(foundCode(resolveMarker(PANEL, "Leukocyty", { specimen: "blood" })), "WBC");
});

Deno.test("resolveMarker() with no specimen behaves as before", () => {
  assert.equal(foundCode(resolveMarker(PANEL, "Glukoza")), "GLU");
  assert.equal(foundCode(resolveMarker(PANEL, "Glukoza w moczu")), "URINE_GLUCOSE");
  assert.equal(resolveMarker(PANEL, "Bakterie").kind, "marker_not_found");
});

Deno.test("resolveMarker() strips method and generation suffixes when the full name misses", () => {
  assert.equal(foundCode(resolveMarker(PANEL, "Borelioza IgG (ELISA)")), "BORELIA_IGG");
  assert.equal(foundCode(resolveMarker(PANEL, "Borelioza IgG (CMIA)")), "BORELIA_IGG");
  assert.equal(foundCode(resolveMarker(PANEL, "TSH 3. generacji")), "TSH");
  assert.equal(foundCode(resolveMarker(PANEL, "TSH III generacji")), "TSH");
  assert.equal(foundCode(resolveMarker(PANEL, "TSH (ECLIA)")), "TSH");
  assert.equal(foundCode(resolveMarker(PANEL, "Cholesterol LDL wyliczany")), "LDL");
  assert.equal(foundCode(resolveMarker(PANEL, "Cholesterol LDL bezpośredni")), "LDL");
  assert.equal(foundCode(resolveMarker(PANEL, "LDL-C bezpośredni")), "LDL");
  assert.equal(foundCode(resolveMarker(PANEL, "Witamina D3 metabolit 25(OH)")), "VIT_D");
  assert.equal(
    resolveMarker(PANEL, "TSH 3. generacji").kind === "found" &&
      (resolveMarker(PANEL, "TSH 3. generacji") as { matched: string }).matched,
    "variant",
  );
});

Deno.test("resolveMarker() never strips a suffix that names another analyte", () => {
  // "bezpośrednia" makes direct bilirubin: stripping it must not give total bilirubin.
  const miss = resolveMarker(PANEL, "Bilirubina bezpośrednia (ELISA)");
  assert.equal(foundCode(miss), "BILI_DIRECT");
  const index = indexOf({
    BILI: { label: "Bilirubina całkowita", aliases: ["bilirubina"] },
    BILI_DIRECT: { label: "Bilirubina bezpośrednia w surowicy" },
  });
  assert.notEqual(foundCode(resolveMarker(index, "Bilirubina bezpośrednia")), "BILI");
});

Deno.test("resolveMarker() reads 'Label (CODE)' when the code is known and the label agrees", () => {
  assert.equal(foundCode(resolveMarker(PANEL, "Hemoglobina (HGB)")), "HGB");
  assert.equal(foundCode(resolveMarker(PANEL, "Leukocyty (WBC)")), "WBC");
  assert.equal(foundCode(resolveMarker(PANEL, "Hemoglobina glikowana (HbA1c)")), "HBA1C");
  assert.equal(foundCode(resolveMarker(PANEL, "Glukoza na czczo (GLU)")), "GLU");
  // The label names another marker than the code: never guess.
  assert.equal(resolveMarker(PANEL, "Płytkokryt (PCT)").kind, "marker_ambiguous");
  assert.equal(resolveMarker(PANEL, "Hemoglobina (TSH)").kind, "marker_ambiguous");
});

Deno.test("resolveMarker() keeps percent differentials apart from absolute counts", () => {
  for (
    const name of [
      "Neutrofile %",
      "Neutrofile [%]",
      "Neutrofile (%)",
      "NEU%",
      "NEU %",
      "neutrofile%",
    ]
  ) {
    assert.equal(foundCode(resolveMarker(PANEL, name)), "NEUT_PCT", name);
  }
  for (const name of ["Neutrofile", "NEU", "NEUT#", "Neutrofile #", "Neutrofile [#]"]) {
    assert.equal(foundCode(resolveMarker(PANEL, name)), "NEUT", name);
  }
});

Deno.test("a miss's suggestions ranks a marker sharing a token or abbreviation above edit distance", () => {
  const index = indexOf({
    ANTY_TPO: {
      label: "Anty-TPO (przeciwciała przeciw peroksydazie tarczycowej)",
      aliases: ["anti-TPO", "aTPO"],
    },
    BORELIA_IGM: { label: "Borelioza IgM", aliases: ["przeciwciała anty-Borrelia IgM"] },
    BORELIA_IGG: { label: "Borelioza IgG", aliases: ["przeciwciała anty-Borrelia IgG"] },
    ANTY_TG: { label: "Anty-TG (przeciwciała przeciw tyreoglobulinie)" },
  });
  // A printed name with a flag and a comparison word after it is a miss or a hit, never another marker.
  const flagged = resolveMarker(index, "anty-TPO H powyżej");
  assert.equal(
    flagged.kind === "found" ? flagged.marker.code : flagged.suggestions[0]?.code,
    "ANTY_TPO",
  );
  assert.equal(suggestionsFor(index, "przeciwciała anty TPO")[0]?.code, "ANTY_TPO");
  assert.equal(suggestionsFor(index, "TPO Ab")[0]?.code, "ANTY_TPO");
});

Deno.test("a miss's suggestions offers only markers of the row's specimen", () => {
  const suggestions = suggestionsFor(PANEL, "Glukozaa", { specimen: "urine" });
  assert.deepEqual(suggestions.map((s) => s.code), ["URINE_GLUCOSE"]);
});

Deno.test("a miss's suggestions on 20k codes makes a bounded number of distance computations", () => {
  // 20,000 codes (100,000 until 2026-12-07: 1.6 s of CPU) are a hundred times the bound.
  const entries: Record<string, MarkerEntry> = {
    FERR: { label: "Ferrytyna", aliases: ["ferritin"] },
    ANTY_TPO: { label: "Anty-TPO (przeciwciała przeciw peroksydazie tarczycowej)" },
  };
  for (let i = 0; i < 20_000; i++) {
    const code = `CGM_${(i * 7919 % 1_000_003).toString(36).toUpperCase()}_${i}`;
    entries[code] = {};
  }
  const index = indexOf(entries);
  const probe = { comparisons: 0 };
  const first = resolveMarker(index, "ferrytna", { probe });
  assert.equal(first.kind === "marker_not_found" && first.suggestions[0]?.code, "FERR");
  assert.ok(probe.comparisons <= 200, `${probe.comparisons} distance computations`);
  probe.comparisons = 0;
  const miss = resolveMarker(index, "CGM_XYZ_4242x", { probe });
  assert.equal(miss.kind, "marker_not_found");
  assert.ok(probe.comparisons <= 200, `${probe.comparisons} distance computations`);
  const tpo = resolveMarker(index, "anti TPO Ab", { probe });
  assert.equal(tpo.kind === "marker_not_found" && tpo.suggestions[0]?.code, "ANTY_TPO");
});

Deno.test("resolveMarker() reads a name with the lab's flag printed into it as the name alone", () => {
  assert.equal(foundCode(resolveMarker(PANEL, "TSH H")), "TSH");
  assert.equal(foundCode(resolveMarker(PANEL, "Hemoglobina ↓")), "HGB");
  assert.equal(foundCode(resolveMarker(PANEL, "TSH H powyżej")), "TSH");
  assert.equal(resolveMarker(PANEL, "Witamina H").kind, "marker_not_found");
});

Deno.test("resolveMarker() keeps a confirmatory blot apart from the screening test", () => {
  assert.equal(resolveMarker(PANEL, "Borelioza IgG (Western blot)").kind, "marker_not_found");
  assert.equal(resolveMarker(PANEL, "Borelioza IgG immunoblot").kind, "marker_not_found");
});

Deno.test("resolveMarker() strips 25-OH after vitamin D but never the 1,25(OH)2 of calcitriol", () => {
  assert.equal(foundCode(resolveMarker(PANEL, "Witamina D3 25-OH")), "VIT_D");
  assert.equal(foundCode(resolveMarker(PANEL, "Witamina D3 (25-OH)")), "VIT_D");
  assert.equal(resolveMarker(PANEL, "Witamina D3 1,25(OH)").kind, "marker_not_found");
  assert.equal(resolveMarker(PANEL, "Witamina D3 1,25-OH").kind, "marker_not_found");
});

Deno.test("resolveMarker() prefers the user's marker labelled like a built-in one; the built-in stays reachable by its exact code", () => {
  const builtin = {
    source: "markers.yaml (built-in)",
    entries: new Map([["ANTY_TG", { label: "ANTY-TG (przeciwciała przeciw tyreoglobulinie)" }]]),
  };
  const user = {
    source: "markers.yaml",
    entries: new Map([["ANTYTG", { label: "anty-tg (Przeciwciała przeciw tyreoglobulinie)" }]]),
  };
  const dictionary = buildDictionary([builtin, user]);
  const index = buildMarkerIndex(dictionary);
  for (const name of ["ANTY-TG", "anty-tg (przeciwciala przeciw tyreoglobulinie)", "ANTYTG"]) {
    const found = resolveMarker(index, name);
    assert.equal(found.kind === "found" && found.marker.code, "ANTYTG", name);
  }
  const exact = resolveMarker(index, "ANTY_TG");
  assert.equal(exact.kind === "found" && exact.marker.code, "ANTY_TG");
  assert.equal(dictionary.shadowed.get("ANTY_TG"), "ANTYTG");
  assert.equal(dictionary.problems.filter((p) => p.kind === "marker_shadowed").length, 1);
  // Without the user's layer nothing is shadowed.
  assert.equal(buildDictionary([builtin]).shadowed.size, 0);
});

Deno.test("a name reduced for lookup keeps its distinguishing words: direct bilirubin is never total", () => {
  const index = indexOf({
    BILI: {
      label: "Bilirubina całkowita",
      aliases: ["bilirubina", "bilirubin", "total bilirubin"],
    },
    BILI_DIRECT: { label: "Bilirubina bezpośrednia", aliases: ["direct bilirubin"] },
  });
  // A LOINC component name ("Bilirubin.direct") and a label after a dash lost their "direct".
  for (
    const name of ["Bilirubin.direct", "Bilirubina - frakcja bezpośrednia", "Bilirubin, direct"]
  ) {
    assert.notEqual(foundCode(resolveMarker(index, name)), "BILI", name);
  }
  assert.equal(foundCode(resolveMarker(index, "Bilirubina bezpośrednia")), "BILI_DIRECT");
  assert.equal(foundCode(resolveMarker(index, "Bilirubina całkowita")), "BILI");
  assert.equal(foundCode(resolveMarker(index, "Bilirubina - metoda DPD")), "BILI");
});

Deno.test("resolveMarker() reads an eGFR's equation and a sample's time of day as how, not what", () => {
  const index = indexOf({
    EGFR: { label: "eGFR", aliases: ["GFR CKD-EPI"] },
    GFR: { label: "GFR", aliases: ["glomerular filtration rate"] },
    CORTISOL: { label: "Kortyzol", aliases: ["Kortisol", "cortisol"] },
  });
  for (const name of ["eGFR (CKD-EPI 2021)", "eGFR nach CKD-EPI", "eGFR (MDRD)"]) {
    assert.equal(foundCode(resolveMarker(index, name)), "EGFR", name);
  }
  // A plain GFR with an equation is an estimate: never the measured GFR its bare name is.
  assert.notEqual(foundCode(resolveMarker(index, "GFR (CKD-EPI 2021)")), "GFR");
  for (const name of ["Kortisol (morgens)", "cortisol, morning", "Kortyzol (rano)"]) {
    assert.equal(foundCode(resolveMarker(index, name)), "CORTISOL", name);
  }
});
