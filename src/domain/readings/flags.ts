/**
 * Judging one result against its reference range: `low`, `high`, `normal`, or
 * `null` when it cannot be judged. Censored values ("<0.5") are judged by the
 * interval they stand for, so they are flagged only when the whole interval
 * lies on one side. A result below a detection limit is taken to lie between
 * zero and that limit, since lab quantities are never negative.
 *
 * @module
 */

import type { Comparator, LabFlag, ReadingFields } from "./reading.ts";

/** The stored comparator and lab flag, defined with the reading (`reading.ts`). */
export type { Comparator, LabFlag };

/** The verdict on one result. */
export type Flag = "low" | "high" | "abnormal" | "normal" | null;

/** What a flag is computed from. */
export type Judged = ReadingFields<"value", "comparator" | "ref_low" | "ref_high" | "lab_flag">;

/**
 * Flags a result. The lab's own flag decides when there is one: `H` is high
 * and `L` low, whatever the range says; `A` is abnormal, unless the range
 * says low or high. Without it, qualitative values and results with no
 * numeric range get `null`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(flagOf({ value: 0.5, comparator: "<", ref_high: 5 }), "normal");
 * assert.equal(flagOf({ value: 9, ref_low: 10, ref_high: 120 }), "low");
 * assert.equal(flagOf({ value: 10, comparator: "<", ref_low: 5, ref_high: 20 }), null);
 * assert.equal(flagOf({ value: 0.5, comparator: "<", ref_low: 0, ref_high: 5 }), "normal");
 * assert.equal(flagOf({ value: "ujemny" }), null);
 * assert.equal(flagOf({ value: "dodatni", lab_flag: "A" }), "abnormal");
 * assert.equal(flagOf({ value: 9, ref_low: 1, ref_high: 10, lab_flag: "H" }), "high");
 * ```
 */
export function flagOf(result: Judged): Flag {
  const lab = result.lab_flag;
  if (lab === "H") return "high";
  if (lab === "L") return "low";
  const byRange = rangeFlag(result);
  if (lab === "A") return byRange === "low" || byRange === "high" ? byRange : "abnormal";
  return byRange;
}

/** The flag that the reference range alone gives. */
function rangeFlag(result: Judged): Flag {
  const { value, comparator, ref_low: low, ref_high: high } = result;
  if (typeof value !== "number" || (low === undefined && high === undefined)) return null;
  // The interval the true value lies in, with open or closed ends.
  let from = value, to = value, fromOpen = false, toOpen = false;
  if (comparator === "<" || comparator === "<=") {
    // A concentration is never negative: "<0.5" means between 0 and 0.5.
    from = value > 0 ? 0 : -Infinity;
    toOpen = comparator === "<";
  } else if (comparator === ">" || comparator === ">=") {
    to = Infinity;
    fromOpen = comparator === ">";
  }
  if (low !== undefined && (to < low || (to === low && toOpen))) return "low";
  if (high !== undefined && (from > high || (from === high && fromOpen))) return "high";
  const aboveLow = low === undefined || from >= low;
  const belowHigh = high === undefined || to <= high;
  return aboveLow && belowHigh ? "normal" : null;
}

/** Whether a flag marks a result out of its range (or abnormal, by the lab's flag). */
export function isOutOfRange(flag: Flag): boolean {
  return flag === "low" || flag === "high" || flag === "abnormal";
}
