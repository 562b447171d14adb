/**
 * Plausibility checks that hold a row back for review instead of writing
 * it: a value more than 10× outside its own reference range (a misplaced
 * decimal point), a part of a whole above 100 % (`18 ↑` read as `181`), a
 * unit that is not one the marker is measured in, or a unit that is an OCR
 * misread of a known one (`µlU/ml`). Which marker is measured in what, is a
 * part of a whole, or rises widely is data (`clinical.yaml`), never a table
 * here.
 *
 * @module
 */

import { unitDoubt, unitKey } from "../../domain/readings/units.ts";
import { builtinFacts, type FactsOf } from "./marker_facts.ts";
import { isListedUnit, unitFieldProblem } from "./unit_field.ts";
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
 *
 * @internal tested alone: the kind of a unit with a UCUM annotation, which `implausibility()` shows only as a verdict.
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

/** What a plausibility check looks at. */
export type Checked = Omit<CheckedLine, "ref_text" | "lab_flag">;

/**
 * Why a part of a whole is more than the whole. (A value no person can
 * have, beyond its `possible` values, is `impossibleValue()`'s: never
 * written.) Which markers are parts of a whole is data (`part_of_whole` in
 * `clinical.yaml`: cells of the blood's volume, leukocytes of all
 * leukocytes, glycated of all haemoglobin; arithmetic, not a clinical
 * figure). Left out on purpose: transferrin saturation (a quotient of two
 * assays, printed above 100 % in iron overload), NRBC (per 100 leukocytes)
 * and prothrombin activity (% of a normal plasma).
 */
function moreThanWhole(row: Checked, facts: FactsOf): string | undefined {
  if (typeof row.value !== "number" || row.unit === undefined) return undefined;
  if (facts(row.code)?.partOfWhole !== true) return undefined;
  if (unitKind(row.unit) === "percent" && row.value > 100) {
    return `${row.code} ${row.value} % is more than the whole (100 %)`;
  }
  if (/^\s*l\s*\/\s*l\s*$/i.test(row.unit) && row.value > 1) {
    return `${row.code} ${row.value} ${row.unit.trim()} is more than the whole (1 l/l)`;
  }
  return undefined;
}

/** How far outside its own range a value may be before it is held. */
const OUTSIDE_RANGE_FACTOR = 10;

/**
 * How far above its range a marker that really rises tens or hundreds of
 * times above its upper limit may be before it is held (inflammation,
 * antibodies, enzymes of a damaged organ, a hormone gone wrong, cardiac
 * markers: `wide_rise` in `clinical.yaml`, with why): for them only a
 * thousandfold rise is taken for a misplaced decimal point. A CRP of 86 mg/l
 * against "< 5" is an infection, not a typo.
 */
const WIDE_RISE_FACTOR = 1000;

/**
 * Why a unit cannot be taken for a marker: an OCR misread of a known unit,
 * or a unit that is not one the marker is measured in (`measured_in` in
 * `clinical.yaml`, or the same quantity on another scale). `undefined` when
 * it can (or when the data lists no units for the marker).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(unitProblem("HGB", "fL"), 'unit: "fL" is not a unit HGB is measured in (g/dL, g/L, mmol/L)');
 * assert.equal(unitProblem("HGB", "g/dl"), undefined);
 * ```
 */
export function unitProblem(
  code: string,
  unit: string,
  facts: FactsOf = builtinFacts,
): string | undefined {
  if (unit === "") return undefined;
  return unitDoubt(unit) ?? unitFieldProblem(code, unit, facts(code)?.measuredIn);
}

/**
 * Why a row should be held for review, or `undefined` when it looks right.
 * A censored value (`>5000`) passes the same checks as a plain one, by the
 * limit it prints; a qualitative value is not checked against the range.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(implausibility({ code: "HGB", value: 13.4, unit: "g/dL", ref_low: 12, ref_high: 16 }), undefined);
 * assert.match(implausibility({ code: "HGB", value: 1340, unit: "g/dL", ref_low: 12, ref_high: 16 })!, /more than 10× above/);
 * assert.match(implausibility({ code: "FERR", value: 52, unit: "mm/h" })!, /is not a unit FERR is measured in/);
 * ```
 */
export function implausibility(row: Checked, facts: FactsOf = builtinFacts): string | undefined {
  const unit = row.unit === undefined ? undefined : unitProblem(row.code, row.unit, facts);
  if (unit !== undefined) return unit;
  return outsideOwnRange(row, facts) ?? moreThanWhole(row, facts);
}

function outsideOwnRange(row: Checked, facts: FactsOf): string | undefined {
  // A censored value ("> 5000", "< 0,01") is judged by the limit it prints, as a plain value is.
  if (typeof row.value !== "number") return undefined;
  const { value, ref_low: low, ref_high: high } = row;
  const rise = facts(row.code)?.wideRise !== undefined ? WIDE_RISE_FACTOR : OUTSIDE_RANGE_FACTOR;
  if (high !== undefined && high > 0 && value > high * rise) {
    return `value ${value} is more than ${rise}× above the range's upper limit ${high}`;
  }
  if (low !== undefined && low > 0 && value < low / OUTSIDE_RANGE_FACTOR) {
    return `value ${value} is more than ${OUTSIDE_RANGE_FACTOR}× below the range's lower limit ${low}`;
  }
  return undefined;
}

/**
 * For a row read by OCR: a unit that is not, as spelled, one the marker is
 * measured in (`measured_in`, the same quantity on the same scale) is held
 * rather than stored. Tesseract reads `10^12/L` as `10712/L` and `x10^6/µL`
 * as `x1006/HL`, spellings no lab prints, and drops or changes `µ` (`µg/dl`
 * read as `mg/dl`), which moves the value a thousandfold. Text-layer rows are
 * not held for this (a lab's own spelling).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.match(ocrUnitDoubt({ code: "RBC", unit: "10712/L" }) ?? "", /OCR may have misread it/);
 * assert.equal(ocrUnitDoubt({ code: "RBC", unit: "10^12/L" }), undefined);
 * ```
 */
export function ocrUnitDoubt(
  row: { readonly code: string; readonly unit?: string | undefined },
  facts: FactsOf = builtinFacts,
): string | undefined {
  const unit = row.unit?.trim() ?? "";
  const listed = facts(row.code)?.measuredIn;
  if (unit === "" || listed === undefined || isListedUnit(unit, listed)) return undefined;
  return `unit "${unit}" is not a unit labs report ${row.code} in (${
    listed.join(", ")
  }); OCR may have misread it`;
}
