/**
 * Lab reports as laid-out lines (from a PDF's positioned text, from OCR word
 * boxes, or from plain text lines) turned into rows: the table columns give
 * the value, unit, range and flag of each row; section headings give its
 * section and specimen; the "Data pobrania" of its own visit block gives its
 * date; a cumulative report gives one row per date column. The identity
 * block, comments and page furniture are never rows, and a line that looks
 * like a result but cannot be read becomes an `unreadable` row, never lost.
 *
 * @module
 */

import type { MarkerIndex } from "../../domain/resolve.ts";
import { resolveMarker } from "../../domain/resolve.ts";
import {
  datesInText,
  DateTimeline,
  hasDateLabel,
  labelledDates,
  type RowDate,
} from "./printed_dates.ts";
import type { InputFormat, ParsedDocument, RawRow } from "../document.ts";
import {
  hasPeselLike,
  identityFields,
  identityOfLines,
  isIdentityLine,
  PrivacyGuard,
} from "../classify/identity.ts";
import {
  type Column,
  isNameHeader,
  type LayoutLine,
  lineText,
  lineTextWithGaps,
  looksLikeResult,
  placeCells,
  splitColumns,
  tableHeader,
} from "../layout/layout.ts";
import { qualitativeFlag } from "../cell/lab_flag.ts";
import { readUnit } from "../cell/unit.ts";
import { noResultInLine } from "../cell/not_a_result.ts";
import { labNameOfLine } from "./lab_name.ts";
import { endsSection, sectionOf } from "./sections.ts";
import {
  COMPARATOR_TOKEN,
  FLAG,
  labFlagOf,
  looksLikeUnit,
  OCR_ARROW,
  RANGE_WORDS,
  rangeWithUnit,
  type ReadResult,
  readResult,
  takeFlag,
  unsure,
  WORD_ABOVE,
  WORD_BELOW,
} from "../cell/result_cell.ts";
import {
  isFlagToken,
  isQualitativeWord,
  type ParsedRange,
  type ParsedValue,
  parseRange,
  parseValue,
} from "../cell/values.ts";
import { words } from "../lexicon/lexicon.ts";
import { alternation } from "../lexicon/patterns.ts";

/** Normalises extracted text: Greek mu to micro sign, odd spaces to plain ones. */
export function tidyLine(line: string): string {
  return line.replace(/\u03bc/g, "µ").replace(/[\u00a0\u2007\u202f\t]/g, " ").replace(/\s+/g, " ")
    .trim();
}

// ---------------------------------------------------------------------------
// Rows from one line

/** A row read from a line, before its date and section are known. */
type LineRow = Omit<RawRow, "where" | "date"> & {
  /** The row's own date: its cumulative column's, or its date cell's. */
  readonly ownDate?: string;
  /** For a cumulative report: the date column the row comes from. */
  readonly column?: string;
};

function makeRow(
  name: string,
  result: ReadResult,
  unit: string | undefined,
  rangeText: string,
  extraFlag: string | undefined,
  code?: string,
): LineRow {
  const { range, unit: rangeUnit } = rangeWithUnit(rangeText, unit || result.unit);
  const printedFlag = result.flag ?? extraFlag;
  const labFlag = result.unreadable === undefined
    ? labFlagOf(printedFlag, result.value, range) ?? qualitativeFlag(result.value, range)
    : undefined;
  const theUnit = unit || result.unit || rangeUnit;
  return {
    name,
    ...(code !== undefined ? { code } : {}),
    value: result.value,
    ...(theUnit ? { unit: theUnit } : {}),
    range,
    ...(labFlag !== undefined ? { labFlag } : {}),
    ...(result.unreadable !== undefined ? { unreadable: result.unreadable } : {}),
  };
}

