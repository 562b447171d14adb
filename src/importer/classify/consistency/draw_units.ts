/**
 * A result of one draw on the scale its checks read it on: the marker's
 * `draw_scale` in `clinical.yaml` (haemoglobin and MCHC in g/dL, haematocrit
 * and percentages in %, cell counts in 10³/µL, RBC in 10⁶/µL, MCV in fL,
 * MCH in pg, lipids in mg/dL), with the factors from the other units labs
 * print it in and their sources. A unit the scale does not name gives
 * `undefined`, and the check is then not made: a check never guesses a unit.
 *
 * @module
 */

import type { DrawScale } from "../../../domain/markers/clinical.ts";
import { unitKey } from "../../../domain/readings/units.ts";

/** A value with the unit it was printed in. */
export interface Measured {
  readonly value: number;
  readonly unit?: string | undefined;
}

/** How a unit is spelled once its spaces are gone and its case folded (`l / l` is `L/L`). */
const folded = (unit: string) => unit.replace(/\s+/g, "").toLowerCase();

/** Whether a printed unit is `reference`: the same by its key, or spelled the same up to case and spaces. */
function sameUnit(unit: string | undefined, reference: string): boolean {
  if (unit === undefined || unit.trim() === "") return false;
  return unitKey(unit) === unitKey(reference) || folded(unit) === folded(reference);
}

/**
 * The factor from `unit` to the scale: 1 for the scale's own unit, the
 * dictionary's factor for another it names, or `undefined`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const scale = { unit: "g/dL", convert: [{ from: "g/L", factor: 0.1, source: "unit definition" }] };
 * assert.equal(scaleFactor("g/dl", scale), 1);
 * assert.equal(scaleFactor("g/l", scale), 0.1);
 * assert.equal(scaleFactor("g%", scale), undefined);
 * ```
 */
export function scaleFactor(unit: string | undefined, scale: DrawScale): number | undefined {
  if (sameUnit(unit, scale.unit)) return 1;
  return scale.convert.find((conversion) => sameUnit(unit, conversion.from))?.factor;
}

/**
 * A value on its marker's draw scale, or `undefined` when the marker has no
 * scale or the unit is none the scale names.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { builtinFacts } from "../marker_facts.ts";
 * const hgb = builtinFacts("HGB")?.drawScale;
 * assert.equal(onDrawScale({ value: 142, unit: "g/l" }, hgb), 14.2);
 * assert.equal(onDrawScale({ value: 8.7, unit: "mmol/L" }, hgb)!.toFixed(1), "14.0");
 * assert.equal(onDrawScale({ value: 0.42, unit: "l/l" }, builtinFacts("HCT")?.drawScale), 42);
 * assert.equal(onDrawScale({ value: 14.2, unit: "g%" }, hgb), undefined);
 * assert.equal(onDrawScale({ value: 42 }, builtinFacts("HCT")?.drawScale), undefined);
 * ```
 */
export function onDrawScale(row: Measured, scale: DrawScale | undefined): number | undefined {
  if (scale === undefined) return undefined;
  const factor = scaleFactor(row.unit, scale);
  return factor === undefined ? undefined : Math.round(row.value * factor * 1e9) / 1e9;
}
