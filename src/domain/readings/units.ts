/**
 * Which unit spellings measure the same quantity on the same scale, so that a
 * trend groups `µg/L` with `ng/mL` but never `mg/dL` with `mmol/L`. The
 * equivalence is explicit: concentrations are parsed into a quantity and a
 * scale, and counts come from a table. Case is never folded blindly: `G/L`
 * (10⁹ cells per litre) and `g/L` (grams per litre) stay apart. UCUM
 * spellings (`10*3/uL`, `[IU]/L`, `mg/L{FEU}`) meet the lab spellings
 * (`tys/µl`, `IU/l`, `mg/L FEU`). A unit that only becomes known after
 * guessing letters an OCR engine confuses (`µlU/ml`) is doubted, never
 * taken as a new unit.
 *
 * @module
 */

const MICRO = /[μµ]|mc(?=[gLlU]|IU|mol)|u(?=[gLl]|mol|IU)/g;

// Metric prefixes as labs print them (after micro spellings are unified to "µ").
const PREFIX: Readonly<Record<string, number>> = {
  "": 0,
  k: 3,
  d: -1,
  c: -2,
  m: -3,
  "µ": -6,
  n: -9,
  p: -12,
  f: -15,
};

// Quantities that appear as "<prefix><base>/<prefix>L" concentrations.
const BASES: readonly string[] = ["g", "mol", "IU", "U", "kat", "Eq"];

const CONCENTRATION = new RegExp(
  `^(k|d|c|m|µ|n|p|f)?(${BASES.join("|")})/(d|c|m|µ)?[lL]$`,
);

// Cell counts: each family is one quantity at one scale.
const COUNT_FAMILIES: readonly (readonly string[])[] = [
  [
    "10^3/µL",
    "10^3/µl",
    "10³/µL",
    "10³/µl",
    "tys/µL",
    "tys/µl",
    "tys./µl",
    "tys./µL",
    "K/µL",
    "K/µl",
    "10^9/L",
    "10^9/l",
    "10⁹/L",
    "10⁹/l",
    "G/L",
    "G/l",
    "x10^3/µL",
    "x10^3/µl",
    "x10^9/L",
    "Tsd/µl",
    "Tsd/µL",
    "Tsd./µl",
    "Gpt/l",
    "Gpt/L",
    "/nl",
    "/nL",
  ],
  [
    "10^6/µL",
    "10^6/µl",
    "10⁶/µL",
    "10⁶/µl",
    "mln/µL",
    "mln/µl",
    "mln./µl",
    "M/µL",
    "M/µl",
    "10^12/L",
    "10^12/l",
    "10¹²/L",
    "10¹²/l",
    "T/L",
    "T/l",
    "x10^6/µL",
    "x10^6/µl",
    "x10^12/L",
    "Mio/µl",
    "Mio/µL",
    "Mio./µl",
    "Tpt/l",
    "Tpt/L",
    "/pl",
    "/pL",
  ],
  [
    "/µL",
    "/µl",
    "komórek/µl",
    "kom/µl",
    "kom./µl",
    "cells/µL",
    "cells/µl",
    "1/µL",
    "1/µl",
    "Ery/µl",
    "Ery/µL",
    "Leu/µl",
    "Leu/µL",
    "10^6/L",
    "10⁶/L",
  ],
];

const OTHER_FAMILIES: readonly (readonly string[])[] = [
  ["%", "proc."],
  ["fL", "fl", "µm^3", "µm³"],
  ["pg"],
  ["mm/h", "mm/godz", "mm/godz.", "mm/1h", "mm/hr"],
  ["s", "sek", "sek.", "sec"],
  [
    "mL/min/1.73m²",
    "mL/min/1.73m2",
    "ml/min/1.73m2",
    "ml/min/1,73m2",
    "ml/min/1,73 m2",
    "mL/min/1,73m²",
    "ml/min/1.73 m2",
  ],
];

