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
import { isListedUnit, unitFieldProblem } from "./unit_field.ts";

/** A unit's letters and figures: case, the micro sign and separators set aside. */
function letters(unit: string): string {
  return unit.toLowerCase().replace(/[µμ]/g, "u").replace(/[\s/.·]/g, "");
}

/**
 * The letters of a unit as OCR misreads them on a scan: the flag column's arrow read as a `1`
 * or a `T` before it (`1 %`, `T µmol/l`), a power sign, `µ` as `p` or `H` (`HIU/ml`), the `I`
 * of `IU` as `l`, `|`, `!` or a bracket (`lU/ml`, `[U/ml`), the two l's of a litre per litre as
 * I (`I/I`).
 */
function scanLetters(unit: string): string {
  const powered = unit.replace(/^[1Il|T]\s+(?=\S)/, "").replace(/^[Il|]\/[Il|]$/, "l/l")
    .replace(/^(x?10)(?:\s*[*°^]\s*|7\s+)(?=\d{1,2}\b)/i, "$1^");
  return letters(powered)
    .replace(/(^|\d)[ph](?=l|g|mol|iu|u|kat)/, "$1u")
    .replace(/(^|[a-z])[l[\]|!]u(?=$|\d|[a-z])/, "$1iu");
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
 * assert.equal(ocrUnitByMarker("NEUT", "10*3/pl", ["10^3/µL", "/µL"]), "10^3/µL");
 * assert.equal(ocrUnitByMarker("TSH", "plU/ml", ["µIU/mL"]), "µIU/mL");
 * assert.equal(ocrUnitByMarker("TSH", "HIU/ml", ["µIU/mL"]), "µIU/mL");
 * assert.equal(ocrUnitByMarker("ANTY_TPO", "[U/ml", ["IU/mL"]), "IU/mL");
 * assert.equal(ocrUnitByMarker("URIC_ACID", "T µmol/l", ["mg/dL", "µmol/L"]), "µmol/L");
 * assert.equal(ocrUnitByMarker("HCT", "I/I", ["%", "L/L"]), "L/L");
 * ```
 */
export function ocrUnitByMarker(
  code: string,
  unit: string | undefined,
  measuredIn: readonly string[] | undefined,
): string | undefined {
  if (unit === undefined || measuredIn === undefined || unit.trim() === "") return undefined;
  if (isListedUnit(unit, measuredIn)) return undefined;
  const wrongQuantity = unitFieldProblem(code, unit, measuredIn) !== undefined;
  const read = letters(unit);
  const spelled = read !== "" && /\p{L}/u.test(read);
  const matches = measuredIn.filter((listed) => letters(listed) === read);
  const chosen = wrongQuantity && spelled ? only(matches) : undefined;
  if (chosen !== undefined) return chosen;
  const scanned = scanLetters(unit);
  if (scanned === read || scanned === "") return undefined;
  return only(measuredIn.filter((listed) => letters(listed) === scanned));
}

/** The one unit a list names (spellings of one unit count once), or `undefined`. */
function only(matches: readonly string[]): string | undefined {
  if (new Set(matches.map((listed) => unitKey(listed))).size !== 1) return undefined;
  return matches[0];
}

/**
 * Why a row read by OCR with no unit is held, or `undefined`: on a page
 * whose rows print units (most of the rows read, three at least), a marker
 * measured in units (`measured_in`) whose unit OCR did not read at all would
 * be stored without one, though the page printed it beside the value. The
 * row is held rather than stored unitless; a marker with no listed unit (INR,
 * urine pH) or a page that prints none is not judged.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.match(ocrLostUnitProblem("ALT", undefined, ["U/L"], ["U/l", "mg/dl", "%", undefined])!, /no unit/);
 * assert.equal(ocrLostUnitProblem("ALT", "U/l", ["U/L"], ["U/l", "mg/dl", "%"]), undefined);
 * assert.equal(ocrLostUnitProblem("ALT", undefined, ["U/L"], [undefined, undefined, "%"]), undefined);
 * ```
 */
export function ocrLostUnitProblem(
  code: string,
  unit: string | undefined,
  measuredIn: readonly string[] | undefined,
  pageUnits: readonly (string | undefined)[],
): string | undefined {
  if (unit !== undefined && unit.trim() !== "") return undefined;
  if (measuredIn === undefined || measuredIn.length === 0) return undefined;
  const printed = pageUnits.filter((u) => u !== undefined && u.trim() !== "").length;
  if (printed < 3 || printed * 2 < pageUnits.length) return undefined;
  return `unit: OCR read no unit for ${code} (measured in ${
    measuredIn.join(", ")
  }), though the page prints units beside its results`;
}
