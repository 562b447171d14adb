/**
 * Checking a model's transcript row against the document's own text: its
 * printed name, value, unit and range must occur together on one printed
 * line (or a name's line and the line under it, for a row wrapped in two),
 * on the page the row names if any; its date must be printed on the
 * document. Matching is literal: case, whitespace, the dash's typography and
 * the decimal separator are loose (NFKC folds `µ` and `μ`), nothing else is.
 * A row that fails gets the reason: what was not found, and what is printed
 * there instead (numbers only, never the line's words).
 *
 * @module
 */

import { datesInText, hasDateLabel, labelledDates } from "../cell/mod.ts";
import {
  compact,
  find,
  findValue,
  loose,
  numbersOutside,
  points,
  type Span,
} from "./loose_match.ts";

/** One printed line of a document, with its page (1 for a document without pages). */
export interface TextLine {
  readonly page: number;
  readonly text: string;
  /** Where each cell is across the page (its middle), when the document lays text out. */
  readonly cells?: readonly { readonly text: string; readonly x: number }[];
}

/** What the transcript says of one row, as printed. */
export interface TranscriptRow {
  readonly printedName: string;
  readonly value: string;
  readonly unit: string;
  readonly range: string;
  /** The store date (`YYYY-MM-DD`), or `undefined` when the transcript gives none. */
  readonly date: string | undefined;
  readonly page?: number;
}

/** What of a row is missing on one stretch of text, and the value's span when it is there. */
function missingOn(
  line: string,
  row: TranscriptRow,
  name: Span,
): { missing: string[]; value?: Span; printed?: string } {
  const taken: Span[] = [name];
  const missing: string[] = [];
  if (row.range.trim() !== "") {
    const span = find(line, row.range, "number", taken);
    if (span === undefined) missing.push(`range ${JSON.stringify(row.range)}`);
    else taken.push(span);
  }
  if (row.unit.trim() !== "") {
    const span = find(line, row.unit, "unit", taken);
    if (span === undefined) missing.push(`unit ${JSON.stringify(row.unit)}`);
    else taken.push(span);
  }
  const value = findValue(line, row.value, taken);
  if (value === undefined) {
    const printed = numbersOutside(line, taken).slice(0, 6);
    missing.unshift(`value ${row.value}`);
    return printed.length > 0 ? { missing, printed: printed.join(", ") } : { missing };
  }
  return { missing, value };
}

/** A cell of a line in the loose text: where it starts and ends, and its place on the page. */
interface LooseCell {
  readonly start: number;
  readonly end: number;
  readonly x: number;
}

/** A line in loose form, with its cells' places when known. */
interface LooseLine {
  readonly page: number;
  readonly text: string;
  readonly cells?: readonly LooseCell[];
}

const GAP = "   ";

function looseLine(line: TextLine): LooseLine {
  if (line.cells === undefined || line.cells.length === 0) {
    return { page: line.page, text: loose(line.text) };
  }
  let text = "";
  const cells: LooseCell[] = [];
  for (const cell of line.cells) {
    if (text !== "") text += GAP;
    const start = text.length;
    text += loose(cell.text);
    cells.push({ start, end: text.length, x: cell.x });
  }
  return { page: line.page, text, cells };
}

/** The columns of a cumulative table: a header line with a date in each of two or more cells. */
interface DateColumns {
  readonly page: number;
  readonly columns: readonly { readonly date: string; readonly x: number }[];
}

function dateColumns(line: TextLine): DateColumns | undefined {
  const columns = (line.cells ?? []).flatMap((cell) => {
    const dates = datesInText(cell.text);
    return dates.length === 1 && cell.text.trim().length <= 22
      ? [{ date: dates[0]!, x: cell.x }]
      : [];
  });
  return columns.length >= 2 ? { page: line.page, columns } : undefined;
}

/** The dates a row may take besides its own line's: labelled as collection dates, or heading a column. */
function documentDates(lines: readonly TextLine[]): Set<string> {
  const collected = new Set<string>();
  const other = new Set<string>();
  const phrased = new Set<string>();
  let firstDated: string[] | undefined;
  for (const [i, { text }] of lines.entries()) {
    const labelled = labelledDates(text, lines[i + 1]?.text);
    for (const date of labelled) {
      if (date.date === "") continue;
      (date.strength === "collection" ? collected : other).add(date.date);
    }
    const dates = datesInText(text);
    if (hasDateLabel(text) || dates.length === 0) continue;
    // A cumulative table's dates, or a letter's dated phrase ("Kontrolnie 15.03.2025:").
    if (dates.length >= 2) { for (const date of dates) phrased.add(date); }
    for (const match of text.matchAll(DATED_PHRASE)) {
      for (const date of datesInText(match[0])) phrased.add(date);
    }
    firstDated ??= dates;
  }
  // A document that names no collection date: the first dates it prints stand for it.
  const fallback = collected.size === 0 && other.size === 0 ? firstDated ?? [] : [];
  return new Set([...collected, ...(collected.size === 0 ? other : []), ...phrased, ...fallback]);
}

