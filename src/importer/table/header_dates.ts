/**
 * The dates of a cumulative report's header: a line of them printed apart from the header's
 * words, a cell of several run together, the clock times under them; and a line of words
 * under a header that is one of its rows, no header of its own. Pure.
 *
 * @module
 */

import { cellDate, localToday, toStoreDate } from "../cell/mod.ts";
import type { Cell, LayoutLine } from "../layout/mod.ts";
import { alternation, words } from "../lexicon/mod.ts";

/**
 * A collection-date label before a column's date, maybe after the column's caption ("do 10 tc
 * pobr. 14.03.2025", as a pregnancy card heads its periods): the date is still the column's.
 */
const COLLECTED_LABEL = new RegExp(
  `^(?:.*?[\\s(])?(?:${alternation(words((l) => l.dateLabels.collected))})\\s*:?\\s*(?=\\d)`,
  "iu",
);

/**
 * The date a cumulative header's cell wholly is (a time may follow), its year printed with four
 * digits or with two ("14/02/24" as Australian cumulatives print their columns' dates, "02.11.22"
 * as German ones do), or `undefined`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(headerDate("14/02/24"), "2024-02-14");
 * assert.equal(headerDate("14.02.2024 09:05"), "2024-02-14");
 * assert.equal(headerDate("Lab No."), undefined);
 * assert.equal(headerDate("02.11.22"), "2022-11-02");
 * assert.equal(headerDate("Druck 02.11.22"), undefined);
 * assert.equal(headerDate("pobr. 14.03.2025"), "2025-03-14");
 * assert.equal(headerDate("do 10 tc pobr. 14.03.2025"), "2025-03-14");
 * assert.equal(headerDate("Wydruk 14.03.2025"), undefined);
 * ```
 */
export function headerDate(text: string): string | undefined {
  const date = text.trim().replace(COLLECTED_LABEL, "");
  return toStoreDate(date) ?? cellDate(date, localToday());
}

/**
 * A cumulative header's cell of dates or of clock times only ("14.03.2025 15.03.2025", "06:10"),
 * or of two or more dates run together with a column's word ({@link datesAmongWords}).
 */
export function datesOrTimes(text: string): boolean {
  const tokens = text.trim().split(/\s+/);
  return tokens.every((t) => /^\d{1,2}:\d{2}$/.test(t)) ||
    tokens.every((t) => headerDate(t) !== undefined) || datesAmongWords(text);
}

/**
 * A cumulative header's cell of two or more dates run together with a column's word
 * ("14.01.2026 16.01.2026 19.01.2026 Vorwert", a narrow page leaving no gap between them):
 * every token a date or a word of letters only.
 */
function datesAmongWords(text: string): boolean {
  const tokens = text.trim().split(/\s+/);
  const dates = tokens.filter((t) => headerDate(t) !== undefined).length;
  return dates >= 2 && tokens.every((t) => headerDate(t) !== undefined || /^\p{L}+$/u.test(t));
}

/**
 * Whether a header cell's date prints its year with two digits ("03.03.20"): among columns
 * dated with four ("01.03.2026"), such a year may be one cut short by a narrow column.
 */
function shortYearDate(text: string): boolean {
  return headerDate(text) !== undefined && !/(?<!\d)(?:19|20)\d{2}(?!\d)/.test(text);
}

/**
 * A cell of several dates or times run together (their gaps too narrow to split) as one
 * cell each, placed by its characters; a column's word among them ("Vorwert") is a cell too.
 */
export function eachDateApart(cell: Cell): Cell[] {
  const tokens = [...cell.text.matchAll(/\S+/g)];
  if (tokens.length < 2 || !/\d/.test(cell.text) || !datesOrTimes(cell.text)) return [cell];
  const perChar = (cell.x1 - cell.x0) / Math.max(1, cell.text.length);
  return tokens.map((t) => ({
    ...cell,
    text: t[0],
    x0: cell.x0 + t.index * perChar,
    x1: cell.x0 + (t.index + t[0].length) * perChar,
  }));
}

/**
 * Whether a line is the dates of a cumulative report's header printed apart from its words
 * ("14.01.2026 | 16.01.2026 | 19.01.2026 | Vorwert" over "Parameter | Einheit | …"): two or
 * more cells that are each a date, the others words only. Repeated on every page, it is
 * still the table's header, never page furniture.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
 * const line = (...texts: string[]) => ({ page: 1, y: 0, height: 9, cells: texts.map((t, i) => cell(t, i * 80)) });
 * assert.equal(isHeaderDates(line("13.02.2024", "04.06.2024", "Vorwert")), true);
 * assert.equal(isHeaderDates(line("Wydruk 05.03.2026", "strona 1")), false);
 * assert.equal(isHeaderDates(line("02.11.22", "03.11.22", "05.11.22")), true);
 * ```
 */
export function isHeaderDates(line: LayoutLine): boolean {
  const dated = line.cells.filter((c) => headerDate(c.text) !== undefined).length;
  return dated >= 2 &&
    line.cells.every((c) =>
      headerDate(c.text) !== undefined || (/\p{L}/u.test(c.text) && !/\d/.test(c.text))
    );
}

/**
 * Whether a line of words only is a row of the table above it rather than a new table's header:
 * the nearest header above it whose words the lexicon reads is on its page, and every cell of
 * the line starts where one of that header's cells starts ("Colour | Pale Yellow | Pale Yellow |
 * Visual" under "Test Name | Result | Unit | Bio. Ref. Interval | Method").
 */
export function underNamedHeader(
  lines: readonly LayoutLine[],
  named: readonly (readonly unknown[] | undefined)[],
  i: number,
): boolean {
  const line = lines[i]!;
  let j = i - 1;
  while (j >= 0 && named[j] === undefined) j--;
  const header = lines[j];
  if (header === undefined || header.page !== line.page || line.cells.length < 2) return false;
  const slack = line.height;
  return line.cells.every((cell) => header.cells.some((h) => Math.abs(h.x0 - cell.x0) <= slack));
}

/** A header's column as far as its date goes (`Column` of `header_roles.ts`). */
interface DatedColumn {
  readonly x0: number;
  readonly x1: number;
  readonly date?: string;
  readonly dateDoubt?: string;
}

/** Why a two-digit year among four-digit ones is not read. */
const SHORT_AMONG_LONG =
  "the column's date prints a two-digit year among dates with four (a year cut short?): its year cannot be told";

/**
 * A header's date columns, a two-digit year among four-digit ones doubted: a column too narrow
 * for its date cuts "03.03.2026" to "03.03.20", which reads as 2020. Never guessed: the rows
 * under such a column are held with the reason. Two-digit years throughout are a lab's style.
 */
export function withShortYearsDoubted<C extends DatedColumn>(columns: C[], line: LayoutLine): C[] {
  const short = (c: C) =>
    line.cells.some((cell) =>
      cell.x0 < c.x1 && c.x0 < cell.x1 && cell.text.trim().split(/\s+/).some(shortYearDate)
    );
  const dated = columns.filter((c) => c.date !== undefined);
  const cut = dated.filter(short);
  if (cut.length === 0 || cut.length === dated.length) return columns;
  return columns.map((c) => cut.includes(c) ? { ...c, dateDoubt: SHORT_AMONG_LONG } : c);
}
