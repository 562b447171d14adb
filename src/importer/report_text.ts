/**
 * Lab reports as lines of text (from a PDF's text layer or from OCR): the
 * collection date ("Data pobrania" wins over "Data wykonania"), the identity
 * block (never parsed as results), and result rows such as
 * "Hemoglobina 13,4 g/dl 12,0 - 16,0". The row parser is driven by the
 * dictionary: each marker's `patterns:` are tried on the whole line first,
 * then the line is split where a known name ends and a value begins.
 *
 * @module
 */

import type { MarkerIndex } from "../domain/resolve.ts";
import { resolveMarker } from "../domain/resolve.ts";
import { datesInText } from "./dates.ts";
import type { InputFormat, ParsedDocument, RawRow } from "./document.ts";
import { identityOfLines, isIdentityLine, PrivacyGuard } from "./identity.ts";
import {
  isFlagToken,
  isQualitativeWord,
  type ParsedRange,
  type ParsedValue,
  parseRange,
  parseValue,
} from "./values.ts";

/** Lines that name the collection date, strongest first. */
const DATE_LABELS: readonly RegExp[] = [
  /data\s+(?:i\s+godz(?:ina|\.)?\s+)?pobrania|collection\s+date|date\s+collected|sample\s+date/i,
  /data\s+wykonania|data\s+badania|data\s+wyniku|test\s+date/i,
];

/** Normalises extracted text: Greek mu to micro sign, odd spaces to plain ones. */
export function tidyLine(line: string): string {
  return line.replace(/\u03bc/g, "µ").replace(/[\u00a0\u2007\u202f\t]/g, " ").replace(/\s+/g, " ")
    .trim();
}

/**
 * Finds the collection date of a report: "Data pobrania" wins over "Data
 * wykonania". The date is on the label's line or the line after it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(collectionDate(["Data wykonania: 14.03.2025", "Data pobrania: 12.03.2025 08:15"]), "2025-03-12");
 * assert.equal(collectionDate(["Hemoglobina 13,4"]), undefined);
 * ```
 */
export function collectionDate(lines: readonly string[]): string | undefined {
  for (const label of DATE_LABELS) {
    for (const [i, line] of lines.entries()) {
      const match = label.exec(line);
      if (!match) continue;
      const after = line.slice(match.index);
      const date = datesInText(after)[0] ?? datesInText(lines[i + 1] ?? "")[0];
      if (date !== undefined) return date;
    }
  }
  return undefined;
}

const UNIT_WORDS = /^(?:fl|pg|s|sek\.?|sec|ratio|index|indeks|mm\/h|kU\/l)$/i;
const RANGE_WORDS = /^(?:do|od|poniżej|ponizej|powyżej|powyzej|below|above|up|under|over)$/i;
const COMPARATOR_TOKEN = /^(?:<|>|<=|>=|≤|≥)$/;

function looksLikeUnit(token: string): boolean {
  if (RANGE_WORDS.test(token) || isQualitativeWord(token)) return false;
  if (
    /^[<>≤≥]/.test(token) || /^[+-]?\d/.test(token) && !/^10\^|^10[³⁶⁹]|^\d+\/[µu]?l/i.test(token)
  ) {
    return false;
  }
  return /[/%^µ]/.test(token) || UNIT_WORDS.test(token);
}

/** The value, unit and range after a name, or `undefined` when the rest is no result. */
interface Tail {
  readonly value: ParsedValue;
  readonly unit?: string;
  readonly range: ParsedRange;
  /** Whether the rest reads cleanly as unit and range. */
  readonly clean: boolean;
}

/**
 * Reads "value [unit] [flag] [range]" from the tokens after a marker name.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(parseTail("13,4 g/dl L 12,0 - 16,0".split(" ")), {
 *   value: { value: 13.4 }, unit: "g/dl", range: { ref_low: 12, ref_high: 16 }, clean: true,
 * });
 * assert.deepEqual(parseTail(["<", "0,5", "mg/l", "<", "5"])?.value, { value: 0.5, comparator: "<" });
 * assert.equal(parseTail(["1", "z", "2"])?.clean, false);
 * ```
 */
