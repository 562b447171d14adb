/**
 * A CSV or sheet whose header words the lexicon does not know ("Collected,
 * Component, Your Value, Standard Range"): its columns are read by what their
 * cells hold, as a printed table's are. Below a header row of words, a column
 * of dates is the collection date, a column of numbers (or bounds and
 * qualitative words) the result, a column of units the unit, a column of
 * ranges the range, a column of flag marks the flag, and of the columns of
 * words left of the result the one that names the most different things is
 * the marker name (a panel column repeats itself). Known header words still
 * confirm a column. A date column after the result is the collection date
 * only when it is the one date column and no other result column follows. Also: the order of a column's slash dates, read from all
 * of its cells ("09/30/2025" can only be month first), and a date cell with a
 * clock time in 12-hour form ("08/05/2025 07:50 AM").
 *
 * @module
 */

import { type CellKind, cellKind, looksLikeUnit, toStoreDate } from "../cell/mod.ts";
import type { CsvColumn } from "../lexicon/mod.ts";
import type { CsvRecord } from "./sheet_records.ts";
import { dateHeader } from "./wide_sheet.ts";

/** The share of a column's filled cells that must be of its kind. */
const MOST = 0.8;

/** The kinds a result cell may have. */
const RESULT_KINDS: ReadonlySet<CellKind> = new Set([
  "number",
  "bound",
  "qualitative",
  "value-unit",
]);

/** A slash date's clock time, 12-hour or 24-hour, after the date ("07:50 AM", "19:05"). */
const CLOCK = /\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AaPp]\.?[Mm]\.?)?$/;

/**
 * A column's role by the kinds of its filled cells, or `undefined` when the
 * cells show none clearly.
 */
function roleOfCells(cells: readonly string[]): CsvColumn | "words" | undefined {
  const filled = cells.map((c) => c.trim()).filter((c) => c !== "");
  if (filled.length === 0) return undefined;
  const kinds = filled.map((c) => (dateCell(c) ? "date" : cellKind(c)));
  const share = (test: (k: string) => boolean) => kinds.filter(test).length / kinds.length;
  if (share((k) => k === "date") >= MOST) return "date";
  if (share((k) => k === "flag") === 1) return "flag";
  if (share((k) => k === "unit") >= MOST) return "unit";
  if (share((k) => k === "range" || k === "bound") >= MOST) return "range";
  if (share((k) => RESULT_KINDS.has(k as CellKind)) >= MOST && kinds.includes("number")) {
    return "value";
  }
  if (share((k) => k === "words") >= MOST) return "words";
  // Names some of which spell a unit too ("INR" beside "Fibrynogen"): a column of words still.
  if (share((k) => k === "words" || k === "unit") >= MOST && share((k) => k === "words") >= 0.5) {
    return "words";
  }
  return undefined;
}

/** Whether a cell is a date, maybe with a clock time (12- or 24-hour). */
function dateCell(cell: string): boolean {
  const bare = cell.replace(CLOCK, "");
  return dateHeader(bare) !== undefined || dateHeader(bare, true) !== undefined
    ? /^\d/.test(bare) && !/\p{L}/u.test(bare)
    : false;
}

/**
 * The columns of records under a header row, read by their cells, with the
 * header's own words (`known`) confirming a name among columns of words.
 * `undefined` when no name and result column are found.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const records = [
 *   { line: 1, fields: ["Collected", "Order", "Component", "Your Value", "Units", "Standard Range"] },
 *   { line: 2, fields: ["08/05/2025 07:50 AM", "CBC", "WBC", "6.1", "x10E3/uL", "3.4-10.8"] },
 *   { line: 3, fields: ["08/05/2025 07:50 AM", "CBC", "Platelets", "262", "x10E3/uL", "150-450"] },
 *   { line: 4, fields: ["09/30/2025 07:45 AM", "LIPIDS", "HDL Cholesterol", "58", "mg/dL", ">39"] },
 * ];
 * const columns = columnsByContent(records, 0, new Map())!;
 * assert.deepEqual(Object.fromEntries(columns), { date: 0, name: 2, value: 3, unit: 4, range: 5 });
 * ```
 */
