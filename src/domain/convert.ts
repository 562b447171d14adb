/**
 * Converting a marker's results between units it is reported in, with the
 * analyte-specific factor the dictionary gives and cites (glucose mg/dL ×
 * 0.0555 = mmol/L). Only conversions the dictionary lists are made: two
 * units with no listed factor stay separate series, with the reason said.
 * The converted value is rounded to one significant digit more than the
 * printed one, so that a round trip gives back the printed value. Pure.
 *
 * @module
 */

import { unitKey } from "./units.ts";

/** One listed conversion, as published: `value_in_from × factor = value_in_to`. */
export interface UnitConversion {
  readonly from: string;
  readonly to: string;
  readonly factor: number;
  /** Where the factor comes from. */
  readonly source: string;
}

/** A marker's preferred unit and the conversions listed between its units. */
export interface UnitRules {
  readonly preferred: string;
  readonly convert: readonly UnitConversion[];
}

/** How a unit relates to another. */
export type Conversion =
  | { readonly kind: "same" }
  | { readonly kind: "factor"; readonly factor: number; readonly source: string }
  | { readonly kind: "none"; readonly reason: string };

/** The factor from one unit key to another by one listed conversion, either way round. */
function direct(
  rules: UnitRules,
  from: string,
  to: string,
): { factor: number; source: string } | undefined {
  for (const c of rules.convert) {
    const a = unitKey(c.from);
    const b = unitKey(c.to);
    if (a === from && b === to) return { factor: c.factor, source: c.source };
    if (a === to && b === from) return { factor: 1 / c.factor, source: c.source };
  }
  return undefined;
}

/**
 * How to bring a value in `unit` into `target`: the same unit (equivalent
 * spellings included), a factor from the listed conversions (used either way
 * round, or through one unit in between), or none, with why.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const glucose = { preferred: "mg/dL", convert: [{ from: "mg/dL", to: "mmol/L", factor: 0.0555, source: "S" }] };
 * assert.deepEqual(conversionOf(glucose, "mg/dl", "mmol/l"), { kind: "factor", factor: 0.0555, source: "S" });
 * assert.deepEqual(conversionOf(glucose, "mmol/L", "mg/dL"), { kind: "factor", factor: 1 / 0.0555, source: "S" });
 * assert.equal(conversionOf(glucose, "mmol/L", "mmol/l").kind, "same");
 * assert.equal(conversionOf(glucose, "g/L", "mmol/L").kind, "none");
 * ```
 */
export function conversionOf(
  rules: UnitRules | undefined,
  unit: string | undefined,
  target: string,
): Conversion {
  const from = unitKey(unit);
  const to = unitKey(target);
  if (from === to) return { kind: "same" };
  // Units are store text: quoted, so a unit holding prose never reads as prose.
  const shown = unit === undefined || unit.trim() === "" ? "(no unit)" : JSON.stringify(unit);
  const wanted = JSON.stringify(target);
  if (rules === undefined || rules.convert.length === 0) {
    return { kind: "none", reason: `no conversion between ${shown} and ${wanted} is known` };
  }
  const one = direct(rules, from, to);
  if (one !== undefined) return { kind: "factor", ...one };
  const middles = new Set(rules.convert.flatMap((c) => [unitKey(c.from), unitKey(c.to)]));
  for (const middle of middles) {
    const first = direct(rules, from, middle);
    const second = direct(rules, middle, to);
    if (first !== undefined && second !== undefined) {
      const sources = [...new Set([first.source, second.source])].join("; ");
      return { kind: "factor", factor: first.factor * second.factor, source: sources };
    }
  }
  return { kind: "none", reason: `no conversion between ${shown} and ${wanted} is known` };
}

/** The number of significant digits a printed number shows, counted as at least 3. */
export function significantDigits(value: number): number {
  if (!Number.isFinite(value) || value === 0) return 3;
  const digits = Math.abs(value).toString().replace(/e.*$/, "").replace(".", "").replace(
    /^0+/,
    "",
  );
  return Math.max(3, digits.length);
}

/**
 * Converts a printed value by a factor, rounded to one significant digit
 * more than the printed value shows.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(convertValue(92, 0.0555), 5.106);
 * assert.equal(convertValue(convertValue(92, 0.0555), 1 / 0.0555), 92);
 * ```
 */
export function convertValue(value: number, factor: number): number {
  const converted = value * factor;
  if (!Number.isFinite(converted)) return converted;
  return Number(converted.toPrecision(Math.min(15, significantDigits(value) + 1)));
}
