/**
 * The person's own spreadsheet, kept wide: a marker on each row and a
 * column per date ("Badanie | Jednostka | Norma | 12.03.2024 (Alab) |
 * 20.09.2024"), or turned (a date on each row, a marker over each column:
 * "Data | Glukoza [mg/dl] | TSH"). The header row is the first whose cells after the first
 * include a date; a header cell gives the column's date and, beside it in
 * brackets or after it, the lab ("12.03.2024 (Alab)", "2024-03-12 Diagnostyka").
 * The columns before the dates are the name, and a unit and a range column
 * (either may also follow the dates; any other column after them, such as
 * notes, is left unread) named by their header words (the lexicon's CSV headers) or recognised by
 * their cells (every cell a unit, or every cell a range), or the unit in
 * brackets after the name ("Glukoza [mg/dl]"), or after the value in its
 * cell ("13,4 g/dl"). Each filled cell under a date is one row; an empty one
 * is no measurement. A row with a
 * name and nothing else is a section heading. Lines above the header are
 * read only for identity strings.
 *
 * @module
 */

import { exportReading, readExportValue } from "./export_value.ts";
import { localToday, looksLikeUnit, parseRange, toStoreDate, trailingDate } from "../cell/mod.ts";
import { withShortYears } from "./short_year_header.ts";
import { identityOfLines, isIdentityLine } from "../privacy/mod.ts";
import { type InputFormat, type ParsedDocument, type RawRow, rawRow } from "../document.ts";
import { AMBIGUOUS_ORDER, specimenOf, swappable } from "../table/mod.ts";
import { documentLexicon } from "../lexicon/mod.ts";
import type { CsvRecord } from "./sheet_records.ts";
import type { CsvColumn } from "../lexicon/mod.ts";
import { monthColumns, mostlyDates, namesBeforeNumbers, turnedHeaderIndex } from "./wide_guards.ts";

/** A date column's header read: the store date and the lab it names. */
export interface DateHeader {
  readonly date: string;
  readonly lab?: string;
}

const DATE_PART =
  /(\d{4}-\d{2}-\d{2}(?:[T ]\d{1,2}:\d{2}(?::\d{2})?)?|\d{1,2}[./-]\d{1,2}[./-]\d{4}(?:[ ,]+\d{1,2}:\d{2}(?::\d{2})?)?)/;

/**
 * Reads a header cell as a date with maybe a lab: the date first or last,
 * the lab in brackets or beside it. `undefined` when the cell holds no date
 * or more than a date and a short name.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(dateHeader("12.03.2024 (Alab)"), { date: "2024-03-12", lab: "Alab" });
 * assert.deepEqual(dateHeader("2024-09-20"), { date: "2024-09-20" });
 * assert.deepEqual(dateHeader("Diagnostyka, 02.01.2025 08:10"), { date: "2025-01-02", lab: "Diagnostyka" });
 * assert.deepEqual(dateHeader("Oct 1, 2024"), { date: "2024-10-01" });
 * assert.equal(dateHeader("Hemoglobina"), undefined);
 * assert.equal(dateHeader("31.02.2024"), undefined);
 * ```
 */
export function dateHeader(cell: string, monthFirst = false): DateHeader | undefined {
  const match = DATE_PART.exec(cell);
  if (!match) {
    // A date with its month's name, the whole cell ("Oct 1, 2024", "18 gru 2020").
    const named = trailingDate(cell.trim());
    return named?.index === 0 ? { date: named.date.slice(0, 10) } : undefined;
  }
  const printed = match[1]!.replace(",", " ");
  // Month first ("06/25/2023"): the day and the month of a slash date change places.
  const date = toStoreDate(monthFirst ? printed.replace(SLASH_PARTS, "$2/$1/$3") : printed);
  if (date === undefined) return undefined;
  const rest = (cell.slice(0, match.index) + " " + cell.slice(match.index + match[0].length))
    .replace(/[()[\]{},;:–—-]+/g, " ").replace(/\s+/g, " ").trim();
  if (rest === "") return { date: date.slice(0, 10) };
  if (!/\p{L}/u.test(rest) || rest.length > 40 || /\d{3,}/.test(rest)) return undefined;
  return { date: date.slice(0, 10), lab: rest };
}

/** A slash date's day (or month), month (or day) and year. */
const SLASH_PARTS = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/;

