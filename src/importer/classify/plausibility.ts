/**
 * Plausibility checks that hold a row back for review instead of writing
 * it: a value more than 10× outside its own reference range (a misplaced
 * decimal point), a part of a whole above 100 % (`18 ↑` read as `181`), a unit that cannot belong to the marker (a misread
 * unit), or a unit that is an OCR misread of a known one (`µlU/ml`). Units are classified into kinds of quantity through the core's
 * unit equivalence, never by guessing.
 *
 * @module
 */

import { unitDoubt, unitKey } from "../../domain/units.ts";
import { inGramsPerDecilitre } from "./consistency/draw_units.ts";
import { MCHC_POSSIBLE } from "./consistency/relations.ts";
import type { CheckedLine } from "./checked_line.ts";

/** A kind of quantity a unit measures. */
export type UnitKind =
  | "mass"
  | "molar"
  | "activity"
  | "count"
  | "percent"
  | "volume"
  | "cell_mass"
  | "rate"
  | "time"
  | "filtration";

const REPRESENTATIVES: readonly (readonly [UnitKind, string])[] = [
  ["count", "10^3/µL"],
  ["count", "10^6/µL"],
  ["count", "/µL"],
  ["percent", "%"],
  ["volume", "fL"],
  ["cell_mass", "pg"],
  ["rate", "mm/h"],
  ["time", "s"],
  ["filtration", "mL/min/1.73m²"],
];

/**
 * The kind of quantity a unit measures, or `undefined` when the unit is not
 * one the table knows (then no unit check is made).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(unitKind("mg/dl"), "mass");
 * assert.equal(unitKind("µmol/l"), "molar");
 * assert.equal(unitKind("G/L"), "count");
 * assert.equal(unitKind("mIU/L"), "activity");
 * assert.equal(unitKind("furlongs"), undefined);
 * ```
 */
export function unitKind(unit: string): UnitKind | undefined {
  const key = unitKey(unit);
  for (const [kind, spelling] of REPRESENTATIVES) {
    if (unitKey(spelling) === key) return kind;
  }
  const base = /^([A-Za-z]+)\/L:-?\d+(?: \{[^}]*\})?$/.exec(key)?.[1];
  if (base === "g") return "mass";
  if (base === "mol" || base === "Eq") return "molar";
  if (base === "U" || base === "IU" || base === "kat") return "activity";
  return undefined;
}

const CHEM: readonly UnitKind[] = ["mass", "molar"];
const BLOOD_COUNT: readonly UnitKind[] = ["count", "percent"];
// Absolute differential counts: their percentages are markers of their own.
const ABSOLUTE_COUNT: readonly UnitKind[] = ["count"];
const ENZYME: readonly UnitKind[] = ["activity"];

/** The kinds of unit each built-in marker can be reported in. Markers not listed are not checked. */
export const MARKER_UNIT_KINDS: Readonly<Record<string, readonly UnitKind[]>> = {
  WBC: ["count"],
  RBC: ["count"],
  HGB: CHEM,
  HCT: ["percent"],
  MCV: ["volume"],
  MCH: ["cell_mass", "molar"],
  MCHC: CHEM,
  RDW: ["percent", "volume"],
  PLT: ["count"],
  MPV: ["volume"],
  NEUT: ABSOLUTE_COUNT,
  LYMPH: ABSOLUTE_COUNT,
  MONO: ABSOLUTE_COUNT,
  EOS: ABSOLUTE_COUNT,
  BASO: ABSOLUTE_COUNT,
  NEUT_PCT: ["percent"],
  LYMPH_PCT: ["percent"],
  MONO_PCT: ["percent"],
  EOS_PCT: ["percent"],
  BASO_PCT: ["percent"],
  RDW_SD: ["volume"],
  PDW: ["percent", "volume"],
  PCT_PLT: ["percent"],
  RET: BLOOD_COUNT,
  IG: ABSOLUTE_COUNT,
  IG_PCT: ["percent"],
  NRBC: BLOOD_COUNT,
  P_LCR: ["percent"],
  FE: CHEM,
  FERR: ["mass"],
  TIBC: CHEM,
  UIBC: CHEM,
  TRANSFERRIN: CHEM,
  TSAT: ["percent"],
  CRP: ["mass"],
  OB: ["rate"],
  PCT: ["mass"],
  TSH: ENZYME,
  FT3: CHEM,
  FT4: CHEM,
  ANTY_TPO: ENZYME,
  ANTY_TG: ENZYME,
  ANTY_TSHR: ENZYME,
  THYROGLOBULIN: ["mass"],
  GLU: CHEM,
  HBA1C: ["percent"],
  INSULIN: ["activity", "molar"],
  CHOL: CHEM,
  LDL: CHEM,
  HDL: CHEM,
  TG: CHEM,
  NON_HDL: CHEM,
  ALT: ENZYME,
  AST: ENZYME,
  GGT: ENZYME,
  ALP: ENZYME,
  BILI: CHEM,
  BILI_DIRECT: CHEM,
  BILI_INDIRECT: CHEM,
  ALBUMIN: ["mass", "percent"],
  TOTAL_PROTEIN: ["mass"],
  CREA: CHEM,
  EGFR: ["filtration"],
  UREA: CHEM,
  URIC_ACID: CHEM,
  CYSTATIN_C: ["mass"],
  NA: ["molar"],
  K: ["molar"],
  CL: ["molar"],
  CA: CHEM,
  CA_ION: ["molar"],
  MG: CHEM,
  PHOSPHATE: CHEM,
  B12: CHEM,
  VIT_D: CHEM,
  FOLATE: CHEM,
  PTH: CHEM,
  CORTISOL: CHEM,
  PRL: ["mass", "molar", "activity"],
  TESTOSTERONE: CHEM,
  ESTRADIOL: CHEM,
  LH: ENZYME,
  FSH: ENZYME,
  PROGESTERONE: CHEM,
  DHEAS: CHEM,
  PT: ["time", "percent"],
  APTT: ["time"],
  FIBRINOGEN: CHEM,
  D_DIMER: ["mass"],
  CK: ENZYME,
  LDH: ENZYME,
  AMYLASE: ENZYME,
  LIPASE: ENZYME,
  PSA: ["mass"],
  HOMOCYSTEINE: ["molar"],
};

