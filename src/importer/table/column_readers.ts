/**
 * Row readers that read a line by its cells: placed under a table header's
 * columns (one row per date column of a cumulative report), or, with no
 * header, the first cell as the name and the next as the result.
 *
 * @module
 */

import {
  cellKind,
  datesInText,
  FLAG,
  looksLikeUnit,
  OCR_ARROW,
  ocrArrow,
  parseRange,
  readResult,
  readUnit,
  splitValueCell,
  takeFlag,
  unsure,
} from "../cell/mod.ts";
import type { LayoutLine } from "../layout/mod.ts";
import type { Column } from "./header_roles.ts";
import { placeCells, type PlacedCells, twoNumbersInOne } from "./column_bands.ts";
import { cleanName, type LineRow, makeRow, unitInName } from "./line_row.ts";
import { unitThenRange } from "./unit_range.ts";
import { LONE_BOUND } from "./range_below.ts";
import {
  flagAfterRange,
  isBareUnit,
  isFlagWord,
  labelledBounds,
  labelledWordReference,
  splitLabelledBounds,
  unsureRange,
} from "./range_cell_checks.ts";

/** Rows of a line placed in a header's columns; a cumulative header gives one per date. */
export function rowsByColumns(
  line: LayoutLine,
  columns: readonly Column[],
  ocr: boolean,
  below?: string,
): LineRow[] | "label" {
  const placed = gluedUnitApart(placeCells(line, columns), columns);
  const text = (role: Column["role"]) =>
    columns.map((c, k) => c.role === role ? placed.byColumn[k]! : "").filter((t) => t !== "")
      .join(" ");
  const unknown = columns.flatMap((c, k) => c.unknown ? [placed.byColumn[k]!.trim()] : [])
    .filter((t) => t !== "");
  const { name: printedName, flag: nameFlag } = cleanName(text("name"));
  // A unit in square brackets after the name ("Potas [mmol/l]"), with no unit column.
  const inBrackets = text("unit").trim() === "" ? unitInName(printedName) : undefined;
  const name = inBrackets?.name ?? printedName;
  if (name === "" || !/\p{L}/u.test(name)) return [];
  const printedFlag = text("flag").trim();
  const flagText = ocr && OCR_ARROW.test(printedFlag)
    ? "*"
    : takeFlag(`x ${printedFlag}`).flag ?? (printedFlag || undefined);
  // A flag printed in the unit column, glued or apart ("mg/dl*", "U/L ↑", "pg L"), is a flag.
  // A column whose header the lexicon does not know is read by what its cell is: a unit
  // where the row has none, a range where it has none (see docs/import.md).
  // A unit the header printed for the result (or range) column ("Wynik [mmol/l]") is every row's.
  const headed = columns.find((c) => c.role === "result" && c.unit)?.unit ??
    columns.find((c) => c.role === "range" && c.unit)?.unit;
  const unitCell = inBrackets
    ? inBrackets.unit
    : text("unit") || unknown.find(isBareUnit) || headed || "";
  // A flag printed after the range in its cell ("<5.0 H": a table set with tabs).
  const trailing = flagAfterRange(text("range"));
  const rangeCell = trailing.range;
  let strayFlag = trailing.flag;
  // Cells of a table set with tabs stand one column off their heads: a range alone in the
  // unit column, the range column empty, is the range (the unit then stands by the value).
  const shifted = rangeCell.trim() === "" && !inBrackets && isNumericRange(unitCell);
  // What a column of no role holds ("mmol/L", "µg/L 30 – 400" between the value's and the
  // unit's heads): the unit, or the unit and the range, when the row's own are empty.
  const others = columns.flatMap((c, k) => c.role === "other" ? [placed.byColumn[k]!.trim()] : []);
  const otherUnit = others.find(isBareUnit);
  const otherGlued = unitCell.trim() === "" && rangeCell.trim() === ""
    ? others.map(unitThenRange).find((g) => g !== undefined)
    : undefined;
  // The unit and the range in one cell of the unit column ("мкмоль/л 53 - 97", "ml/min/1,73m²
  // > 60"), their gap too narrow to split, when the range column is empty; or in the range
  // column, the unit column empty ("µg/L 30 – 400").
  const glued = rangeCell.trim() === "" && !shifted ? unitThenRange(unitCell) : undefined;
  const inRange = unitCell.trim() === "" ? unitThenRange(rangeCell) ?? otherGlued : undefined;
  const unitText = shifted ? otherUnit ?? "" : glued?.[0] ?? inRange?.[0] ?? unitCell;
  const { unit = "", mark: unitFlag } = readUnit(unitText, ocr);
  // A flag printed in a column with no header of its own lands in the next column, the
  // range: "H 0,70 - 1,20 mg/dl" is the flag H and the range.
  // A range printed under the value, on the line below, when the row has none of its own.
  // A dash or comparator alone in the range cell, its bounds on the lines around: the whole.
  const wrapped = below !== undefined && LONE_BOUND.test(rangeCell.trim());
  let rangeText = inRange?.[1] ?? ((wrapped ? "" : rangeCell) || (shifted ? unitCell : "") ||
    glued?.[1] ||
    unknown.find(isNumericRange) || unknown.find(labelledBounds) || below || "");
  const lead = /^(\S+)\s+(\S.*)$/u.exec(rangeText.trim());
  if (lead && FLAG.test(lead[1]!) && !/^[+-]$/.test(lead[1]!)) {
    strayFlag = lead[1];
    rangeText = lead[2]!;
  }
  const cellDate = datesInText(text("date"))[0];
  // A date column whose cell is blank: the row may be its collection's next (`dates_down.ts`).
  const dateBlank = columns.some((c) => c.role === "date") && text("date").trim() === "";
  // A date in a column of unknown role may be the row's own collection date (which the
  // document's cannot tell), and so may one of several date columns no header tells apart.
  // And so may a date where none belongs: in a column not of dates, or a second one in a
  // previous result's cell (a date column the header did not show, run into the last one).
  const strayDate = unknown.some((t) => datesInText(t).length > 0) ||
    columns.some((c, k) => {
      const dates = datesInText(placed.byColumn[k]!).length;
      return c.role === "date" ? false : c.role === "previous" ? dates > 1 : dates > 0;
    });
  // A unit or a range printed in the row, but in a column the table reads no cell of (the
  // columns misread): the row would be stored without it, so it is held as unreadable.
  const stray = (test: (cell: string) => boolean) =>
    columns.some((c, k) => c.role === "other" && !c.unknown && test(placed.byColumn[k]!.trim()));
  const missing = unit === "" && stray(isBareUnit)
    ? "a unit is printed in the row outside its unit column"
    : undefined;
  // The row's own specimen, printed in a "Materiál" column ("moč – sediment").
  const material = columns.map((c, k) => c.material ? placed.byColumn[k]!.trim() : "")
    .filter((t) => t !== "").join(" ");
  const rows: LineRow[] = [];
  let any = false;
  for (const [k, column] of columns.entries()) {
    if (column.role !== "result") continue;
    const whole = placed.byColumn[k]!;
    if (whole.trim() === "") continue;
    any = true;
    // A value with its range in one cell ("612 pg/ml (N: < 125)") is split; so is one with a
    // range's first band ("2,41 µIU/ml 1–6 l.: 0,70 – 5,97"), the band under it its next.
    const band = rangeText === "" || rangeText === below ? splitLabelledBounds(whole) : undefined;
    const split = (rangeText === "" ? splitValueCell(whole) : undefined) ??
      (band && { ...band, range: [band.range, rangeText].filter((t) => t !== "").join("; ") });
    const printed = split?.value ?? whole;
    const read = unsure(readResult(printed, true, ocr), placed.confidence[k]);
    if (read === undefined) continue;
    // Two numbers placed in one column ("139" and "140") are no one value: the columns misread.
    const result = twoNumbersInOne(whole, placed.counts[k] ?? 0)
      ? { ...read, unreadable: "two values stand under one column" }
      : read;
    const row = makeRow(
      name,
      result,
      unit,
      split?.range ?? rangeText,
      flagText ?? strayFlag ?? unitFlag ?? nameFlag,
    );
    const ownDate = column.date ?? cellDate;
    const noRange = split?.range === undefined && rangeText === "" && stray(isNumericRange)
      ? "a range is printed in the row outside its range column"
      : undefined;
    const unread = row.unreadable ?? missing ?? noRange ?? unsureRange(columns, placed);
    rows.push({
      ...row,
      ...(unread !== undefined ? { unreadable: unread } : {}),
      ...(column.dateDoubt !== undefined ? { dateProblem: column.dateDoubt } : {}),
      ...(strayDate && ownDate === undefined
        ? {
          dateProblem:
            "a date is printed in the row, in a column that no header word names the collection date",
        }
        : {}),
      ...(ownDate !== undefined ? { ownDate } : {}),
      ...(dateBlank && ownDate === undefined ? { dateBlank } : {}),
      ...(column.date !== undefined ? { column: column.date } : {}),
      ...(material !== "" ? { material } : {}),
    });
  }
  return any ? rows : "label";
}

