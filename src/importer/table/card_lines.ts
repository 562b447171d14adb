/**
 * A result printed as a card of lines, on a page with no header columns (a
 * GP online record: "Haemoglobin", then "128 g/L", then "Range: 115 - 165
 * g/L", each on a line of its own): the name line above a line that opens
 * with the value is that value's name, when a labelled reference (or words
 * saying there is none: "No normal range given") sits right under the value.
 * The name may run over two lines, or have a flag chip ("Below normal")
 * under it; the card may end with its own date ("Date: 3 Dec 2025"). Pure.
 *
 * @module
 */

import type { LayoutLine } from "../layout/mod.ts";
import { lineText } from "../layout/mod.ts";
import { sameBlock } from "./line_kinds.ts";
import { labelledRangeBelow } from "./range_below.ts";
import { headerWordRoles } from "./header_roles.ts";
import {
  cellKind,
  chipFlag,
  datesInText,
  hasRangeLabel,
  isNoReference,
  isQualitativeWord,
  parseRange,
} from "../cell/mod.ts";

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
  return cardReferenceBelow(line, below) || labelledRangeBeside(line) ? above : undefined;
}

/**
 * Whether `below`, right under a card's value line, is the card's reference:
 * a labelled range ("Range: 115 - 165 g/L"), or words saying the lab gives
 * none ("No normal range given").
 */
export function cardReferenceBelow(line: LayoutLine, below: LayoutLine | undefined): boolean {
  if (labelledRangeBelow(line, below) !== undefined) return true;
  return below !== undefined && below.cells.length === 1 && below.page === line.page &&
    below.y > line.y && below.y - line.y <= 3 * Math.max(line.height, below.height) &&
    isNoReference(below.cells[0]!.text);
}

/** Whether `below` is a one-cell line right under `line`, starting where it starts. */
function underAlone(line: LayoutLine, below: LayoutLine | undefined): below is LayoutLine {
  return below !== undefined && line.cells.length === 1 && below.cells.length === 1 &&
    sameBlock(line, below) && Math.abs(below.cells[0]!.x0 - line.cells[0]!.x0) <= line.height;
}

/** Whether `below` is a flag chip under a card's name ("Below normal", "▲ High"). */
function isChipUnder(line: LayoutLine, below: LayoutLine | undefined): boolean {
  const flag = underAlone(line, below) ? chipFlag(below.cells[0]!.text) : undefined;
  return flag !== undefined && flag !== "normal";
}

/**
 * Whether `below` goes on with the name on `line`: the name's second line, in
 * the same type and opening with a small letter ("eGFR … per 1.73 square"
 * over "metres"). A heading over a card's name is in other type, or opens
 * with a capital: it never joins the name.
 */
function nameGoesOn(line: LayoutLine, below: LayoutLine | undefined): boolean {
  return underAlone(line, below) && Math.abs(below.height - line.height) <= 0.5 &&
    /^\p{Ll}/u.test(below.cells[0]!.text);
}

/**
 * Whether line `i` is a result card's name, or its first line: the name over
 * the card's value line (and its reference), or over the name's second line
 * or a flag chip that is.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const at = (y: number, text: string) => ({ page: 1, y, height: 8, cells: [{ text, x0: 40, x1: 40 + text.length * 4 }] });
 * const card = [at(100, "Serum ALT level"), at(110, "Above normal"), at(120, "38 U/L"), at(130, "Normal range: 0 - 33 U/L")];
 * assert.equal(isCardNameLine(card, 0), true);
 * assert.equal(isCardNameLine(card, 1), true);
 * assert.equal(isCardNameLine([at(100, "Serum ALT level"), at(110, "38 U/L")], 0), false);
 * ```
 */
export function isCardNameLine(lines: readonly LayoutLine[], i: number, depth = 0): boolean {
  const [line, next] = [lines[i], lines[i + 1]];
  if (line === undefined || next === undefined) return false;
  if (cardNameAbove(line, next, lines[i + 2]) === line) return true;
  return depth < 2 && (isChipUnder(line, next) || nameGoesOn(line, next)) &&
    isCardNameLine(lines, i + 1, depth + 1);
}

/**
 * The card name that line `i` (a card's name line, {@link isCardNameLine})
 * ends or goes on with: its own text; the name above joined to it when it is
 * the name's second line; the name above alone when it is a flag chip.
 * `above` is the card name read from line `i - 1`, if that line was one.
 */
export function cardNameText(
  lines: readonly LayoutLine[],
  i: number,
  above: string | undefined,
): string {
  const line = lines[i]!;
  const text = line.cells[0]!.text;
  if (above === undefined) return text;
  if (isChipUnder(lines[i - 1]!, line)) return above;
  return nameGoesOn(lines[i - 1]!, line) ? `${above} ${text}` : text;
}

/**
 * The date a result card prints as its own last line, right under its value
 * line `rowAt` or under the reference under it ("Date: 3 Dec 2025"), with a
 * gap before whatever follows: that card's own date. A page of cards may
 * print several days, so it dates that card's row alone, never the next
 * card. The label is a date column's word ("Date"); `undefined` when line
 * `at` is no such line.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const at = (y: number, text: string) => ({ page: 1, y, height: 8, cells: [{ text, x0: 40, x1: 40 + text.length * 4 }] });
 * const card = [at(100, "131 g/L"), at(110, "Normal range: 115 - 165 g/L"), at(119, "Date: 3 Dec 2025"), at(150, "Neutrophil count")];
 * assert.equal(cardDate(card, 2, 0), "2025-12-03");
 * // The date line opening the next card (no gap after it) dates no card above it.
 * assert.equal(cardDate([...card.slice(0, 3), at(128, "Neutrophil count")], 2, 0), undefined);
 * ```
 */
export function cardDate(
  lines: readonly LayoutLine[],
  at: number,
  rowAt: number,
): string | undefined {
  const line = lines[at]!;
  const value = lines[rowAt]!;
  if (line.cells.length !== 1 || at <= rowAt || at - rowAt > 2) return undefined;
  if (at - rowAt === 2 && !cardReferenceBelow(value, lines[rowAt + 1])) return undefined;
  const labelled = /^([^:\d]+):\s*(.+)$/u.exec(line.cells[0]!.text.trim());
  if (labelled === null) return undefined;
  const roles = headerWordRoles(labelled[1]!);
  if (roles.length !== 1 || roles[0] !== "date") return undefined;
  const dates = datesInText(labelled[2]!);
  if (dates.length !== 1 || !sameBlock(lines[at - 1], line)) return undefined;
  const after = lines[at + 1];
  return after !== undefined && sameBlock(line, after) ? undefined : dates[0];
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
