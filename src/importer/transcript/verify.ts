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

import { datesInText, hasDateLabel, labelledDates } from "../table/printed_dates.ts";
import { words } from "../lexicon/lexicon.ts";

/** One printed line of a document, with its page (1 for a document without pages). */
export interface TextLine {
  readonly page: number;
  readonly text: string;
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

/** Loose form of a text: NFKC, lower case, one kind of dash. */
export function loose(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/[\u2010-\u2015\u2212]/g, "-");
}

/** The decimal comma as a point: the same length, so spans stay where they were. */
function points(text: string): string {
  return text.replace(/(?<=\d),(?=\d)/g, ".");
}

interface Compact {
  readonly text: string;
  /** The index in the loose line of each compact character. */
  readonly at: readonly number[];
}

function compact(text: string): Compact {
  let out = "";
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (/\s/.test(text[i]!)) continue;
    out += text[i];
    at.push(i);
  }
  return { text: out, at };
}

type Kind = "name" | "unit" | "number";

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function boundaryOk(line: string, start: number, end: number, kind: Kind): boolean {
  const before = line[start - 1];
  const after = line[end];
  const first = line[start]!;
  const last = line[end - 1]!;
  if (kind === "number") {
    const digitBefore = before !== undefined &&
      (/\d/.test(before) || (/[.,]/.test(before) && /\d/.test(line[start - 2] ?? "")));
    const digitAfter = after !== undefined &&
      (/\d/.test(after) || (/[.,]/.test(after) && /\d/.test(line[end + 1] ?? "")));
    return !(/\d/.test(first) && digitBefore) && !(/\d/.test(last) && digitAfter);
  }
  const wordBefore = before !== undefined &&
    (LETTER_OR_DIGIT.test(before) || (kind === "unit" && /[/µμ^*]/.test(before)));
  const wordAfter = after !== undefined && LETTER_OR_DIGIT.test(after);
  return !(LETTER_OR_DIGIT.test(first) && wordBefore) && !(LETTER_OR_DIGIT.test(last) && wordAfter);
}

/** A span `[start, end)` of the loose line. */
type Span = readonly [number, number];

function overlaps(span: Span, taken: readonly Span[]): boolean {
  return taken.some(([s, e]) => span[0] < e && s < span[1]);
}

/** The first span of `needle` in `line` (both loose) outside `taken`, with its boundaries. */
function find(line: string, needle: string, kind: Kind, taken: readonly Span[]): Span | undefined {
  const hay = compact(points(line));
  const want = compact(points(loose(needle))).text;
  if (want === "") return undefined;
  for (let i = hay.text.indexOf(want); i >= 0; i = hay.text.indexOf(want, i + 1)) {
    const span: Span = [hay.at[i]!, hay.at[i + want.length - 1]! + 1];
    if (!overlaps(span, taken) && boundaryOk(line, span[0], span[1], kind)) return span;
  }
  return undefined;
}

const NUMBER = /\d+(?:[.,]\d+)*/g;

function numbersOutside(line: string, taken: readonly Span[]): string[] {
  return [...line.matchAll(NUMBER)]
    .filter((m) => !overlaps([m.index, m.index + m[0].length], taken))
    .map((m) => m[0])
    .filter((number) => !/^\d+[.,]\d+[.,]\d+$/.test(number));
}

const COMPARATOR_WORDS = words((l) => [...l.comparators.above, ...l.comparators.below]);

/** Finds a value: as written, or its number after a comparator word ("powyżej 1000" for ">1000"). */
function findValue(line: string, value: string, taken: readonly Span[]): Span | undefined {
  const kind: Kind = /^\s*[<>≤≥=]*\s*\d/.test(value) ? "number" : "name";
  const found = find(line, value, kind, taken);
  if (found !== undefined) return found;
  const compared = /^\s*[<>≤≥]=?\s*(\d+(?:[.,]\d+)?)\s*$/.exec(value);
  if (compared === null) return undefined;
  for (const word of COMPARATOR_WORDS) {
    const span = find(line, `${word} ${compared[1]}`, "number", taken);
    if (span !== undefined) return span;
  }
  return undefined;
}

