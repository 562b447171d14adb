/**
 * CSV and TSV exports and hand-kept spreadsheets: the delimiter (`,`, `;` or
 * tab) is detected from the header row, quoted fields (with `""` and line
 * breaks inside) and CRLF are handled, and the header is mapped from the
 * column names of every language of the lexicon. Lines before the header (a preamble) are read only
 * for the collection date and for identity strings to keep out. A flag column
 * ("Flaga") gives the lab's flag, a specimen column ("Materiał") the
 * specimen, and a group column ("Grupa") or a heading row (a name and
 * nothing else, "Badanie ogólne moczu;;;") the section.
 *
 * @module
 */

import { normalizeName } from "../../domain/text.ts";
import {
  labelledDates,
  labFlagOfMark,
  type ParsedRange,
  parseNumber,
  parseRange,
  readUnit,
  UNREADABLE_DATE,
} from "../cell/mod.ts";
import { type InputFormat, type ParsedDocument, type RawRow, rawRow } from "../document.ts";
import { parseWideSheet } from "./wide_sheet.ts";
import type { CsvRecord } from "./sheet_records.ts";
import { exportReading, readExportValue } from "./export_value.ts";
import { identityOfLines, isIdentityLine } from "../privacy/mod.ts";
import { AMBIGUOUS_ORDER, specimenOf, specimenOfCode } from "../table/mod.ts";
import {
  columnsByContent,
  isWordHeader,
  oneRowProblem,
  readDateCell,
  slashOrder,
  unitInName,
  withRangeByContent,
} from "./csv_columns.ts";
import { joinSubHeader } from "./sub_header.ts";
import { type CsvColumn, documentLexicon, LEXICONS, words } from "../lexicon/mod.ts";

/** A column the importer knows. */
export type Column = CsvColumn;

/** Header names per column, from the lexicon; compared after normalisation (case, diacritics). */
const HEADER_NAMES: Readonly<Record<Column, readonly string[]>> = Object.fromEntries(
  (Object.keys(LEXICONS[0]!.csvHeaders) as Column[]).map((column) => [
    column,
    words((l) => l.csvHeaders[column]),
  ]),
) as Record<Column, readonly string[]>;

/** Header names of columns that hold personal data: their values are identity strings. */
const IDENTITY_HEADERS = new Set(words((l) => l.csvIdentityHeaders).map(normalizeName));

const HEADER_LOOKUP = new Map<string, Column>(
  (Object.entries(HEADER_NAMES) as [Column, readonly string[]][]).flatMap(([column, names]) =>
    names.map((name): [string, Column] => [normalizeName(name), column])
  ),
);

export type { CsvRecord };

/**
 * Splits CSV text into records: quoted fields may hold the delimiter, `""`
 * and line breaks; CRLF and LF both end a record. Blank lines are dropped.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const records = splitRecords('a;"b;c"\r\n"x ""y"""\n', ";");
 * assert.deepEqual(records, [{ line: 1, fields: ["a", "b;c"] }, { line: 2, fields: ['x "y"'] }]);
 * ```
 */
export function splitRecords(text: string, delimiter: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  const body = text.replace(/^\uFEFF/, "");
  const finish = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== "")) records.push({ line: start, fields });
    fields = [];
    field = "";
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"') {
        if (body[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
    } else if (ch === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (ch === delimiter) {
      fields.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && body[i + 1] === "\n") i++;
      finish();
      line++;
      start = line;
    } else field += ch;
  }
  if (field !== "" || fields.length > 0) finish();
  return records;
}

/** Maps header cells to known columns; unknown headers map to nothing. */
export function mapHeader(fields: readonly string[]): Map<Column, number> {
  const columns = new Map<Column, number>();
  for (const [i, cell] of fields.entries()) {
    const column = HEADER_LOOKUP.get(normalizeName(cell).replace(/\s*\[.*\]$|\s*\(.*\)$/, ""));
    if (column !== undefined && !columns.has(column)) columns.set(column, i);
  }
  return columns;
}

const DELIMITERS = ["\t", ";", ","] as const;
const HEADER_SEARCH_LINES = 30;

