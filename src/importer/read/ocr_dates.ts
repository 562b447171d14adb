/**
 * Dates as OCR reads them off a fax or a poor scan: a letter for a figure
 * (`O9.09.2025`, `1l.03.2024`), a comma for a dot (`09,09.2025`), a time
 * glued on (`09.09.2025.07:15`), a separator lost (`09.092025`). Each way of
 * reading the word is tried; when exactly one valid date can be meant, the
 * word is read as that date (and its time as a word of its own); when
 * several can, the word is kept as read (the table stage then holds the rows
 * it dates) and the readings are offered as candidates. A word with no
 * separator (an order number) or one that is already a date is left alone.
 * Pure.
 *
 * @module
 */

import { toStoreDate } from "../cell/mod.ts";
import type { ParsedDocument } from "../document.ts";

/** Letters OCR reads for a figure in a date, and the figure. */
const FIGURE_FOR: Readonly<Record<string, string>> = {
  O: "0",
  o: "0",
  D: "0",
  Q: "0",
  I: "1",
  l: "1",
  i: "1",
  "|": "1",
  "!": "1",
  Z: "2",
  z: "2",
  S: "5",
  s: "5",
  B: "8",
  b: "6",
  G: "6",
  g: "9",
  q: "9",
};

const SEPARATOR = /[.,/-]/;
const TIME = /^(.*?\d)[.,]?(\d{1,2}:\d{2}(?::\d{2})?)$/;

/** The ways to split a run of figures into a day and a month (each one or two figures). */
function dayMonthSplits(figures: string): [string, string][] {
  const splits: [string, string][] = [];
  for (let k = 1; k <= 2; k++) {
    const day = figures.slice(0, k);
    const month = figures.slice(k);
    if (month.length >= 1 && month.length <= 2) splits.push([day, month]);
  }
  return splits;
}

function dated(day: string, month: string, year: string): string | undefined {
  if (year.length !== 4 || !/^(19[5-9]\d|20\d\d)$/.test(year)) return undefined;
  return toStoreDate(`${day}.${month}.${year}`);
}

/**
 * Every date a word read by OCR may be, and the time glued to it. Empty when
 * it is no date or already a clean one.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(ocrDateReadings("O9.09.2025"), { dates: ["2025-09-09"] });
 * assert.deepEqual(ocrDateReadings("09.09.2025.07:15"), { dates: ["2025-09-09"], time: "07:15" });
 * assert.deepEqual(ocrDateReadings("1.122024").dates, ["2024-12-01"]);
 * assert.deepEqual(ocrDateReadings("11.2.2024").dates, []);
 * ```
 *
 * @internal tested alone: every reading of one word, which `withDateCandidates()` merges into a note.
 */
export function ocrDateReadings(word: string): { dates: string[]; time?: string } {
  const bare = word.replace(/^[(\[]+|[)\],;:]+$/g, "");
  const withoutYear = bare.replace(/(?<=\d)r\.?$/, "");
  if (withoutYear !== bare && toStoreDate(withoutYear) !== undefined) {
    return { dates: [toStoreDate(withoutYear)!.slice(0, 10)] };
  }
  if (toStoreDate(bare) !== undefined || !SEPARATOR.test(bare)) return { dates: [] };
  const timed = TIME.exec(bare);
  const datePart = timed ? timed[1]! : bare;
  const time = timed?.[2];
  if (toStoreDate(datePart) !== undefined) {
    return { dates: [toStoreDate(datePart)!.slice(0, 10)], ...(time ? { time } : {}) };
  }
  let mapped = "";
  for (const ch of datePart) {
    if (/\d/.test(ch)) mapped += ch;
    else if (SEPARATOR.test(ch)) mapped += ".";
    else if (FIGURE_FOR[ch] !== undefined) mapped += FIGURE_FOR[ch];
    else return { dates: [] };
  }
  const groups = mapped.split(".").filter((g) => g !== "");
  if (groups.length === 0 || groups.join("").length < 6 || groups.join("").length > 8) {
    return { dates: [] };
  }
  const found = new Set<string>();
  const add = (date: string | undefined) => date !== undefined && found.add(date);
  const [a, b, c] = groups;
  if (groups.length === 3) add(dated(a!, b!, c!));
  else if (groups.length === 2) {
    // A lost separator: "0909.2025" (day and month run together) or "09.092025".
    for (const [day, month] of dayMonthSplits(a!)) add(dated(day, month, b!));
    for (let k = 1; k <= 2; k++) add(dated(a!, b!.slice(0, k), b!.slice(k)));
  }
  return { dates: [...found].sort(), ...(time && found.size > 0 ? { time } : {}) };
}