/** A name with any flag printed after it taken off ("Ferrytyna H" is "Ferrytyna", flag H). */
function cleanName(printed: string): { name: string; flag?: string } {
  // A star or a superscript after a name is a footnote mark ("* badanie akredytowane").
  const tokens = printed.trim().replace(/[:]+$/, "").replace(/(?<=\p{L}|\))[*¹²³]+$/u, "").trim()
    .split(/\s+/);
  let flag: string | undefined;
  while (tokens.length > 1 && FLAG.test(tokens[tokens.length - 1]!)) {
    const mark = tokens.pop()!;
    if (!/^[*!]+$/.test(mark)) flag ??= mark;
  }
  return { name: tokens.join(" "), ...(flag !== undefined ? { flag } : {}) };
}

/** Rows of a line placed in a header's columns; a cumulative header gives one per date. */
function rowsByColumns(
  line: LayoutLine,
  columns: readonly Column[],
  ocr: boolean,
): LineRow[] | "label" {
  const placed = placeCells(line, columns);
  const text = (role: Column["role"]) =>
    columns.map((c, k) => c.role === role ? placed.byColumn[k]! : "").filter((t) => t !== "")
      .join(" ");
  const { name, flag: nameFlag } = cleanName(text("name"));
  if (name === "" || !/\p{L}/u.test(name)) return [];
  const printedFlag = text("flag").trim();
  const flagText = ocr && OCR_ARROW.test(printedFlag)
    ? "*"
    : takeFlag(`x ${printedFlag}`).flag ?? (printedFlag || undefined);
  // A flag printed beside the unit ("mg/dl H", "*mg/dl") is the row's flag, never its unit.
  const { unit = "", mark: unitFlag } = readUnit(text("unit"), ocr);
  // A flag printed in a column with no header of its own lands in the next column, the
  // range: "H 0,70 - 1,20 mg/dl" is the flag H and the range.
  let rangeText = text("range");
  let strayFlag: string | undefined;
  const lead = /^(\S+)\s+(\S.*)$/u.exec(rangeText.trim());
  if (lead && FLAG.test(lead[1]!) && !/^[+-]$/.test(lead[1]!)) {
    strayFlag = lead[1];
    rangeText = lead[2]!;
  }
  const cellDate = datesInText(text("date"))[0];
  const rows: LineRow[] = [];
  let any = false;
  for (const [k, column] of columns.entries()) {
    if (column.role !== "result") continue;
    const printed = placed.byColumn[k]!;
    if (printed.trim() === "") continue;
    any = true;
    const result = unsure(readResult(printed, true, ocr), placed.confidence[k]);
    if (result === undefined) continue;
    const row = makeRow(
      name,
      result,
      unit,
      rangeText,
      flagText ?? strayFlag ?? unitFlag ?? nameFlag,
    );
    const ownDate = column.date ?? cellDate;
    rows.push({
      ...row,
      ...(ownDate !== undefined ? { ownDate } : {}),
      ...(column.date !== undefined ? { column: column.date } : {}),
    });
  }
  return any ? rows : "label";
}