export function columnsByContent(
  records: readonly CsvRecord[],
  headerIndex: number,
  known: ReadonlyMap<CsvColumn, number>,
): Map<CsvColumn, number> | undefined {
  const header = records[headerIndex]!.fields;
  const body = records.slice(headerIndex + 1).filter((r) => r.fields.length >= header.length - 1);
  if (body.length === 1) {
    const one = columnsOfOneRow(header.length, body[0]!.fields, known);
    return typeof one === "string" ? undefined : one;
  }
  if (body.length < 2) return undefined;
  const roles = header.map((_, i) => roleOfCells(body.map((r) => r.fields[i] ?? "")));
  const value = roles.findIndex((role, i) =>
    role === "value" && roles.slice(0, i).includes("words")
  );
  if (value < 0) return undefined;
  const distinct = (i: number) => new Set(body.map((r) => (r.fields[i] ?? "").trim())).size;
  const knownName = known.get("name");
  let name: number | undefined;
  for (let i = value - 1; i >= 0; i--) {
    if (roles[i] !== "words") continue;
    if (i === knownName) {
      name = i;
      break;
    }
    if (name === undefined || distinct(i) > distinct(name)) name = i;
  }
  if (name === undefined) return undefined;
  const columns = new Map<CsvColumn, number>([["name", name], ["value", value]]);
  // A date column after the result is the rows' date only when it is the sheet's one date
  // column and no other result column follows (a previous result and its date).
  const lastDate = roles.filter((r) => r === "date").length === 1 &&
    !roles.some((r, i) => r === "value" && i > value);
  // A date column the header names by the lexicon's words ("Collected") is the rows' date, wherever
  // it stands and whatever other date columns ("Resulted") the sheet has.
  const namedDate = known.get("date");
  if (namedDate !== undefined && roles[namedDate] === "date") columns.set("date", namedDate);
  for (const [i, role] of roles.entries()) {
    if (role === undefined || role === "words" || role === "value" || columns.has(role)) continue;
    if (role === "date" && i > value && !lastDate) continue;
    columns.set(role, i);
  }
  return columns;
}

/**
 * A header of known words that names no range column ("Ref. rozmezí", a spelling no lexicon
 * lists): the column no header word placed whose cells are ranges ("3,9 - 5,6", "< 5") is the
 * range, so a range printed on every row is never left behind. The columns unchanged when a
 * range column is named, or no unnamed column (or more than one) holds ranges.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const records = [
 *   { line: 1, fields: ["Vyšetření", "Výsledek", "Ref. X"] },
 *   { line: 2, fields: ["S_Glukóza", "5,9", "3,9 - 5,6"] },
 *   { line: 3, fields: ["S_CRP", "<1", "0 - 5"] },
 * ];
 * const known = new Map([["name", 0], ["value", 1]] as const);
 * assert.equal(withRangeByContent(records, 0, known).get("range"), 2);
 * ```
 */
export function withRangeByContent(
  records: readonly CsvRecord[],
  headerIndex: number,
  known: ReadonlyMap<CsvColumn, number>,
): ReadonlyMap<CsvColumn, number> {
  if (known.has("range") || known.has("low") || known.has("high")) return known;
  const header = records[headerIndex]!.fields;
  const body = records.slice(headerIndex + 1).filter((r) => r.fields.length >= header.length - 1);
  if (body.length === 0) return known;
  const placed = new Set(known.values());
  const ranges = header.flatMap((_, i) =>
    !placed.has(i) && roleOfCells(body.map((r) => r.fields[i] ?? "")) === "range" ? [i] : []
  );
  return ranges.length === 1 ? new Map([...known, ["range", ranges[0]!]]) : known;
}

/** A name with its unit in square brackets after it ("Potas [mmol/l]"), or in parentheses. */
const UNIT_IN_NAME = /^(.*\S)\s*(?:\[([^\]]+)\]|\(([^()]+)\))$/u;