/** The delimiter, header record and column map of a CSV text, if a header is found. */
export interface CsvLayout {
  readonly delimiter: string;
  readonly records: readonly CsvRecord[];
  readonly headerIndex: number;
  readonly columns: ReadonlyMap<Column, number>;
  /** The columns were read from what their cells hold: no header word names the value column. */
  readonly byContent?: boolean;
  /**
   * Read by content from one data row, whose cells place it as a long table's row (one result
   * and its name, unit, range, date): never a turned sheet, whose row is a result per column.
   */
  readonly oneRow?: boolean;
}

/**
 * Detects the delimiter by looking for a header row, among the first lines,
 * that names at least a marker column and a value column.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(detectLayout("Badanie;Wynik;Jednostka\nHemoglobina;13,4;g/dl\n")?.delimiter, ";");
 * assert.equal(detectLayout("test,value\nglucose,95\n")?.delimiter, ",");
 * ```
 */
export function detectLayout(text: string): CsvLayout | undefined {
  for (const delimiter of DELIMITERS) {
    const layout = layoutOfRecords(splitRecords(text, delimiter), delimiter);
    if (layout !== undefined) return layout;
  }
  return undefined;
}

/** The header record and column map of records already split, if a header is found. */
function layoutOfRecords(
  records: readonly CsvRecord[],
  delimiter: string,
): CsvLayout | undefined {
  for (const [index, record] of records.slice(0, HEADER_SEARCH_LINES).entries()) {
    if (record.fields.length < 2) continue;
    const columns = mapHeader(record.fields);
    if ((columns.has("name") || columns.has("code")) && columns.has("value")) {
      // A merged heading over sub-header words ("Wynik" over "wartość | jedn."): both rows are read.
      const joined = joinSubHeader(records, index, mapHeader);
      if (joined !== undefined) return { delimiter, ...joined, headerIndex: index };
      const ranged = withRangeByContent(records, index, columns);
      return { delimiter, records, headerIndex: index, columns: ranged };
    }
  }
  // Header words the lexicon does not know: the columns are read by what their cells hold.
  for (const [index, record] of records.slice(0, HEADER_SEARCH_LINES).entries()) {
    if (!isWordHeader(record.fields)) continue;
    const columns = columnsByContent(records, index, mapHeader(record.fields));
    if (columns !== undefined) {
      const under = records.slice(index + 1).filter((r) =>
        r.fields.length >= record.fields.length - 1
      );
      const oneRow = under.length === 1 ? { oneRow: true } : {};
      return { delimiter, records, headerIndex: index, columns, byContent: true, ...oneRow };
    }
  }
  return undefined;
}

/** A header cell's column by its words, for the wide reader. */
function headerColumn(cell: string): Column | undefined {
  return HEADER_LOOKUP.get(normalizeName(cell).replace(/\s*\[.*\]$|\s*\(.*\)$/, ""));
}

const NO_HEADER =
  'no header row found: expected columns such as "Badanie;Wynik;Jednostka" or "test,value,unit", or a marker on each row and a date over each column';

/**
 * Why a lone row under header words no lexicon knows cannot be read by its cells (of the
 * records split by each delimiter), or `undefined`. `longOnly`: only a row that prints a unit
 * or a range, so a long table's row, never a turned sheet's (a result under each marker).
 */
function loneRowProblem(
  splits: readonly (readonly CsvRecord[])[],
  longOnly: boolean,
): string | undefined {
  for (const records of splits) {
    for (const [index, record] of records.slice(0, HEADER_SEARCH_LINES).entries()) {
      if (!isWordHeader(record.fields)) continue;
      const problem = oneRowProblem(records, index, mapHeader(record.fields), longOnly);
      if (problem !== undefined) return problem;
    }
  }
  return undefined;
}

/** A document of no rows, held for one reason; its first lines are read for identity. */
function heldSheet(format: InputFormat, firstLines: readonly string[], reason: string) {
  return { format, rows: [], identity: identityOfLines(firstLines), holds: [reason], notes: [] };
}