/** A row of a line without a table header, read from its cells. */
function rowByCells(line: LayoutLine, ocr: boolean): LineRow | undefined {
  const cells = line.cells.map((c) => c.text);
  if (cells.length < 2) return undefined;
  const first = cleanName(cells[0]!);
  if (!/\p{L}{2,}/u.test(first.name) || /^[<>≤≥]?\s*\d/.test(first.name)) return undefined;
  let result = readResult(cells[1]!, false, ocr);
  if (
    result === undefined ||
    result.unreadable !== undefined && result.unreadable !== "see the description"
  ) {
    // A short word in the second cell is a qualitative result ("wątpliwy", "żółta"),
    // and so is a count range ("2-4" cells in a urine sediment).
    const second = takeFlag(cells[1]!).text;
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
  result = unsure(result, line.cells[1]!.confidence);
  let unit: string | undefined;
  let flag = first.flag;
  const range: string[] = [];
  for (const cell of cells.slice(2)) {
    const bare = readUnit(cell, ocr);
    if (FLAG.test(cell.trim())) {
      flag ??= cell.trim();
    } else if (
      unit === undefined && range.length === 0 && bare.unit !== undefined &&
      looksLikeUnit(bare.unit)
    ) {
      unit = bare.unit;
      flag ??= bare.mark;
    } else range.push(cell);
  }
  return makeRow(first.name, result, unit, range.join(" "), flag);
}

/** The value, unit and range after a name, or `undefined` when the rest is no result. */
interface Tail {
  readonly value: ParsedValue;
  readonly unit?: string;
  readonly range: ParsedRange;
  readonly flag?: string;
  /** Whether the rest reads cleanly as unit and range. */
  readonly clean: boolean;
}

/**
 * Reads "[flag] value [unit] [flag] [range]" from the tokens after a marker name.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(parseTail("13,4 g/dl L 12,0 - 16,0".split(" ")), {
 *   value: { value: 13.4 }, unit: "g/dl", range: { ref_low: 12, ref_high: 16 }, flag: "L", clean: true,
 * });
 * assert.deepEqual(parseTail(["<", "0,5", "mg/l", "<", "5"])?.value, { value: 0.5, comparator: "<" });
 * assert.deepEqual(parseTail("H powyżej 2000 pg/ml".split(" "))?.value, { value: 2000, comparator: ">" });
 * assert.equal(parseTail(["1", "z", "2"])?.clean, false);
 * ```
 */
export function parseTail(tokens: readonly string[]): Tail | undefined {
  const all = [...tokens];
  let flag: string | undefined;
  while (all.length > 1 && FLAG.test(all[0]!) && all[0] !== "+") flag ??= all.shift();
  let used = 1;
  let value: ParsedValue | undefined;
  const first = all[0] ?? "";
  const two = `${first} ${all[1] ?? ""}`;
  if (COMPARATOR_TOKEN.test(first) && all[1] !== undefined) {
    value = parseValue(`${first}${all[1]}`);
    used = 2;
  }
  if (
    value === undefined && all[1] !== undefined &&
    (WORD_ABOVE.test(`${first} `) || WORD_BELOW.test(`${first} `))
  ) {
    value = parseValue(`${first} ${all[1]}`.replace(WORD_ABOVE, ">").replace(WORD_BELOW, "<"));
    used = 2;
  }
  if (value === undefined && all[2] !== undefined && /^(?:mniej|więcej|wiecej)$/i.test(first)) {
    value = parseValue(`${two} ${all[2]}`.replace(WORD_ABOVE, ">").replace(WORD_BELOW, "<"));
    used = 3;
  }
  if (value === undefined && all[1] !== undefined && isQualitativeWord(two)) {
    value = parseValue(two);
    used = 2;
  }
  if (value === undefined) {
    const attached = takeFlag(first);
    value = parseValue(attached.text);
    if (value !== undefined) flag ??= attached.flag;
    used = 1;
  }
  if (value === undefined) return undefined;
  const rest: string[] = [];
  for (const token of all.slice(used)) {
    if (isFlagToken(token) || FLAG.test(token) && token !== "+") flag ??= token;
    else rest.push(token);
  }
  let unit: string | undefined;
  let clean = true;
  if (rest[0] !== undefined && looksLikeUnit(rest[0])) unit = rest.shift();
  else if (rest[0] !== undefined && /^\p{L}/u.test(rest[0]) && !RANGE_WORDS.test(rest[0])) {
    clean = isQualitativeWord(rest.join(" "));
  }
  const range = parseRange(rest.join(" "));
  if (range.ref_text !== undefined && !isQualitativeWord(range.ref_text)) clean = false;
  return {
    value,
    ...(unit !== undefined ? { unit } : {}),
    range,
    ...(flag !== undefined ? { flag } : {}),
    clean,
  };
}

function compilePatterns(index: MarkerIndex): { code: string; regex: RegExp }[] {
  const compiled: { code: string; regex: RegExp }[] = [];
  for (const marker of index.dictionary.markers.values()) {
    for (const pattern of marker.patterns) {
      try {
        compiled.push({ code: marker.code, regex: new RegExp(pattern, "iu") });
      } catch {
        // The dictionary loader already reports invalid patterns.
      }
    }
  }
  return compiled;
}

function tailRow(name: string, tail: Tail, code?: string): LineRow {
  const labFlag = labFlagOf(tail.flag, tail.value, tail.range) ??
    qualitativeFlag(tail.value, tail.range);
  return {
    name,
    ...(code !== undefined ? { code } : {}),
    value: tail.value,
    ...(tail.unit !== undefined ? { unit: tail.unit } : {}),
    range: tail.range,
    ...(labFlag !== undefined ? { labFlag } : {}),
  };
}

function rowByPattern(
  line: string,
  patterns: readonly { code: string; regex: RegExp }[],
): LineRow | undefined {
  for (const { code, regex } of patterns) {
    const match = regex.exec(line);
    if (!match) continue;
    const groups = match.groups ?? {};
    const after = line.slice(match.index + match[0].length).trim();
    let tail: Tail | undefined;
    if (groups.value !== undefined) {
      const value = parseValue(groups.value);
      if (value === undefined) continue;
      const rest = parseTail([
        groups.value,
        ...(groups.unit === undefined ? after.split(" ") : []),
      ]);
      const unit = groups.unit?.trim() || rest?.unit;
      const range = groups.range !== undefined ? parseRange(groups.range) : rest?.range ?? {};
      tail = { value, ...(unit ? { unit } : {}), range, clean: true };
    } else {
      tail = after === "" ? undefined : parseTail(after.split(" "));
    }
    if (tail === undefined) continue;
    return tailRow(match[0].trim(), tail, code);
  }
  return undefined;
}

/** The most words a plain-text result line has. */
const MAX_ROW_WORDS = 40;

/** Splits a line into a name and a result, preferring a split whose name the dictionary knows. */
function rowBySplit(line: string, index: MarkerIndex): LineRow | undefined {
  const tokens = line.split(" ");
  // A result line is short; a long run of words is prose (and would cost quadratic work).
  if (tokens.length > MAX_ROW_WORDS) return undefined;
  let unknown: LineRow | undefined;
  for (let i = 1; i < tokens.length; i++) {
    const tail = parseTail(tokens.slice(i));
    if (tail === undefined) continue;
    const { name, flag } = cleanName(tokens.slice(0, i).join(" ").replace(/:+$/, ""));
    if (!/\p{L}/u.test(name)) continue;
    const withFlag = flag !== undefined && tail.flag === undefined ? { ...tail, flag } : tail;
    const resolved = resolveMarker(index, name);
    if (resolved.kind === "found" && (tail.clean || tail.unit !== undefined)) {
      return tailRow(name, withFlag, resolved.marker.code);
    }
    if (
      unknown === undefined && tail.clean && (tail.unit !== undefined || hasRange(tail.range) ||
        typeof tail.value.value === "string")
    ) {
      unknown = tailRow(name, withFlag);
    }
  }
  return unknown ?? rowByKnownName(tokens, index);
}

/**
 * A known name followed by words only ("Barwa żółta żółta"): the first word
 * is the result, the rest the range. Only for names the dictionary knows.
 */
function rowByKnownName(tokens: readonly string[], index: MarkerIndex): LineRow | undefined {
  for (let i = tokens.length - 1; i >= 1; i--) {
    const rest = tokens.slice(i);
    if (rest.length > 3 || rest.some((t) => /\d/.test(t))) return undefined;
    const { name, flag } = cleanName(tokens.slice(0, i).join(" "));
    const resolved = resolveMarker(index, name);
    if (resolved.kind !== "found") continue;
    const result = readResult(rest[0]!, true);
    if (result === undefined) continue;
    return makeRow(name, result, undefined, rest.slice(1).join(" "), flag, resolved.marker.code);
  }
  return undefined;
}

function hasRange(range: ParsedRange): boolean {
  return range.ref_low !== undefined || range.ref_high !== undefined ||
    range.ref_text !== undefined;
}

/**
 * "Homocysteina patrz opis µmol/l 5,0 - 15,0", "Glukoza nie oznaczono mg/dl
 * 70 - 99": a row whose result is in the description, or was not determined.
 */
function noResultRow(text: string): LineRow | undefined {
  const found = noResultInLine(text);
  if (found === undefined) return undefined;
  const { name, flag } = cleanName(text.slice(0, found.index));
  if (!/\p{L}{2,}/u.test(name) || isComment(name)) return undefined;
  const rest = text.slice(found.end).trim().split(" ").filter((t) => t !== "");
  const unit = rest[0] !== undefined && looksLikeUnit(rest[0]) ? rest.shift() : undefined;
  return makeRow(
    name,
    { value: { value: found.phrase }, unreadable: found.reason },
    unit,
    rest.join(" "),
    flag,
  );
}

/** A line that looks like a result but cannot be read: kept as an unreadable row. */
function unreadableRow(text: string): LineRow | undefined {
  if (!looksLikeResult(text)) return undefined;
  const tokens = text.split(" ");
  const at = tokens.findIndex((t, i) =>
    i > 0 && (/^[<>≤≥]?[+-]?\d/.test(t) || isQualitativeWord(t))
  );
  const name = cleanName(tokens.slice(0, Math.max(1, at)).join(" ")).name;
  const printed = tokens.slice(Math.max(1, at)).join(" ");
  return {
    name,
    value: { value: printed },
    range: {},
    unreadable: "the line cannot be split into a name and a result",
  };
}

// ---------------------------------------------------------------------------
// Lines that are never rows

/** Page furniture: the lexicon's words anywhere or at the start of a line, and printed patterns. */
const FURNITURE = new RegExp(
  [
    "\\bstrona\\s+\\d+\\s*(?:z|/|ze|of)\\s*\\d+",
    "^page\\s+\\d+",
    alternation(words((l) => l.lines.furniture)),
    `^(?:${alternation(words((l) => l.lines.furnitureStarts))})`,
    "^metoda\\s*:",
    "sp\\.\\s*z\\s*o\\.\\s*o",
    "\\bul\\.",
    "\\btel\\.",
    "www\\.",
    "@",
    "\\bnip\\b",
    "\\bregon\\b",
    "\\bkrs\\b",
    "\\bicd\\b",
    "^[HL↑↓*!](?:/[HL])?\\s+[-–=]\\s",
  ].join("|"),
  "iu",
);

const COMMENT = new RegExp(
  `^(?:(?:${alternation(words((l) => l.lines.commentStarts))})\\b|(?:${
    alternation(words((l) => l.lines.commentLabels))
  })\\s*:)`,
  "iu",
);

const CLOCK_TIME = /\bgodz(?:ina|\.)?\b[^\d]*\d{1,2}:\d{2}\b/iu;

/** A heading over a summary of results that the table prints again. */
const SUMMARY = new RegExp(`^(?:${alternation(words((l) => l.lines.summaryStarts))})`, "iu");

/**
 * Whether a line is personal: an identity field or a PESEL-like number; or
 * an age or a postal code on a line with no unit ("Testowy Jan 45 lat"),
 * since a result's range may name an age ("PSA 1,2 ng/ml < 4 (do 50 lat)").
 */
function isPersonalLine(text: string): boolean {
  if (identityFields(text) !== undefined || hasPeselLike(text)) return true;
  return isIdentityLine(text) && !text.split(" ").some(looksLikeUnit);
}

/** Whether a line is page furniture: page numbers, addresses, signatures, order numbers. */
export function isFurniture(text: string): boolean {
  return FURNITURE.test(text);
}

/** Whether a line starts a comment ("Komentarz:", "Uwaga:"). */
export function isComment(text: string): boolean {
  return COMMENT.test(text);
}

/** A line with a label and no value: a heading, a comment tail, or the first half of a wrapped label. */
function isLabelOnly(text: string): boolean {
  return /\p{L}{2,}/u.test(text) && !looksLikeResult(text) && !/\d[.,]\d/.test(text) &&
    text.split(" ").length <= 8 && !/[:;]$/.test(text);
}

/**
 * Whether a one-cell line under a table header with real column positions
 * is a note: indented from the name column, or running on under the result
 * column ("eGFR wyliczone wg wzoru CKD-EPI 2021 …").
 */
function isNote(line: LayoutLine, columns: readonly Column[]): boolean {
  if (line.cells.length !== 1 || columns.length < 2) return false;
  const cell = line.cells[0]!;
  const name = columns.find((c) => c.role === "name");
  const results = columns.filter((c) => c.role === "result");
  if (name === undefined || results.length === 0 || !columns.every((c) => c.real)) return false;
  const resultStart = Math.min(...results.map((c) => c.x0));
  return cell.x0 > name.x0 + 0.5 * line.height || cell.x1 > resultStart;
}

/** Whether the second half of a wrapped label continues the first. */
function continues(first: string, second: string, index: MarkerIndex): boolean {
  if (/[-,(/]$/.test(first)) return true;
  // "nie-HDL", "bezpośrednią", "(HbA1c)", "25(OH)"; not a mixed-case name such as "eGFR" or "pH".
  if (/^(?:\p{Ll}+(?:-|\s|$)|[(\d[])/u.test(second)) return true;
  return resolveMarker(index, `${first} ${second}`).kind === "found" &&
    resolveMarker(index, second).kind !== "found";
}

// ---------------------------------------------------------------------------
// The document

const FIRST_PAGE = /\b(?:strona|str\.|page)\s*1\s*(?:z|ze|\/|of)\s*\d+/iu;
const ORDER_NUMBER = /(?:nr\.?|numer)\s+zlecenia\s*:?\s*([\p{L}\p{N}][\p{L}\p{N}/.-]*)/iu;

/**
 * The pages (after the first) that start another report in the same file:
 * a page numbered "Strona 1 z …", or one with a different order number.
 */
function pagesStartingReports(lines: readonly LayoutLine[]): Set<number> {
  const pages = [...new Set(lines.map((line) => line.page))];
  const starts = new Set<number>();
  let order: string | undefined;
  for (const [k, page] of pages.entries()) {
    const texts = lines.filter((line) => line.page === page).map(lineText);
    const own = texts.map((text) => ORDER_NUMBER.exec(text)?.[1]).find((o) => o !== undefined);
    const firstPage = texts.some((text) => FIRST_PAGE.test(text));
    if (k > 0 && (firstPage || own !== undefined && order !== undefined && own !== order)) {
      starts.add(page);
    }
    order = own ?? order;
  }
  return starts;
}

/**
 * The rows one line prints: by a marker's own pattern, by the header's
 * columns, by its cells, or as plain text; `"note"` for a note under a
 * table; an empty list for a label alone.
 */
function rowsOfLine(
  line: LayoutLine,
  columns: readonly Column[] | undefined,
  index: MarkerIndex,
  patterns: readonly { code: string; regex: RegExp }[],
  ocr: boolean,
): LineRow[] | "note" {
  const text = lineText(line);
  const byPattern = rowByPattern(text, patterns);
  if (byPattern !== undefined) return [byPattern];
  if (columns !== undefined && line.cells.length >= 2) {
    const placed = rowsByColumns(line, columns, ocr);
    if (placed !== "label") return placed;
  }
  if (columns !== undefined && isNote(line, columns)) return "note";
  // Without a header, or when no cell fell under the header's result column.
  const whole = line.cells.filter((cell) => looksLikeResult(cell.text));
  if (whole.length >= 2 && whole.length === line.cells.length) {
    // Several complete results on one line ("Glukoza 97 mg/dl | Ferrytyna 9 ng/ml ↓").
    return whole.flatMap((cell) => rowBySplit(cell.text, index) ?? unreadableRow(cell.text) ?? []);
  }
  const row = rowByCells(line, ocr) ?? noResultRow(text) ?? rowBySplit(text, index) ??
    unreadableRow(text);
  return row === undefined ? [] : [row];
}

/** Where a line is, for messages: "line 12", or "page 2, line 5" in a multi-page report. */
function placeOf(lines: readonly LayoutLine[], i: number, pages: number): string {
  const line = lines[i]!;
  if (pages <= 1) return `line ${i + 1}`;
  const onPage = lines.slice(0, i + 1).filter((l) => l.page === line.page).length;
  return `page ${line.page}, line ${onPage}`;
}

/**
 * Parses laid-out lines of a report into rows. The single entry for PDF
 * text and OCR: both come here as {@link LayoutLine}s.
 */
export function parseReportLayout(
  layout: readonly LayoutLine[],
  index: MarkerIndex,
  format: InputFormat,
): ParsedDocument {
  const tidied = layout
    .map((line) => ({
      ...line,
      cells: line.cells.map((c) => ({ ...c, text: tidyLine(c.text) })).filter((c) => c.text !== ""),
    }))
    .filter((line) => line.cells.length > 0);
  const lines = splitColumns(tidied);
  // Identity fields are read from lines that keep their gaps (a gap ends a field's value),
  // one column block at a time, so that a result beside another never reads as an address.
  const identity = identityOfLines(lines.map(lineTextWithGaps));
  const guard = new PrivacyGuard(identity);
  const pages = new Set(lines.map((l) => l.page)).size;
  const patterns = compilePatterns(index);
  const visits = new DateTimeline();
  const reportStarts = pagesStartingReports(lines);
  const rows: { row: LineRow; at: number; ticket: number; where: string }[] = [];
  let columns: Column[] | undefined;
  let section: ReturnType<typeof sectionOf>;
  let pendingLabel: { text: string; at: number } | undefined;
  let inComment = false;
  let inSummary = false;
  let rowsInSection = false;
  // The lab's name is read from a report's header, above its first result.
  let lab: string | undefined;
  let rowsInReport = 0;
  const isPersonal = (text: string) => isPersonalLine(text) || guard.problem(text) !== undefined;

  for (const [i, line] of lines.entries()) {
    const text = lineText(line);
    const next = lines[i + 1];
    const newPage = lines[i - 1]?.page !== line.page;
    if (newPage) inSummary = false;
    if (newPage && reportStarts.has(line.page)) {
      visits.newReport();
      columns = undefined;
      section = undefined;
      lab = undefined;
      rowsInReport = 0;
    }
    if (lab === undefined && rowsInReport === 0) {
      // Each cell alone: a header prints the lab's name beside other fields.
      for (const cell of line.cells) lab ??= labNameOfLine(cell.text, isPersonal);
    }
    const header = tableHeader(line);
    if (header !== undefined) {
      // A new table below rows of the same page starts afresh: the section above it
      // (a urinalysis, say) does not reach into it. A header repeated at the top of a
      // page continues the section of the page before.
      const lastRow = rows[rows.length - 1];
      if (rowsInSection && lastRow !== undefined && lines[lastRow.at]?.page === line.page) {
        section = undefined;
      }
      columns = header;
      pendingLabel = undefined;
      inComment = false;
      inSummary = false;
      continue;
    }
    if (line.cells.length >= 2 && isNameHeader(line.cells[0]!.text)) continue;
    const dates = labelledDates(text, next === undefined ? undefined : lineText(next));
    visits.saw(dates);
    // A new visit's dates after rows: the previous visit's section ends.
    if (dates.length > 0 && rowsInSection) section = undefined;
    const heading = sectionOf(line.cells[0]!.text);
    if (heading !== undefined && line.cells.slice(1).every((c) => hasDateLabel(c.text))) {
      section = heading;
      rowsInSection = false;
      pendingLabel = undefined;
      inComment = false;
      inSummary = false;
      continue;
    }
    if (dates.length > 0 || hasDateLabel(text)) continue;
    if (line.cells.length === 1 && endsSection(text)) {
      section = undefined;
      pendingLabel = undefined;
      continue;
    }
    if (isPersonalLine(text) || isFurniture(text)) {
      pendingLabel = undefined;
      continue;
    }
    // A line that repeats an identity string is still read: a row found in it is listed
    // (and withheld by the classifier when its fields carry the identity), never dropped
    // unseen. Only a line with no row in it is passed over.
    const personal = guard.problem(text) !== undefined;
    if (isComment(text)) {
      inComment = true;
      pendingLabel = undefined;
      continue;
    }
    // A summary of the out-of-range results repeats rows printed in the table.
    if (SUMMARY.test(text)) inSummary = true;
    if (inSummary) continue;
    const dateColumn = columns?.some((c) => c.role === "date") ?? false;
    // Dates and clock times ("Godzina pobrania: 08:15") are header fields, not results.
    if (!dateColumn && (datesInText(text).length > 0 || CLOCK_TIME.test(text))) continue;

    const found = rowsOfLine(line, columns, index, patterns, format === "ocr");
    if (found === "note") {
      inComment = true;
      pendingLabel = undefined;
      continue;
    }

    if (found.length === 0 && personal) {
      // Identity text is never joined to a label, above or below.
      pendingLabel = undefined;
      continue;
    }
    if (found.length === 0) {
      // A label alone: maybe the first half of a wrapped label, or the second half of one.
      const previous = rows[rows.length - 1];
      if (
        !inComment && previous !== undefined && previous.at === i - 1 &&
        /^(?:\p{Ll}+(?:-|\s|$)|\()/u.test(text) &&
        isLabelOnly(text) && sameBlock(lines[i - 1], line)
      ) {
        for (const entry of rows.filter((r) => r.at === i - 1)) {
          entry.row = { ...entry.row, name: `${entry.row.name} ${text}` };
        }
        continue;
      }
      pendingLabel = !inComment && isLabelOnly(text) ? { text, at: i } : undefined;
      continue;
    }
    inComment = false;
    rowsInSection = true;
    const ticket = visits.row();
    for (const row of found) {
      let named = row;
      if (
        pendingLabel !== undefined && pendingLabel.at === i - 1 &&
        sameBlock(lines[i - 1], line) && continues(pendingLabel.text, row.name, index)
      ) {
        named = { ...row, name: `${pendingLabel.text} ${row.name}` };
      }
      const scoped = {
        ...named,
        ...(section !== undefined ? { section: section.section } : {}),
        ...(section?.specimen !== undefined ? { specimen: section.specimen } : {}),
        ...(lab !== undefined ? { lab } : {}),
      };
      rows.push({ row: scoped, at: i, ticket, where: placeOf(lines, i, pages) });
      rowsInReport++;
    }
    pendingLabel = undefined;
  }

  const resolved = visits.resolve();
  const out: RawRow[] = rows.map(({ row: withExtras, ticket, where }) => {
    const { ownDate, column, ...row } = withExtras;
    const chosen: RowDate = ownDate !== undefined ? { date: ownDate } : resolved[ticket] ?? {};
    return {
      ...row,
      where: column !== undefined ? `${where}, ${column} column` : where,
      date: chosen.date,
      ...(chosen.problem !== undefined ? { dateProblem: chosen.problem } : {}),
    };
  });
  const dated = visits.any || out.some((r) => r.date !== undefined);
  const holds = dated
    ? []
    : ['no collection date found (looked for "Data pobrania", then "Data wykonania")'];
  return { format, rows: out, identity, holds, notes: [] };
}

function sameBlock(a: LayoutLine | undefined, b: LayoutLine): boolean {
  if (a === undefined || a.page !== b.page) return false;
  const gap = b.y - a.y;
  // The wrapped half starts under a cell of the other line (the name, not a row number).
  const start = b.cells[0]?.x0 ?? 0;
  return gap > 0 && gap <= 2.2 * Math.max(a.height, b.height) &&
    a.cells.some((cell) => Math.abs(cell.x0 - start) <= 2 * b.height);
}
