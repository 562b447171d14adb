/**
 * Converting a marker's results between units it is reported in, with the
 * analyte-specific factor the dictionary gives and cites (glucose mg/dL ×
 * 0.0555 → mmol/L). Only conversions the dictionary lists are made: two
 * units with no listed factor stay separate series, with the reason said.
 * The converted value is rounded to one significant digit more than the
 * printed one, so that a round trip gives back the printed value. Pure.
 *
 * @module
 */

import { unitKey } from "./units.ts";

/** One listed conversion: `value_in_from × factor = value_in_preferred`. */
export interface UnitConversion {
  readonly from: string;
  readonly factor: number;
  /** Where the factor comes from. */
  readonly source: string;
}

/** A marker's preferred unit and the units that convert into it. */
export interface UnitRules {
  readonly preferred: string;
  readonly convert: readonly UnitConversion[];
}

/** How a unit relates to the preferred one. */
export type Conversion =
  | { readonly kind: "same" }
  | { readonly kind: "factor"; readonly factor: number; readonly source: string }
  | { readonly kind: "none"; readonly reason: string };

/**
 * How to bring a value in `unit` into `target` (the preferred unit, unless
 * the caller chose another unit the rules know): the same unit, a factor
 * (inverted when converting towards a listed `from`), or none, with why.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const glucose = { preferred: "mmol/L", convert: [{ from: "mg/dL", factor: 0.0555, source: "S" }] };
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
  if (rules === undefined) {
    return { kind: "none", reason: "no conversion is listed for this marker" };
  }
  const preferred = unitKey(rules.preferred);
  const toPreferred = (key: string) =>
    key === preferred
      ? { factor: 1, source: "" }
      : rules.convert.find((c) => unitKey(c.from) === key);
  const a = toPreferred(from);
  const b = toPreferred(to);
  if (a === undefined || b === undefined) {
    const missing = a === undefined ? unit ?? "(no unit)" : target;
    return { kind: "none", reason: `no conversion from ${missing} is listed` };
  }
  const factor = a.factor / b.factor;
  const source = [a.source, b.source].filter((s) => s !== "").join("; ");
  return { kind: "factor", factor, source };
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