/** The columns of a wide sheet: where the name, unit and range are, and each date column. */
export interface WideLayout {
  readonly headerIndex: number;
  readonly name: number;
  readonly unit?: number;
  readonly range?: number;
  readonly dates: ReadonlyMap<number, DateHeader>;
  /** Columns headed by a month with no day ("03.2023"): not read. */
  readonly months?: readonly number[];
  /** Whether its dates are slash dates that all read both ways (day or month first). */
  readonly slashesEitherWay?: true;
}

/**
 * The date cells of a header row, read day first unless a slash date there
 * reads only month first ("06/25/2023") and none only day first; and whether
 * every slash date reads both ways, so that nothing in the row tells.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const us = headerDates(["Test", "06/25/2023", "07/02/2023"]);
 * assert.deepEqual([...us.dates.values()].map((d) => d.date), ["2023-06-25", "2023-07-02"]);
 * assert.equal(headerDates(["Test", "06/10/2023"]).eitherWay, true);
 * assert.equal(headerDates(["Badanie", "25/06/2023", "06/10/2023"]).eitherWay, false);
 * ```
 *
 * @internal doc test: its example pins the month-first and either-way header dates alone.
 */
export function headerDates(
  fields: readonly string[],
  today: string = localToday(),
): { dates: Map<number, DateHeader>; eitherWay: boolean } {
  const read = (monthFirst: boolean) => {
    const dates = new Map<number, DateHeader>();
    for (const [i, cell] of fields.entries()) {
      const header = i === 0 ? undefined : dateHeader(cell.trim(), monthFirst);
      if (header !== undefined) dates.set(i, header);
    }
    return dates;
  };
  const dayFirst = withShortYears(fields, read(false), today);
  const monthFirst = withShortYears(fields, read(true), today);
  const slashed = [...fields.keys()].filter((i) => i > 0 && /\d\/\d{1,2}\/\d{4}/.test(fields[i]!));
  const onlyDay = slashed.some((i) => dayFirst.has(i) && !monthFirst.has(i));
  const onlyMonth = slashed.some((i) => monthFirst.has(i) && !dayFirst.has(i));
  const eitherWay = slashed.length > 0 && !onlyDay && !onlyMonth &&
    slashed.some((i) => dayFirst.get(i)?.date !== monthFirst.get(i)?.date);
  return { dates: onlyMonth && !onlyDay ? monthFirst : dayFirst, eitherWay };
}

const HEADER_SEARCH_ROWS = 30;

/**
 * Finds a wide sheet's header: the first row (of the first `searchRows`)
 * with a name cell and at least one date cell after it. `headerColumn` maps a header
 * cell to a known CSV column by its words.
 */
function wideLayout(
  records: readonly CsvRecord[],
  headerColumn: (cell: string) => CsvColumn | undefined,
  searchRows: number = HEADER_SEARCH_ROWS,
): WideLayout | undefined {
  for (const [index, record] of records.slice(0, searchRows).entries()) {
    const { dates, eitherWay } = headerDates(record.fields);
    if (dates.size === 0) continue;
    const first = Math.min(...dates.keys());
    const last = Math.max(...dates.keys());
    // A column headed by a month with no day ("03.2023") dates none of its cells: left unread.
    const months = monthColumns(record.fields, dates);
    const before = record.fields.slice(0, first).map((cell, i) => months.has(i) ? "" : cell.trim());
    // A header names columns: a cell between the dates that is no date → not a header.
    const between = record.fields.slice(first, last + 1).filter((cell, k) =>
      !dates.has(first + k) && !months.has(first + k) && cell.trim() !== ""
    );
    if (between.length > 0) continue;
    // A header row names its columns; a number before the dates makes it a result row.
    if (before.some((cell) => /^[<>≤≥]?\s*\d+(?:[.,]\d+)?$/.test(cell))) continue;
    const body = records.slice(index + 1);
    const column = (i: number) => body.map((r) => (r.fields[i] ?? "").trim()).filter((c) => c);
    let name: number | undefined;
    let unit: number | undefined;
    let range: number | undefined;
    for (const [i, cell] of before.entries()) {
      if (months.has(i)) continue;
      const known = cell === "" ? undefined : headerColumn(cell);
      const cells = column(i);
      if (known === "unit" || (known === undefined && cells.length > 0 && cells.every(isUnit))) {
        unit ??= i;
      } else if (
        known === "range" ||
        (known === undefined && cells.length > 0 && cells.every(isRange))
      ) range ??= i;
      else if (known === "name" || (known === undefined && name === undefined)) name ??= i;
    }
    if (name === undefined) continue;
    // Columns after the last date: a unit or a range column as before them; any other (notes) is left.
    for (let i = last + 1; i < record.fields.length; i++) {
      if (months.has(i)) continue;
      const cell = (record.fields[i] ?? "").trim();
      if (cell === "" && column(i).length === 0) continue;
      const known = cell === "" ? undefined : headerColumn(cell);
      const cells = column(i);
      if (known === "unit" || (known === undefined && cells.length > 0 && cells.every(isUnit))) {
        unit ??= i;
      } else if (
        known === "range" || (known === undefined && cells.length > 0 && cells.every(isRange))
      ) range ??= i;
    }
    // One date beside an unknown word is a labelled date ("Printed: 12.03.2024"), not a header,
    // unless the row names a unit or a range column too ("Examination | UNITS | REFERENCE
    // INTERVAL | 08.05.2023": a sheet of one draw).
    const nameHeader = before[name] ?? "";
    const lone = unit === undefined && range === undefined;
    if (dates.size === 1 && nameHeader !== "" && headerColumn(nameHeader) !== "name" && lone) {
      continue;
    }
    const filled = body.some((r) => [...dates.keys()].some((i) => (r.fields[i] ?? "").trim()));
    if (!filled) continue;
    const underDates = body.flatMap((r) => [...dates.keys()].map((i) => (r.fields[i] ?? "").trim()))
      .filter((c) => c !== "");
    if (underDates.filter((c) => dateHeader(c) !== undefined).length * 2 > underDates.length) {
      continue;
    }
    return {
      headerIndex: index,
      name,
      ...(unit !== undefined ? { unit } : {}),
      ...(range !== undefined ? { range } : {}),
      dates,
      ...(months.size > 0 ? { months: [...months] } : {}),
      ...(eitherWay ? { slashesEitherWay: true as const } : {}),
    };
  }
  return undefined;
}

