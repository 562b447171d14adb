/**
 * What a table cell holds, read from its text alone: a number, a value with
 * its unit, a unit, a range, a bound ("< 35": a range or a censored value),
 * a flag mark, a date, a qualitative word, a labelled phrase ("Metoda:
 * cytometria", "ICD-9: L43"), words, or something else. The column stage
 * decides a column's role from the kinds down the column. Pure.
 *
 * @module
 */

import { FLAG, looksLikeUnit, takeFlag } from "./result_cell.ts";
import { readUnit } from "./unit.ts";
import { readBands } from "./range_bands.ts";
import { flagOfMark } from "./flag.ts";
import { isQualitativeWord } from "./qualitative.ts";
import { parseNumber } from "./number.ts";
import { rangeWithUnit } from "./range_cell.ts";
import { datesInText, withoutDates } from "./date_text.ts";
import { splitValueCell } from "./value_cell.ts";

/** What one cell holds. */
export type CellKind =
  | "number"
  | "value-unit"
  | "unit"
  | "range"
  | "bound"
  | "flag"
  | "date"
  | "number-date"
  | "qualitative"
  | "labelled"
  | "words"
  | "other";

/** A number as printed ("13,4", "12,3 H" once its flag is off). */
const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/u;
/**
 * A bound: a comparator and a number ("< 35", "<0,5"), a range's upper or lower
 * limit or a censored value; the column it stands in tells which.
 */
const BOUND = /^(?:[<>≤≥]=?)\s*\d+(?:[.,]\d+)?$/u;
/** A clock time after a date ("07:36"). */
const TIME = /^\d{1,2}:\d{2}(?::\d{2})?$/;
/** A phrase with its label ("Metoda: cytometria przepływowa", "ICD-9: L43", "Materiał: krew"). */
const LABELLED = /^[\p{L}][\p{L}\p{N} .'/-]{0,30}:\s*\S/u;

/**
 * The kind of a cell's text.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(cellKind("7,42 tys/µl"), "value-unit");
 * assert.equal(cellKind("83 µg/dl (37 do 145)"), "value-unit");
 * assert.equal(cellKind("85,1 (K: 13,0 - 150,0; M: 30,0 - 400,0)"), "number");
 * assert.equal(cellKind("4,00 - 10,00"), "range");
 * assert.equal(cellKind("Metoda: cytometria przepływowa"), "labelled");
 * assert.equal(cellKind("11.02.2024"), "date");
 * assert.equal(cellKind("↓"), "flag");
 * assert.equal(cellKind("mg/dl"), "unit");
 * assert.equal(cellKind("Płytki krwi"), "words");
 * ```
 */
export function cellKind(printed: string): CellKind {
  const text = printed.trim();
  if (text === "") return "other";
  if (FLAG.test(text)) return "flag";
  // A flag word ("High", "Niski") alone.
  if (flagOfMark(text) !== undefined && /^\p{L}+$/u.test(text)) return "flag";
  const dates = datesInText(text);
  if (dates.length > 0) {
    const rest = withoutDates(text).split(/\s+/).filter((t) => t !== "" && !TIME.test(t));
    if (rest.length === 0) return "date";
    return rest.some((t) => NUMBER.test(t.replace(/[()]/g, ""))) ? "number-date" : "other";
  }
  const bare = takeFlag(text).text.trim();
  if (BOUND.test(bare)) return "bound";
  if (NUMBER.test(bare)) return "number";
  // A range with its unit after it ("0,70 - 1,20 mg/dl") is a range.
  const { range } = rangeWithUnit(bare);
  if (
    range.ref_text === undefined && (range.ref_low !== undefined || range.ref_high !== undefined)
  ) {
    return range.ref_low !== undefined && range.ref_high !== undefined ? "range" : "bound";
  }
  const unitAfter = /^((?:[<>≤≥]=?\s*)?[+-]?\d+(?:[.,]\d+)?)\s+(\S.*)$/u.exec(bare);
  if (unitAfter !== null && parseNumber(unitAfter[1]!.replace(/^[<>≤≥]=?\s*/, "")) !== undefined) {
    const { unit, mark } = readUnit(unitAfter[2]!, false);
    if (
      unit !== undefined && looksLikeUnit(unit) && (mark !== undefined || unit === unitAfter[2])
    ) {
      return "value-unit";
    }
  }
  // A value with its range in brackets in one cell ("83 µg/dl (37 do 145)") is the value's kind.
  const split = splitValueCell(bare);
  const valueKind = split === undefined ? undefined : cellKind(split.value);
  if (valueKind === "number" || valueKind === "value-unit" || valueKind === "bound") {
    return valueKind;
  }
  if (isQualitativeWord(bare)) return "qualitative";
  // Bands of a range by sex or age ("K: 12-16 M: 14-18", "do 50 lat: < 2,5; …").
  if (readBands(bare) !== undefined) return "range";
  const { unit } = readUnit(bare, false);
  // A name with its unit in brackets ("Erytrocyty [mln/µl]") is a name, not a unit.
  const named = /^\p{L}{4,}\S*\s/u.test(bare);
  // A unit may open with digits ("10^9/L"); a number is told apart above.
  if (unit !== undefined && unit === bare && looksLikeUnit(unit) && !named) {
    return "unit";
  }
  if (LABELLED.test(text)) return "labelled";
  if (/\p{L}{2,}/u.test(text)) return "words";
  return "other";
}
