/**
 * Scales linked by a published line with an offset, not a factor: HbA1c's
 * NGSP % and IFCC mmol/mol (the IFCC–NGSP master equation, NGSP % = 0.09148
 * × IFCC mmol/mol + 2.152; Hoelzel W et al. 2004, Clin Chem 50:166). Such
 * scales are never merged into one series and a CV never carries from one
 * to the other (a CV is unchanged only by a factor), so a change across
 * them is not judged; the equation only says what an earlier value is on
 * the later result's scale, for the reader to compare. Pure.
 *
 * @module
 */

import { decimalsOf } from "./convert.ts";
import { unitKey } from "./units.ts";

/** `to = slope × from + intercept`, as published, with its source. */
export interface ScaleEquation {
  readonly from: string;
  readonly to: string;
  readonly slope: number;
  readonly intercept: number;
  readonly source: string;
}

/** A value expressed on another scale by an equation. */
export interface Equivalent {
  readonly value: number;
  readonly unit: string;
  readonly source: string;
}

/**
 * `value` in `fromUnit` on the scale of `toUnit` by a listed equation (used
 * either way round), rounded to the decimals of `printed` (a value the lab
 * printed in `toUnit`); undefined when no equation links the two units.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const ngsp = { from: "mmol/mol", to: "%", slope: 0.09148, intercept: 2.152, source: "Hoelzel 2004" };
 * assert.deepEqual(equivalentOn([ngsp], 5.6, "%", "mmol/mol", 42), { value: 38, unit: "mmol/mol", source: "Hoelzel 2004" });
 * assert.deepEqual(equivalentOn([ngsp], 42, "mmol/mol", "%", 5.6), { value: 6, unit: "%", source: "Hoelzel 2004" });
 * assert.equal(equivalentOn([ngsp], 42, "mmol/mol", "mg/dL", 100), undefined);
 * ```
 */
export function equivalentOn(
  equations: readonly ScaleEquation[] | undefined,
  value: number,
  fromUnit: string,
  toUnit: string,
  printed: number,
): Equivalent | undefined {
  const [from, to] = [unitKey(fromUnit), unitKey(toUnit)];
  for (const e of equations ?? []) {
    const [a, b] = [unitKey(e.from), unitKey(e.to)];
    const raw = a === from && b === to
      ? e.slope * value + e.intercept
      : a === to && b === from
      ? (value - e.intercept) / e.slope
      : undefined;
    if (raw === undefined || !Number.isFinite(raw)) continue;
    const digits = decimalsOf(printed);
    return { value: Number(raw.toFixed(digits)), unit: toUnit, source: e.source };
  }
  return undefined;
}
