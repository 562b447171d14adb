/**
 * Cumulative tables printed the other way round: a line per collection
 * (a column of dates down the left, maybe with a time), a column per marker,
 * the markers' names in a header line and their units and ranges in lines
 * under it ("Sample date/time | Na | K …", "mmol/L | mmol/L …", "Ref. range |
 * 133-146 | 3.5-5.3 …", then "02/08/25 09:14 | 141 | 4.1 …"). Each filled cell
 * under a marker is one row of its line's date, with the unit and range of
 * its column; a dash is no measurement. Such a table is found by what its
 * cells hold, not by header words: lines that each open with a cell that is
 * a date, every other cell a result under its own header cell, below a
 * header of words of which most name markers. A table of rows that name
 * their marker in a cell (a per-row date column beside names) is never one.
 * A table broken over pages goes on under the last header when its dated
 * lines' cells fall under its columns. Pure.
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/markers/marker_index.ts";
import { resolveMarker } from "../../domain/markers/resolve.ts";
import type { LayoutLine } from "../layout/mod.ts";
import {
  cellDate,
  cellKind,
  noResultReason,
  readResult,
  readUnit,
  specimenCode,
} from "../cell/mod.ts";
import type { Column } from "./header_roles.ts";
import { placeCells, twoNumbersInOne } from "./column_bands.ts";
import { type LineRow, makeRow } from "./line_row.ts";

/** A cell that says no measurement was made: a dash alone. */
const NO_MEASUREMENT = /^[-–—]+$/u;

/** A marker's name with its unit in brackets ("Na (mmol/L)", "Hb [g/L]"). */
const NAME_WITH_UNIT = /^(.*\S)\s*[([]([^)\]]+)[)\]]$/u;

/** What a marker's name cell may be: letters that are no unit, range, flag or date ("K", "Hb"). */
function isName(text: string): boolean {
  return /\p{L}/u.test(text) && ["words", "labelled", "other"].includes(cellKind(text));
}

/** A table's columns: the date column first, then a result column per marker. */
interface Table {
  readonly columns: readonly Column[];
  readonly names: readonly string[];
  readonly units: readonly string[];
  readonly ranges: readonly string[];
}

/** The date a line opens with, when its first cell is a date and nothing else. */
function openingDate(line: LayoutLine, today: string): string | undefined {
  return line.cells.length >= 2 ? cellDate(line.cells[0]!.text, today) : undefined;
}

/**
 * The texts of a line placed under a table's columns, or `undefined` when a cell falls
 * outside them.
 */
function placed(line: LayoutLine, columns: readonly Column[]): readonly string[] | undefined {
  const cells = placeCells(line, columns);
  const merged = cells.byColumn.some((text, k) => twoNumbersInOne(text, cells.counts[k] ?? 0));
  return cells.stray || merged ? undefined : cells.byColumn;
}

/** Whether a cell under a marker reads as a result: a number, a bound, a value with a flag, a dash. */
function isResultCell(text: string): boolean {
  // A cell that says the test gave no result ("hemol.", "n.b.") stands where a result would.
  if (text === "" || NO_MEASUREMENT.test(text) || noResultReason(text) !== undefined) return true;
  const kind = cellKind(text);
  // A short word alone is a result the lab printed instead of a number ("HAEM", "Neg").
  return kind === "number" || kind === "bound" || kind === "value-unit" || kind === "qualitative" ||
    kind === "words" && /^\p{L}{1,8}$/u.test(text);
}

/**
 * The table whose header is line `h`, over the dated line `first` (its unit and range
 * lines between them), or `undefined` when the lines are no such table.
 */
function tableAt(
  lines: readonly LayoutLine[],
  h: number,
  first: number,
  index: MarkerIndex,
): Table | undefined {
  const header = lines[h]!;
  const dated = lines[first]!;
  const dateCell = dated.cells[0]!;
  // The header's cells right of the date column name the markers.
  const markers = header.cells.filter((cell) => cell.x0 > dateCell.x1);
  if (markers.length < 2 || header.cells.length - markers.length > 1) return undefined;
  const split = markers.map((cell) => {
    const bracket = NAME_WITH_UNIT.exec(cell.text);
    const unit = bracket === null ? undefined : readUnit(bracket[2]!, false).unit;
    return bracket !== null && unit !== undefined
      ? { name: bracket[1]!, unit }
      : { name: cell.text, unit: "" };
  });
  if (!split.every(({ name }) => isName(name))) return undefined;
  // A name may open with a lab system's specimen code ("S-Na"): the name without it counts.
  const known =
    split.filter(({ name }) =>
      resolveMarker(index, specimenCode(name)?.name ?? name).kind === "found"
    ).length;
  if (known < 2 || known * 2 < split.length) return undefined;
  const columns: Column[] = [
    { role: "date", x0: Math.min(dateCell.x0, header.cells[0]!.x0), x1: dateCell.x1 },
    ...markers.map((cell): Column => ({ role: "result", x0: cell.x0, x1: cell.x1 })),
  ];
  let units = split.map(({ unit }) => unit);
  let ranges = split.map(() => "");
  for (const line of lines.slice(h + 1, first)) {
    const cells = placed(line, columns)?.slice(1);
    if (cells === undefined || line.page !== header.page) return undefined;
    const filled = cells.filter((text) => text !== "");
    if (filled.length === 0) return undefined;
    if (filled.every((text) => cellKind(text) === "unit")) {
      units = cells.map((text, k) => text || units[k]!);
    } else if (filled.every((text) => ["range", "bound"].includes(cellKind(text)))) {
      ranges = cells;
    } else return undefined;
  }
  return { columns, names: split.map(({ name }) => name), units, ranges };
}

