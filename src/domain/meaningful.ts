/**
 * The one definition of a meaningful change, shared by the tools, the
 * `visit_summary` prompt and the PDF report: a change beyond the marker's
 * reference change value where a figure can be applied; otherwise only a
 * result that crossed its reference range counts, and the change is said to
 * be not judged. A size rule such as "20 %" is never used. Pure.
 *
 * @module
 */

import type { JudgedChange } from "./rcv.ts";

/**
 * Whether a change is meaningful: beyond the RCV, or, where the RCV cannot
 * be applied, only when the result crossed its range.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const inRange = { from: { date: "a", value: 3.02 }, to: { date: "b", value: 3.7 }, verdict: "not_assessable" as const };
 * assert.equal(isMeaningful(inRange, false), false);
 * assert.equal(isMeaningful(inRange, true), true);
 * ```
 */
export function isMeaningful(
  change: Pick<JudgedChange, "verdict">,
  crossedRange: boolean,
): boolean {
  return crossedRange || change.verdict === "likely_real_increase" ||
    change.verdict === "likely_real_decrease";
}

/** The rule in words, for the prompt and the report's footer. */
export const MEANINGFUL_RULE = {
  en:
    "a change beyond the marker's reference change value (RCV, from its cited biological and analytical variation); where no RCV applies, only a result that moved into or out of its range counts, and the change is said to be not judged",
  pl:
    "zmiana większa niż wartość krytyczna różnicy (RCV, z cytowanej zmienności biologicznej i analitycznej); gdy RCV nie ma zastosowania, liczy się tylko przejście w zakres lub poza zakres, a zmiana jest opisana jako nieoceniona",
} as const;
