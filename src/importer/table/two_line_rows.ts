/**
 * Rows printed on two lines: the name alone on one line, and its value,
 * unit and range on the next, starting to the right of where the name ends
 * (under the result column). The two lines are joined into one before the
 * rows are read, so the name line is never read as a row of its own and no
 * word of it becomes the value.
 *
 * A result card (a phone app's list) prints the name with a chip at the
 * right saying the flag ("▲ Hoch", "Normal"), and the value with its unit
 * on the next line, under the name's left edge. That value line is joined
 * to the name too, its cells moved right of the name as a table row has
 * them, the chip's flag after them as a flag cell (a chip saying "normal"
 * gives no flag).
 *
 * @module
 */

import { type Cell, type LayoutLine, lineText } from "../layout/mod.ts";
import {
  chipFlag,
  datesInText,
  hasDateLabel,
  isFlagToken,
  isQualitativeWord,
  looksLikeUnit,
} from "../cell/mod.ts";
import { tableHeader } from "./header_roles.ts";
import { headerLike } from "./column_content.ts";
import { sectionOf } from "./sections.ts";
import { isComment, isFurniture } from "./line_kinds.ts";
import { alternation, words } from "../lexicon/mod.ts";

/** A value cell: a number (with a comparator or a flag before it) or a qualitative word. */
const VALUE_START = /^(?:[<>≤≥]=?\s*|[↑↓▲▼HL]\s+)?[+-]?\d/u;

/** A token that is a number alone (a value), not one glued to a name ("25(OH)", "B12"). */
const PLAIN_NUMBER = /^[<>≤≥]?[+-]?\d+(?:[.,]\d+)?[↑↓▲▼*!]?$/u;