/** What a plausibility check looks at. */
export type Checked = Omit<CheckedLine, "ref_text" | "lab_flag">;

/**
 * Markers whose percentage is a part of a whole (cells of the blood's
 * volume, leukocytes of all leukocytes, glycated of all haemoglobin), so it
 * cannot exceed 100 %, nor, as a fraction (`l/l`), 1. This is arithmetic,
 * not a clinical figure. Left out on purpose: transferrin saturation (a
 * quotient of two assays, printed above 100 % in iron overload), NRBC (per
 * 100 leukocytes) and prothrombin activity (% of a normal plasma).
 */
export const PART_OF_WHOLE: ReadonlySet<string> = new Set([
  "HCT",
  "NEUT_PCT",
  "LYMPH_PCT",
  "MONO_PCT",
  "EOS_PCT",
  "BASO_PCT",
  "IG_PCT",
  "HBA1C",
  "P_LCR",
  "RET",
]);

/**
 * Why a haemoglobin or an MCHC cannot be, or `undefined`. A red cell holds
 * haemoglobin at {@link MCHC_POSSIBLE} g/dL at most and at least (real MCHC
 * spans about 22–38 g/dL; see `consistency/relations.ts` for the sources),
 * so no blood, even one of red cells only, holds more than that maximum.
 */
function beyondRedCells(row: Checked & { value: number }): string | undefined {
  if (row.code !== "HGB" && row.code !== "MCHC") return undefined;
  const grams = inGramsPerDecilitre(row);
  if (grams === undefined) return undefined;
  const printed = `${row.code} ${row.value} ${row.unit?.trim() ?? ""}`.trim();
  if (grams > MCHC_POSSIBLE.high) {
    return `${printed} is more than blood can hold (${MCHC_POSSIBLE.high} g/dL, red cells only)`;
  }
  if (row.code === "MCHC" && grams < MCHC_POSSIBLE.low) {
    return `${printed} is less than any red cell holds (${MCHC_POSSIBLE.low} g/dL)`;
  }
  return undefined;
}

/** Why a part of a whole is more than the whole, or a value more than blood can hold. */
function moreThanWhole(row: Checked): string | undefined {
  if (typeof row.value !== "number") return undefined;
  if (row.comparator !== undefined || row.unit === undefined) return undefined;
  const cells = beyondRedCells({ ...row, value: row.value });
  if (cells !== undefined) return cells;
  if (!PART_OF_WHOLE.has(row.code)) return undefined;
  if (unitKind(row.unit) === "percent" && row.value > 100) {
    return `${row.code} ${row.value} % is more than the whole (100 %)`;
  }
  if (/^\s*l\s*\/\s*l\s*$/i.test(row.unit) && row.value > 1) {
    return `${row.code} ${row.value} ${row.unit.trim()} is more than the whole (1 l/l)`;
  }
  return undefined;
}

/** How far outside its own range a value may be before it is held. */
export const OUTSIDE_RANGE_FACTOR = 10;

/** How far above its range a marker of {@link WIDE_RISE_MARKERS} may be before it is held. */
export const WIDE_RISE_FACTOR = 1000;

