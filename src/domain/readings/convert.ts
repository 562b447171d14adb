/**
 * Converting a marker's results between units it is reported in, with the
 * analyte-specific factor the dictionary gives and cites (glucose mg/dL ×
 * 0.0555 = mmol/L). Only conversions the dictionary lists are made: two
 * units with no listed factor stay separate series, with the reason said.
 * Identical units (U/L and IU/L) are one scale, and a pure change of metric
 * prefix (ng/mL to ng/L) or U to kat converts by unit algebra alone. The
 * converted value carries the lab's precision: its last printed step,
 * converted, rounded down to a power of ten, so 5.1 mmol/L is 92 mg/dL
 * (never 91.89) and a round trip gives back the printed value; never more
 * decimals than the labs print the target unit with. Pure.
 *
 * @module
 */

import { unitKey, unitScale } from "./units.ts";

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
  const none: Conversion = {
    kind: "none",
    reason: `no factor between ${shown} and ${JSON.stringify(target)} is in this dictionary`,
  };
  const algebra = prefixFactor(from, to);
  if (algebra !== undefined) return algebra;
  if (rules === undefined || rules.convert.length === 0) return none;
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
  return none;
}

/** 1 U = 1 µmol/min = 1/60 µmol/s: the katal per enzyme unit. */
const KAT_PER_U = 1e-6 / 60;

/** The factor between two concentrations that differ only by prefix (or U and kat). */
function prefixFactor(from: string, to: string): Conversion | undefined {
  const a = unitScale(from);
  const b = unitScale(to);
  if (a === undefined || b === undefined) return undefined;
  const enzyme = new Set([a.base, b.base]);
  if (a.base !== b.base && !(enzyme.has("U") && enzyme.has("kat"))) return undefined;
  const base = a.base === b.base ? 1 : a.base === "U" ? KAT_PER_U : 1 / KAT_PER_U;
  const factor = base * 10 ** (a.scale - b.scale);
  return {
    kind: "factor",
    factor: Number(factor.toPrecision(12)),
    source: a.base === b.base
      ? "unit definition (metric prefixes)"
      : "unit definition (1 U = 1 µmol/min = 16.67 nkat)",
  };
}

/**
 * The decimal places a stored number prints with (`140` → 0, `5.1` → 1); a
 * number JavaScript writes with an exponent (`1e-7`) counts three
 * significant digits.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual([140, 5.1, 0.05, 1e-7].map(decimalsOf), [0, 1, 2, 9]);
 * ```
 */
export function decimalsOf(value: number): number {
  const text = Math.abs(value).toString();
  if (/e-/.test(text)) return Math.max(0, -Math.floor(Math.log10(Math.abs(value))) + 2);
  if (/e/.test(text)) return 0;
  return (text.split(".")[1] ?? "").length;
}

/**
 * Converts a printed value by a factor, with the lab's precision: the
 * printed step (1 in the last decimal) times the factor, rounded down to a
 * power of ten, is the step of the converted value, so a round trip gives
 * back the printed value. When the labs print the target unit too (a
 * series in mg/dL and mmol/L), `printed` is the most decimals they print
 * it with, and the converted value never shows more: 101 mg/dL beside a
 * lab's 7.9 mmol/L is 5.6 mmol/L, not 5.61 (see docs/clinical.md).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(convertValue(92, 0.0555), 5.11);
 * assert.equal(convertValue(101, 0.0555, 1), 5.6);
 * assert.equal(convertValue(5.1, 1 / 0.0555), 92);
 * assert.equal(convertValue(convertValue(92, 0.0555), 1 / 0.0555).toFixed(0), "92");
 * ```
 */
export function convertValue(
  value: number,
  factor: number,
  printed?: number,
  known?: number,
): number {
  const converted = value * factor;
  if (!Number.isFinite(converted) || converted === 0) return converted;
  return Number(converted.toFixed(convertedDecimals(value, factor, printed, known)));
}

/**
 * The decimal places {@link convertValue} gives a converted value: from the
 * printed step of `value` (its `known` printed decimals, else the stored
 * number's), times the factor, capped by `printed`. A lab's 1.0 mg/dL
 * creatinine (`known` 1) is 88 µmol/L.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(convertedDecimals(92, 0.0555), 2);
 * assert.equal(convertedDecimals(5, 18.02, undefined, 1), 0);
 * assert.equal(convertedDecimals(1, 0.1, undefined, 2), 3);
 * ```
 */
export function convertedDecimals(
  value: number,
  factor: number,
  printed?: number,
  known?: number,
): number {
  const places = Math.max(known ?? 0, decimalsOf(value));
  const step = 10 ** -places * Math.abs(factor);
  const own = Math.min(12, Math.max(0, -Math.floor(Math.log10(step) + 1e-9)));
  return printed === undefined ? own : Math.min(own, Math.max(0, printed));
}