/** Whether a line is a row name alone: one cell of words, no value, nothing else it could be. */
function isNameAlone(line: LayoutLine): boolean {
  if (line.cells.length !== 1) return false;
  const text = lineText(line);
  // A name starts with a letter, or with a number glued to one ("25-hydroxyvitamin D", "25(OH)D").
  return /^(?:\p{L}|\d+\s*[-(]\s*\p{L})/u.test(text) && text.split(" ").length <= 8 &&
    !text.split(" ").some((token) => PLAIN_NUMBER.test(token)) &&
    !/[:;.]$/.test(text) && tableHeader(line) === undefined && sectionOf(text) === undefined &&
    !hasDateLabel(text) && datesInText(text).length === 0 && !isComment(text) &&
    !isFurniture(text);
}

/** A caption alone over a result's value and range ("Wartości referencyjne:", "Reference range:"). */
const RANGE_CAPTION = new RegExp(`^(?:${alternation(words((l) => l.rangeLabels))})\\s*:$`, "iu");

/**
 * Whether `line` is a result block's value line: under a name alone and a range caption
 * ("FSH (L79)" / "Wartości referencyjne:" / "4,1 mIU/ml | Faza folikularna 3,5 – 12,5"), at the
 * name's left edge, a value with its unit and a range beside it. The caption says the lines are
 * one result: a name alone over a value without it is left to the other readers.
 */
function isCaptionedValue(name: LayoutLine, caption: LayoutLine, line: LayoutLine): boolean {
  const [value, unitOrRange] = line.cells;
  if (value === undefined || unitOrRange === undefined) return false;
  if (caption.cells.length !== 1 || !RANGE_CAPTION.test(lineText(caption).trim())) return false;
  const em = Math.max(name.height, line.height);
  if (name.page !== line.page || line.y - name.y > 4 * em || line.y <= caption.y) return false;
  return Math.abs(value.x0 - name.cells[0]!.x0) <= em && VALUE_START.test(value.text) &&
    datesInText(lineText(line)).length === 0;
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
  // It starts where the name has ended and reads as a value; or, well right of where the
  // name starts (under a column of its own, never a name), with a value or a unit, and a
  // number in it.
  const value = VALUE_START.test(first.text) || isQualitativeWord(first.text);
  const unitFirst = looksLikeUnit(first.text) && line.cells.some((c) => VALUE_START.test(c.text));
  // A lab's test code before the value ("K01 | 34,4 ng/ml"), in a column of its own.
  const codeFirst = /^\p{Lu}{1,3}\d{1,3}$/u.test(first.text) && line.cells.length >= 2 &&
    VALUE_START.test(line.cells[1]!.text);
  // Right of the name, any first cell (a method, a code, a unit: the columns may come in
  // any order) opens the value part when a value cell follows it.
  const valueAfter = line.cells.slice(1).some((c) => VALUE_START.test(c.text));
  if (first.x0 >= nameCell.x1) return value || unitFirst || codeFirst || valueAfter;
  const indented = first.x0 > nameCell.x0 + 2 * Math.max(name.height, line.height);
  return indented && (value || unitFirst || codeFirst || valueAfter) &&
    line.cells.some((c) => VALUE_START.test(c.text));
}

/**
 * A card's name line: the name and a chip word (a flag or "normal") right of it. A name alone
 * over a value at its left edge is left to the other readers: without the chip nothing says the
 * two lines are one card.
 */
function cardName(line: LayoutLine): { name: Cell; chip: Cell } | undefined {
  const [name, chip, more] = line.cells;
  if (name === undefined || chip === undefined || more !== undefined) return undefined;
  if (!isNameAlone({ ...line, cells: [name] })) return undefined;
  return chipFlag(chip.text) === undefined ? undefined : { name, chip };
}

/**
 * Whether a line is a card's value line: right under the name line, starting
 * at the name's left edge with a value, and holding only the value, its unit
 * and a mark.
 */
function isCardValue(name: LayoutLine, nameCell: Cell, line: LayoutLine): boolean {
  const first = line.cells[0];
  if (first === undefined || line.page !== name.page || line.cells.length > 3) return false;
  const em = Math.max(name.height, line.height);
  const gap = line.y - name.y;
  if (gap <= 0 || gap > 2.5 * em || Math.abs(first.x0 - nameCell.x0) > em) return false;
  if (!VALUE_START.test(first.text) || datesInText(lineText(line)).length > 0) return false;
  return line.cells.slice(1).every((c) => looksLikeUnit(c.text) || isFlagToken(c.text));
}

/** A card's name and value lines as one row: the value's cells right of the name, the chip's flag last. */
function cardRow(name: Cell, chip: Cell, line: LayoutLine): LayoutLine {
  const shift = name.x1 + 2 * line.height - line.cells[0]!.x0;
  const cells = line.cells.map((c) => ({ ...c, x0: c.x0 + shift, x1: c.x1 + shift }));
  const flag = chipFlag(chip.text);
  const last = cells[cells.length - 1]!;
  const mark = flag === "H" ? "H" : flag === "L" ? "L" : flag === "A" ? "*" : undefined;
  const flagCell = mark === undefined ? [] : [{
    ...chip,
    text: mark,
    x0: Math.max(chip.x0, last.x1 + 2 * line.height),
    x1: Math.max(chip.x1, last.x1 + 3 * line.height),
  }];
  return { ...line, cells: [name, ...cells, ...flagCell] };
}

/**
 * How many lines at the end of `out` are page furniture between the bottom
 * of the page before `line`'s and `line`, none of them a row: a footer, the
 * next page's table header repeated, its fields ("Patient: …").
 */
function pageBreakRun(out: readonly LayoutLine[], line: LayoutLine): number {
  let n = 0;
  while (n < out.length) {
    const above = out[out.length - 1 - n]!;
    if (above.page < line.page - 1) return 0;
    const text = lineText(above);
    const header = tableHeader(above) !== undefined || headerLike(above);
    if (!header && !text.includes(":") && !isFurniture(text)) return n;
    n++;
  }
  return 0;
}

/**
 * The lines with every two-line row joined into one line (at the value
 * line's baseline).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { linesFromText } from "../layout/mod.ts";
 * const lines = joinTwoLineRows(linesFromText(["Cholesterol LDL wyliczany", "                                160   mg/dl   < 115"]));
 * assert.deepEqual(lines.map((l) => l.cells.map((c) => c.text)), [["Cholesterol LDL wyliczany", "160", "mg/dl", "< 115"]]);
 * ```
 */
export function joinTwoLineRows(lines: readonly LayoutLine[]): LayoutLine[] {
  return lines.reduce<LayoutLine[]>((out, line) => {
    const previous = out[out.length - 1];
    if (previous !== undefined && isNameAlone(previous) && isValuePart(previous, line)) {
      out[out.length - 1] = { ...line, cells: [...previous.cells, ...line.cells] };
      return out;
    }
    // A result block: the name alone, a range caption, the value under the name's left edge.
    const named = out[out.length - 2];
    if (
      named !== undefined && previous !== undefined && isNameAlone(named) &&
      isCaptionedValue(named, previous, line)
    ) {
      const name = named.cells[0]!;
      const width = name.x1 - name.x0;
      const x1 = line.cells[0]!.x0 - 2 * line.height;
      out.splice(out.length - 2, 2, {
        ...line,
        cells: [{ ...name, x0: x1 - width, x1 }, ...line.cells],
      });
      return out;
    }
    const card = previous === undefined ? undefined : cardName(previous);
    if (card !== undefined && isCardValue(previous!, card.name, line)) {
      out[out.length - 1] = cardRow(card.name, card.chip, line);
      return out;
    }
    // Over a page break, the next page's own header lines (a repeated table header, fields
    // such as "Patient: …", furniture) sit between the two halves.
    const top = out.length - pageBreakRun(out, line);
    const before = out[top - 1];
    if (
      top < out.length && before !== undefined && before.page === line.page - 1 &&
      isNameAlone(before) && isValuePart(before, line)
    ) {
      out.splice(top - 1, 1);
      out.push({ ...line, cells: [...before.cells, ...line.cells] });
      return out;
    }
    out.push(line);
    return out;
  }, []);
}
