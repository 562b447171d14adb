/**
 * Whether a unit is one a marker is measured in: a spelling of one of the
 * units its data lists (`measured_in`: `U/l` and `IU/L` for `U/L`, `tys/µl`
 * for `10^3/µL`), or the same quantity on another scale, so that it converts
 * to one of them (`µkat/l`, `10^9/l`, `ng/l`). Quantities are compared by the
 * core's unit keys and, where those do not tell, by the NLM's UCUM library
 * (`@lhncbc/ucum-lhc`, importer only: never on the server's start-up path).
 * A unit that is neither ("µl" under ALT, a count under haemoglobin) is no
 * unit of the marker: the row is held. Pure.
 *
 * @module
 */

import ucum from "@lhncbc/ucum-lhc";
import { unitKey, unitScale } from "../../domain/readings/units.ts";

const utils = ucum.UcumLhcUtils.getInstance();

/** Lab spellings whose unit key stands for a UCUM unit (count families and the like). */
const UCUM_OF_KEY: ReadonlyMap<string, string> = new Map(
  ([
    ["10^3/µL", "10*3/uL"],
    ["10^6/µL", "10*6/uL"],
    ["/µL", "/uL"],
    ["%", "%"],
    ["fL", "fL"],
    ["pg", "pg"],
    ["mm/h", "mm/h"],
    ["s", "s"],
    ["mL/min/1.73m²", "mL/min/{1.73_m2}"],
  ] as const).map(([spelling, code]) => [unitKey(spelling), code]),
);

/** A key without its annotation (`g/L:-3 {FEU}` → `g/L:-3`). */
function bareKey(unit: string): string {
  return unitKey(unit).replace(/\s*\{[^}]*\}$/, "");
}

/** The UCUM code a printed unit reads as, or `undefined` when UCUM does not know it. */
function ucumOf(unit: string): string | undefined {
  const known = UCUM_OF_KEY.get(bareKey(unit));
  if (known !== undefined) return known;
  const code = unit.trim()
    .replace(/\s+[A-Z]{2,5}$/, "")
    .replace(/[μµ]/g, "u")
    .replace(/\^/g, "*")
    .replace(/^x(?=10)/, "")
    // The square metre as printed: "m²", "m2", or with a power sign ("m^2", "m*2").
    .replace(/\/1[.,]73\s*m(?:[²2]|[*^]2)$/, "/{1.73_m2}")
    .replace(/\b(I?U)\b/g, (m) => (m === "IU" ? "[IU]" : m))
    .replace(/\s+/g, "");
  return utils.validateUnitString(code).status === "valid" ? code : undefined;
}

/** Bases of concentration keys that measure one quantity: enzyme units and katals, moles and equivalents. */
const SAME_BASE: readonly (readonly string[])[] = [["U", "IU", "kat"], ["mol", "Eq"], ["g"]];

function sameQuantity(unit: string, listed: string): boolean {
  if (bareKey(unit) === bareKey(listed)) return true;
  const a = unitScale(bareKey(unit))?.base;
  const b = unitScale(bareKey(listed))?.base;
  if (a !== undefined && b !== undefined) {
    return a === b || SAME_BASE.some((group) => group.includes(a) && group.includes(b));
  }
  const from = ucumOf(unit);
  const to = ucumOf(listed);
  if (from === undefined || to === undefined) return false;
  return utils.convertUnitTo(from, 1, to).status === "succeeded";
}

/**
 * Why a unit is no unit the marker is measured in, or `undefined` when it
 * is one (or the marker's data lists none, or the row has no unit).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const alt = ["U/L", "µkat/L"];
 * assert.equal(unitFieldProblem("ALT", "U/l", alt), undefined);
 * assert.equal(unitFieldProblem("ALT", "IU/L", alt), undefined);
 * assert.equal(unitFieldProblem("ALT", "µkat/l", alt), undefined);
 * assert.equal(unitFieldProblem("ALT", "µl", alt), 'unit: "µl" is not a unit ALT is measured in (U/L, µkat/L)');
 * assert.equal(unitFieldProblem("WBC", "G/l", ["10^3/µL"]), undefined);
 * assert.equal(unitFieldProblem("EGFR", "ml/min/1,73 m²", ["mL/min/1.73m²"]), undefined);
 * assert.equal(unitFieldProblem("EGFR", "mL/min/1.73m*2", ["mL/min/1.73m²"]), undefined);
 * assert.equal(unitFieldProblem("PLT", "g/dl", ["10^3/µL"]), 'unit: "g/dl" is not a unit PLT is measured in (10^3/µL)');
 * ```
 */
export function unitFieldProblem(
  code: string,
  unit: string | undefined,
  measuredIn: readonly string[] | undefined,
): string | undefined {
  if (unit === undefined || unit.trim() === "" || measuredIn === undefined) return undefined;
  if (measuredIn.some((listed) => sameQuantity(unit, listed))) return undefined;
  return `unit: ${JSON.stringify(unit.trim())} is not a unit ${code} is measured in (${
    measuredIn.join(", ")
  })`;
}

