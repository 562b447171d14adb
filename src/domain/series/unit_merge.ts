/**
 * Merging a marker's results reported in units that convert (glucose in
 * mg/dL from one lab and mmol/L from another) into one series, in the
 * marker's preferred unit or one the caller chooses. Each converted reading
 * keeps its original value and unit and the factor's source; its range is
 * converted with it, its comparator kept. Units with no listed conversion
 * stay separate, each with the reason. When nothing needs converting, the
 * caller's columns are used as they are, so a dense single-unit series costs
 * nothing extra. Pure.
 *
 * @module
 */

import { columnsOf, type ReadingColumns } from "./series_columns.ts";
import {
  conversionOf,
  convertedDecimals,
  convertValue,
  decimalsOf,
  type UnitRules,
} from "../readings/convert.ts";
import type { Reading } from "../readings/reading.ts";
import { cleanText } from "../text.ts";
import { unitKey } from "../readings/units.ts";

/**
 * A converted reading's value and unit as the lab reported them, and the
 * lab's own range in that unit, as it printed it: the reading's own fields.
 */
export type Original = Readonly<
  & Pick<Required<Reading>, "value" | "unit">
  & Pick<Reading, "ref_low" | "ref_high">
>;

/** One unit converted into the series' unit: how, and how many results. */
export interface AppliedConversion {
  readonly from: string;
  readonly factor: number;
  readonly source: string;
  readonly count: number;
}

/** Readings with convertible units merged, index for index with the run given. */
export interface MergedUnits {
  /** The whole run, converted; the range asked for keeps its indices. */
  readonly columns: ReadingColumns;
  /** For each reading of `columns`, its original when it was converted. */
  readonly originals: readonly (Original | undefined)[];
  /** The unit the merged readings are in. */
  readonly target: string;
  readonly applied: readonly AppliedConversion[];
  /** Why each unit that stays separate does (by the unit as spelled). */
  readonly separate: ReadonlyMap<string, string>;
}

/** What the caller asked for: the preferred unit (default), the latest result's, or a named one. */
export type UnitChoice = { readonly kind: "preferred" } | { readonly kind: "latest" } | {
  readonly kind: "named";
  readonly unit: string;
};

/** A named unit the marker's results cannot be shown in. */
export interface UnitChoiceError {
  readonly kind: "unit_unknown";
  readonly message: string;
}

function targetOf(
  columns: ReadingColumns,
  end: number,
  rules: UnitRules | undefined,
  choice: UnitChoice,
): string | undefined {
  if (choice.kind === "named") return choice.unit;
  if (choice.kind === "latest") return columns.units[columns.unit[end - 1]!];
  return rules?.preferred;
}

/**
 * Merges the readings `[start, end)` of `columns` whose units convert into
 * one target unit. The merged columns cover the whole run, index for index
 * (so the range keeps its bounds), and are built once per run and target. Returns `undefined` when there is nothing to convert (one
 * unit, or no listed conversion applies), and an error when a named unit is
 * one no result converts to.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { columnsOf } from "./series_columns.ts";
 * const rules = { preferred: "mg/dL", convert: [{ from: "mg/dL", to: "mmol/L", factor: 0.0555, source: "Young 1987" }] };
 * const columns = columnsOf([
 *   { code: "GLU", date: "2023-01-01", value: 5.1, unit: "mmol/L", ref_low: 3.9, ref_high: 5.5 },
 *   { code: "GLU", date: "2024-01-01", value: 92, unit: "mg/dL", ref_low: 70, ref_high: 99 },
 * ]);
 * const merged = mergeUnits(columns, 0, 2, rules, { kind: "preferred" });
 * assert.ok(merged !== undefined && !("kind" in merged));
 * assert.deepEqual(merged.columns.at(0), { code: "GLU", date: "2023-01-01", value: 92, unit: "mg/dL", ref_low: 70, ref_high: 99 });
 * assert.deepEqual(merged.originals[0], { value: 5.1, unit: "mmol/L", ref_low: 3.9, ref_high: 5.5 });
 * assert.equal(merged.applied[0]?.count, 1);
 * ```
 */
