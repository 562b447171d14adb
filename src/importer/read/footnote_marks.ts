/**
 * Footnote marks printed beside a result (a US report's "5.9¹", "5.9 †",
 * "187 (a)", "101*" with a legend "* Performed at …" below the table) taken
 * off before the lines are read into rows, so that a mark is never part of
 * a value. In a PDF a mark set as a superscript (a smaller raised "1" right
 * after the number) is dropped from the text items first. Superscript figures and daggers after a number are always marks
 * (a power of ten such as "10⁹" is kept); a star or a bracketed letter or
 * figure is a mark only when the document prints a legend line that starts
 * with it and that legend does not explain a flag ("* poza zakresem"), since
 * elsewhere a star is the lab's flag. Pure.
 *
 * @module
 */

import type { Cell, LayoutLine, TextItem } from "../layout/mod.ts";
import { escapeRegExp, words } from "../lexicon/mod.ts";

/**
 * A legend that explains a flag ("* wynik poza zakresem", "* abnormal"):
 * its mark is the lab's flag, never a footnote. Words from the lexicon's
 * flag words and range labels; the short label "n" is left out.
 */
const FLAG_LEGEND = new RegExp(
  words((l) => [
    ...l.flagWords.high,
    ...l.flagWords.low,
    ...l.flagWords.abnormal,
    ...l.rangeLabels,
  ]).filter((w) => w.length > 3).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|"),
  "iu",
);

/** Marks that are never a flag or part of a value. */
const ALWAYS = "¹²³⁴⁵⁶⁷⁸⁹⁰†‡§¶";

/** A number as a result prints it: maybe a comparator, digits, a decimal part. */
const NUMBER = String.raw`[<>≤≥]?\s?\d+(?:[.,]\d+)?`;

/** A legend line: a mark, then words ("* Performed at", "(a) Test site", "¹ For someone"). */
const LEGEND = /^(\*{1,3}|\([a-z1-9]\)|[a-z1-9]\)|[¹²³⁴⁵⁶⁷⁸⁹†‡§¶])\s*\p{L}/u;

/**
 * The marks a document's legend lines introduce ("*", "(a)").
 *
 * @internal tested alone: which stars the legend makes footnotes, without lines to take them off.
 */
export function legendMarks(lines: readonly LayoutLine[]): string[] {
  const marks = new Set<string>();
  for (const line of lines) {
    const first = line.cells[0]?.text ?? "";
    const mark = LEGEND.exec(first)?.[1];
    const text = line.cells.map((c) => c.text).join(" ");
    if (mark !== undefined && !ALWAYS.includes(mark) && !FLAG_LEGEND.test(text)) marks.add(mark);
  }
  return [...marks];
}

/**
 * The text of a cell with the footnote marks after its numbers taken off.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(withoutMarks("5.9¹", []), "5.9");
 * assert.equal(withoutMarks("0.91 †", []), "0.91");
 * assert.equal(withoutMarks("187 (a)", ["(a)"]), "187");
 * assert.equal(withoutMarks("101*", []), "101*");
 * assert.equal(withoutMarks("101*", ["*"]), "101");
 * assert.equal(withoutMarks("10⁹/l", []), "10⁹/l");
 * assert.equal(withoutMarks("4,5 x 10⁹", []), "4,5 x 10⁹");
 * assert.equal(withoutMarks("10¹²", []), "10¹²");
 * assert.equal(withoutMarks("10²", []), "10");
 * ```
 *
 * @internal tested alone on bare cell texts; `withoutFootnoteMarks()` needs positioned lines.
 */
export function withoutMarks(text: string, legend: readonly string[]): string {
  const marks = [`[${ALWAYS}]+`, ...legend.map(escapeRegExp)].join("|");
  const pattern = new RegExp(`(^|\\s)(${NUMBER})\\s?(?:${marks})(?=\\s|$)`, "gu");
  return text.replace(pattern, (whole, lead: string, number: string) => {
    // A power of ten a unit prints ("10⁹", "10³", "10¹²") is a unit, not a marked result; a
    // 10 marked ¹ or ² is a result (no unit counts in tens or hundreds).
    if (/^10$/.test(number) && /(?:³|⁶|⁹|¹²)$/u.test(whole.trim())) return whole;
    if (/x\s?$|×\s?$/.test(text.slice(0, text.indexOf(whole) + lead.length))) return whole;
    return `${lead}${number}`;
  });
}

/**
 * The lines with footnote marks taken off the numbers in their cells, and a
 * cell that is only a mark right after a number cell dropped.
 */
