/**
 * Whether a printed reference range can be its marker's in the unit printed
 * beside it: every limit must lie within the marker's `reference_limits` in
 * `clinical.yaml` (a span wider than the intervals labs print for adults,
 * children from birth and pregnancy, with its sources), widened again by
 * {@link RANGE_LIMITS_FACTOR}. A range beyond that is not a range of the
 * marker in that unit: a decimal separator lost on a photo or a fax
 * ("3,9 – 6,1" read as "39 – 61" mmol/l for glucose, the value 5,4 read as
 * 54 with it, so the two agree and the value's own check sees nothing), or
 * a range of another unit or specimen. The row is held with the reason.
 * The printed limits are brought into the span's unit by the dictionary's
 * own factors (`units`, `draw_scale`); a unit with no factor is not checked,
 * as a check never guesses a unit.
 *
 * @module
 */

import { factorInto } from "./unit_factor.ts";
import { builtinFacts, type FactsOf } from "./marker_facts.ts";

/**
 * How far beyond a marker's `reference_limits` a printed limit may lie
 * before the range is held. The span already covers every population's
 * intervals; a lost decimal separator moves a limit tenfold, past three.
 *
 * @internal cross-check: the sources test holds every span, widened by it, against a second table.
 */
export const RANGE_LIMITS_FACTOR = 3;

/** What the check reads of a row: its marker, unit and printed limits. */
export interface RangeOfRow {
  readonly code: string;
  readonly unit?: string | undefined;
  readonly ref_low?: number | undefined;
  readonly ref_high?: number | undefined;
}

/** A number as a range prints it: no float noise. */
const shown = (n: number) => String(Number(n.toPrecision(6)));

/** The printed range as read: "39–61", "< 33", "> 1". */
function printedRange(low: number | undefined, high: number | undefined): string {
  if (low !== undefined && high !== undefined) return `${shown(low)}–${shown(high)}`;
  return low !== undefined ? `> ${shown(low)}` : `< ${shown(high!)}`;
}

/**
 * Why a row's printed range cannot be its marker's in its unit, or
 * `undefined` (also when the marker has no `reference_limits`, the row no
 * range or no unit, or the unit no factor into the span's). A limit of 0
 * ("0 – 5") is no limit and is not checked.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.match(
 *   rangeLimitsProblem({ code: "GLU", unit: "mmol/l", ref_low: 39, ref_high: 61 })!,
 *   /^range 39–61 mmol\/l is implausible for GLU/,
 * );
 * assert.equal(rangeLimitsProblem({ code: "GLU", unit: "mmol/l", ref_low: 3.9, ref_high: 6.1 }), undefined);
 * assert.equal(rangeLimitsProblem({ code: "GLU", unit: "mg/dl", ref_low: 70, ref_high: 99 }), undefined);
 * ```
 */
export function rangeLimitsProblem(
  row: RangeOfRow,
  facts: FactsOf = builtinFacts,
): string | undefined {
  const { ref_low: low, ref_high: high } = row;
  const unit = row.unit?.trim() ?? "";
  if ((low === undefined && high === undefined) || unit === "") return undefined;
  const own = facts(row.code);
  const span = own?.referenceLimits;
  if (own === undefined || span === undefined) return undefined;
  const factor = factorInto(unit, span.unit, own);
  if (factor === undefined) return undefined;
  const lowest = span.low / RANGE_LIMITS_FACTOR;
  const highest = span.high * RANGE_LIMITS_FACTOR;
  const outside = [low, high].some((limit) =>
    limit !== undefined && limit > 0 && (limit * factor < lowest || limit * factor > highest)
  );
  if (!outside) return undefined;
  return `range ${printedRange(low, high)} ${unit} is implausible for ${row.code}: ` +
    `labs print its limits within ${shown(span.low)}–${shown(span.high)} ${span.unit}` +
    `${factor === 1 ? "" : ` (${unit} × ${shown(factor)})`}, and this is more than ` +
    `${RANGE_LIMITS_FACTOR}× beyond; a decimal separator may have been lost`;
}