/**
 * The words an OCR word stands for when it is a date misread in a way only
 * one date can be meant: the date as `dd.mm.yyyy`, then its time if one was
 * glued on. `undefined` when the word is no misread date or is ambiguous.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(respellDate("09,09.2025"), ["09.09.2025"]);
 * assert.deepEqual(respellDate("09.09.2025.07:15"), ["09.09.2025", "07:15"]);
 * assert.equal(respellDate("12.03.2024"), undefined);
 * assert.deepEqual(respellDate("(O8.04.2024):"), ["(08.04.2024):"]);
 * assert.equal(respellDate("4200318761"), undefined);
 * ```
 */
export function respellDate(word: string): string[] | undefined {
  const { dates, time } = ocrDateReadings(word);
  if (dates.length !== 1) return undefined;
  const [y, m, d] = dates[0]!.split("-");
  // Brackets and a colon around the date are kept: they say what the date does in a line.
  const before = /^[(\[]*/.exec(word)![0];
  const after = time === undefined ? /[)\],;:]*$/.exec(word)![0] : "";
  return [`${before}${d}.${m}.${y}${after}`, ...(time !== undefined ? [time] : [])];
}

/**
 * Notes for the dates OCR read that can be meant more than one way, with
 * their candidates: the rows they date are held by the table stage, and the
 * note tells the person which dates the document may print.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(ambiguousDateNotes(["Data pobrania: 112.2024", "Glukoza 92"]), [
 *   'a date read by OCR as "112.2024" may be 2024-02-11 or 2024-12-01',
 * ]);
 * ```
 *
 * @internal doc test: its example pins the note's wording alone, without a held row to carry it.
 */
export function ambiguousDateNotes(lines: readonly string[]): string[] {
  const notes = new Set<string>();
  for (const line of lines) {
    for (const word of line.split(/\s+/)) {
      const { dates } = ocrDateReadings(word);
      if (dates.length > 1) {
        notes.add(`a date read by OCR as "${word}" may be ${dates.join(" or ")}`);
      }
    }
  }
  return [...notes];
}

/**
 * A document read by OCR with its ambiguous dates told: a note for each
 * date word that can be meant several ways, and on each row held because its
 * printed date cannot be read, the dates it may be.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const held = { where: "line 2", name: "Glukoza", date: undefined, value: { value: 92 }, range: {},
 *   dateProblem: "the collection date printed above this row cannot be read" };
 * const doc = { format: "ocr" as const, rows: [held], identity: [], holds: [], notes: [] };
 * const told = withDateCandidates(doc, ["Data pobrania: 112.2024", "Glukoza 92"]);
 * assert.equal(told.rows[0]!.dateProblem, "the collection date printed above this row cannot be read (it may be 2024-02-11 or 2024-12-01)");
 * ```
 */
export function withDateCandidates(
  doc: ParsedDocument,
  lines: readonly string[],
): ParsedDocument {
  const notes = ambiguousDateNotes(lines);
  if (notes.length === 0) return doc;
  const candidates = [
    ...new Set(lines.flatMap((line) =>
      line.split(/\s+/).flatMap((word) => {
        const { dates } = ocrDateReadings(word);
        return dates.length > 1 ? dates : [];
      })
    )),
  ].sort();
  const told = ` (it may be ${candidates.join(" or ")})`;
  return {
    ...doc,
    rows: doc.rows.map((row) =>
      row.dateProblem !== undefined && row.date === undefined &&
        /cannot be read/.test(row.dateProblem)
        ? { ...row, dateProblem: row.dateProblem + told }
        : row
    ),
    notes: [...doc.notes, ...notes],
  };
}