export function mergeUnits(
  columns: ReadingColumns,
  start: number,
  end: number,
  rules: UnitRules | undefined,
  choice: UnitChoice,
): MergedUnits | UnitChoiceError | undefined {
  if (end <= start) return undefined;
  const target = targetOf(columns, end, rules, choice);
  if (target === undefined) return undefined;
  // How many readings of the range each unit (by its index in `columns.units`) has.
  const used = new Set<number>();
  if (columns.units.length === 1) used.add(0); // every reading has the run's one unit: no pass
  else {
    const perUnit = new Int32Array(columns.units.length);
    for (let i = start; i < end; i++) perUnit[columns.unit[i]!]!++;
    perUnit.forEach((count, id) => count > 0 && used.add(id));
  }
  const plans = new Map<number, ReturnType<typeof conversionOf>>();
  for (const id of used) plans.set(id, conversionOf(rules, columns.units[id], target));
  const converting = [...plans.values()].some((plan) => plan.kind === "factor");
  if (choice.kind === "named" && ![...plans.values()].some((plan) => plan.kind !== "none")) {
    const known = [
      ...new Set([
        rules?.preferred,
        ...(rules?.convert ?? []).flatMap((c) => [c.from, c.to]),
        ...[...used].map((id) => columns.units[id]),
      ].filter((u): u is string => u !== undefined)),
    ];
    return {
      kind: "unit_unknown",
      message: `"unit" ${
        JSON.stringify(target)
      } is not a unit these results convert to; use one of ${
        known.map((u) => JSON.stringify(u)).join(", ")
      }, or "latest"`,
    };
  }
  if (!converting) return undefined;

  const whole = wholeMerge(columns, rules, target);
  // Converted readings of the range per unit, in one pass (text values are never converted).
  const converted = new Int32Array(columns.units.length);
  for (let i = start; i < end; i++) {
    if (whole.originals[i] !== undefined) converted[columns.unit[i]!]!++;
  }
  const applied = new Map<string, AppliedConversion>();
  const separate = new Map<string, string>();
  for (const [id, plan] of plans) {
    const spelled = columns.units[id];
    if (plan.kind === "none") separate.set(spelled ?? "(no unit)", cleanText(plan.reason));
    const count = converted[id]!;
    if (plan.kind !== "factor" || count === 0) continue;
    const from = cleanText(spelled ?? "(no unit)");
    const seen = applied.get(unitKey(from));
    applied.set(unitKey(from), {
      from: seen?.from ?? from,
      factor: plan.factor,
      source: plan.source,
      count: (seen?.count ?? 0) + count,
    });
  }
  return {
    columns: whole.columns,
    originals: whole.originals,
    target,
    applied: [...applied.values()],
    separate,
  };
}

/** A whole run converted into one target unit, index for index with the run. */
interface WholeMerge {
  readonly columns: ReadingColumns;
  readonly originals: readonly (Original | undefined)[];
}

/**
 * The most decimals the labs print the target unit's values with, in a run
 * (the readings that need no conversion), or `undefined` when none is in it.
 */
function printedDecimals(
  columns: ReadingColumns,
  plans: readonly ReturnType<typeof conversionOf>[],
): number | undefined {
  let most: number | undefined;
  for (let i = 0; i < columns.length; i++) {
    const value = columns.num[i]!;
    if (plans[columns.unit[i]!]?.kind !== "same" || !Number.isFinite(value)) continue;
    most = Math.max(most ?? 0, decimalsOf(value));
  }
  return most;
}

/**
 * Converted runs, kept per run (the store's columns of a marker, replaced
 * when the store changes) and per target and rules: a warm call over a dense
 * series that mixes units builds no objects.
 */
const wholeMerges = new WeakMap<ReadingColumns, Map<string, WholeMerge>>();

function wholeMerge(
  columns: ReadingColumns,
  rules: UnitRules | undefined,
  target: string,
): WholeMerge {
  const key = `${target}\u0000${JSON.stringify(rules ?? null)}`;
  const cached = wholeMerges.get(columns)?.get(key);
  if (cached !== undefined) return cached;
  const plans = columns.units.map((unit) => conversionOf(rules, unit, target));
  const printed = printedDecimals(columns, plans);
  const convert = (value: number, factor: number) => convertValue(value, factor, printed);
  const readings: Reading[] = [];
  const originals: (Original | undefined)[] = [];
  for (let i = 0; i < columns.length; i++) {
    const reading = columns.at(i)!;
    const plan = plans[columns.unit[i]!]!;
    if (plan.kind !== "factor" || typeof reading.value !== "number") {
      readings.push(reading);
      originals.push(undefined);
      continue;
    }
    const { factor } = plan;
    // The converted value's printed decimals are known only when the lab's were.
    const { decimals: known, ...measured } = reading;
    readings.push({
      ...measured,
      value: convertValue(reading.value, factor, printed, known),
      ...(known !== undefined
        ? { decimals: convertedDecimals(reading.value, factor, printed, known) }
        : {}),
      unit: target,
      ...(reading.ref_low !== undefined ? { ref_low: convert(reading.ref_low, factor) } : {}),
      ...(reading.ref_high !== undefined ? { ref_high: convert(reading.ref_high, factor) } : {}),
    });
    originals.push({
      value: reading.value,
      unit: cleanText(reading.unit ?? "(no unit)"),
      ...(reading.ref_low !== undefined ? { ref_low: reading.ref_low } : {}),
      ...(reading.ref_high !== undefined ? { ref_high: reading.ref_high } : {}),
    });
  }
  const merged = { columns: columnsOf(readings), originals };
  const byKey = wholeMerges.get(columns) ?? new Map<string, WholeMerge>();
  byKey.set(key, merged);
  wholeMerges.set(columns, byKey);
  return merged;
}