/**
 * A name with its unit in brackets at its end ("Glukoza [mg/dl]",
 * "TSH (mIU/l)"), split; else the name as it is.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(nameAndUnit("Glukoza [mg/dl]"), { name: "Glukoza", unit: "mg/dl" });
 * assert.deepEqual(nameAndUnit("Witamina D3 (25-OH)"), { name: "Witamina D3 (25-OH)" });
 * ```
 *
 * @internal doc test: its example pins which brackets are a unit and which are part of the name.
 */
export function nameAndUnit(cell: string): { name: string; unit?: string } {
  const match = /^(.*\S)\s*[([]\s*([^()[\]]+?)\s*[)\]]$/u.exec(cell);
  if (match && looksLikeUnit(match[2]!)) return { name: match[1]!, unit: match[2]! };
  return { name: cell };
}

/**
 * A value cell with its unit after the number ("13,4 g/dl"), split, when
 * the sheet gives the row no unit of its own.
 */
function valueAndUnit(cell: string): { value: string; unit?: string } {
  const match = /^([<>≤≥]?\s?\d+(?:[.,]\d+)?)\s+(\S+)$/u.exec(cell);
  if (match && looksLikeUnit(match[2]!)) return { value: match[1]!, unit: match[2]! };
  return { value: cell };
}

function isUnit(cell: string): boolean {
  return looksLikeUnit(cell);
}

function isRange(cell: string): boolean {
  const range = parseRange(cell);
  return range.ref_low !== undefined || range.ref_high !== undefined;
}

/**
 * Reads a wide sheet into rows, or `undefined` when the records have no
 * wide header.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const records = [
 *   { line: 1, fields: ["Badanie", "Jednostka", "12.03.2024 (Alab)", "20.09.2024"] },
 *   { line: 2, fields: ["Glukoza", "mg/dl", "92", ""] },
 *   { line: 3, fields: ["TSH", "mIU/l", "1,9", "2,4"] },
 * ];
 * const doc = parseWideSheet(records, () => undefined, "csv")!;
 * assert.deepEqual(doc.rows.map((r) => [r.name, r.date, r.value.value, r.unit, r.lab]), [
 *   ["Glukoza", "2024-03-12", 92, "mg/dl", "Alab"],
 *   ["TSH", "2024-03-12", 1.9, "mIU/l", "Alab"],
 *   ["TSH", "2024-09-20", 2.4, "mIU/l", undefined],
 * ]);
 * ```
 */
