/**
 * How single values are written in the CLI: numbers, censored values,
 * reference ranges, flags, dates and changes.
 *
 * @module
 */

import type { Comparator, Flag } from "../domain/flags.ts";
import type { TrendPoint } from "../domain/trend.ts";
import type { Cell } from "./table.ts";

const COMPARATOR_SIGNS: Readonly<Record<Comparator, string>> = {
  "<": "<",
  "<=": "≤",
  ">": ">",
  ">=": "≥",
};

/**
 * A result value as printed: a censored one keeps its sign (`<0.5`).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(formatValue(0.5, "<"), "<0.5");
 * assert.equal(formatValue(13.4), "13.4");
 * assert.equal(formatValue("ujemny"), "ujemny");
 * ```
 */
export function formatValue(value: number | string, comparator?: Comparator): string {
  const text = String(value);
  return comparator === undefined ? text : `${COMPARATOR_SIGNS[comparator]}${text}`;
}

/**
 * A reference range as printed: `10–120`, `≤ 5`, `≥ 40`, or the lab's text.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(formatRange({ ref_low: 10, ref_high: 120 }), "10–120");
 * assert.equal(formatRange({ ref_high: 5 }), "≤ 5");
 * assert.equal(formatRange({ ref_text: "ujemny" }), "ujemny");
 * ```
 */
export function formatRange(
  point: Pick<TrendPoint, "ref_low" | "ref_high" | "ref_text">,
): string {
  const { ref_low: low, ref_high: high } = point;
  if (low !== undefined && high !== undefined) return `${low}–${high}`;
  if (high !== undefined) return `≤ ${high}`;
  if (low !== undefined) return `≥ ${low}`;
  return point.ref_text ?? "";
}

/** A flag as a cell: `H` (red) or `L` (blue); nothing when normal or not judged. */
export function flagCell(flag: Flag): Cell {
  if (flag === "high") return { text: "H", tone: "high" };
  if (flag === "low") return { text: "L", tone: "low" };
  if (flag === "abnormal") return { text: "A", tone: "high" };
  return { text: "" };
}

/** What a value cell shows. */
export interface ShownValue {
  readonly value: number | string;
  readonly comparator?: Comparator | undefined;
  readonly flag: Flag;
}

/** A value as a cell, coloured like its flag. */
export function valueCell(point: ShownValue): Cell {
  const text = formatValue(point.value, point.comparator);
  return { text, tone: flagCell(point.flag).tone };
}

/** A date with its time of day, if it has one (`2024-01-05 08:15`). */
export function formatWhen(date: string, time?: string): string {
  return time === undefined ? date : `${date} ${time.slice(0, 5)}`;
}

/**
 * A change with its sign, and the percentage when known.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(formatChange(49, 816.7), "+49 (+816.7%)");
 * assert.equal(formatChange(-2.5, null), "-2.5");
 * assert.equal(formatChange(Infinity, null), "not computable");
 * ```
 */
export function formatChange(change: number, pct: number | null): string {
  if (!Number.isFinite(change)) return "not computable";
  const sign = (n: number) => (n > 0 ? `+${n}` : String(n));
  return pct === null || !Number.isFinite(pct) ? sign(change) : `${sign(change)} (${sign(pct)}%)`;
}

/** `1 result`, `2 results`. */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}