/**
 * A cumulative's cells with a unit run into the value beside it set apart: the last date
 * column's value and the unit column's unit, right- and left-aligned with a narrow gap,
 * are one cell of the layout. Placed in the unit column ("4,5 mmol/l", the last date's cell
 * empty), the value goes back to that date; placed in the last date's column ("13,4 L g/dl",
 * the unit column empty), the unit is also the unit column's, every date's unit; and a unit
 * alone placed there (that date's cell empty) is the unit column's.
 */
function gluedUnitApart(placed: PlacedCells, columns: readonly Column[]): PlacedCells {
  const u = columns.findIndex((c) => c.role === "unit");
  const left = u - 1;
  if (u < 1 || columns[left]!.role !== "result") return placed;
  if (columns.filter((c) => c.role === "result").length < 2) return placed;
  const cells = [...placed.byColumn];
  const unitText = cells[u]!.trim();
  const beside = cells[left]!.trim();
  const glued = /^(\S.*?)\s+(\S+)$/u.exec(unitText);
  if (glued && beside === "" && isBareUnit(glued[2]!)) {
    const read = readResult(glued[1]!, true, false);
    if (read === undefined || read.unreadable !== undefined || read.unit !== undefined) {
      return placed;
    }
    cells[left] = glued[1]!;
    cells[u] = glued[2]!;
    return { ...placed, byColumn: cells };
  }
  if (unitText !== "" || beside === "") return placed;
  // The unit alone, its own cell centred under the last date ("%", that date's cell empty).
  if (isBareUnit(beside)) {
    cells[left] = "";
    cells[u] = beside;
    return { ...placed, byColumn: cells };
  }
  const read = readResult(beside, true, false);
  if (read?.unit === undefined || read.unreadable !== undefined || !isBareUnit(read.unit)) {
    return placed;
  }
  cells[u] = read.unit;
  return { ...placed, byColumn: cells };
}