/**
 * A name cell's name and the unit printed after it, in square brackets ("Potas [mmol/l]") or
 * in parentheses when what they hold reads as a unit ("Glucose (mg/dL)"; "Glukoza (na czczo)"
 * and "Leukocyty (WBC)" keep their parentheses).
 */
export function unitInName(name: string): { name: string; unit: string } | undefined {
  const match = UNIT_IN_NAME.exec(name);
  if (match === null) return undefined;
  if (match[2] !== undefined) return { name: match[1]!, unit: match[2] };
  const unit = match[3]!.trim();
  return looksLikeUnit(unit) ? { name: match[1]!, unit } : undefined;
}

/** The roles a lone row's cell may show by itself, each in one column at most. */
const ONE_ROW_ROLES: ReadonlySet<string> = new Set(["date", "unit", "range", "flag"]);

/**
 * The columns of a sheet with one data row under header words no lexicon knows, read by
 * that row's cells alone, or why they cannot be: one cell a plain number (or a number with
 * its unit), one cell of words before it to name the marker (or the one the header's own
 * words name, other words then a panel's), every other filled cell a date, a unit, a range or
 * a flag mark, each once. Words after the result (a comment, a status) are left unread, as
 * under a longer table.
 */
function columnsOfOneRow(
  width: number,
  fields: readonly string[],
  known: ReadonlyMap<CsvColumn, number>,
): Map<CsvColumn, number> | string {
  const cells = Array.from({ length: width }, (_, i) => (fields[i] ?? "").trim());
  const kinds = cells.map((c) => c === "" ? undefined : dateCell(c) ? "date" : cellKind(c));
  const values = kinds.flatMap((k, i) => (k === "number" || k === "value-unit" ? [i] : []));
  if (values.length !== 1) {
    return values.length === 0
      ? "no cell of it is a number"
      : `columns ${values.map((i) => i + 1).join(" and ")} both hold numbers`;
  }
  const value = values[0]!;
  const words = kinds.flatMap((k, i) => (k === "words" && i < value ? [i] : []));
  const knownName = known.get("name");
  const name = knownName !== undefined && words.includes(knownName)
    ? knownName
    : words.length === 1
    ? words[0]
    : undefined;
  if (name === undefined) {
    return words.length === 0
      ? "no cell of words before the result names the marker"
      : `columns ${words.map((i) => i + 1).join(" and ")} both hold words, and one row cannot ` +
        "tell which names the marker";
  }
  const columns = new Map<CsvColumn, number>([["name", name], ["value", value]]);
  for (const [i, kind] of kinds.entries()) {
    if (kind === undefined || i === name || i === value) continue;
    // Words beside the name the header chose (a panel), or after the result (a comment).
    if (kind === "words" || (i > value && (kind === "qualitative" || kind === "labelled"))) {
      continue;
    }
    const role = kind === "bound" ? "range" : kind;
    if (!ONE_ROW_ROLES.has(role)) {
      return `column ${i + 1} is neither a date, a unit, a range nor a flag`;
    }
    if (columns.has(role as CsvColumn)) return `two of its cells read as a ${role}`;
    columns.set(role as CsvColumn, i);
  }
  return columns;
}

/** The kinds of cell a long table's row prints beside its result, and a turned sheet's never. */
const UNIT_OR_RANGE: ReadonlySet<CellKind> = new Set(["unit", "range"]);

/**
 * Why the one data row under a header of words no lexicon knows cannot be read by its cells,
 * or `undefined` when it can, or when the header has no single row under it (`longOnly`: or
 * when the row prints no unit and no range, and may be a turned sheet's).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const header = { line: 1, fields: ["Collected", "Panel", "Component", "Your Value"] };
 * const row = { line: 2, fields: ["08/05/2025", "CBC", "WBC", "6.1"] };
 * assert.match(oneRowProblem([header, row], 0, new Map())!, /columns 2 and 3 both hold words/);
 * const clear = { line: 2, fields: ["08/05/2025", "WBC", "6.1", "x10E3/uL"] };
 * assert.equal(oneRowProblem([header, clear], 0, new Map()), undefined);
 * ```
 */
