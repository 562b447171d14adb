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
 * One marker's own table (an INR booklet typed out: "Lp. | Data | INR |
 * Dawkowanie | Uwagi") is one too when its date column's header is a date
 * word: the other columns' words are notes, never results, and a range
 * printed above it for that marker ("Zakres terapeutyczny INR: 2,0 – 3,0")
 * is its column's.
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
  parseRange,
  readResult,
  readUnit,
  specimenCode,
} from "../cell/mod.ts";
import { type Column, roleOf } from "./header_roles.ts";
import { alternation, words } from "../lexicon/mod.ts";
import { normalizeName } from "../../domain/text.ts";
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
  /** The columns of notes (one marker's table: "Dawkowanie", "Uwagi"), never results. */
  readonly notes?: ReadonlySet<number>;
}

/** A line's number in its table ("1.", "12"): a cell before the date. */
const ORDINAL = /^\d{1,3}[.)]?$/;

/**
 * The date a line opens with and its cell, when its first cell is a date and nothing else,
 * or its second after the line's number ("1. | 03.01.2025 | 2,4").
 */
function openingDate(line: LayoutLine, today: string): { date: string; at: number } | undefined {
  if (line.cells.length < 2) return undefined;
  const first = cellDate(line.cells[0]!.text, today);
  if (first !== undefined) return { date: first, at: 0 };
  if (line.cells.length < 3 || !ORDINAL.test(line.cells[0]!.text.trim())) return undefined;
  const second = cellDate(line.cells[1]!.text, today);
  return second === undefined ? undefined : { date: second, at: 1 };
}

/** A range label opening a line ("Zakres", "Target range"), from the lexicon. */
const RANGE_LABEL_START = new RegExp(
  `^(?:${alternation(words((l) => l.rangeLabels))})(?![\\p{L}])`,
  "iu",
);

/**
 * The range printed for a marker above its own table, on a line of its own: a range label,
 * maybe more words, the marker's name, a colon and the range ("Zakres terapeutyczny INR: 2,0 –
 * 3,0"), or "".
 */
function rangeAbove(lines: readonly LayoutLine[], h: number, name: string): string {
  const header = lines[h]!;
  for (let j = h - 1; j >= Math.max(0, h - 8); j--) {
    const line = lines[j]!;
    if (line.page !== header.page) break;
    const text = line.cells.map((c) => c.text).join(" ").trim();
    const colon = text.lastIndexOf(":");
    if (colon < 0 || !RANGE_LABEL_START.test(text)) continue;
    const label = normalizeName(text.slice(0, colon));
    const range = text.slice(colon + 1).trim();
    const parsed = parseRange(range);
    if (
      label.endsWith(` ${normalizeName(name)}`) &&
      (parsed.ref_low !== undefined || parsed.ref_high !== undefined)
    ) return range;
  }
  return "";
}

/**
 * The texts of a line placed under a table's columns, or `undefined` when a cell falls
 * outside them.
 */
function placed(
  line: LayoutLine,
  columns: readonly Column[],
  at = 0,
): readonly string[] | undefined {
  const cells = placeCells(at === 0 ? line : { ...line, cells: line.cells.slice(at) }, columns);
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
  at = 0,
): Table | undefined {
  const header = lines[h]!;
  const dated = lines[first]!;
  const dateCell = dated.cells[at]!;
  // The header's cells right of the date column name the markers.
  const markers = header.cells.filter((cell) => cell.x0 > dateCell.x1);
  const before = header.cells.length - markers.length;
  if (markers.length === 0 || before > 1 + at) return undefined;
  const split = markers.map((cell) => {
    const bracket = NAME_WITH_UNIT.exec(cell.text);
    const unit = bracket === null ? undefined : readUnit(bracket[2]!, false).unit;
    return bracket !== null && unit !== undefined
      ? { name: bracket[1]!, unit }
      : { name: cell.text, unit: "" };
  });
  // A name may open with a lab system's specimen code ("S-Na"): the name without it counts.
  const found = split.map(({ name }) =>
    resolveMarker(index, specimenCode(name)?.name ?? name).kind === "found"
  );
  // A marker's name may look like a unit ("INR"): the dictionary knows it.
  if (!split.every(({ name }, k) => isName(name) || found[k] && /\p{L}/u.test(name))) {
    return undefined;
  }
  const known = found.filter(Boolean).length;
  // One marker's own table: a date word over the date column, the other columns its notes.
  const overDate = header.cells.filter((cell) => cell.x0 <= dateCell.x1 && cell.x1 >= dateCell.x0);
  const own = known === 1 && overDate.length === 1 && roleOf(overDate[0]!.text) === "date" &&
    (at === 0 || roleOf(header.cells[0]!.text) === "number");
  if (!own && (known < 2 || known * 2 < split.length)) return undefined;
  const notes = own ? new Set(found.flatMap((f, k) => f ? [] : [k])) : undefined;
  const left = header.cells[at === 0 ? 0 : 1]!;
  const columns: Column[] = [
    { role: "date", x0: Math.min(dateCell.x0, left.x0), x1: dateCell.x1 },
    ...markers.map((cell): Column => ({ role: "result", x0: cell.x0, x1: cell.x1 })),
  ];
  let units = split.map(({ unit }) => unit);
  let ranges = split.map(() => "");
  for (const line of lines.slice(h + 1, first)) {
    const cells = placed(line, columns, at)?.slice(1);
    if (cells === undefined || line.page !== header.page) return undefined;
    const filled = cells.filter((text) => text !== "");
    if (filled.length === 0) return undefined;
    if (filled.every((text) => cellKind(text) === "unit")) {
      units = cells.map((text, k) => text || units[k]!);
    } else if (filled.every((text) => ["range", "bound"].includes(cellKind(text)))) {
      ranges = cells;
    } else return undefined;
  }
  if (own) {
    ranges = ranges.map((r, k) => notes!.has(k) ? r : r || rangeAbove(lines, h, split[k]!.name));
  }
  const names = split.map(({ name }) => name);
  return { columns, names, units, ranges, ...(notes !== undefined ? { notes } : {}) };
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
  date: { date: string; at: number },
  ocr: boolean,
): LineRow[] | undefined {
  const cells = placed(line, table.columns, date.at)?.slice(1);
  const note = (k: number) => table.notes?.has(k) === true;
  if (cells === undefined || !cells.every((text, k) => note(k) || isResultCell(text))) {
    return undefined;
  }
  return cells.flatMap((text, k) => {
    if (note(k)) return [];
    if (text === "" || NO_MEASUREMENT.test(text) || noResultReason(text) !== undefined) return [];
    const result = readResult(text, true, ocr);
    if (result === undefined) return [];
    const name = table.names[k]!;
    const row = makeRow(name, result, table.units[k], table.ranges[k]!, undefined);
    return [{ ...row, ownDate: date.date, column: name }];
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
      : [i - 1, i - 2, i - 3].find((h) =>
        h >= 0 && tableAt(lines, h, i, index, date.at) !== undefined
      );
    const fresh = start === undefined ? undefined : tableAt(lines, start, i, index, date.at);
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