/**
 * Why a row with no printed range may not be stored in its unit, or
 * `undefined`: a unit of the same quantity as the marker's units but a
 * thousandfold or more from every one of them (`FERR 500 g/l`, which is
 * 500,000,000 ng/mL) is held, since no printed range shows that the scale
 * was meant. With a range, the range's own plausibility check applies.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.match(unanchoredScaleProblem("FERR", "g/l", ["ng/mL", "pmol/L"], false)!, /thousandfold/);
 * assert.equal(unanchoredScaleProblem("FERR", "µg/l", ["ng/mL", "pmol/L"], false), undefined);
 * assert.equal(unanchoredScaleProblem("FERR", "g/l", ["ng/mL", "pmol/L"], true), undefined);
 * ```
 */
export function unanchoredScaleProblem(
  code: string,
  unit: string | undefined,
  measuredIn: readonly string[] | undefined,
  ranged: boolean,
): string | undefined {
  if (ranged || unit === undefined || measuredIn === undefined) return undefined;
  const own = unitScale(bareKey(unit));
  if (own === undefined) return undefined;
  const scales = measuredIn.map((listed) => unitScale(bareKey(listed)))
    .filter((s) => s !== undefined && s.base === own.base);
  if (scales.length === 0 || scales.some((s) => Math.abs(s!.scale - own.scale) < 3)) {
    return undefined;
  }
  return `unit: ${JSON.stringify(unit.trim())} is a thousandfold or more from the units ${code} ` +
    `is measured in (${measuredIn.join(", ")}), and no printed range shows its scale`;
}

/**
 * Whether a unit is, as spelled, one of the units listed (the same quantity
 * on the same scale): what a unit read by OCR must be, since a misread `µ`
 * moves a value a thousandfold on a unit that is still the same quantity.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(isListedUnit("ng/ml", ["ng/mL", "pmol/L"]), true);
 * assert.equal(isListedUnit("µg/ml", ["ng/mL", "pmol/L"]), false);
 * ```
 */
export function isListedUnit(unit: string, measuredIn: readonly string[]): boolean {
  return measuredIn.some((listed) => bareKey(unit) === bareKey(listed));
}

/**
 * Whether a unit can be compared at all: a spelling the core's unit tables
 * know, or a UCUM unit. Every unit a marker's data lists is one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(isComparableUnit("L/L"), true);
 * assert.equal(isComparableUnit("tys/µl"), true);
 * assert.equal(isComparableUnit("furlongs"), false);
 * ```
 *
 * @internal data check: no product path asks it; a test holds every unit of clinical.yaml's measured_in to units the checks can compare.
 */
export function isComparableUnit(unit: string): boolean {
  return !bareKey(unit).startsWith("as-spelled:") || ucumOf(unit) !== undefined;
}

/** Units of no quantity: a fraction ("%", "L/L") or a pure number. */
const DIMENSIONLESS: ReadonlySet<string> = new Set(["%", "l/l", "1", "ratio", "index"]);

/**
 * Why a row with a number and no unit is held, or `undefined`: a marker measured only in
 * units of some quantity (`measured_in`: glucose in mg/dL or mmol/L, ALT in U/L or µkat/L)
 * cannot be read from its number alone, and a row stored without one would be wrong
 * whichever the lab meant (a table whose unit column was not read stored a whole Befund so).
 * This holds for every kind of document: a CSV or workbook row, a FHIR quantity with no unit,
 * an XML export's result are as ambiguous as a printed one. A unit the file states elsewhere
 * (a unit column, a unit row under a header of markers, "Glucose (mg/dL)" or "Potas [mmol/l]"
 * as the name or a column's header) is read into the row by its reader before this check. A
 * marker measured in fractions or in nothing (HCT in % or L/L, INR, urine pH) and a word
 * result are not judged.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.match(missingUnitProblem("GLU", undefined, 97, ["mg/dL", "mmol/L"])!, /^unit: none printed/);
 * assert.equal(missingUnitProblem("GLU", "mg/dl", 97, ["mg/dL", "mmol/L"]), undefined);
 * assert.equal(missingUnitProblem("HCT", undefined, 0.38, ["%", "L/L"]), undefined);
 * assert.equal(missingUnitProblem("INR", undefined, 1.1, undefined), undefined);
 * assert.equal(missingUnitProblem("GLU", undefined, "ujemny", ["mg/dL", "mmol/L"]), undefined);
 * ```
 */
export function missingUnitProblem(
  code: string,
  unit: string | undefined,
  value: number | string,
  measuredIn: readonly string[] | undefined,
): string | undefined {
  if (unit !== undefined && unit.trim() !== "") return undefined;
  if (typeof value !== "number") return undefined;
  if (measuredIn === undefined || measuredIn.length === 0) return undefined;
  if (measuredIn.some((listed) => DIMENSIONLESS.has(listed.trim().toLowerCase()))) return undefined;
  return `unit: none printed, and ${code} is measured in ${
    measuredIn.join(" or ")
  }: its number alone cannot be read`;
}
