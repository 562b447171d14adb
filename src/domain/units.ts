/**
 * Which unit spellings measure the same quantity on the same scale, so that a
 * trend groups `µg/L` with `ng/mL` but never `mg/dL` with `mmol/L`. The
 * equivalence is explicit: concentrations are parsed into a quantity and a
 * scale, and counts come from a table. Case is never folded blindly: `G/L`
 * (10⁹ cells per litre) and `g/L` (grams per litre) stay apart.
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
  ],
  ["/µL", "/µl", "komórek/µl", "10^6/L", "10⁶/L"],
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

function tableKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [i, family] of [...COUNT_FAMILIES, ...OTHER_FAMILIES].entries()) {
    for (const spelling of family) keys.set(spelling.replace(MICRO, "µ"), `family:${i}`);
  }
  return keys;
}

const TABLE = tableKeys();

/** Unifies the spelling of a unit without changing its meaning: whitespace and micro signs. */
export function tidyUnit(unit: string): string {
  return unit.trim().replace(/\s+/g, "").replace(MICRO, "µ");
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
  const tidy = tidyUnit(unit);
  const listed = TABLE.get(tidy);
  if (listed !== undefined) return listed;
  const match = CONCENTRATION.exec(tidy);
  if (match) {
    const scale = PREFIX[match[1] ?? ""]! - PREFIX[match[3] ?? ""]!;
    return `${match[2]}/L:${scale}`;
  }
  return `as-spelled:${tidy}`;
}
