/**
 * The few unit conversions the checks between rows of one draw need, each
 * to one scale: haemoglobin and MCHC to g/dL, haematocrit to %, cell counts
 * to 10³/µL (RBC to 10⁶/µL), MCV to fL, MCH to pg, lipids to mg/dL. A unit
 * these do not know gives `undefined`, and the relation is then not checked:
 * a check never guesses a unit.
 *
 * Haemoglobin in mmol/L counts the monomer (16 114.5 g/mol, the ICSH
 * convention): 1 mmol/L = 1.61145 g/dL. Cholesterol converts with 38.67
 * mg/dL per mmol/L (386.65 g/mol) and triglycerides with 88.57 (as triolein,
 * 885.7 g/mol); both are the factors labs and the ESC/EAS tables use.
 *
 * @module
 */

import { unitKey } from "../../../domain/readings/units.ts";

/** A value with the unit it was printed in. */
export interface Measured {
  readonly value: number;
  readonly unit?: string | undefined;
}

/** g/dL per mmol/L of haemoglobin (monomer, 16 114.5 g/mol). */
export const HGB_GDL_PER_MMOL = 1.61145;
/** mg/dL per mmol/L of cholesterol (total, HDL, LDL). */
export const CHOL_MGDL_PER_MMOL = 38.67;
/** mg/dL per mmol/L of triglycerides. */
export const TG_MGDL_PER_MMOL = 88.57;

function sameUnit(unit: string | undefined, reference: string): boolean {
  return unit !== undefined && unit.trim() !== "" && unitKey(unit) === unitKey(reference);
}

function scaled(
  row: Measured,
  table: readonly (readonly [string, number])[],
): number | undefined {
  for (const [reference, factor] of table) {
    if (sameUnit(row.unit, reference)) return Math.round(row.value * factor * 1e9) / 1e9;
  }
  return undefined;
}

/**
 * Haemoglobin or MCHC in g/dL, from g/dL, g/L or mmol/L.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(inGramsPerDecilitre({ value: 142, unit: "g/l" }), 14.2);
 * assert.equal(inGramsPerDecilitre({ value: 8.7, unit: "mmol/L" })!.toFixed(1), "14.0");
 * assert.equal(inGramsPerDecilitre({ value: 14.2, unit: "g%" }), undefined);
 * ```
 */
export function inGramsPerDecilitre(row: Measured): number | undefined {
  return scaled(row, [["g/dL", 1], ["g/L", 0.1], ["mmol/L", HGB_GDL_PER_MMOL]]);
}

/**
 * Haematocrit in %, from % or a fraction in L/L (`0.42 l/l`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(inPercent({ value: 0.42, unit: "l/l" }), 42);
 * assert.equal(inPercent({ value: 42, unit: "%" }), 42);
 * assert.equal(inPercent({ value: 42 }), undefined);
 * ```
 */
export function inPercent(row: Measured): number | undefined {
  if (row.unit !== undefined && /^\s*l\s*\/\s*l\s*$/i.test(row.unit)) {
    return Math.round(row.value * 100 * 1e9) / 1e9;
  }
  return scaled(row, [["%", 1]]);
}

/** A leukocyte (or platelet) count in 10³/µL (= 10⁹/L, G/L, tys/µl), or from /µL. */
export function inThousandsPerMicrolitre(row: Measured): number | undefined {
  return scaled(row, [["10^3/µL", 1], ["/µL", 0.001]]);
}

/** An erythrocyte count in 10⁶/µL (= 10¹²/L, T/L, mln/µl). */
export function inMillionsPerMicrolitre(row: Measured): number | undefined {
  return scaled(row, [["10^6/µL", 1]]);
}

/** MCV in fL. */
export function inFemtolitres(row: Measured): number | undefined {
  return scaled(row, [["fL", 1]]);
}

/** MCH in pg (from fmol, ×16.1145, the haemoglobin monomer). */
export function inPicograms(row: Measured): number | undefined {
  return scaled(row, [["pg", 1], ["fmol", HGB_GDL_PER_MMOL * 10]]);
}

/**
 * A lipid in mg/dL, from mg/dL, g/L or mmol/L (`factor`: mg/dL per mmol/L).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(inMilligramsPerDecilitre({ value: 1.9, unit: "g/l" }, 38.67), 190);
 * assert.equal(inMilligramsPerDecilitre({ value: 5, unit: "mmol/l" }, 38.67), 193.35);
 * ```
 */
export function inMilligramsPerDecilitre(row: Measured, factor: number): number | undefined {
  return scaled(row, [["mg/dL", 1], ["g/L", 100], ["mmol/L", factor]]);
}