export function withoutFootnoteMarks(lines: readonly LayoutLine[]): LayoutLine[] {
  const legend = legendMarks(lines);
  const alone = new RegExp(
    `^(?:[${ALWAYS}]+${legend.length > 0 ? `|${legend.map(escapeRegExp).join("|")}` : ""})$`,
    "u",
  );
  return lines.map((line) => {
    if (LEGEND.test(line.cells[0]?.text ?? "")) return line;
    const cells: Cell[] = [];
    for (const cell of line.cells) {
      const previous = cells[cells.length - 1];
      if (
        previous !== undefined && alone.test(cell.text) &&
        new RegExp(`${NUMBER}$`, "u").test(previous.text)
      ) continue;
      const text = withoutMarks(cell.text, legend);
      cells.push(text === cell.text ? cell : { ...cell, text });
    }
    return cells.length === line.cells.length &&
        cells.every((cell, i) => cell === line.cells[i])
      ? line
      : { ...line, cells };
  });
}

/**
 * What a raised footnote mark may follow: a number, a number and its flag
 * ("102 H", "27 L"), a name in capitals ("EGFR", "HS CRP"), a word of three
 * letters or more (a figure may stand inside it: "A1c") or a closing
 * parenthesis (a US report's test name with its performing lab's code raised
 * after it: "Glucose⁰¹", "Hemoglobin A1c⁰¹", "AST (SGOT)⁰¹"); never
 * a unit's letter or two, whose raised figure is its power ("m²", "mm³").
 */
const MARKED = /(?:\d|\d\s?[HL]|\p{Lu}{2}|\p{L}[\p{L}\d]\p{L}|\))$/u;

/** A short text a superscript footnote mark can be ("1", "01", "a", "A", "*", "†"). */
const SUPERSCRIPT_TEXT = /^(?:[0-9]{1,2}|[a-zA-Z]|\*{1,3}|[†‡§¶])$/u;

/**
 * A PDF's text items without the footnote marks set as superscripts: a short
 * item in a smaller font, raised above the baseline of the number it
 * directly follows ("5.9" then a small raised "1"). Items that are not so
 * placed are kept, whatever their text.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const at = (text: string, x: number, y: number, width: number, height: number) =>
 *   ({ text, x, y, width, height, page: 1 });
 * const items = [at("5.9", 200, 100, 15, 10), at("1", 215.5, 96, 3, 6), at("%", 260, 100, 8, 10)];
 * assert.deepEqual(withoutSuperscriptMarks(items).map((i) => i.text), ["5.9", "%"]);
 * const flagged = [at("102 H", 200, 100, 25, 10), at("1", 225.5, 96, 3, 6)];
 * assert.deepEqual(withoutSuperscriptMarks(flagged).map((i) => i.text), ["102 H"]);
 * const unit = [at("1.73m", 200, 100, 25, 10), at("2", 225.5, 96, 3, 6)];
 * assert.deepEqual(withoutSuperscriptMarks(unit).map((i) => i.text), ["1.73m", "2"]);
 * const power = [at("10", 300, 100, 10, 10), at("9", 310.5, 96, 3, 6), at("/l", 314, 100, 6, 10)];
 * assert.deepEqual(withoutSuperscriptMarks(power).map((i) => i.text), ["10", "9", "/l"]);
 * const named = [at("Glucose", 20, 100, 35, 10), at("01", 55.5, 96, 5, 6), at("5.7", 200, 100, 15, 10), at("A", 215.5, 96, 3, 6)];
 * assert.deepEqual(withoutSuperscriptMarks(named).map((i) => i.text), ["Glucose", "5.7"]);
 * const cubic = [at("10^3/mm", 300, 100, 30, 10), at("3", 330.5, 96, 3, 6)];
 * assert.deepEqual(withoutSuperscriptMarks(cubic).map((i) => i.text), ["10^3/mm", "3"]);
 * ```
 */
export function withoutSuperscriptMarks(items: readonly TextItem[]): TextItem[] {
  return items.filter((item) => {
    if (!SUPERSCRIPT_TEXT.test(item.text.trim())) return true;
    const base = items.find((other) =>
      other !== item && other.page === item.page && MARKED.test(other.text.trim()) &&
      // A power of ten ("10" and a raised "9" in "10⁹/l") is a unit, never a marked result.
      !/(?:^|[^\d.,])10$/.test(other.text.trim()) &&
      item.height < 0.8 * other.height &&
      other.y - item.y > 0.2 * other.height && other.y - item.y < other.height &&
      Math.abs(item.x - (other.x + other.width)) <= 0.3 * other.height
    );
    return base === undefined;
  });
}