export function parseTail(tokens: readonly string[]): Tail | undefined {
  let used = 1;
  let value: ParsedValue | undefined;
  const first = tokens[0] ?? "";
  if (COMPARATOR_TOKEN.test(first) && tokens[1] !== undefined) {
    value = parseValue(`${first}${tokens[1]}`);
    used = 2;
  }
  if (
    value === undefined && tokens[1] !== undefined && isQualitativeWord(`${first} ${tokens[1]}`)
  ) {
    value = parseValue(`${first} ${tokens[1]}`);
    used = 2;
  }
  if (value === undefined) {
    value = parseValue(first);
    used = 1;
  }
  if (value === undefined) return undefined;
  const rest = tokens.slice(used).filter((token) => !isFlagToken(token));
  let unit: string | undefined;
  let clean = true;
  if (rest[0] !== undefined && looksLikeUnit(rest[0])) unit = rest.shift();
  else if (rest[0] !== undefined && /^\p{L}/u.test(rest[0]) && !RANGE_WORDS.test(rest[0])) {
    clean = isQualitativeWord(rest.join(" "));
  }
  const range = parseRange(rest.join(" "));
  if (range.ref_text !== undefined && !isQualitativeWord(range.ref_text)) clean = false;
  return { value, ...(unit !== undefined ? { unit } : {}), range, clean };
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

function rowByPattern(
  line: string,
  patterns: readonly { code: string; regex: RegExp }[],
): Omit<RawRow, "where" | "date"> | undefined {
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
    return {
      name: match[0].trim(),
      code,
      value: tail.value,
      ...(tail.unit !== undefined ? { unit: tail.unit } : {}),
      range: tail.range,
    };
  }
  return undefined;
}

/** Splits a line into a name and a result, preferring a split whose name the dictionary knows. */
function rowBySplit(
  line: string,
  index: MarkerIndex,
): Omit<RawRow, "where" | "date"> | undefined {
  const tokens = line.split(" ");
  let unknown: Omit<RawRow, "where" | "date"> | undefined;
  for (let i = 1; i < tokens.length; i++) {
    const tail = parseTail(tokens.slice(i));
    if (tail === undefined) continue;
    const name = tokens.slice(0, i).join(" ").replace(/[:.]+$/, "");
    if (!/\p{L}/u.test(name)) continue;
    const row = {
      name,
      value: tail.value,
      ...(tail.unit !== undefined ? { unit: tail.unit } : {}),
      range: tail.range,
    };
    const resolved = resolveMarker(index, name);
    if (resolved.kind === "found" && (tail.clean || tail.unit !== undefined)) {
      return { ...row, code: resolved.marker.code };
    }
    if (
      unknown === undefined && tail.clean && (tail.unit !== undefined || hasRange(tail.range) ||
        typeof tail.value.value === "string")
    ) {
      unknown = row;
    }
  }
  return unknown;
}

function hasRange(range: ParsedRange): boolean {
  return range.ref_low !== undefined || range.ref_high !== undefined ||
    range.ref_text !== undefined;
}

/**
 * Parses the lines of a report into rows. Identity lines (and any line that
 * repeats an identity string) and lines carrying dates are never rows.
 */
export function parseReportLines(
  rawLines: readonly string[],
  index: MarkerIndex,
  format: InputFormat,
): ParsedDocument {
  const lines = rawLines.map(tidyLine).filter((line) => line !== "");
  // Identity fields are read from lines that keep their gaps: a gap of two or
  // more spaces (or a tab) ends a field's value.
  const identity = identityOfLines(
    rawLines.map((line) =>
      line.replace(/\u03bc/g, "µ").replace(/[\u00a0\u2007\u202f]/g, " ").replace(/\t/g, "  ")
        .trim()
    ).filter((line) => line !== ""),
  );
  const guard = new PrivacyGuard(identity);
  const date = collectionDate(lines);
  const holds = date === undefined
    ? ['no collection date found (looked for "Data pobrania", then "Data wykonania")']
    : [];
  const patterns = compilePatterns(index);
  const rows: RawRow[] = [];
  for (const [i, line] of lines.entries()) {
    if (isIdentityLine(line) || guard.problem(line) !== undefined) continue;
    if (datesInText(line).length > 0 || /\b\d{1,2}:\d{2}\b/.test(line)) continue;
    const row = rowByPattern(line, patterns) ?? rowBySplit(line, index);
    if (row) rows.push({ ...row, where: `line ${i + 1}`, date });
  }
  return { format, rows, identity, holds, notes: [] };
}
