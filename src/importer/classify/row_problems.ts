/**
 * Why a row's value or range cannot be taken as printed, whatever read it:
 * a text under a marker whose results are numbers, a date in a text value,
 * or a date in the range (other columns ran into it).
 *
 * @module
 */

import type { RawRow } from "../document.ts";
import { datesInText } from "../cell/mod.ts";
import { builtinFacts, type FactsOf } from "./marker_facts.ts";

/**
 * Whether a code's results are numbers: its stored readings or this run's
 * rows say so (`numeric`), or its data does (a marker measured in units).
 */
function isNumericMarker(
  code: string,
  numeric: ReadonlySet<string> | undefined,
  facts: FactsOf,
): boolean {
  return numeric?.has(code) === true || facts(code)?.measuredIn !== undefined;
}

/**
 * Why a text value cannot be a result of its marker, or `undefined`.
 * `numeric`: the codes whose results are numbers in the store and this run.
 */
export function textValueProblem(
  row: RawRow,
  code: string,
  numeric?: ReadonlySet<string>,
  facts: FactsOf = builtinFacts,
): string | undefined {
  if (typeof row.value.value !== "string") return undefined;
  if (isNumericMarker(code, numeric, facts)) return "text value for a numeric marker";
  if (datesInText(row.value.value).length > 0) return "text value contains a date";
  return undefined;
}

/**
 * Why a row's printed range cannot be its range: a date in it means the
 * layout ran other columns into the range (a previous result with its date,
 * an order number), so nothing of it is written, not even when held rows are
 * accepted.
 */
export function rangeProblem(row: RawRow): string | undefined {
  const text = row.range.ref_text;
  if (text === undefined || datesInText(text).length === 0) return undefined;
  return "the range holds a date: other columns ran into it";
}