/**
 * Whether a line right above a table's header names groups of its columns ("Renal profile |
 * Liver profile | Full blood count"): words over the marker columns, none a marker.
 */
function isGroupHeading(
  line: LayoutLine,
  header: LayoutLine,
  table: Table,
  index: MarkerIndex,
): boolean {
  const from = table.columns[1]!.x0 - header.height;
  return line.page === header.page && line.cells.length < table.names.length &&
    line.cells.every((cell) =>
      cell.x0 >= from && cellKind(cell.text) === "words" &&
      resolveMarker(index, cell.text).kind !== "found"
    );
}

/** The rows of a dated line under a table's columns, or `undefined` when it is not the table's. */
function rowsOf(
  line: LayoutLine,
  table: Table,
  date: string,
  ocr: boolean,
): LineRow[] | undefined {
  const cells = placed(line, table.columns)?.slice(1);
  if (cells === undefined || !cells.every(isResultCell)) return undefined;
  return cells.flatMap((text, k) => {
    if (text === "" || NO_MEASUREMENT.test(text) || noResultReason(text) !== undefined) return [];
    const result = readResult(text, true, ocr);
    if (result === undefined) return [];
    const name = table.names[k]!;
    const row = makeRow(name, result, table.units[k], table.ranges[k]!, undefined);
    return [{ ...row, ownDate: date, column: name }];
  });
}

/**
 * The lines of a document's tables with a line per date, by line: the rows of each dated
 * line, and an empty list for the header, unit and range lines (no rows of their own).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { buildDictionary } from "../../domain/markers/dictionary.ts";
 * import { buildMarkerIndex } from "../../domain/markers/marker_index.ts";
 * import { builtinLayer } from "../../store/builtin.ts";
 * const index = buildMarkerIndex(buildDictionary([builtinLayer()]));
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + text.length * 5 });
 * const line = (y: number, ...cells: [string, number][]) =>
 *   ({ page: 1, y, height: 10, cells: cells.map(([t, x]) => cell(t, x)) });
 * const lines = [
 *   line(10, ["Date", 10], ["Sodium", 100], ["Potassium", 160]),
 *   line(20, ["mmol/L", 100], ["mmol/L", 160]),
 *   line(30, ["02/08/25 09:14", 10], ["141", 100], ["4.1", 160]),
 * ];
 * const found = transposedTables(lines, index, false, "2026-12-07");
 * assert.deepEqual(found.get(2)?.map((r) => [r.name, r.value.value, r.unit, r.ownDate]), [
 *   ["Sodium", 141, "mmol/L", "2025-08-02"],
 *   ["Potassium", 4.1, "mmol/L", "2025-08-02"],
 * ]);
 * ```
 */
export function transposedTables(
  lines: readonly LayoutLine[],
  index: MarkerIndex,
  ocr: boolean,
  today: string,
): Map<number, readonly LineRow[]> {
  const found = new Map<number, readonly LineRow[]>();
  let table: Table | undefined;
  let last: LayoutLine | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const date = openingDate(line, today);
    if (date === undefined) continue;
    // A new table: its header at most two lines (the units, the ranges) above its first line.
    const start = found.has(i - 1)
      ? undefined
      : [i - 1, i - 2, i - 3].find((h) => h >= 0 && tableAt(lines, h, i, index) !== undefined);
    const fresh = start === undefined ? undefined : tableAt(lines, start, i, index);
    // The last table goes on under the next dated line, or at the top of a later page.
    const nearTop = lines.slice(Math.max(0, i - 3), i).some((above) => above.page < line.page);
    const goesOn = found.has(i - 1) || last !== undefined && line.page > last.page && nearTop;
    const candidate = fresh ?? (goesOn ? table : undefined);
    const rows = candidate === undefined ? undefined : rowsOf(line, candidate, date, ocr);
    if (rows === undefined) continue;
    if (fresh !== undefined && start !== undefined) {
      for (let h = start; h < i; h++) found.set(h, []);
      const above = lines[start - 1];
      if (above !== undefined && isGroupHeading(above, lines[start]!, fresh, index)) {
        found.set(start - 1, []);
      }
    }
    table = candidate;
    last = line;
    found.set(i, rows);
  }
  return found;
}