/** A date followed by a colon, or after "z dnia"/"dnia"/"on": a letter's dated phrase. */
const DATED_PHRASE =
  /(?:\d{1,2}[./-]\d{1,2}[./-]\d{4}|\d{4}-\d{2}-\d{2})\)?\s*:|(?:z dnia|dnia|on)\s+\d{1,2}[./-]\d{1,2}[./-]\d{4}/giu;

/** The document's text made ready for checking many rows. */
export interface VerifiableText {
  readonly lines: readonly LooseLine[];
  readonly dates: ReadonlySet<string>;
  /** Per line: the cumulative table's date columns in force there, if any. */
  readonly columns: readonly (DateColumns | undefined)[];
  /** Per line: the collection date, or the letter's dated phrase, printed last above it. */
  readonly inForce: readonly (ReadonlySet<string> | undefined)[];
}

/** The collection dates a line labels, or the dates of its dated phrases. */
function datesSet(line: string, next: string | undefined): Set<string> {
  const dates = new Set(
    labelledDates(line, next).filter((d) => d.strength === "collection" && d.date !== "")
      .map((d) => d.date),
  );
  for (const match of line.matchAll(DATED_PHRASE)) {
    for (const date of datesInText(match[0])) dates.add(date);
  }
  return dates;
}

/** Prepares a document's lines once for {@link verifyRow}. */
export function verifiableText(lines: readonly TextLine[]): VerifiableText {
  let current: DateColumns | undefined;
  const columns = lines.map((line) => {
    if (current !== undefined && current.page !== line.page) current = undefined;
    current = dateColumns(line) ?? current;
    return current;
  });
  let force: Set<string> | undefined;
  const inForce = lines.map((line, i) => {
    const set = datesSet(line.text, lines[i + 1]?.text);
    if (set.size > 0) force = set;
    return force;
  });
  return { lines: lines.map(looseLine), dates: documentDates(lines), columns, inForce };
}

/**
 * Whether a line carries on the row above: it starts with a figure or a sign
 * (a range set under its result, a range's second band), maybe after an
 * item code ("ICD-9: L43"), and has no word a name could be.
 */