// Units labs print that no table above groups with another spelling, but
// which are real units: a unit known here is never doubted as an OCR misread.
const OTHER_KNOWN_UNITS: readonly string[] = [
  "mmol/mol",
  "mg/g",
  "mg/mmol",
  "mg/24h",
  "g/24h",
  "mmol/24h",
  "mOsm/kg",
  "EU/dl",
  "EU/dL",
  "mOsm/kgH2O",
  "mmHg",
  "kPa",
  "RU/ml",
  "RU/mL",
  "AU/ml",
  "AU/mL",
  "BAU/ml",
  "BAU/mL",
  "VE",
  "NTU",
  "S/CO",
  "COI",
  "Index",
  "index",
  "ratio",
  "INR",
  "ml",
  "mL",
  "l",
  "L",
  "min",
  "h",
  "mm",
  "cm",
  "kg",
  "g",
  "mg",
  "°C",
  "/hpf",
  "/lpf",
  "wpw",
  "/wpw",
];

const SUPERSCRIPTS: Readonly<Record<string, string>> = {
  "³": "^3",
  "⁶": "^6",
  "⁹": "^9",
  "¹²": "^12",
};

/**
 * The spelling a unit is compared in: no spaces, one micro sign, UCUM's
 * `10*3` as `10^3`, `[IU]` and the Polish `j.m.` as `IU`, superscripts as `^n` (also when a
 * text layer printed them flat after a multiplication sign: `×109/l`).
 */
function canonicalSpelling(unit: string): string {
  return unit
    .replace(/\s+/g, "")
    .replace(/\[IU\]|\[iU\]/g, "IU")
    .replace(MICRO, "µ")
    .replace(/(^|[^A-Za-z])j\.?m\.?(?=\/)/g, "$1IU")
    .replace(/10\*/g, "10^")
    .replace(/10(¹²|³|⁶|⁹)/g, (_, sup: string) => `10${SUPERSCRIPTS[sup] ?? sup}`)
    .replace(/^([x×]?)10E(?=\d)/, "$110^")
    .replace(/^[x×]10\^/, "10^")
    // A power whose superscript a text layer flattened: "×109/l" is ×10⁹/l (no unit is 109 per litre).
    .replace(/^[x×]10(12|9|6|3)(?=\/)/, "10^$1");
}

function tableKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [i, family] of [...COUNT_FAMILIES, ...OTHER_FAMILIES].entries()) {
    for (const spelling of family) keys.set(canonicalSpelling(spelling), `family:${i}`);
  }
  return keys;
}

const TABLE = tableKeys();

const OTHER_KNOWN = new Set(OTHER_KNOWN_UNITS.map(canonicalSpelling));

/**
 * Unifies the spelling of a unit without changing its meaning: micro signs,
 * and whitespace (trimmed, runs collapsed, none around `/`, `^` or `*`). A
 * space between words is kept: `mg/L FEU` stays `mg/L FEU`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(tidyUnit(" ug / L "), "µg/L");
 * assert.equal(tidyUnit("mg/L  FEU"), "mg/L FEU");
 * ```
 */
export function tidyUnit(unit: string): string {
  return unit
    .trim()
    .replace(/\s+/g, " ")
    .replace(/\s*([/^*])\s*/g, "$1")
    .replace(/^x\s+(?=10)/, "x")
    .replace(MICRO, "µ");
}

/**
 * The base and power of ten of a concentration key (`g/L:-6` for ng/mL), or
 * `undefined` for any other key.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(unitScale(unitKey("ng/mL")), { base: "g", scale: -6 });
 * assert.equal(unitScale(unitKey("mmol/mol")), undefined);
 * ```
 */
export function unitScale(key: string): { base: string; scale: number } | undefined {
  const match = /^([A-Za-z]+)\/L:(-?\d+)$/.exec(key);
  return match ? { base: match[1]!, scale: Number(match[2]) } : undefined;
}

/** The key of a unit without annotation, or `undefined` when no table or pattern knows it. */
function knownKey(spelling: string): string | undefined {
  const canonical = canonicalSpelling(spelling);
  const listed = TABLE.get(canonical);
  if (listed !== undefined) return listed;
  const match = CONCENTRATION.exec(canonical);
  if (match) {
    const scale = PREFIX[match[1] ?? ""]! - PREFIX[match[3] ?? ""]!;
    // An international unit and a unit are one (1 IU = 1 U = 1 µmol/min for enzymes).
    return `${match[2] === "IU" ? "U" : match[2]}/L:${scale}`;
  }
  return undefined;
}

