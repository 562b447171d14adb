/**
 * A row's printed flag against its own printed range. A lab prints `H`
 * (or `↑`) beside a value above its range and `L` (`↓`) below it; a value
 * that says the opposite of its flag, or a value far outside its range with
 * no flag in a document whose lab does print flags, was misread. The case
 * this catches best is an arrow read by OCR as a digit: `18 ↑` becomes
 * `181`, the flag is gone, and the value lies tenfold beyond the range.
 *
 * Borders are exact: a value equal to a limit is never a contradiction
 * (a value rounded to the limit may have been flagged on its unrounded
 * figure). With no flag, a value is held only when it lies beyond
 * {@link UNFLAGGED_FACTOR} times the range's upper limit, or below its
 * lower limit divided by that factor: labs differ in whether they flag a
 * value just outside (some flag only beyond a margin, or on an age band the
 * range column does not show), so only a value far beyond counts. An arrow
 * read as a digit multiplies a flagged value by ten or more, and a value
 * flagged H is already above the limit, so it lands beyond ten times the
 * limit: well past this factor.
 *
 * @module
 */

import { shown } from "./relations.ts";
import type { CheckedLine } from "../checked_line.ts";

/** What the check looks at. */
export type FlaggedValue = Omit<CheckedLine, "ref_text">;

/**
 * How far outside its range an unflagged value may lie before it is held.
 *
 * @internal edge test: the test puts a value right at the factor, so a changed factor shows.
 */
export const UNFLAGGED_FACTOR = 5;

function rangeText(row: FlaggedValue): string {
  const { ref_low: low, ref_high: high } = row;
  if (low !== undefined && high !== undefined) return `${shown(low)}–${shown(high)}`;
  return low !== undefined ? `≥ ${shown(low)}` : `≤ ${shown(high!)}`;
}

/**
 * Why a row's value contradicts its printed flag and range, or `undefined`.
 * `flagsPrinted`: whether the document prints flags at all (else a missing
 * flag says nothing).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * // "18 ↑" against 0–5 read as "181": the flag gone, the value 36× the limit.
 * const row = { code: "CRP", unit: "mg/l", ref_low: 0, ref_high: 5 };
 * assert.match(flagRangeProblem({ ...row, value: 181 }, true)!, /no flag is printed/);
 * assert.match(flagRangeProblem({ ...row, value: 1.8, lab_flag: "H" }, true)!, /flag H/);
 * assert.equal(flagRangeProblem({ ...row, value: 18, lab_flag: "H" }, true), undefined);
 * assert.equal(flagRangeProblem({ ...row, value: 181 }, false), undefined);
 * ```
 */
export function flagRangeProblem(row: FlaggedValue, flagsPrinted: boolean): string | undefined {
  const { value, ref_low: low, ref_high: high, lab_flag: flag } = row;
  if (typeof value !== "number" || row.comparator !== undefined) return undefined;
  if (low === undefined && high === undefined) return undefined;
  if (low !== undefined && high !== undefined && low > high) return undefined;
  const printed = `${row.code} ${shown(value)}${row.unit ? ` ${row.unit.trim()}` : ""}`;
  if (flag === "H" && high !== undefined && value < high) {
    return `flag H printed, but ${printed} is not above the printed range ${rangeText(row)}`;
  }
  if (flag === "L" && low !== undefined && value > low) {
    return `flag L printed, but ${printed} is not below the printed range ${rangeText(row)}`;
  }
  if (flag !== undefined || !flagsPrinted) return undefined;
  const farAbove = high !== undefined && high > 0 && value > high * UNFLAGGED_FACTOR;
  const farBelow = low !== undefined && low > 0 && value < low / UNFLAGGED_FACTOR;
  if (!farAbove && !farBelow) return undefined;
  return `${printed} is far outside the printed range ${
    rangeText(row)
  }, but no flag is printed beside it (an arrow read as a digit?)`;
}

/** Digits an up arrow (`↑`) is read as by OCR. */
const ARROW_DIGITS = /[17]$/;

/**
 * The value an OCR'd row most likely printed when its last digit is an
 * arrow read as a digit (`24 ↑` read as `241`), or `undefined`: only for a
 * value with no flag, far outside its range (as {@link flagRangeProblem}
 * holds it), whose last digit is one an arrow is read as, and whose value
 * without that digit is itself outside the range, as a flagged value is.
 * Such a row is never written on a blanket `--accept-held`: the person
 * corrects it (`--set ID:value=24`) or accepts it by its id.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const row = { code: "OB", unit: "mm/h", ref_high: 20 };
 * assert.equal(arrowReading({ ...row, value: 241 }), 24);
 * assert.equal(arrowReading({ ...row, value: 245 }), undefined);
 * assert.equal(arrowReading({ ...row, value: 111 }), undefined); // 11 is inside the range
 * assert.equal(arrowReading({ ...row, value: 241, lab_flag: "H" }), undefined);
 * ```
 */
export function arrowReading(row: FlaggedValue): number | undefined {
  const { value, ref_low: low, ref_high: high } = row;
  if (typeof value !== "number" || row.comparator !== undefined || row.lab_flag !== undefined) {
    return undefined;
  }
  if (flagRangeProblem(row, true) === undefined) return undefined;
  const printed = String(value);
  if (!ARROW_DIGITS.test(printed) || printed.replace(/\D/g, "").length < 2) return undefined;
  const candidate = Number(printed.slice(0, -1).replace(/\.$/, ""));
  if (!Number.isFinite(candidate)) return undefined;
  const outside = (high !== undefined && candidate > high) ||
    (low !== undefined && candidate < low);
  return outside ? candidate : undefined;
}
