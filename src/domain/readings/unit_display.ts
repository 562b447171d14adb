/**
 * A unit as it is shown to people: one spelling per unit, so a table never
 * shows `mg/dl` beside `mg/dL`. Micro is written `µ` (for `u`, `mc`, `μ`)
 * and a litre `L` with its prefix (`dl` → `dL`, `ml` → `mL`, `fl` → `fL`),
 * the case UCUM uses. Nothing else changes: `G/L` (10⁹ cells per litre) and
 * `g/L` keep their case, and a unit with words stays as printed. For display
 * only: the store keeps what the lab printed. Pure.
 *
 * @module
 */

import { tidyUnit } from "./units.ts";

const LITRE = /^(k|d|c|m|µ|n|p|f)?l$/;

/**
 * The unit as shown, `""` for none.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(displayUnit("umol/l"), "µmol/L");
 * assert.equal(displayUnit("G/L"), "G/L");
 * ```
 */
export function displayUnit(unit: string | undefined): string {
  if (unit === undefined) return "";
  return tidyUnit(unit)
    .split("/")
    .map((part) => LITRE.test(part) ? `${part.slice(0, -1)}L` : part)
    .join("/");
}