/** A cell with a comparator, a dash beside a digit or a decimal number: a range, maybe damaged. */
const DAMAGED_RANGE = /[<>≤≥]\s*\d|\d\s*[-–—]|[-–—]\s*\d|\d[,.]\d*$|\d[,.]\d/;
/** A number alone ("5,2"): with no comparator or dash, it bounds nothing. */
const LONE_NUMBER = /^\s*\d+(?:[.,]\d+)?\s*$/;

/** Whether a cell is a numeric range ("4,0 - 10,0", "< 5", "do 190"). */
function isNumericRange(cell: string): boolean {
  const range = parseRange(cell);
  return range.ref_text === undefined &&
    (range.ref_low !== undefined || range.ref_high !== undefined);
}

/** A value with its numeric range in brackets, maybe then a unit: "4,21 (3,80 - 5,20)", "31L [37-145] µg/dl". */
const VALUE_THEN_RANGE =
  /^(?<value>\S.*?)\s*(?<range>[([][^()[\]]*\d[^()[\]]*[)\]])(?:\s+(?<unit>\S+))?$/u;

/**
 * The cells of a line with a range printed in brackets in the value's cell set apart, as the
 * value, its unit (if printed there) and the range: the value's cell holds only the value.
 */
function withRangeApart(cells: readonly string[]): string[] {
  const match = cells[1] === undefined ? null : VALUE_THEN_RANGE.exec(cells[1].trim());
  if (match === null) return [...cells];
  const { value, range, unit } = match.groups as { value: string; range: string; unit?: string };
  const bounds = parseRange(range);
  if (bounds.ref_text !== undefined || (bounds.ref_low ?? bounds.ref_high) === undefined) {
    return [...cells];
  }
  if (unit !== undefined && !looksLikeUnit(unit)) return [...cells];
  const read = readResult(value, false);
  if (read === undefined || read.unreadable !== undefined || read.unit !== undefined) {
    return [...cells];
  }
  return [cells[0]!, value, ...(unit !== undefined ? [unit] : []), ...cells.slice(2), range];
}

