// Guards the shipped dictionary: it parses, merges with zero dropped aliases
// or bad patterns, is big enough to be useful, carries the codes and labels
// the contract requires exactly, and the required names resolve.

import assert from "node:assert/strict";
import { buildDictionary } from "../domain/markers/dictionary.ts";
import { buildMarkerIndex } from "../domain/markers/marker_index.ts";
import { resolveMarker } from "../domain/markers/resolve.ts";
import { BUILTIN_SOURCE, builtinLayer, parseBuiltinLayer } from "./builtin.ts";
import builtinJson from "../../generated/builtin_layer.ts";

const DICTIONARY = buildDictionary([builtinLayer()]);
const INDEX = buildMarkerIndex(DICTIONARY);

function resolvesTo(query: string): string {
  const resolution = resolveMarker(INDEX, query);
  return resolution.kind === "found" ? resolution.marker.code : resolution.kind;
}

// That generated/builtin_layer.ts is the text built from the YAML now is tests/generated_test.ts's.
Deno.test("the prebuilt layer is the YAML files as parsed and checked (else: deno task build:dictionary)", () => {
  assert.deepEqual(builtinLayer(), parseBuiltinLayer());
  assert.ok(builtinJson.length > 1000);
});

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

Deno.test("the built-in dictionary resolves the names Ukrainian labs print", () => {
  const names: [string, string][] = [
    ["Вітамін D (25-OH)", "VIT_D"],
    ["25-гідроксивітамін D", "VIT_D"],
    ["Вітамін D3", "VIT_D"],
    ["Т4 вільний", "FT4"],
    ["ПСА загальний", "PSA"],
    ["МНВ", "INR"],
    ["Протромбіновий час", "PT"],
    ["КФК", "CK"],
    ["ЛДГ", "LDH"],
    ["Амілаза", "AMYLASE"],
    ["ФСГ", "FSH"],
    ["ЛГ", "LH"],
    ["Тестостерон", "TESTOSTERONE"],
  ];
  for (const [name, code] of names) assert.equal(resolvesTo(name), code, name);
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

/** Labels as the large Polish lab chains and hospitals print them, with the marker each names. */
const PRINTED_LABELS: Readonly<Record<string, string>> = {
  // Blood count with differential
  "Leukocyty (WBC)": "WBC",
  "Erytrocyty (RBC)": "RBC",
  "Hemoglobina (HGB)": "HGB",
  "Hematokryt (HCT)": "HCT",
  "Płytki krwi (PLT)": "PLT",
  "MCV": "MCV",
  "MCH": "MCH",
  "MCHC": "MCHC",
  "RDW-CV": "RDW",
  "RDW-SD": "RDW_SD",
  "PDW": "PDW",
  "MPV": "MPV",
  "P-LCR": "P_LCR",
  "Neutrofile": "NEUT",
  "Neutrofile #": "NEUT",
  "Neutrofile %": "NEUT_PCT",
  "Neutrofile [%]": "NEUT_PCT",
  "NEU%": "NEUT_PCT",
  "Limfocyty": "LYMPH",
  "Limfocyty %": "LYMPH_PCT",
  "LYM%": "LYMPH_PCT",
  "Monocyty %": "MONO_PCT",
  "Eozynofile %": "EOS_PCT",
  "Bazofile %": "BASO_PCT",
  "Bazofile [%]": "BASO_PCT",
  // Lipids
  "Cholesterol całkowity": "CHOL",
  "Cholesterol HDL": "HDL",
  "Cholesterol LDL wyliczany": "LDL",
  "Cholesterol LDL (wyliczany)": "LDL",
  "LDL bezpośredni": "LDL_DIRECT",
  "Cholesterol LDL bezpośredni": "LDL_DIRECT",
  "Cholesterol LDL": "LDL",
  "hs-CRP": "HSCRP",
  "GFR": "GFR",
  "hs-TnI": "HS_TROPONIN_I",
  "Troponina I": "TROPONIN_I",
  "Cholesterol nie-HDL": "NON_HDL",
  "Triglicerydy": "TG",
  "Triglicerydy (TG)": "TG",
  // Thyroid
  "TSH 3. generacji": "TSH",
  "TSH III generacji": "TSH",
  "TSH (ECLIA)": "TSH",
  "FT3": "FT3",
  "FT4": "FT4",
  "Wolna tyroksyna (FT4)": "FT4",
  "anty-TPO": "ANTY_TPO",
  "Przeciwciała anty-TPO": "ANTY_TPO",
  "anty-TG": "ANTY_TG",
  // Iron
  "Żelazo": "FE",
  "Żelazo w surowicy": "FE",
  "Ferrytyna": "FERR",
  "TIBC": "TIBC",
  "UIBC": "UIBC",
  "Transferyna": "TRANSFERRIN",
  // Liver
  "ALT": "ALT",
  "AlAT": "ALT",
  "AST": "AST",
  "AspAT": "AST",
  "GGTP": "GGT",
  "ALP": "ALP",
  "Fosfataza zasadowa": "ALP",
  "Bilirubina całkowita": "BILI",
  "Bilirubina bezpośrednia": "BILI_DIRECT",
  "Albumina": "ALBUMIN",
  // Kidney
  "Kreatynina": "CREA",
  "eGFR": "EGFR",
  "eGFR (CKD-EPI)": "EGFR",
  "Mocznik": "UREA",
  "Kwas moczowy": "URIC_ACID",
  // Electrolytes
  "Sód": "NA",
  "Potas": "K",
  "Chlorki": "CL",
  "Wapń": "CA",
  "Wapń całkowity": "CA",
  "Magnez": "MG",
  "Fosfor": "PHOSPHATE",
  // Vitamins
  "Witamina D3 metabolit 25(OH)": "VIT_D",
  "25-OH witamina D": "VIT_D",
  "Witamina B12": "B12",
  "Kwas foliowy": "FOLATE",
  // Glycaemia
  "Glukoza": "GLU",
  "Glukoza na czczo": "GLU",
  "HbA1c": "HBA1C",
  "Hemoglobina glikowana (HbA1c)": "HBA1C",
  // Inflammation
  "CRP": "CRP",
  "CRP ilościowo": "CRP",
  "OB": "OB",
  "OB (odczyn Biernackiego)": "OB",
  "Odczyn Biernackiego (OB)": "OB",
  // Coagulation
  "PT": "PT",
  "Czas protrombinowy (PT)": "PT",
  "INR": "INR",
  "APTT": "APTT",
  "Fibrynogen": "FIBRINOGEN",
  "D-dimery": "D_DIMER",
  "D-dimer": "D_DIMER",
  // Serology
  "Borelioza IgG (ELISA)": "BORELIA_IGG",
  "Borelioza IgM (ELISA)": "BORELIA_IGM",
  "Borelioza IgG (CLIA)": "BORELIA_IGG",
};

Deno.test("the built-in dictionary resolves the labels Polish labs print, with no approval", () => {
  const wrong: string[] = [];
  for (const [label, code] of Object.entries(PRINTED_LABELS)) {
    const got = resolvesTo(label);
    if (got !== code) wrong.push(`${label} → ${got}, expected ${code}`);
  }
  assert.deepEqual(wrong, []);
});

Deno.test("the built-in dictionary never merges a percent differential with its count", () => {
  for (const base of ["NEUT", "LYMPH", "MONO", "EOS", "BASO"]) {
    const pct = DICTIONARY.markers.get(`${base}_PCT`)!;
    for (const name of [pct.label, ...pct.aliases]) assert.equal(resolvesTo(name), `${base}_PCT`);
    const count = DICTIONARY.markers.get(base)!;
    for (const name of [count.label, ...count.aliases]) assert.equal(resolvesTo(name), base);
  }
});

function inSection(name: string, specimen: string, section?: string): string {
  const resolution = resolveMarker(INDEX, name, { specimen, ...(section ? { section } : {}) });
  return resolution.kind === "found" ? resolution.marker.code : resolution.kind;
}

Deno.test("the built-in dictionary resolves a urinalysis as urine markers, never blood ones", () => {
  const urine: Record<string, string> = {
    "Barwa": "U_COLOR",
    "Przejrzystość": "U_CLARITY",
    "pH": "URINE_PH",
    "Odczyn": "URINE_PH",
    "Ciężar właściwy": "URINE_SG",
    "Białko": "URINE_PROTEIN",
    "Glukoza": "URINE_GLUCOSE",
    "Ciała ketonowe": "U_KET",
    "Bilirubina": "U_BIL",
    "Urobilinogen": "U_UBG",
    "Azotyny": "U_NIT",
    "Leukocyty": "U_LEU",
    "Erytrocyty": "U_ERY",
    "Krew": "U_ERY",
    "Bakterie": "U_BACT",
    "Nabłonki płaskie": "U_EPI",
    "Wałeczki": "U_CASTS",
    "Kryształy": "U_CRYST",
    "Śluz": "U_MUCUS",
  };
  for (const [name, code] of Object.entries(urine)) {
    assert.equal(inSection(name, "urine"), code, name);
  }
  assert.equal(inSection("Leukocyty", "urine", "Osad moczu"), "U_SED_LEU");
  assert.equal(inSection("Erytrocyty", "urine", "Osad moczu"), "U_SED_ERY");
  assert.equal(inSection("Hemoglobina (HGB)", "urine"), "marker_not_found");
});

Deno.test("the built-in dictionary resolves a blood row never to a urine marker", () => {
  assert.equal(inSection("Glukoza", "blood"), "GLU");
  assert.equal(inSection("Leukocyty", "blood"), "WBC");
  assert.equal(inSection("Bilirubina", "blood"), "BILI");
  assert.equal(inSection("Barwa", "blood"), "marker_not_found");
  assert.equal(inSection("Glukoza w moczu", "blood"), "marker_not_found");
});

Deno.test("every built-in urine marker says so, and every other marker is blood", () => {
  for (const marker of DICTIONARY.markers.values()) {
    const urine = marker.group === "Badanie moczu" || marker.group === "Osad moczu";
    assert.equal(marker.specimen, urine ? "urine" : undefined, marker.code);
  }
});

Deno.test("the built-in dictionary suggests ANTY_TPO, never Borrelia, for a flagged anti-TPO", () => {
  const miss = resolveMarker(INDEX, "anty-TPO H powyżej");
  assert.equal(miss.kind === "found" ? miss.marker.code : miss.suggestions[0]?.code, "ANTY_TPO");
});

Deno.test("the built-in dictionary reads a label with another name of it in parentheses", () => {
  assert.equal(resolvesTo("Aminotransferaza alaninowa (AlAT)"), "ALT");
  assert.equal(resolvesTo("Aminotransferaza asparaginianowa (AspAT)"), "AST");
  assert.equal(resolvesTo("ALT (AlAT)"), "ALT");
  assert.equal(resolvesTo("Gamma-glutamylotranspeptydaza (GGTP)"), "GGT");
  assert.equal(resolvesTo("Białko C-reaktywne (CRP)"), "CRP");
  assert.equal(resolvesTo("Hormon tyreotropowy (TSH)"), "TSH");
  // Two names of two markers: never guessed.
  assert.notEqual(resolvesTo("Ferrytyna (AlAT)"), "ALT");
  assert.notEqual(resolvesTo("Ferrytyna (AlAT)"), "FERR");
});

Deno.test("every name of the built-in dictionary resolves within its own specimen", () => {
  for (const marker of DICTIONARY.markers.values()) {
    const specimen = marker.specimen ?? "blood";
    for (const name of [marker.code, marker.label, ...marker.aliases]) {
      assert.equal(inSection(name, specimen), marker.code, `${name} of ${marker.code}`);
    }
  }
});

Deno.test("every built-in name with a method suffix or a flag still names its own marker", () => {
  const wrong: string[] = [];
  for (const marker of DICTIONARY.markers.values()) {
    for (const name of [marker.label, ...marker.aliases]) {
      for (const printed of [`${name} (ELISA)`, `${name} H`, `${name} ↓`, `${name} (CLIA)`]) {
        const got = resolvesTo(printed);
        if (got !== marker.code) wrong.push(`${printed} → ${got}`);
      }
    }
  }
  assert.deepEqual(wrong, []);
});

Deno.test("the built-in dictionary reads the spellings seen in hand-kept and hospital reports", () => {
  assert.equal(resolvesTo("Wit. D3"), "VIT_D");
  assert.equal(resolvesTo("FT3 (wolna trójjodotyronina)"), "FT3");
  assert.equal(resolvesTo("CRP (wysokoczułe)"), "HSCRP");
  assert.equal(resolvesTo("hs-CRP"), "HSCRP");
  assert.equal(resolvesTo("HBsAg"), "HBSAG");
  assert.equal(resolvesTo("Antygen HBs"), "HBSAG");
});

Deno.test('resolveMarker() reads "CODE - label" as labs print a row, the abbreviation winning over its base marker', () => {
  const index = buildMarkerIndex(buildDictionary([builtinLayer()]));
  const codeOf = (name: string) => {
    const found = resolveMarker(index, name);
    return found.kind === "found" ? found.marker.code : found.kind;
  };
  assert.equal(codeOf("WBC - leukocyty"), "WBC");
  assert.equal(codeOf("HGB - hemoglobina"), "HGB");
  assert.equal(codeOf("PLT – płytki krwi"), "PLT");
  assert.equal(codeOf("NEU% - neutrofile"), "NEUT_PCT");
  assert.equal(codeOf("XYZ - hemoglobina"), "HGB", "an unknown abbreviation leaves the label");
  assert.equal(codeOf("HGB - ferrytyna"), "marker_ambiguous", "two markers are never merged");
});

Deno.test("methods that are not interchangeable are separate markers, and the old codes still resolve", () => {
  const pairs: [string, string][] = [
    ["hs-CRP", "CRP"],
    ["Cholesterol LDL bezpośredni", "Cholesterol LDL wyliczany"],
    ["Troponina I wysokoczuła", "Troponina I"],
    ["hs-TnT", "TnT"],
    ["GFR", "eGFR"],
  ];
  for (const [one, other] of pairs) {
    assert.notEqual(resolvesTo(one), resolvesTo(other), `${one} vs ${other}`);
  }
  // A store written before the split holds these codes: they keep resolving.
  for (const code of ["CRP", "LDL", "TROPONIN_I", "TROPONIN_T", "EGFR"]) {
    assert.equal(resolvesTo(code), code);
  }
});
