/**
 * Parsing the text of one `*.ndjson` store file into readings, with a problem
 * for every line that is skipped. Bad lines are never fatal, and a last line
 * with no newline that does not parse is taken as an import still being
 * written: it is skipped quietly and reported only as a note.
 *
 * @module
 */

import type { Reading } from "../domain/reading.ts";
import { describeIssue, storeLineSchema } from "./schemas.ts";

/** The longest store line that is parsed at all. */
export const MAX_LINE_LENGTH = 64 * 1024;

/** A reading with the line it came from. */
export interface LineReading {
  readonly line: number;
  readonly reading: Reading;
}

/** A line that was skipped, and why. */
export interface LineProblem {
  readonly line: number;
  readonly reason: string;
}

/** Everything parsed from one file's text. */
export interface ParsedText {
  readonly readings: LineReading[];
  readonly problems: LineProblem[];
  /** The line number of an unfinished last line, skipped quietly. */
  readonly unfinishedLine?: number;
}

/** Builds a reading from a validated line, keeping only contract fields. */
function toReading(line: ReturnType<typeof storeLineSchema.parse>): Reading {
  return {
    code: line.code,
    date: line.date,
    value: line.value,
    ...(line.comparator !== undefined ? { comparator: line.comparator } : {}),
    ...(line.unit !== undefined && line.unit !== "" ? { unit: line.unit } : {}),
    ...(line.ref_low !== undefined ? { ref_low: line.ref_low } : {}),
    ...(line.ref_high !== undefined ? { ref_high: line.ref_high } : {}),
    ...(line.ref_text !== undefined && line.ref_text !== "" ? { ref_text: line.ref_text } : {}),
  };
}

/** Parses one line; returns the reading or the reason it was skipped. */
export function parseLine(text: string): Reading | string {
  if (text.length > MAX_LINE_LENGTH) {
    return `line is ${text.length} characters long; at most ${MAX_LINE_LENGTH} are read`;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return "not valid JSON";
  }
  if (json === null || typeof json !== "object" || Array.isArray(json)) {
    return "not a JSON object";
  }
  const result = storeLineSchema.safeParse(json);
  return result.success ? toReading(result.data) : describeIssue(result.error, json);
}

/**
 * Parses a store file's text. Blank lines are fine; CRLF endings and a UTF-8
 * byte-order mark are accepted.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const parsed = parseStoreText('{"code":"FE","date":"2024-01-01","value":80}\n\n{"code":"FE"}\n{"code":');
 * assert.equal(parsed.readings.length, 1);
 * assert.deepEqual(parsed.problems, [{ line: 3, reason: 'missing "date"' }]);
 * assert.equal(parsed.unfinishedLine, 4);
 * ```
 */
export function parseStoreText(text: string, firstLine = 1): ParsedText {
  const readings: LineReading[] = [];
  const problems: LineProblem[] = [];
  let unfinishedLine: number | undefined;
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = firstLine;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    const finished = end >= 0;
    if (!finished) end = text.length;
    let content = text.slice(start, end);
    if (content.endsWith("\r")) content = content.slice(0, -1);
    if (content.trim() !== "") {
      const parsed = parseLine(content);
      if (typeof parsed !== "string") readings.push({ line, reading: parsed });
      else if (finished) problems.push({ line, reason: parsed });
      else unfinishedLine = line;
    }
    start = end + 1;
    line++;
  }
  return unfinishedLine === undefined
    ? { readings, problems }
    : { readings, problems, unfinishedLine };
}
