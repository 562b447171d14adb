/**
 * When a sheet that looks wide is not: the checks that keep a long table
 * (a result per row, under its own columns) from being read as the
 * person's wide sheet, turned or not. Pure.
 *
 * @module
 */

import type { ParsedDocument } from "../document.ts";
import type { CsvRecord } from "./sheet_records.ts";

/** A cell that is wholly a date in digits, maybe with a time ("04/25/2024", "2024-04-25 08:10"). */
const DATE_CELL = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/;

/**
 * Whether most "results" of a wide reading are dates: the row taken for the
 * header was a row of a long table whose last column dates it ("Leukocytes,
 * 8.30, …, 04/25/2024"), and the column under its date is that date column,
 * not a visit's results.
 */
export function mostlyDates(doc: ParsedDocument): boolean {
  const dated = doc.rows.filter((row) =>
    typeof row.value.value === "string" && DATE_CELL.test(row.value.value.trim())
  );
  return dated.length * 2 > doc.rows.length;
}

/**
 * Whether a sheet is a long table rather than a turned wide one: a column
 * of words, three or more different ones or mostly differing from row to
 * row (names: "Leukocyty [G/l]", "Potas", each again at the next visit),
 * stands left of a column of numbers (their results). Under a marker of a
 * turned sheet each cell is a result; a column of notes may follow the
 * markers, never precede their numbers.
 */
export function namesBeforeNumbers(records: readonly CsvRecord[]): boolean {
  const body = records.slice(1);
  const width = Math.max(0, ...body.map((r) => r.fields.length));
  const kinds: ("words" | "numbers" | "other")[] = [];
  for (let c = 1; c < width; c++) {
    const cells = body.map((r) => (r.fields[c] ?? "").trim()).filter((cell) => cell !== "");
    const words = cells.filter((cell) => /\p{L}/u.test(cell) && !/\d/.test(cell));
    const numbers = cells.filter((cell) => /^[<>≤≥]?\s*\d/.test(cell));
    kinds.push(
      cells.length >= 2 && words.length * 2 > cells.length &&
        (new Set(cells).size >= 3 || new Set(cells).size * 2 >= cells.length)
        ? "words"
        : cells.length > 0 && numbers.length * 2 > cells.length
        ? "numbers"
        : "other",
    );
  }
  const firstWords = kinds.indexOf("words");
  return firstWords >= 0 && kinds.lastIndexOf("numbers") > firstWords;
}

/**
 * A header cell that names a month and a year but no day ("03.2023", "2023-03", "03/2023 (Alab)",
 * a Roman month "VI 2024", "III.2024"), maybe with a place in brackets or after it ("VI 2024
 * przychodnia").
 */
const MONTH_HEADER = new RegExp(
  "^(?:(?:0?[1-9]|1[0-2])[./-]\\d{4}|\\d{4}[./-](?:0?[1-9]|1[0-2])|" +
    "(?:I{1,3}|IV|VI{0,3}|IX|XI{0,2})(?:[./-]|\\.?\\s)\\d{4})" +
    "(?:\\s*[([].{1,40}[)\\]]|\\s+\\p{L}[\\p{L}.\\s]{0,39})?$",
  "u",
);

/**
 * The columns of a header row headed by a month with no day: no collection
 * date can be read from them, so their cells are no rows (and no name, unit
 * or range column either).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const fields = ["Badanie", "Norma", "03.2023", "12.03.2024", "2024-11", "VI 2024 przychodnia"];
 * assert.deepEqual([...monthColumns(fields, new Map([[3, { date: "2024-03-12" }]]))], [2, 4, 5]);
 * assert.deepEqual([...monthColumns(["Badanie", "XIV 2024", "Vit 2024"], new Map())], []);
 * ```
 *
 * @internal doc test: its example pins which header cells are months.
 */
export function monthColumns(
  fields: readonly string[],
  dates: ReadonlyMap<number, unknown>,
): Set<number> {
  const months = new Set<number>();
  for (const [i, cell] of fields.entries()) {
    if (i > 0 && !dates.has(i) && MONTH_HEADER.test(cell.trim())) months.add(i);
  }
  return months;
}

/**
 * Where a turned sheet (dates down the first column) starts: the row of its marker names, the
 * one before the first dated row with the most cells after the first that are neither empty nor
 * a range (a "norma" row under it is the sheet's ranges). The rows above it (a title, a panel
 * name over its columns) are no part of the table. `isDate` and `isRange` read one cell.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const records = [
 *   { line: 1, fields: ["Moje wyniki", "", ""] },
 *   { line: 2, fields: ["", "Lipidy", ""] },
 *   { line: 3, fields: ["Data", "Cholesterol [mg/dl]", "HDL [mg/dl]"] },
 *   { line: 4, fields: ["norma", "< 190", "> 45"] },
 *   { line: 5, fields: ["14.01.2021", "188", "52"] },
 * ];
 * const date = (c: string) => /^\d{2}\.\d{2}\.\d{4}$/.test(c);
 * const range = (c: string) => /^[<>]/.test(c);
 * assert.equal(turnedHeaderIndex(records, date, range), 2);
 * ```
 */
export function turnedHeaderIndex(
  records: readonly CsvRecord[],
  isDate: (cell: string) => boolean,
  isRange: (cell: string) => boolean,
): number {
  const firstDated = records.findIndex((r) => isDate((r.fields[0] ?? "").trim()));
  let best = 0;
  let most = 0;
  for (let i = 0; i < firstDated; i++) {
    const names = records[i]!.fields.slice(1).map((c) => c.trim())
      .filter((c) => c !== "" && !isRange(c)).length;
    if (names > most) [best, most] = [i, names];
  }
  return best;
}