/** A date alone in a cell, maybe with its clock time: "11.02.2022", "30 maja 2019 08:15". */
const LONE_DATE = /^(?:[\d./-]+|\d{1,2}\.?\s+\p{L}+\.?\s+\d{4})(?:\s+\d{1,2}:\d{2})?$/u;

/**
 * The store date of a line's first cell when it is a date alone and a name and a result may
 * follow it (three cells or more, no other date): each row's own date printed first.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + 40 });
 * const line = (...t: string[]) => ({ page: 1, y: 0, height: 8, cells: t.map((x, k) => cell(x, 40 + 60 * k)) });
 * assert.equal(leadingDate(line("11.02.2022", "TSH", "0,188 mIU/l")), "2022-02-11");
 * assert.equal(leadingDate(line("Pobrano: 11.02.2022", "TSH", "0,188")), undefined);
 * assert.equal(leadingDate(line("11.02.2022", "Data rejestracji: 11.02.2022", "x")), undefined);
 * ```
 */
export function leadingDate(line: LayoutLine): string | undefined {
  if (line.cells.length < 3) return undefined;
  const first = line.cells[0]!.text.trim();
  const dates = datesInText(first);
  if (dates.length !== 1 || !LONE_DATE.test(first)) return undefined;
  const rest = line.cells.slice(1).map((c) => c.text).join(" ");
  return datesInText(rest).length === 0 ? dates[0] : undefined;
}

/** The kinds of a cell that is a result with a number. */
const VALUE_KINDS: ReadonlySet<string> = new Set(["number", "value-unit"]);

