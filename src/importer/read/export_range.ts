/**
 * The reference range of a structured export's result (a FHIR
 * `referenceRange`, a CDA `observationRange`), from its numeric bounds and
 * its text: bounds in order are the range; a range given only as text is
 * read as a printed one ("< 190" an upper bound, "> 40" a lower, a unit after
 * the number left out); a low bound above the high one is kept only when the
 * text says the same range in order, else the range is dropped and a note
 * says why (the row itself is kept). Pure.
 *
 * @module
 */

import { looksLikeUnit, type ParsedRange, parseRange } from "../cell/mod.ts";

/** A range read, and a note when the printed range was dropped. */
export interface ExportRange {
  readonly range: ParsedRange;
  readonly note?: string;
}

/** A printed range's text read as a range, a unit printed after the last number left out. */
function textRange(text: string): ParsedRange {
  const read = parseRange(text);
  if (read.ref_text === undefined) return read;
  const unit = /^(.*\d)\s+(\S+)$/u.exec(text.trim());
  if (unit && looksLikeUnit(unit[2]!)) {
    const bare = parseRange(unit[1]!);
    if (bare.ref_text === undefined) return bare;
  }
  return read;
}

/**
 * The range of bounds `low` and `high` and a printed `text`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(exportRange(3.5, 5.1, undefined), { range: { ref_low: 3.5, ref_high: 5.1 } });
 * assert.deepEqual(exportRange(undefined, undefined, "< 190"), { range: { ref_high: 190 } });
 * assert.deepEqual(exportRange(undefined, undefined, "> 40 mg/dL"), { range: { ref_low: 40 } });
 * assert.deepEqual(exportRange(190, 0, undefined), {
 *   range: {},
 *   note: "the printed range has its low bound 190 above its high bound 0; range dropped",
 * });
 * ```
 */
export function exportRange(
  low: number | undefined,
  high: number | undefined,
  text: string | undefined,
): ExportRange {
  const printed = text === undefined || text.trim() === "" ? undefined : textRange(text);
  if (low !== undefined && high !== undefined && low > high) {
    if (
      printed !== undefined && printed.ref_low !== undefined && printed.ref_high !== undefined &&
      printed.ref_low <= printed.ref_high
    ) return { range: { ref_low: printed.ref_low, ref_high: printed.ref_high } };
    return {
      range: {},
      note:
        `the printed range has its low bound ${low} above its high bound ${high}; range dropped`,
    };
  }
  if (low === undefined && high === undefined) return { range: printed ?? {} };
  return {
    range: {
      ...(low !== undefined ? { ref_low: low } : {}),
      ...(high !== undefined ? { ref_high: high } : {}),
      ...(text !== undefined && text.trim() !== "" ? { ref_text: text.trim() } : {}),
    },
  };
}
