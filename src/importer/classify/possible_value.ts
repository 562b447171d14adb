/**
 * Whether a value can be its marker's in any person: within the marker's
 * `possible` values in `clinical.yaml` (MCHC 15–50 g/dL, RBC at most 20
 * ×10⁶/µL, ESR at most the 200 mm of the Westergren tube, each with its
 * source), and not above the highest possible value of the marker it is
 * `at_most` (no blood holds more haemoglobin than its red cells alone). The
 * value is read in the bound's unit by the dictionary's own factors; a unit
 * with no factor is not checked, as a check never guesses a unit.
 *
 * A value beyond these is no result of a person but a misreading, most
 * often a decimal separator lost on a scan ("452" for an RBC of 4.52, "141"
 * for a haemoglobin of 14.1 g/dL), caught by the value alone, with or
 * without a printed range. Such a row is held and never written, not even
 * with `--accept-held` or `--accept ID`: the person corrects it with
 * `--set ID:value=…`, and the corrected row is checked again.
 *
 * @module
 */

import type { Possible } from "../../domain/markers/clinical.ts";
import { builtinFacts, type FactsOf } from "./marker_facts.ts";
import { factorInto } from "./unit_factor.ts";

/** What the check reads of a row: its marker, value and unit. */
export interface ValueOfRow {
  readonly code: string;
  readonly value: unknown;
  readonly unit?: string | undefined;
}

/** A number as a result prints it: no float noise. */
const shown = (n: number) => String(Number(n.toPrecision(6)));

/** A bound, the marker whose bound it is, and the unit it is given in. */
interface Bound {
  readonly possible: Possible;
  readonly unit: string;
  readonly of: string;
}

function boundOf(code: string, facts: FactsOf): Bound | undefined {
  const own = facts(code);
  const of = own?.possible !== undefined ? code : own?.atMost?.of;
  if (of === undefined) return undefined;
  const holder = facts(of);
  const possible = holder?.possible;
  const unit = possible?.unit ?? holder?.drawScale?.unit;
  return possible === undefined || unit === undefined ? undefined : { possible, unit, of };
}

/**
 * Why a row's value cannot be its marker's in any person, or `undefined`
 * (also when the marker has no `possible` values, the value is no number,
 * or its unit has no factor into the bound's).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.match(impossibleValue({ code: "RBC", value: 452, unit: "10^12/l" })!, /above any possible RBC/);
 * assert.equal(impossibleValue({ code: "RBC", value: 4.52, unit: "10^12/l" }), undefined);
 * assert.match(impossibleValue({ code: "HGB", value: 141, unit: "g/dl" })!, /more than blood can hold/);
 * assert.equal(impossibleValue({ code: "HGB", value: 141, unit: "g/l" }), undefined);
 * ```
 */
export function impossibleValue(
  row: ValueOfRow,
  facts: FactsOf = builtinFacts,
): string | undefined {
  if (typeof row.value !== "number") return undefined;
  const own = facts(row.code);
  const bound = boundOf(row.code, facts);
  if (own === undefined || bound === undefined) return undefined;
  const unit = row.unit?.trim() ?? "";
  const factor = unit === "" ? undefined : factorInto(unit, bound.unit, own);
  if (factor === undefined) return undefined;
  const value = row.value * factor;
  const { low, high } = bound.possible;
  const printed = `${row.code} ${row.value} ${unit}`.trim();
  const fix =
    "a misreading (a decimal separator lost, a digit too many): correct it with --set ID:value=…";
  if (bound.of !== row.code) {
    return value > high
      ? `${printed} is more than blood can hold (${
        shown(high)
      } ${bound.unit}, the most ${bound.of} can be); ${fix}`
      : undefined;
  }
  if (value > high) {
    return `${printed} is above any possible ${row.code} (${shown(high)} ${bound.unit}); ${fix}`;
  }
  if (low !== undefined && value < low) {
    return `${printed} is below any possible ${row.code} (${shown(low)} ${bound.unit})`;
  }
  return undefined;
}