function rangeOf(fields: readonly string[], columns: ReadonlyMap<Column, number>): ParsedRange {
  const cell = (column: Column) => {
    const index = columns.get(column);
    return index === undefined ? "" : (fields[index] ?? "").trim();
  };
  const low = parseNumber(cell("low"));
  const high = parseNumber(cell("high"));
  // Low and high cells merged over a reference in words ("nie wykryto") hold it in the low cell.
  const merged = low === undefined && cell("high") === "" ? cell("low") : "";
  const printed = parseRange(cell("range") || merged);
  return {
    ...printed,
    ...(low !== undefined ? { ref_low: low } : {}),
    ...(high !== undefined ? { ref_high: high } : {}),
  };
}

/**
 * Parses a CSV/TSV text into rows. A row without a date column takes the
 * collection date from the preamble ("Data pobrania: 12.03.2025"), if any.
 * A sheet with a marker on each row and a date over each column is read by
 * {@link parseWideSheet}, before columns told only by their content when it
 * reads rows (a visit's column of numbers is not a value column of a long table).
 */
export function parseCsv(text: string): ParsedDocument {
  const layout = detectLayout(text);
  if (layout && (!layout.byContent || layout.oneRow)) return parseLong(layout, "csv");
  const splits = DELIMITERS.map((delimiter) => splitRecords(text, delimiter));
  const firstLines = text.split(/\r?\n/).slice(0, HEADER_SEARCH_LINES);
  // A lone row that prints a unit or a range is a long table's, even when its cells cannot say how.
  const lone = layout ? undefined : loneRowProblem(splits, true);
  if (lone !== undefined) return heldSheet("csv", firstLines, lone);
  // Columns told by their content fix the delimiter: a sheet split on another one (the decimal
  // commas of a semicolon sheet) is no wide sheet.
  for (const delimiter of layout ? [layout.delimiter] : DELIMITERS) {
    const wide = parseWideSheet(splitRecords(text, delimiter), headerColumn, "csv");
    if (wide !== undefined && (!layout || wide.rows.length > 0)) return wide;
  }
  if (layout) return parseLong(layout, "csv");
  return heldSheet("csv", firstLines, loneRowProblem(splits, false) ?? NO_HEADER);
}

/**
 * Parses the records of a spreadsheet (a sheet of `.xlsx`, cells as text)
 * as {@link parseCsv} parses a CSV's: one result per row under a header, or
 * a wide sheet.
 */
export function parseSheetRecords(
  records: readonly CsvRecord[],
  format: InputFormat,
): ParsedDocument {
  const layout = layoutOfRecords(records, "\t");
  if (layout && (!layout.byContent || layout.oneRow)) return parseLong(layout, format);
  const firstLines = records.slice(0, HEADER_SEARCH_LINES).map((r) => r.fields.join("\t"));
  const lone = layout ? undefined : loneRowProblem([records], true);
  if (lone !== undefined) return heldSheet(format, firstLines, lone);
  const wide = parseWideSheet(records, headerColumn, format);
  if (wide !== undefined && (!layout || wide.rows.length > 0)) return wide;
  if (layout) return parseLong(layout, format);
  return heldSheet(format, firstLines, loneRowProblem([records], false) ?? NO_HEADER);
}

/**
 * Whether a record is a line of text in a delimited table ("Výsledky schválila:
 * Mgr. …", "Legend: L = low"): one field only, under a header of several, with a
 * label and text after its colon. A result row has its value in a field of its
 * own; a heading ("Morfologia") has no colon.
 */
function isLabelledTextLine(record: CsvRecord, header: CsvRecord): boolean {
  return header.fields.length > 2 && record.fields.length === 1 &&
    /\p{L}\s*:\s*\S/u.test(record.fields[0] ?? "");
}

