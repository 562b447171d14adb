/**
 * The factor that brings a printed unit into a unit the marker's facts are
 * given in (a span's, a bound's): by the dictionary's own conversions
 * (`units`) or draw scale (`draw_scale`), never a guess.
 *
 * @module
 */

import { conversionOf } from "../../domain/readings/convert.ts";
import { unitKey } from "../../domain/readings/units.ts";
import type { ClinicalFacts } from "../../domain/markers/clinical.ts";
import { scaleFactor } from "./consistency/draw_units.ts";

/**
 * The factor from `unit` into `target` the marker's data gives, or `undefined`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { builtinFacts } from "./marker_facts.ts";
 * assert.equal(factorInto("g/l", "g/dL", builtinFacts("HGB")!), 0.1);
 * assert.equal(factorInto("mg/dL", "mmol/L", builtinFacts("GLU")!), 0.0555);
 * assert.equal(factorInto("furlongs", "g/dL", builtinFacts("HGB")!), undefined);
 * ```
 */
export function factorInto(unit: string, target: string, facts: ClinicalFacts): number | undefined {
  const conversion = conversionOf(facts.units, unit, target);
  if (conversion.kind === "same") return 1;
  if (conversion.kind === "factor") return conversion.factor;
  const scale = facts.drawScale;
  if (scale === undefined || unitKey(scale.unit) !== unitKey(target)) return undefined;
  return scaleFactor(unit, scale);
}
