/**
 * A result printed as a card of lines, on a page with no header columns (a
 * GP online record: "Haemoglobin", then "128 g/L", then "Range: 115 - 165
 * g/L", each on a line of its own): the name line above a line that opens
 * with the value is that value's name, when a labelled reference sits right
 * under the value. Pure.
 *
 * @module
 */

import type { LayoutLine } from "../layout/mod.ts";
import { lineText } from "../layout/mod.ts";
import { sameBlock } from "./line_kinds.ts";
import { labelledRangeBelow } from "./range_below.ts";
import { cellKind, hasRangeLabel, isQualitativeWord, parseRange } from "../cell/mod.ts";

/** A line that opens with a result: a number, with a comparator before it or not. */
const OPENS_WITH_VALUE = /^(?:[<>≤≥]=?\s*)?[-−]?\d/u;

/** Whether a line opens with a result: a number, or a result word in a cell of its own. */
function opensWithValue(line: LayoutLine): boolean {
  return OPENS_WITH_VALUE.test(lineText(line)) || isQualitativeWord(line.cells[0]!.text.trim());
}

/**
 * The name line of a card (`above`, one cell, starting where `line` starts)
 * when `line` opens with a value and `below` is the card's labelled reference
 * ("Range: 115 - 165 g/L"); `undefined` otherwise. Without that reference the
 * three lines are no card: a name over a bare number may be anything.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const at = (y: number, text: string) => ({ page: 1, y, height: 8, cells: [{ text, x0: 40, x1: 40 + text.length * 4 }] });
 * const name = at(100, "Haemoglobin");
 * assert.equal(cardNameAbove(name, at(110, "128 g/L"), at(120, "Range: 115 - 165 g/L")), name);
 * assert.equal(cardNameAbove(name, at(110, "128 g/L"), at(120, "Filed by: Dr X")), undefined);
 * ```
 */
export function cardNameAbove(
  above: LayoutLine | undefined,
  line: LayoutLine,
  below: LayoutLine | undefined,
): LayoutLine | undefined {
  if (above === undefined || above.cells.length !== 1 || !sameBlock(above, line)) return undefined;
  if (Math.abs(above.cells[0]!.x0 - line.cells[0]!.x0) > line.height) return undefined;
  if (!opensWithValue(line)) return undefined;
  return labelledRangeBelow(line, below) !== undefined || labelledRangeBeside(line)
    ? above
    : undefined;
}

/**
 * Whether a value line's last cell is its labelled reference, printed beside
 * the value ("6,84 tys/µl" then "Zakres ref.: 4,00 - 10,00" on one line, or
 * "niereaktywny" then "Zakres ref.: niereaktywny").
 */
function labelledRangeBeside(line: LayoutLine): boolean {
  if (line.cells.length < 2) return false;
  const last = line.cells[line.cells.length - 1]!.text;
  if (!hasRangeLabel(last)) return false;
  const kind = cellKind(last);
  const worded = parseRange(last).ref_text;
  return kind === "range" || kind === "bound" ||
    (worded !== undefined && isQualitativeWord(worded));
}
