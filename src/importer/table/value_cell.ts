/**
 * A result cell that holds more than the value, split by what it holds:
 * the value (with its unit) and a range in brackets after it, labelled or
 * not ("612 pg/ml (N: < 125)", "49 mg/dl (cel < 55)", "2,4 (zakres
 * terapeutyczny 2,0 - 3,0)"). The brackets must hold numeric bounds: words
 * alone in brackets stay with the value, never a range. Pure.
 *
 * @module
 */

import { parseRange } from "../cell/mod.ts";

/** A number as a result starts ("612", "<0,5", "↑ 5,3"). */
const VALUE_START = /^(?:[↑↓HL]\s+)?[<>≤≥]?\s*[+-]?\d/u;

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
 * assert.equal(splitValueCell("dodatni (słabo)"), undefined);
 * ```
 */
export function splitValueCell(cell: string): { value: string; range: string } | undefined {
  const match = /^(.*\S)\s*\(([^()]*)\)\s*$/u.exec(cell.trim());
  if (match === null || !VALUE_START.test(match[1]!)) return undefined;
  // Up to three words of label before the bounds ("N:", "norma", "cel", "zakres terapeutyczny").
  const inner = match[2]!.trim();
  const label = /^((?:\p{L}[\p{L}.]*\s*){1,3}:?\s*)(?=[<>≤≥\d])/u.exec(inner);
  const bounds = label === null ? inner : inner.slice(label[1]!.length);
  const range = parseRange(bounds);
  if (range.ref_text !== undefined || range.ref_low === undefined && range.ref_high === undefined) {
    return undefined;
  }
  return { value: match[1]!, range: bounds.trim() };
}
