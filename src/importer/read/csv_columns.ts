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

import { type CellKind, cellKind, toStoreDate } from "../cell/mod.ts";
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