function continuation(text: string): boolean {
  const rest = text.trim().replace(/^icd-?\d*\s*:?\s*\S+\s+/u, "");
  return /^[\d<>≤≥(]/u.test(rest) && !/\p{L}{4,}/u.test(rest);
}

/** Whether nothing but the name is printed on a line (its result is on the next). */
function nameAlone(text: string, name: Span): boolean {
  return !/[\p{L}\p{N}]/u.test(text.slice(0, name[0]) + text.slice(name[1]));
}

/**
 * A line whose name runs on at the start of the next line, as one text with
 * the name whole at its start ("aminotransferaza alaninowa (alt)   47   h   < 41");
 * `undefined` when the name is not split so.
 */
function wrappedName(line: string, next: string, name: string): string | undefined {
  const want = compact(points(loose(name))).text;
  const tail = compact(points(next)).text;
  for (let k = want.length - 1; k >= 2; k--) {
    if (!tail.startsWith(want.slice(k))) continue;
    const head = find(line, want.slice(0, k), "name", []);
    if (head === undefined) continue;
    const rest = compact(next);
    const cut = rest.at[want.length - k - 1]! + 1;
    if (/[\p{L}\p{N}]/u.test(next.slice(cut))) continue;
    return `${line.slice(0, head[1])}${next.slice(0, cut)}${line.slice(head[1])}`;
  }
  return undefined;
}

/** A stretch of text a row may be printed on; `valueBefore`: the value must start before it. */
interface Window extends LooseLine {
  readonly valueBefore?: number;
  /** The value must be the first figure after the name (a sentence that runs on). */
  readonly valueFirst?: boolean;
}

/** The column date a value sits under, in a cumulative table. */
function columnDate(line: LooseLine, value: Span, columns: DateColumns): string | undefined {
  const cell = line.cells?.find((c) => value[0] >= c.start && value[0] < c.end);
  if (cell === undefined) return undefined;
  const xs = columns.columns.map((c) => c.x);
  const spacing = xs.length > 1 ? (Math.max(...xs) - Math.min(...xs)) / (xs.length - 1) : 50;
  const nearest = columns.columns.reduce((a, b) =>
    Math.abs(a.x - cell.x) <= Math.abs(b.x - cell.x) ? a : b
  );
  return Math.abs(nearest.x - cell.x) <= spacing / 2 ? nearest.date : undefined;
}

/**
 * Why a transcript row is not what the document prints, or `undefined` when
 * its name, value, unit, range and date are all printed.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const text = verifiableText([
 *   { page: 1, text: "Data pobrania: 12.03.2024" },
 *   { page: 1, text: "Hemoglobina   13,2   g/dl   12,0 - 16,0" },
 * ]);
 * const row = { printedName: "Hemoglobina", value: "13.2", unit: "g/dl", range: "12,0-16,0", date: "2024-03-12" };
 * assert.equal(verifyRow(row, text), undefined);
 * assert.equal(verifyRow({ ...row, value: "13.8" }, text), 'value 13.8 not printed near "Hemoglobina"; printed: 13,2');
 * ```
 */
export function verifyRow(row: TranscriptRow, text: VerifiableText): string | undefined {
  const name = row.printedName.trim();
  if (name === "") return "no printed name in the transcript to find the row by";
  if (row.value.trim() === "") return "no value in the transcript";
  const label = JSON.stringify(name);
  let best: { missing: string[]; printed?: string } | undefined;
  /** A line that prints the row, but not for its date: said when no other line does. */
  let dated: string | undefined;
  for (const [i, line] of text.lines.entries()) {
    if (row.page !== undefined && line.page !== row.page) continue;
    const next = text.lines[i + 1]?.page === line.page ? text.lines[i + 1] : undefined;
    const windows: Window[] = [line];
    // A row over several lines: a name alone (the result under it), a name
    // wrapped after the result ("Aminotransferaza alaninowa … (ALT)"), or a
    // range, or its bands, set under the result. Only a name alone takes its
    // value from below.
    if (next !== undefined) {
      const own = find(line.text, name, "name", []);
      const alone = own !== undefined && nameAlone(line.text, own);
      const under: string[] = [];
      for (let j = i + 1; j <= i + 4; j++) {
        const more = text.lines[j];
        if (more === undefined || more.page !== line.page || !continuation(more.text)) break;
        under.push(more.text);
      }
      if (alone) windows.push({ page: line.page, text: `${line.text}${GAP}${next.text}` });
      // A sentence of results runs on over the line's end: after a name that
      // ends the line, or in a bracket left open ("(N:" … "<0,5)").
      const last = own !== undefined && !/[\p{L}\p{N}]/u.test(line.text.slice(own[1]));
      const open = line.text.lastIndexOf("(") > line.text.lastIndexOf(")");
      if ((last && !alone) || open) {
        windows.push({
          page: line.page,
          text: `${line.text}${GAP}${next.text}`,
          ...(last ? { valueFirst: true } : { valueBefore: line.text.length }),
        });
      }
      if (under.length > 0) {
        windows.push({
          page: line.page,
          text: [line.text, ...under].join(GAP),
          valueBefore: line.text.length,
        });
      }
      const wrapped = own === undefined ? wrappedName(line.text, next.text, name) : undefined;
      if (wrapped !== undefined) {
        windows.push({ page: line.page, text: wrapped, valueBefore: line.text.length });
      }
    }
    for (const window of windows) {
      const span = find(window.text, name, "name", []);
      if (span === undefined || span[0] >= line.text.length) continue;
      const found = missingOn(window.text, row, span);
      const { missing, value } = found;
      const between = value === undefined ? "" : window.text.slice(span[1], value[0]);
      if (
        value !== undefined && (
          (window.valueBefore !== undefined && value[0] >= window.valueBefore) ||
          (window.valueFirst === true && /\d/.test(between))
        )
      ) {
        missing.push(`value ${row.value} on the row's own line`);
      }
      const columns = text.columns[i];
      if (
        missing.length === 0 && value !== undefined && columns !== undefined &&
        row.date !== undefined
      ) {
        const under = columnDate(window, value, columns);
        if (under !== undefined && under !== row.date) {
          dated ??= `value ${
            JSON.stringify(row.value)
          } of ${label} is printed under ${under}, not ${row.date}`;
          continue;
        }
      }
      if (missing.length === 0) {
        const problem = dateProblem(row, text, window.text.slice(0, value![0]), i);
        if (problem === undefined) return undefined;
        dated ??= problem;
        continue;
      }
      if (best === undefined || missing.length < best.missing.length) best = found;
    }
  }
  if (dated !== undefined) return dated;
  if (best === undefined) {
    return `name ${label} not printed on the document${
      row.page !== undefined ? ` (page ${row.page})` : ""
    }`;
  }
  return `${best.missing.join(", ")} not printed near ${label}${
    best.printed !== undefined ? `; printed: ${best.printed}` : ""
  }`;
}

/** Why a row's date is not printed for it; `before`: its line up to the value (a date column's dates). */
function dateProblem(
  row: TranscriptRow,
  text: VerifiableText,
  before: string,
  index: number,
): string | undefined {
  if (row.date === undefined) return undefined;
  // A row that prints its own dates takes one of them, never another row's or
  // the document's; else the collection date (or dated phrase) printed last
  // above it, or a cumulative table's column (checked with the value).
  const own = datesInText(before);
  const force = text.inForce[index];
  const columns = text.columns[index]?.columns.map((c) => c.date) ?? [];
  const allowed = own.length > 0
    ? own.includes(row.date)
    : force !== undefined
    ? force.has(row.date) || columns.includes(row.date)
    : text.dates.has(row.date);
  if (allowed) return undefined;
  return `date ${row.date} not printed on the document as a collection date or beside ${
    JSON.stringify(row.printedName)
  }`;
}
