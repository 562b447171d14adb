/**
 * Types at the boundary of the store: a field is written only when it is a
 * well-formed value of its type for the row's marker. A range is numeric
 * bounds, a qualitative reference from the lexicon ("ujemny", "0-5 wpw"),
 * or, for a cell of bands, the band the document let the table stage choose
 * (then already numbers). Anything else ("6 - 12 lat: 4,5 - 13,5" with no
 * age printed, "*—-1,015 4,025" from OCR noise, "Metoda: …" from a method
 * column) holds the row, with the field and the reason: it is never kept as
 * text. These holds cannot be accepted with `--accept-held`: the field
 * would be written wrong. Pure.
 *
 * @module
 */

import { readBands } from "../cell/bands.ts";
import { isQualitativeReference } from "../cell/qualitative.ts";
import type { ParsedRange } from "../cell/range.ts";

/**
 * Why a row's range is no range the store can keep, or `undefined` when it
 * is bounds, a qualitative reference, or nothing.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(rangeFieldProblem({ ref_low: 4, ref_high: 10 }), undefined);
 * assert.equal(rangeFieldProblem({ ref_text: "ujemny" }), undefined);
 * assert.match(rangeFieldProblem({ ref_text: "6 - 12 lat: 4,5 - 13,5" })!, /^range: .*which band/);
 * assert.match(rangeFieldProblem({ ref_text: "*—-1,015 4,025" })!, /^range: .*no numeric bounds/);
 * ```
 */
export function rangeFieldProblem(range: ParsedRange): string | undefined {
  const text = range.ref_text;
  if (text === undefined || text.trim() === "" || isQualitativeReference(text)) return undefined;
  const shown = JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}…` : text);
  if (readBands(text) !== undefined) {
    return `range: ${shown} is printed in bands by age or sex, and the document does not say which band is the person's`;
  }
  return `range: ${shown} is no numeric bounds and no qualitative reference`;
}