/** A unit split into its measured part and an annotation: UCUM `{FEU}` or a trailing word. */
function splitAnnotation(tidy: string): { base: string; annotation?: string } {
  const braces = /^(.*?)\s*\{([^{}]*)\}\s*$/.exec(tidy);
  if (braces && braces[1] !== "") return { base: braces[1]!, annotation: braces[2]!.trim() };
  const word = /^(\S+)\s+([A-Za-z]{2,10})$/.exec(tidy);
  if (word && knownKey(word[1]!) !== undefined) return { base: word[1]!, annotation: word[2]! };
  // "mg/LFEU": how imports stored "mg/L FEU" before spaces inside a unit were kept.
  const glued = /^(\S+?[lL])(FEU|DDU)$/.exec(tidy);
  if (glued && knownKey(glued[1]!) !== undefined) return { base: glued[1]!, annotation: glued[2]! };
  return { base: tidy };
}

/**
 * A key that two units share exactly when they measure the same quantity on
 * the same scale. An unknown unit is its own key, compared as spelled.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(unitKey("µg/L"), unitKey("ng/mL"));
 * assert.equal(unitKey("mg/dl"), unitKey("mg/dL"));
 * assert.equal(unitKey("tys/µl"), unitKey("G/L"));
 * assert.notEqual(unitKey("G/L"), unitKey("g/L"));
 * assert.notEqual(unitKey("mg/dL"), unitKey("mmol/L"));
 * ```
 */
export function unitKey(unit: string | undefined): string {
  if (unit === undefined) return "";
  const { base, annotation } = splitAnnotation(tidyUnit(unit));
  const key = knownKey(base) ?? `as-spelled:${canonicalSpelling(base)}`;
  return annotation === undefined || annotation === ""
    ? key
    : `${key} {${annotation.toUpperCase()}}`;
}

/**
 * Whether a unit is one labs print: a spelling the equivalence tables or the
 * concentration pattern know, a listed unit of its own (`mmol/mol`, `RU/ml`),
 * or such a unit with an annotation (`mg/L FEU`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(isKnownUnit("10*3/uL"), true);
 * assert.equal(isKnownUnit("µlU/ml"), false);
 * ```
 */
export function isKnownUnit(unit: string): boolean {
  const { base } = splitAnnotation(tidyUnit(unit));
  return knownKey(base) !== undefined || OTHER_KNOWN.has(canonicalSpelling(base));
}

// What OCR engines read in place of what was printed: misread → printed.
const OCR_CONFUSIONS: readonly (readonly [string, string])[] = [
  ["l", "I"],
  ["I", "l"],
  ["1", "l"],
  ["|", "l"],
  ["rn", "m"],
  ["cl", "d"],
  ["O", "0"],
  ["0", "O"],
  ["vv", "w"],
  // Tesseract reads a printed µ as H on phone photos ("HIU/ml").
  ["H", "µ"],
];

function* misreadVariants(text: string): Generator<string> {
  for (const [misread, printed] of OCR_CONFUSIONS) {
    let at = text.indexOf(misread);
    while (at >= 0) {
      yield text.slice(0, at) + printed + text.slice(at + misread.length);
      at = text.indexOf(misread, at + 1);
    }
  }
}

/**
 * Why a unit must not be taken as printed: it is not a known unit, but one or
 * two letters an OCR engine confuses (`l`/`I`, `rn`/`m`, `cl`/`d`) away from
 * one. `undefined` for a known unit, and for an unknown unit that looks like
 * no known one (a lab's own unit is kept as spelled).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(unitDoubt("µlU/ml"), 'unit "µlU/ml" is not a known unit; did you mean "µIU/ml"?');
 * assert.equal(unitDoubt("µIU/ml"), undefined);
 * ```
 */
export function unitDoubt(unit: string): string | undefined {
  if (unit.trim() === "" || isKnownUnit(unit)) return undefined;
  const tidy = tidyUnit(unit);
  const once = [...misreadVariants(tidy)];
  const guess = once.find(isKnownUnit) ??
    once.flatMap((variant) => [...misreadVariants(variant)]).find(isKnownUnit);
  return guess === undefined
    ? undefined
    : `unit ${JSON.stringify(unit.trim())} is not a known unit; did you mean ${
      JSON.stringify(guess)
    }?`;
}
