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

import { columnsOf, type ReadingColumns } from "./columns.ts";
import { conversionOf, convertValue, type UnitRules } from "./convert.ts";
import type { Reading } from "./reading.ts";
import { cleanText } from "./text.ts";
import { unitKey } from "./units.ts";

/** A converted reading's value and unit as the lab reported them. */
export interface Original {
  readonly value: number | string;
  readonly unit: string;
}

/** One unit converted into the series' unit: how, and how many results. */
export interface AppliedConversion {
  readonly from: string;
  readonly factor: number;
  readonly source: string;
  readonly count: number;
}

/** Readings of one range with convertible units merged. */
export interface MergedUnits {
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
 * one target unit. Returns `undefined` when there is nothing to convert (one
 * unit, or no listed conversion applies), and an error when a named unit is
 * one no result converts to.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { columnsOf } from "./columns.ts";
 * const rules = { preferred: "mg/dL", convert: [{ from: "mg/dL", to: "mmol/L", factor: 0.0555, source: "Young 1987" }] };
 * const columns = columnsOf([
 *   { code: "GLU", date: "2023-01-01", value: 5.1, unit: "mmol/L", ref_low: 3.9, ref_high: 5.5 },
 *   { code: "GLU", date: "2024-01-01", value: 92, unit: "mg/dL", ref_low: 70, ref_high: 99 },
 * ]);
 * const merged = mergeUnits(columns, 0, 2, rules, { kind: "preferred" });
 * assert.ok(merged !== undefined && !("kind" in merged));
 * assert.deepEqual(merged.columns.at(0), { code: "GLU", date: "2023-01-01", value: 91.89, unit: "mg/dL", ref_low: 70.27, ref_high: 99.1 });
 * assert.deepEqual(merged.originals[0], { value: 5.1, unit: "mmol/L" });
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
  const used = new Set<number>();
  for (let i = start; i < end; i++) used.add(columns.unit[i]!);
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

  const readings: Reading[] = [];
  const originals: (Original | undefined)[] = [];
  const applied = new Map<string, AppliedConversion>();
  const separate = new Map<string, string>();
  for (let i = start; i < end; i++) {
    const reading = columns.at(i)!;
    const plan = plans.get(columns.unit[i]!)!;
    if (plan.kind !== "factor" || typeof reading.value !== "number") {
      if (plan.kind === "none") separate.set(reading.unit ?? "(no unit)", cleanText(plan.reason));
      readings.push(reading);
      originals.push(undefined);
      continue;
    }
    const { factor, source } = plan;
    readings.push({
      ...reading,
      value: convertValue(reading.value, factor),
      unit: target,
      ...(reading.ref_low !== undefined ? { ref_low: convertValue(reading.ref_low, factor) } : {}),
      ...(reading.ref_high !== undefined
        ? { ref_high: convertValue(reading.ref_high, factor) }
        : {}),
    });
    const from = cleanText(reading.unit ?? "(no unit)");
    originals.push({ value: reading.value, unit: from });
    const seen = applied.get(unitKey(from));
    applied.set(unitKey(from), { from, factor, source, count: (seen?.count ?? 0) + 1 });
  }
  return {
    columns: columnsOf(readings),
    originals,
    target,
    applied: [...applied.values()],
    separate,
  };
}
