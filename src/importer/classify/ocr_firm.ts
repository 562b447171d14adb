/**
 * OCR readings that would store a row wrong by a factor if written as read,
 * so a blanket `--accept-held` never writes them: the person corrects the
 * row (`--set`) or accepts it by its id after checking the paper.
 *
 * - A unit one SI prefix away from a unit the marker is measured in
 *   (`ng/dl` for iron's `µg/dl`: tesseract reads `µ` as `n`, `m` or `u`, or
 *   drops it, `µg/dl` as `g/dl`): the value would be stored a thousandfold
 *   off. A unit the marker is listed in is never doubted here.
 * - A value far below its lower limit (under a third of it) with no flag
 *   read, in a document whose rows print flags: a lab flags such a value,
 *   and tesseract drops a leading digit of a number (`96` read as `6`) more
 *   often than it drops the flag of a value that low. A value above its
 *   range is left to the other checks: many markers rise far above their
 *   range, and a lost `H` beside them is common.
 *
 * Pure: a row in, a reason out.
 *
 * @module
 */

import { shown } from "./consistency/relations.ts";
import { isListedUnit } from "./unit_field.ts";
import type { CheckedLine } from "./checked_line.ts";

/** SI prefixes tesseract confuses with each other on a unit's first letter. */
const PREFIXES = "nµumpk";

/** How far below its lower limit an unflagged OCR value is taken as a lost digit. */
const LOST_DIGIT_FACTOR = 3;

function folded(unit: string): string {
  return unit.normalize("NFKC").replace(/μ/g, "µ").replace(/\s+/g, "").toLowerCase()
    .replace(/^u/, "µ");
}

/** Whether `read` is `listed` with its SI prefix changed, added or dropped. */
function prefixAway(read: string, listed: string): boolean {
  const [a, b] = [folded(read), folded(listed)];
  if (a === b || a.length < 2 || b.length < 2) return false;
  const prefixed = (s: string) => PREFIXES.includes(s[0]!) && /^[a-z]/i.test(s.slice(1));
  if (prefixed(a) && prefixed(b)) return a.slice(1) === b.slice(1);
  if (prefixed(b) && !prefixed(a)) return a === b.slice(1);
  if (prefixed(a) && !prefixed(b)) return a.slice(1) === b;
  return false;
}

/**
 * The listed unit an OCR'd unit is one prefix away from, or `undefined`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(prefixSlip("ng/dl", ["µg/dL", "µmol/L"]), "µg/dL");
 * assert.equal(prefixSlip("mmol/L", ["mg/dL", "µmol/L"]), "µmol/L");
 * assert.equal(prefixSlip("g/dl", ["µg/dL"]), "µg/dL");
 * assert.equal(prefixSlip("µg/dl", ["µg/dL"]), undefined); // listed: not doubted here
 * assert.equal(prefixSlip("mg/l", ["mg/dL"]), undefined); // another volume, not a prefix slip
 * ```
 *
 * @internal tested alone: `ocrFirmDoubt()` answers with a reason, the test checks the unit chosen.
 */
export function prefixSlip(unit: string, measuredIn: readonly string[]): string | undefined {
  if (unit.trim() === "" || isListedUnit(unit, measuredIn)) return undefined;
  const near = measuredIn.filter((listed) => prefixAway(unit, listed));
  return near.length === 1 ? near[0] : undefined;
}

/**
 * Why an OCR row is held with no blanket acceptance, or `undefined`.
 * `flagsPrinted`: whether rows of the document print `H` or `L`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const alp = { code: "ALP", value: 6, unit: "U/L", ref_low: 30, ref_high: 130 };
 * assert.match(ocrFirmDoubt(alp, ["U/L"], true)!, /leading digit/);
 * assert.equal(ocrFirmDoubt(alp, ["U/L"], false), undefined);
 * assert.equal(ocrFirmDoubt({ ...alp, value: 12 }, ["U/L"], true), undefined);
 * assert.equal(ocrFirmDoubt({ ...alp, lab_flag: "L" }, ["U/L"], true), undefined);
 * const fe = { code: "FE", value: 38, unit: "ng/dl", ref_low: 50, ref_high: 170 };
 * assert.match(ocrFirmDoubt(fe, ["µg/dL", "µmol/L"], false)!, /--set ID:unit=µg\/dL/);
 * ```
 */
export function ocrFirmDoubt(
  row: Omit<CheckedLine, "ref_text">,
  measuredIn: readonly string[] | undefined,
  flagsPrinted: boolean,
): string | undefined {
  const unit = row.unit?.trim() ?? "";
  const slip = measuredIn === undefined ? undefined : prefixSlip(unit, measuredIn);
  if (slip !== undefined) {
    return `unit "${unit}" is ${slip} with another prefix: OCR may have misread it, which puts ` +
      `the value a thousandfold off; if the paper prints ${slip}, correct it with --set ID:unit=${slip}`;
  }
  const { value, ref_low: low } = row;
  if (typeof value !== "number" || row.comparator !== undefined) return undefined;
  if (!flagsPrinted || row.lab_flag !== undefined || low === undefined || !(low > 0)) {
    return undefined;
  }
  if (value >= low / LOST_DIGIT_FACTOR) return undefined;
  return `${row.code} ${shown(value)}${unit ? ` ${unit}` : ""} is far below its lower limit ` +
    `${shown(low)} with no flag read, on a page that prints flags: OCR may have lost a leading ` +
    `digit; correct it with --set ID:value=… or accept it by its id`;
}
