/**
 * The range reader: a printed range cell read into its range
 * (`range.ts`) and a unit printed after it (`12,0 - 16,0 g/dl`); the bands of
 * a cell of several sex or age bands are `range_bands.ts`'s. Pure functions.
 *
 * @module
 */

import { type ParsedRange, parseRange } from "./range.ts";
import { looksLikeUnit } from "./unit.ts";
import { stemAlternation, words, wordyUnitSpellings } from "../lexicon/mod.ts";

/** A note after a range that its row is calculated ("<130 mg/dL (calc)", "(berechnet)"): no part of the range. */
const CALCULATED_NOTE = new RegExp(
  `\\s*\\((?:${stemAlternation(words((l) => l.calculatedWords))})\\.?\\)$`,
  "iu",
);

/**
 * A printed range, with a unit printed after it taken off ("12,0 - 16,0 g/dl").
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(rangeWithUnit("12,0 - 16,0 g/dl"), { range: { ref_low: 12, ref_high: 16 }, unit: "g/dl" });
 * assert.deepEqual(rangeWithUnit("< 5"), { range: { ref_high: 5 } });
 * assert.deepEqual(rangeWithUnit("<130 mg/dL (calc)"), { range: { ref_high: 130 }, unit: "mg/dL" });
 * assert.deepEqual(rangeWithUnit("<5.7 % of total Hgb"), { range: { ref_high: 5.7 }, unit: "% of total Hgb" });
 * // The row's unit alone in the range cell: no range.
 * assert.deepEqual(rangeWithUnit("mg/dL", "mg/dL"), { range: {}, unit: "mg/dL" });
 * assert.deepEqual(rangeWithUnit("mg/dL"), { range: { ref_text: "mg/dL" } });
 * ```
 */
export function rangeWithUnit(
  printed: string,
  knownUnit?: string,
): { range: ParsedRange; unit?: string } {
  const text = printed.replace(CALCULATED_NOTE, "");
  const range = parseRange(text);
  if (range.ref_text === undefined) return { range };
  const trimmed = text.trim();
  // A range cell that prints the row's own unit and no limits (a portal's "mg/dL" under
  // "Standard Range" for a calculated row) gives no range.
  if (knownUnit !== undefined && knownUnit !== "" && trimmed === knownUnit.trim()) {
    return { range: {}, unit: knownUnit };
  }
  // The row's own unit after the range, however many words it has ("mg/l FEU").
  if (knownUnit !== undefined && knownUnit !== "" && trimmed.endsWith(` ${knownUnit}`)) {
    const without = parseRange(trimmed.slice(0, -knownUnit.length - 1));
    if (without.ref_text === undefined) return { range: without, unit: knownUnit };
  }
  // A unit of several words that a language respells ("<5.7 % of total Hgb").
  for (const unit of wordyUnitSpellings()) {
    if (!trimmed.endsWith(` ${unit}`)) continue;
    const without = parseRange(trimmed.slice(0, -unit.length - 1));
    if (without.ref_text === undefined) return { range: without, unit };
  }
  const tokens = trimmed.split(/\s+/);
  const last = tokens[tokens.length - 1] ?? "";
  if (tokens.length < 2 || !looksLikeUnit(last)) return { range };
  const without = parseRange(tokens.slice(0, -1).join(" "));
  return without.ref_text === undefined ? { range: without, unit: last } : { range };
}
