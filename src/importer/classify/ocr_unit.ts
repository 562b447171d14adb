/**
 * A unit read by OCR with its separator lost, read back by the marker's own
 * units: tesseract drops the slash of a short unit (`U/l` read as `ul`),
 * and what is left is a spelling of another quantity (`µl`, a volume) that
 * the marker is never measured in, so the row would be held. When the
 * spelling, with case, `µ`/`u` and separators (`/`, `.`, spaces) set aside,
 * is that of exactly one unit the marker is measured in (one quantity on
 * one scale: `U/L` and `U/l` are one), that unit is what was printed. Letters and figures are never
 * changed: a unit whose letters differ (glucose in `u/l`) or whose figures
 * differ stays as read and is held. Pure.
 *
 * @module
 */

import { unitKey } from "../../domain/readings/units.ts";
import { unitFieldProblem } from "./unit_field.ts";

/** A unit's letters and figures: case, the micro sign and separators set aside. */
function letters(unit: string): string {
  return unit.toLowerCase().replace(/[µμ]/g, "u").replace(/[\s/.·]/g, "");
}

/**
 * The unit the marker is measured in that an OCR'd unit spells with only its
 * separators or case lost, or `undefined`: when the unit read is already one
 * of the marker's, when none matches, or when more than one does.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(ocrUnitByMarker("ALT", "ul", ["U/L", "µkat/L"]), "U/L");
 * assert.equal(ocrUnitByMarker("ALT", "U/l", ["U/L", "µkat/L"]), undefined); // already its unit
 * assert.equal(ocrUnitByMarker("GLU", "u/l", ["mg/dL", "mmol/L"]), undefined);
 * ```
 */
export function ocrUnitByMarker(
  code: string,
  unit: string | undefined,
  measuredIn: readonly string[] | undefined,
): string | undefined {
  if (unit === undefined || measuredIn === undefined || unit.trim() === "") return undefined;
  if (unitFieldProblem(code, unit, measuredIn) === undefined) return undefined;
  const read = letters(unit);
  if (read === "" || !/\p{L}/u.test(read)) return undefined;
  const matches = measuredIn.filter((listed) => letters(listed) === read);
  if (new Set(matches.map((listed) => unitKey(listed))).size !== 1) return undefined;
  return matches[0];
}
