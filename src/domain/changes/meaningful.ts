/**
 * The one definition of a meaningful change, shared by `changes_since`,
 * `get_trend`, the `visit_summary` prompt and the PDF report: a change
 * beyond the marker's reference change value where a figure can be applied;
 * where none applies (`not_assessable`), only a result that crossed its
 * reference range counts, and the change is said to be not judged. A
 * crossing inside the RCV is not a meaningful change: the result is said to
 * be now out of range (or back in range), nothing more. Nor is a crossing
 * between results less than a day apart (`too_close`): readings within a day
 * move with meals and time, so a meter's readings crossing a limit several
 * times a day are not changes to list. A size rule such as
 * "20 %" is never used. Pure.
 *
 * @module
 */

import type { JudgedChange } from "./rcv.ts";

/**
 * Whether a change is meaningful: beyond the RCV, or, where the RCV cannot
 * be applied, only when the result crossed its range. A crossing the RCV
 * calls within expected variation is not meaningful.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const from = { date: "a", value: 150 };
 * const to = { date: "b", value: 186 };
 * const notJudged = { from, to, verdict: "not_assessable" as const };
 * assert.equal(isMeaningful(notJudged, false), false);
 * assert.equal(isMeaningful(notJudged, true), true);
 * const inside = { from, to, verdict: "within_expected_variation" as const };
 * assert.equal(isMeaningful(inside, true), false);
 * const sameDay = { ...notJudged, reason: "too_close" as const };
 * assert.equal(isMeaningful(sameDay, true), false);
 * ```
 */
export function isMeaningful(
  change: Pick<JudgedChange, "verdict" | "reason">,
  crossedRange: boolean,
): boolean {
  if (change.verdict === "likely_real_increase" || change.verdict === "likely_real_decrease") {
    return true;
  }
  return crossedRange && change.verdict === "not_assessable" && change.reason !== "too_close";
}

/**
 * The words for a change that moved a result across its range, by whether
 * the result is out of range now: `now out of range` or `back in range`, and
 * why the move is or is not a meaningful change. Undefined when the result
 * did not cross its range.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const change = { verdict: "within_expected_variation" as const };
 * assert.equal(
 *   crossingWords(change, true, true),
 *   "now out of range (the change is inside the RCV: not a meaningful change)",
 * );
 * assert.equal(crossingWords({ verdict: "not_assessable" as const }, true, false), "back in range (change not judged)");
 * assert.equal(crossingWords(change, false, true), undefined);
 * ```
 */
export function crossingWords(
  change: Pick<JudgedChange, "verdict">,
  crossedRange: boolean,
  outOfRangeNow: boolean,
): string | undefined {
  if (!crossedRange) return undefined;
  const where = outOfRangeNow ? "now out of range" : "back in range";
  switch (change.verdict) {
    case "within_expected_variation":
      return `${where} (the change is inside the RCV: not a meaningful change)`;
    case "not_assessable":
      return `${where} (change not judged)`;
    default:
      return where;
  }
}

/** The rule in words, for the prompt and the report's footer. */
export const MEANINGFUL_RULE = {
  en:
    "a change beyond the marker's reference change value (RCV, from its cited biological and analytical variation); where no RCV applies, only a result that moved into or out of its range counts, and the change is said to be not judged; a result that crossed its range by a change inside the RCV is now out of (or back in) range, not a meaningful change",
  pl:
    "zmiana większa niż wartość krytyczna różnicy (RCV, z cytowanej zmienności biologicznej i analitycznej); gdy RCV nie ma zastosowania, liczy się tylko przejście w zakres lub poza zakres, a zmiana jest opisana jako nieoceniona; wynik, który przekroczył granicę zakresu zmianą mieszczącą się w RCV, jest teraz poza zakresem (lub w zakresie), ale nie jest to istotna zmiana",
} as const;