export function parseWideSheet(
  records: readonly CsvRecord[],
  headerColumn: (cell: string) => CsvColumn | undefined,
  format: InputFormat,
): ParsedDocument | undefined {
  const wide = readWide(
    records,
    headerColumn,
    format,
    (line, column) => `line ${line}, column "${column}"`,
  );
  if (wide !== undefined) return mostlyDates(wide) ? undefined : wide;
  // Dates down the first column and a marker over each other column: the same sheet turned.
  if (namesBeforeNumbers(records)) return undefined;
  // A title or a panel's name above the row of marker names is no part of the turned table.
  const start = turnedHeaderIndex(records, (cell) => dateHeader(cell) !== undefined, isRange);
  const table = records.slice(start);
  const turned = readWide(
    transpose(table),
    (cell) => {
      const known = headerColumn(cell);
      return known === "date" ? "name" : known;
    },
    format,
    (column, _date, index) => `line ${table[index]?.line ?? "?"}, column ${column}`,
  );
  if (turned === undefined || mostlyDates(turned)) return undefined;
  const above = identityOfLines(records.slice(0, start).map((r) => r.fields.join("\t")));
  return above.length === 0 ? turned : { ...turned, identity: [...turned.identity, ...above] };
}

/**
 * The records of a sheet turned a quarter: column N becomes record N (its
 * `line` is the column's number), so a sheet with dates down its first
 * column reads as one with dates across.
 */
function transpose(records: readonly CsvRecord[]): CsvRecord[] {
  const width = Math.max(0, ...records.map((r) => r.fields.length));
  const turned: CsvRecord[] = [];
  for (let c = 0; c < width; c++) {
    turned.push({ line: c + 1, fields: records.map((r) => r.fields[c] ?? "") });
  }
  return turned;
}

function readWide(
  records: readonly CsvRecord[],
  headerColumn: (cell: string) => CsvColumn | undefined,
  format: InputFormat,
  where: (line: number, column: string, index: number) => string,
  searchRows?: number,
): ParsedDocument | undefined {
  const layout = wideLayout(records, headerColumn, searchRows);
  if (layout === undefined) return undefined;
  const header = records[layout.headerIndex]!;
  const identity = identityOfLines(
    records.slice(0, layout.headerIndex).map((r) => r.fields.join("\t")),
  );
  const rows: RawRow[] = [];
  const notes: string[] = (layout.months ?? []).map((i) =>
    `column "${
      (header.fields[i] ?? "").trim()
    }" names a month but no day: its values have no collection date and are not read`
  );
  let heading: string | undefined;
  // Slash dates that read both ways, in a sheet whose language prints them both ways, date no row.
  const either = layout.slashesEitherWay === true &&
    documentLexicon(records.slice(0, layout.headerIndex + 1).map((r) => r.fields.join(" ")))
        ?.slashDates === "either";
  for (const record of records.slice(layout.headerIndex + 1)) {
    const cell = (i: number | undefined) =>
      i === undefined ? "" : (record.fields[i] ?? "").replace(/\s+/g, " ").trim();
    const printedName = cell(layout.name);
    const named = nameAndUnit(printedName);
    const name = named.name;
    if (isIdentityLine(printedName)) {
      identity.push(...identityOfLines([record.fields.join("\t")]));
      continue;
    }
    const filled = [...layout.dates.keys()].filter((i) => cell(i) !== "");
    if (name === "") {
      if (filled.length > 0) notes.push(`line ${record.line}: no marker name; row skipped`);
      continue;
    }
    const unit = cell(layout.unit) || named.unit || "";
    const rangeText = cell(layout.range);
    if (filled.length === 0) {
      if (unit === "" && rangeText === "") heading = name;
      continue;
    }
    const range = parseRange(rangeText);
    for (const i of filled) {
      const dated = layout.dates.get(i)!;
      const twoWays = either && swappable(dated.date);
      // A unit in the cell is taken when the row has none, or dropped when it is the row's own.
      const split = valueAndUnit(cell(i));
      const same = split.unit !== undefined && split.unit.toLowerCase() === unit.toLowerCase();
      const read = unit === "" || same ? split : { value: cell(i) };
      rows.push(rawRow({
        where: where(record.line, (header.fields[i] ?? "").trim(), i),
        name,
        date: twoWays ? undefined : dated.date,
        ...exportReading(readExportValue(read.value), unit || read.unit, range, undefined),
        section: heading,
        specimen: heading === undefined ? undefined : specimenOf(heading),
        lab: dated.lab,
        ...(twoWays ? { dateProblem: AMBIGUOUS_ORDER } : {}),
      }));
    }
  }
  return { format, rows, identity, holds: [], notes };
}