/** A row of a line without a table header, read from its cells. */
export function rowByCells(line: LayoutLine, ocr: boolean): LineRow | undefined {
  // A date alone before the name is the row's own collection date ("11.02.2022 | TSH | 0,188").
  const lead = leadingDate(line);
  if (lead !== undefined) {
    const row = rowByCells({ ...line, cells: line.cells.slice(1) }, ocr);
    return row === undefined ? undefined : { ...row, ownDate: lead };
  }
  const printed = line.cells.map((c) => c.text);
  if (printed.length < 2) return undefined;
  // A range printed before the value ("Płytki krwi | 150 - 400 | 281 10^3/µl"): the value is
  // the number after it, never the range read as a count ("2-4" in a urine sediment). Only in
  // a text layer: in OCR a count's flag arrow is read as a figure after it ("8-10 | 1").
  const later = !ocr && cellKind(printed[1]!) === "range"
    ? printed.findIndex((cell, k) => k > 1 && VALUE_KINDS.has(cellKind(cell)))
    : -1;
  const cells = withRangeApart(
    later < 0 ? printed : [
      printed[0]!,
      printed[later]!,
      ...printed.filter((_, k) => k > 0 && k !== later),
    ],
  );
  // The value's cell keeps its place (or moves to the second) when a bracketed range is set
  // apart, so its confidence is the printed cell's.
  const confidence = (k: number) => line.cells[later > 0 && k === 1 ? later : k]!.confidence;
  // A unit where the result stands: the value is in the name's cell ("WBC 5,9 (4,0 - 10,0)" |
  // "G/l"), a line for the text readers, never a word result "G/l".
  if (looksLikeUnit(takeFlag(cells[1]!).text) && readResult(cells[1]!, false, ocr) === undefined) {
    return undefined;
  }

  const first = cleanName(cells[0]!);
  // A number is no name; a name may open with a locant ("25-OH-Vitamin D", "17-OH-Progesteron").
  const locant = /^\d+-\p{L}/u.test(first.name);
  if (!/\p{L}{2,}/u.test(first.name) || /^[<>≤≥]?\s*\d/.test(first.name) && !locant) {
    return undefined;
  }
  // A value with its range in brackets in one cell ("118 g/L (115.0 - 165.0)") is split.
  const split = splitValueCell(cells[1]!);
  if (split !== undefined) cells[1] = split.value;
  let result = readResult(cells[1]!, false, ocr);
  if (
    result === undefined ||
    result.unreadable !== undefined && result.unreadable !== "see the description"
  ) {
    // A short word in the second cell is a qualitative result ("wątpliwy", "żółta"),
    // and so is a count range ("2-4" cells in a urine sediment), in OCR also with the
    // arrow beside it read as a figure ("8-10 1").
    const second = takeFlag(ocr ? ocrArrow(cells[1]!) : cells[1]!).text;
    if (/^\d+\s*[-–]\s*\d+$/.test(second)) result = readResult(cells[1]!, true, ocr);
  }
  if (
    result === undefined ||
    result.unreadable !== undefined && result.unreadable !== "see the description"
  ) {
    const second = takeFlag(cells[1]!).text;
    if (/\d/.test(second) || second.split(" ").length > 3 || !/\p{L}/u.test(second)) {
      return result?.unreadable !== undefined
        ? makeRow(first.name, result, undefined, "", first.flag)
        : undefined;
    }
    result = readResult(cells[1]!, true, ocr);
    if (result === undefined) return undefined;
  }
  result = unsure(result, confidence(1));
  let unit: string | undefined;
  let flag = first.flag;
  const range: string[] = split === undefined ? [] : [split.range];
  for (const printedCell of cells.slice(2)) {
    // A flag printed after the range in its cell ("<5.0 H", "ng/L 197 – 771 H").
    const trailing = flagAfterRange(printedCell);
    if (trailing.flag !== undefined) flag ??= trailing.flag;
    const cell = trailing.range;
    const bare = readUnit(cell, ocr);
    if (FLAG.test(cell.trim()) || isFlagWord(cell)) {
      flag ??= cell.trim();
    } else if (unit === undefined && range.length === 0 && unitThenRange(cell) !== undefined) {
      // The unit and the range in one cell ("mg/dl 70-99"), their gap too narrow to split.
      const [printedUnit, printedRange] = unitThenRange(cell)!;
      unit = printedUnit;
      range.push(printedRange);
    } else if (
      unit === undefined && range.length === 0 && bare.unit !== undefined &&
      looksLikeUnit(bare.unit)
    ) {
      unit = bare.unit;
      flag ??= bare.mark;
    } else range.push(cell);
  }
  // Free text is never a range: a number's range is bounds (or bands), and beside a range
  // cell only the range counts; a labelled phrase ("Metoda: cytometria") never does. A
  // word's range may be words ("brak lub nieliczne").
  const kinds = range.map(cellKind);
  const bounds = range.filter((_, k) => kinds[k] === "range" || kinds[k] === "bound");
  const numeric = typeof result.value.value === "number";
  // A number's cell that looks like a damaged range ("< 3,", "*—-1,015") is kept as the
  // range, so that the row is held for it: a row stored without the range it prints is wrong.
  // In a text layer a lone number is complete as printed, so no range (a sparkline's tick
  // beside a portal's card, "5,2"); OCR may have lost the rest of a range around it.
  const damaged = range.filter((cell, k) =>
    kinds[k] !== "labelled" && kinds[k] !== "date" && kinds[k] !== "number-date" &&
    DAMAGED_RANGE.test(cell) && (ocr || !LONE_NUMBER.test(cell))
  );
  const kept = bounds.length > 0
    ? bounds
    : numeric
    ? damaged
    : range.filter((cell, k) => kinds[k] !== "labelled" || labelledWordReference(cell));
  // No unit in any cell: the unit in brackets after the name, when it reads as one.
  const named = unit === undefined && result.unit === undefined
    ? unitInName(first.name)
    : undefined;
  const nameUnit = named === undefined ? undefined : readUnit(named.unit, ocr).unit;
  if (named !== undefined && nameUnit !== undefined && looksLikeUnit(nameUnit)) {
    return makeRow(named.name, result, nameUnit, kept.join(" "), flag);
  }
  return makeRow(first.name, result, unit, kept.join(" "), flag);
}
