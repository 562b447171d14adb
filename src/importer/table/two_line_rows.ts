/**
 * Rows printed on two lines: the name alone on one line, and its value,
 * unit and range on the next, starting to the right of where the name ends
 * (under the result column). The two lines are joined into one before the
 * rows are read, so the name line is never read as a row of its own and no
 * word of it becomes the value.
 *
 * @module
 */

import { type LayoutLine, lineText } from "../layout/lines.ts";
import { looksLikeResult } from "../layout/blocks.ts";
import { isQualitativeWord } from "../cell/values.ts";
import { tableHeader } from "./header_roles.ts";
import { sectionOf } from "./sections.ts";
import { datesInText, hasDateLabel } from "./printed_dates.ts";
import { isComment, isFurniture } from "./line_kinds.ts";

/** A value cell: a number (with a comparator or a flag before it) or a qualitative word. */
const VALUE_START = /^(?:[<>≤≥]=?\s*|[↑↓HL]\s+)?[+-]?\d/u;

/** Whether a line is a row name alone: one cell of words, no value, nothing else it could be. */
function isNameAlone(line: LayoutLine): boolean {
  if (line.cells.length !== 1) return false;
  const text = lineText(line);
  return /^\p{L}/u.test(text) && text.split(" ").length <= 8 && !looksLikeResult(text) &&
    !/[:;.]$/.test(text) && tableHeader(line) === undefined && sectionOf(text) === undefined &&
    !hasDateLabel(text) && datesInText(text).length === 0 && !isComment(text) &&
    !isFurniture(text);
}

/** Whether a line is the value part of the name line above it. */
function isValuePart(name: LayoutLine, line: LayoutLine): boolean {
  const first = line.cells[0];
  const nameCell = name.cells[0]!;
  if (first === undefined) return false;
  // Across a page break (its furniture already gone) the value line opens the next page.
  if (line.page !== name.page && line.page !== name.page + 1) return false;
  const gap = line.y - name.y;
  const near = gap > 0 && gap <= 2.2 * Math.max(name.height, line.height);
  if (line.page === name.page && !near) return false;
  // It starts where the name has ended, and reads as a value.
  return first.x0 >= nameCell.x1 && (VALUE_START.test(first.text) || isQualitativeWord(first.text));
}

/**
 * The lines with every two-line row joined into one line (at the value
 * line's baseline).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { linesFromText } from "../layout/lines.ts";
 * const lines = joinTwoLineRows(linesFromText(["Cholesterol LDL wyliczany", "                                160   mg/dl   < 115"]));
 * assert.deepEqual(lines.map((l) => l.cells.map((c) => c.text)), [["Cholesterol LDL wyliczany", "160", "mg/dl", "< 115"]]);
 * ```
 */
export function joinTwoLineRows(lines: readonly LayoutLine[]): LayoutLine[] {
  return lines.reduce<LayoutLine[]>((out, line, i) => {
    const previous = lines[i - 1];
    if (previous !== undefined && isNameAlone(previous) && isValuePart(previous, line)) {
      out[out.length - 1] = { ...line, cells: [...previous.cells, ...line.cells] };
    } else out.push(line);
    return out;
  }, []);
}
