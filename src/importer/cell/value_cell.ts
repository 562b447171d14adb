/**
 * A result cell that holds more than the value, split by what it holds:
 * the value (with its unit) and a range in brackets after it or between it
 * and its unit ("91 (70 - 99) mg/dl"), labelled or
 * not ("612 pg/ml (N: < 125)", "49 mg/dl (cel < 55)", "2,4 (zakres
 * terapeutyczny 2,0 - 3,0)"). The brackets must hold numeric bounds: words
 * alone in brackets stay with the value, never a range. Pure.
 *
 * @module
 */

import { looksLikeUnit } from "./unit.ts";
import { parseRange, withoutRemark } from "./range.ts";
import { readBands } from "./range_bands.ts";

/** A flag mark alone after a bracketed range ("… (12,0 - 16,0) H"). */
const AFTER_MARK = /^(?:[HL]|[↑↓▲▼*]+)$/u;

/** A number as a result starts ("612", "<0,5", "↑ 5,3"). */
const VALUE_START = /^(?:[↑↓▲▼HL]\s+)?[<>≤≥]?\s*[+-]?\d/u;

/**
 * The value part and the range part of a result cell, or `undefined` when
 * the cell holds no bracketed range after a value.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(splitValueCell("612 pg/ml (N: < 125)"), { value: "612 pg/ml", range: "< 125" });
 * assert.deepEqual(splitValueCell("2,4 (zakres terapeutyczny 2,0 - 3,0)"), { value: "2,4", range: "2,0 - 3,0" });
 * assert.equal(splitValueCell("13,4 g/dl"), undefined);
 * assert.deepEqual(splitValueCell("91 (70 - 99) mg/dl"), { value: "91 mg/dl", range: "70 - 99" });
 * assert.deepEqual(splitValueCell("5,3 (3,5 - 5,1) mmol/l ↑"), { value: "5,3 mmol/l ↑", range: "3,5 - 5,1" });
 * assert.equal(splitValueCell("12 (3 - 5) razy dziennie"), undefined);
 * assert.deepEqual(splitValueCell("85 mg/dl (do 115)"), { value: "85 mg/dl", range: "do 115" });
 * assert.equal(splitValueCell("dodatni (słabo)"), undefined);
 * assert.deepEqual(splitValueCell(">90 mL/min/1.73m² >60"), { value: ">90 mL/min/1.73m²", range: ">60" });
 * assert.equal(splitValueCell("5,4 mmol/l 97 mg/dl"), undefined);
 * assert.deepEqual(splitValueCell("5.8 mu/L [0.35 - 4.94] (Abnormal - see GP)"), { value: "5.8 mu/L", range: "[0.35 - 4.94]" });
 * ```
 */
export function splitValueCell(cell: string): { value: string; range: string } | undefined {
  // A remark of words after the range ("(Abnormal - see GP)") is no part of the cell.
  const text = withoutRemark(cell.trim());
  const match = /^(.*\S)\s*\(([^()]*)\)\s*([^()]*)$/u.exec(text);
  if (match === null) return rangeAfterUnit(text);
  if (!VALUE_START.test(match[1]!)) return undefined;
  // The range between the value and its unit ("91 (70 - 99) mg/dl", maybe a mark after it):
  // the unit (or a mark alone) follows the value once the range is set apart.
  const after = match[3]!.trim();
  const first = after.split(/\s+/)[0]!;
  if (after !== "" && !looksLikeUnit(first) && !AFTER_MARK.test(first)) return undefined;
  // Up to three words of label before the bounds ("N:", "norma", "cel", "zakres terapeutyczny"),
  // unless they are the range's own words ("do 115", "up to 5"): then the whole is the range.
  const inner = match[2]!.trim();
  const label = /^((?:\p{L}[\p{L}.]*\s*){1,3}:?\s*)(?=[<>≤≥\d])/u.exec(inner);
  const stripped = label === null ? inner : inner.slice(label[1]!.length);
  const numeric = (r: ReturnType<typeof parseRange>) =>
    r.ref_text === undefined && (r.ref_low !== undefined || r.ref_high !== undefined);
  const bounds = numeric(parseRange(stripped)) || !numeric(parseRange(inner)) ? stripped : inner;
  const range = parseRange(bounds);
  // Bands by sex or age in the brackets ("F: 3,80 - 5,20; M: 4,20 - 5,40") are the range too:
  // the band the person's age and sex choose, or the row is held for it.
  if (range.ref_text !== undefined && readBands(inner) !== undefined) {
    return { value: after === "" ? match[1]! : `${match[1]!} ${after}`, range: inner };
  }
  if (range.ref_text !== undefined || range.ref_low === undefined && range.ref_high === undefined) {
    return undefined;
  }
  return { value: after === "" ? match[1]! : `${match[1]!} ${after}`, range: bounds.trim() };
}

/** A value, one word of unit and a range, with no brackets: "4.6 g/L 1.5-4.0", ">90 mL/min >60". */
const VALUE_UNIT_RANGE = /^((?:[<>≤≥]=?\s*)?[+-]?\d[\d.,]*)\s+(\S+)\s+(\S.*)$/u;

/**
 * A cell of a value, its unit and its range set with spaces only (a letter's
 * table made of tabs, read as one cell: ">90 mL/min/1.73m² >60"): the word
 * after the value must be a unit, and all that follows it numeric bounds.
 */
function rangeAfterUnit(cell: string): { value: string; range: string } | undefined {
  const match = VALUE_UNIT_RANGE.exec(cell.trim());
  if (match === null || !looksLikeUnit(match[2]!)) return undefined;
  const range = parseRange(match[3]!);
  if (range.ref_text !== undefined || range.ref_low === undefined && range.ref_high === undefined) {
    return undefined;
  }
  return { value: `${match[1]!} ${match[2]!}`, range: match[3]!.trim() };
}