/** What of a row is missing on one stretch of text; empty when everything is there. */
function missingOn(line: string, row: TranscriptRow, name: Span): string[] {
  const taken: Span[] = [name];
  const missing: string[] = [];
  const label = JSON.stringify(row.printedName);
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
    missing.unshift(
      `value ${JSON.stringify(row.value)}${
        printed.length > 0 ? ` (printed: ${printed.join(", ")})` : ""
      }`,
    );
  }
  return missing.length === 0 ? [] : [`${missing.join(", ")} not printed near ${label}`];
}

/** The dates a row may take: on its line, labelled as a collection date, or printed bare. */
export function documentDates(lines: readonly TextLine[]): Set<string> {
  const collected = new Set<string>();
  const other = new Set<string>();
  const bare = new Set<string>();
  for (const [i, { text }] of lines.entries()) {
    const labelled = labelledDates(text, lines[i + 1]?.text);
    for (const date of labelled) {
      if (date.date === "") continue;
      (date.strength === "collection" ? collected : other).add(date.date);
    }
    if (!hasDateLabel(text)) {
      for (const date of datesInText(text)) bare.add(date);
    }
  }
  return new Set([...collected, ...(collected.size === 0 ? other : []), ...bare]);
}

/** The document's text made ready for checking many rows. */
export interface VerifiableText {
  readonly lines: readonly TextLine[];
  readonly looseLines: readonly string[];
  readonly dates: ReadonlySet<string>;
}

/** Prepares a document's lines once for {@link verifyRow}. */
export function verifiableText(lines: readonly TextLine[]): VerifiableText {
  return { lines, looseLines: lines.map((l) => loose(l.text)), dates: documentDates(lines) };
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
 * assert.equal(verifyRow({ ...row, value: "13.8" }, text), 'value "13.8" (printed: 13,2) not printed near "Hemoglobina"');
 * ```
 */
export function verifyRow(row: TranscriptRow, text: VerifiableText): string | undefined {
  const name = row.printedName.trim();
  if (name === "") return "no printed name in the transcript to find the row by";
  if (row.value.trim() === "") return "no value in the transcript";
  const problems: string[] = [];
  let nameSeen = false;
  for (const [i, line] of text.looseLines.entries()) {
    const page = text.lines[i]!.page;
    if (row.page !== undefined && page !== row.page) continue;
    const span = find(line, name, "name", []);
    if (span === undefined) continue;
    nameSeen = true;
    let missing = missingOn(line, row, span);
    const next = text.looseLines[i + 1];
    // A row wrapped in two: its name alone on a line, the result on the next.
    if (
      missing.length > 0 && next !== undefined && text.lines[i + 1]!.page === page &&
      numbersOutside(line, [span]).length === 0
    ) {
      const joined = `${line}  ${next}`;
      const both = missingOn(joined, row, span);
      if (both.length === 0) missing = both;
    }
    if (missing.length === 0) {
      return dateProblem(row, text, [line, next ?? ""]);
    }
    problems.push(...missing);
  }
  if (!nameSeen) {
    return `name ${JSON.stringify(name)} not printed on the document${
      row.page !== undefined ? ` (page ${row.page})` : ""
    }`;
  }
  return problems[0];
}

function dateProblem(
  row: TranscriptRow,
  text: VerifiableText,
  near: readonly string[],
): string | undefined {
  if (row.date === undefined) return undefined;
  if (text.dates.has(row.date) || datesInText(near[0] ?? "").includes(row.date)) return undefined;
  return `date ${row.date} not printed on the document as a collection date or beside ${
    JSON.stringify(row.printedName)
  }`;
}