/**
 * Markers that really rise tens or hundreds of times above their upper limit
 * (inflammation, antibodies, enzymes of a damaged organ, a hormone gone
 * wrong): for them only a thousandfold rise is taken for a misplaced decimal
 * point. A CRP of 86 mg/l against "< 5" is an infection, not a typo. The
 * cardiac markers too: troponin rises to hundreds of times its 99th-percentile
 * upper limit in a myocardial infarction (Fourth Universal Definition of
 * Myocardial Infarction, Thygesen et al., Eur Heart J 2019;40:237), and
 * NT-proBNP to thousands of pg/ml against a rule-out limit of 125 in heart
 * failure (ESC heart failure guidelines, McDonagh et al., Eur Heart J
 * 2021;42:3599).
 */
export const WIDE_RISE_MARKERS: ReadonlySet<string> = new Set([
  "CRP",
  "PCT",
  "OB",
  "D_DIMER",
  "WBC",
  "TSH",
  "ANTY_TPO",
  "ANTY_TG",
  "ANTY_TSHR",
  "ALT",
  "AST",
  "GGT",
  "CK",
  "LDH",
  "AMYLASE",
  "LIPASE",
  "BILI",
  "BILI_DIRECT",
  "BILI_INDIRECT",
  "TG",
  "PSA",
  "INSULIN",
  "PRL",
  "TROPONIN_I",
  "HS_TROPONIN_I",
  "TROPONIN_T",
  "HS_TROPONIN_T",
  "NT_PROBNP",
  "CK_MB",
]);

/**
 * Why a unit cannot be taken for a marker: an OCR misread of a known unit,
 * or a unit of a kind the marker is never reported in. `undefined` when it
 * can (or when the table does not know the unit or the marker).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(unitProblem("HGB", "fL"), 'unit "fL" cannot belong to HGB (a volume unit)');
 * assert.equal(unitProblem("HGB", "g/dl"), undefined);
 * ```
 */
export function unitProblem(code: string, unit: string): string | undefined {
  if (unit === "") return undefined;
  const doubt = unitDoubt(unit);
  if (doubt !== undefined) return doubt;
  const allowed = MARKER_UNIT_KINDS[code];
  const kind = unitKind(unit);
  if (allowed !== undefined && kind !== undefined && !allowed.includes(kind)) {
    return `unit "${unit}" cannot belong to ${code} (a ${kind} unit)`;
  }
  return undefined;
}

/**
 * Why a row should be held for review, or `undefined` when it looks right.
 * Censored and qualitative values are not checked against the range.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(implausibility({ code: "HGB", value: 13.4, unit: "g/dL", ref_low: 12, ref_high: 16 }), undefined);
 * assert.match(implausibility({ code: "HGB", value: 1340, unit: "g/dL", ref_low: 12, ref_high: 16 })!, /more than 10× above/);
 * assert.match(implausibility({ code: "FERR", value: 52, unit: "mm/h" })!, /cannot belong/);
 * ```
 */
export function implausibility(row: Checked): string | undefined {
  const unit = row.unit === undefined ? undefined : unitProblem(row.code, row.unit);
  if (unit !== undefined) return unit;
  return outsideOwnRange(row) ?? moreThanWhole(row);
}

function outsideOwnRange(row: Checked): string | undefined {
  if (typeof row.value !== "number" || row.comparator !== undefined) return undefined;
  const { value, ref_low: low, ref_high: high } = row;
  const rise = WIDE_RISE_MARKERS.has(row.code) ? WIDE_RISE_FACTOR : OUTSIDE_RANGE_FACTOR;
  if (high !== undefined && high > 0 && value > high * rise) {
    return `value ${value} is more than ${rise}× above the range's upper limit ${high}`;
  }
  if (low !== undefined && low > 0 && value < low / OUTSIDE_RANGE_FACTOR) {
    return `value ${value} is more than ${OUTSIDE_RANGE_FACTOR}× below the range's lower limit ${low}`;
  }
  return undefined;
}

/**
 * For a row read by OCR: a unit the importer does not know, under a marker
 * whose units it checks, is held rather than stored: tesseract reads
 * `10^12/L` as `10712/L` and `x10^6/µL` as `x1006/HL`, spellings no lab
 * prints. Text-layer rows are not held for this (a lab's own spelling).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.match(ocrUnitDoubt({ code: "RBC", unit: "10712/L" }) ?? "", /OCR may have misread it/);
 * assert.equal(ocrUnitDoubt({ code: "RBC", unit: "10^12/L" }), undefined);
 * ```
 */
export function ocrUnitDoubt(
  row: { readonly code: string; readonly unit?: string },
): string | undefined {
  const unit = row.unit;
  if (unit === undefined || unit === "" || MARKER_UNIT_KINDS[row.code] === undefined) {
    return undefined;
  }
  return unitKind(unit) === undefined
    ? `unit "${unit}" is not one the importer knows for ${row.code}; OCR may have misread it`
    : undefined;
}