export function oneRowProblem(
  records: readonly CsvRecord[],
  headerIndex: number,
  known: ReadonlyMap<CsvColumn, number>,
  longOnly = false,
): string | undefined {
  const header = records[headerIndex]!.fields;
  const body = records.slice(headerIndex + 1).filter((r) => r.fields.length >= header.length - 1);
  if (body.length !== 1) return undefined;
  if (longOnly && !body[0]!.fields.some((f) => UNIT_OR_RANGE.has(cellKind(f.trim())))) {
    return undefined;
  }
  const one = columnsOfOneRow(header.length, body[0]!.fields, known);
  return typeof one === "string"
    ? `one row under header words no language file knows: ${one}, so its cells alone do not ` +
      'place it (name the columns "test", "value", "unit", or transcribe it)'
    : undefined;
}

/**
 * Whether a record is a header row of words: three or more filled cells, and
 * none a number, a date, a unit or a range.
 */
export function isWordHeader(fields: readonly string[]): boolean {
  const filled = fields.map((f) => f.trim()).filter((f) => f !== "");
  if (filled.length < 3) return false;
  return filled.every((f) => {
    const kind = cellKind(f);
    return kind === "words" || kind === "labelled" || kind === "flag" || kind === "qualitative";
  });
}

/** How a date column's slash dates are read. */
export type SlashOrder = "day-first" | "month-first" | "either";

/**
 * The order of a column's slash dates: month first when one of them reads
 * only month first ("09/30/2025") and none only day first, day first when
 * one reads only day first, "either" when every one reads both ways.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(slashOrder(["08/05/2025 07:50 AM", "09/30/2025 07:45 AM"]), "month-first");
 * assert.equal(slashOrder(["08/05/2025", "30/09/2025"]), "day-first");
 * assert.equal(slashOrder(["08/05/2025"]), "either");
 * assert.equal(slashOrder(["12.03.2025"]), "day-first");
 * ```
 */
export function slashOrder(cells: readonly string[]): SlashOrder {
  const slashed = cells.map((c) => c.trim().replace(CLOCK, "")).filter((c) =>
    /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(c)
  );
  const day = (c: string) => dateHeader(c) !== undefined;
  const month = (c: string) => dateHeader(c, true) !== undefined;
  const onlyMonth = slashed.some((c) => month(c) && !day(c));
  const onlyDay = slashed.some((c) => day(c) && !month(c));
  if (onlyMonth && !onlyDay) return "month-first";
  if (onlyDay) return "day-first";
  const differ = slashed.some((c) => dateHeader(c)?.date !== dateHeader(c, true)?.date);
  return differ ? "either" : "day-first";
}

/**
 * A date cell read in its column's order, its clock time (12- or 24-hour)
 * set aside. `undefined` when it is no date, `"either"` when the column
 * cannot tell the day from the month.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(readDateCell("02/13/2025 11:05 PM", "month-first"), "2025-02-13");
 * assert.equal(readDateCell("02/03/2025", "either"), "either");
 * assert.equal(readDateCell("03/03/2025", "either"), "2025-03-03");
 * assert.equal(readDateCell("13/02/2025 extra", "day-first"), undefined);
 * ```
 */
export function readDateCell(cell: string, order: SlashOrder): string | undefined | "either" {
  const text = cell.trim();
  const slash = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.replace(CLOCK, ""));
  if (slash === null) return toStoreDate(text) ?? toStoreDate(text.replace(CLOCK, ""));
  const [, a, b, year] = slash;
  if (order === "either" && a !== b && Number(a) <= 12 && Number(b) <= 12) return "either";
  const [day, month] = order === "month-first" ? [b!, a!] : [a!, b!];
  return toStoreDate(`${day.padStart(2, "0")}.${month.padStart(2, "0")}.${year}`);
}