function parseLong(layout: CsvLayout, format: InputFormat): ParsedDocument {
  const { records, headerIndex, columns } = layout;
  const header = records[headerIndex]!;
  // Fields are joined with a tab, which ends an identity field's value: a
  // name never swallows the next field ("Pacjent;Jan;Data pobrania;…").
  const preamble = records.slice(0, headerIndex).map((r) => r.fields.join("\t"));
  const identity = identityOfLines(preamble);
  const identityColumns = header.fields
    .map((cell, i) => (IDENTITY_HEADERS.has(normalizeName(cell)) ? i : -1))
    .filter((i) => i >= 0);
  // The lexicon's labels: a collection date first, else its weaker stand-in.
  const labelled = preamble.flatMap((line) => labelledDates(line))
    .filter((d) => d.date !== UNREADABLE_DATE);
  const documentDate = (labelled.find((d) => d.strength === "collection") ?? labelled[0])?.date;
  const rows: RawRow[] = [];
  const holds: string[] = [];
  const notes: string[] = [];
  // A row with a name and nothing else ("Badanie ogólne moczu;;;") is a
  // heading: it names the section, and maybe the specimen, of the rows below.
  let heading: string | undefined;
  const dateIndex = columns.get("date");
  const printedOrder = slashOrder(
    dateIndex === undefined
      ? []
      : records.slice(headerIndex + 1).map((r) => r.fields[dateIndex] ?? ""),
  );
  // Slash dates that read both ways date no row where the sheet's language prints them both
  // ways (English), or where its words name no language; in a language that prints them day
  // first (Polish, German), they are day first.
  const language = documentLexicon(
    records.slice(0, headerIndex + 1).map((r) => r.fields.join(" ")),
  );
  const either = printedOrder === "either" &&
    (language === undefined || language.slashDates === "either");
  const order = printedOrder === "either" && !either ? "day-first" : printedOrder;
  for (const record of records.slice(headerIndex + 1)) {
    const cell = (column: Column) => {
      const index = columns.get(column);
      return index === undefined ? "" : (record.fields[index] ?? "").trim();
    };
    for (const i of identityColumns) {
      const value = (record.fields[i] ?? "").trim();
      if (value !== "") identity.push(value);
    }
    // A unit after the name ("Potas [mmol/l]", "Glucose (mg/dL)"), with no unit in its cell.
    const inBrackets = cell("unit") === "" ? unitInName(cell("name")) : undefined;
    const name = inBrackets?.name ?? (cell("name") || cell("code"));
    const where = `line ${record.line}`;
    if (isIdentityLine(name)) {
      identity.push(...identityOfLines([record.fields.join("\t")]));
      continue;
    }
    if (name === "") {
      notes.push(`${where}: no marker name; row skipped`);
      continue;
    }
    if (isLabelledTextLine(record, header)) {
      identity.push(...identityOfLines([name]));
      notes.push(`${where}: a line of text ("label: text") under the table; not a row`);
      continue;
    }
    const resultCells: Column[] = ["value", "unit", "range", "low", "high", "flag"];
    if (cell("name") !== "" && resultCells.every((column) => cell(column) === "")) {
      heading = name;
      continue;
    }
    const printed = readExportValue(cell("value"));
    let date = documentDate;
    let dateProblem: string | undefined;
    if (columns.has("date")) {
      const printedDate = cell("date");
      const read = printedDate === "" ? documentDate : readDateCell(printedDate, order);
      date = read === "either" ? undefined : read;
      if (read === "either") dateProblem = AMBIGUOUS_ORDER;
      else if (date === undefined && printedDate !== "") {
        dateProblem = `date ${JSON.stringify(printedDate)} is not a date`;
      }
    }
    // A flag mark beside the unit in its cell ("mg/dL ↑") is the lab's flag, not the unit's.
    const unitCell = readUnit(inBrackets?.unit ?? cell("unit"), false);
    const unit = unitCell.unit ??
      (unitCell.flag === undefined ? inBrackets?.unit ?? cell("unit") : "");
    const range = rangeOf(record.fields, columns);
    const section = cell("section") || heading || "";
    const specimenCell = cell("specimen");
    const specimen = specimenOf(specimenCell) ?? specimenOfCode(specimenCell) ??
      (specimenCell === "" ? specimenOf(section) : undefined);
    rows.push(rawRow({
      where,
      name,
      date,
      ...exportReading(printed, unit, range, labFlagOfMark(cell("flag")) ?? unitCell.flag),
      specimen,
      section,
      dateProblem,
    }));
  }
  return { format, rows, identity, holds, notes };
}
