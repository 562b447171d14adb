/**
 * Parsing the text of one `*.ndjson` store file into readings, with a problem
 * for every line that is skipped. Bad lines are never fatal, and a last line
 * with no newline that does not parse is taken as an import still being
 * written: it is skipped quietly and reported only as a note.
 *
 * @module
 */

import type { Reading } from "../../domain/readings/reading.ts";
import type { Expect, NamesAll } from "../../domain/shape_check.ts";
import { describeIssue, type StoreLine, storeLineSchema } from "../schemas.ts";

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
export interface ParsedText extends Omit<ScannedLines, "finishedLines" | "problemCount"> {
  readonly readings: LineReading[];
}

/**
 * Builds a reading from a validated line, keeping only contract fields (an
 * empty text is none). Its return type is left to inference, so that the
 * check below sees the fields it builds.
 */
function toReading(line: StoreLine) {
  return {
    code: line.code,
    date: line.date,
    value: line.value,
    ...(line.comparator !== undefined ? { comparator: line.comparator } : {}),
    ...(line.unit !== undefined && line.unit !== "" ? { unit: line.unit } : {}),
    ...(line.ref_low !== undefined ? { ref_low: line.ref_low } : {}),
    ...(line.ref_high !== undefined ? { ref_high: line.ref_high } : {}),
    ...(line.ref_text !== undefined && line.ref_text !== "" ? { ref_text: line.ref_text } : {}),
    ...(line.lab_flag !== undefined ? { lab_flag: line.lab_flag } : {}),
    ...(line.lab !== undefined ? { lab: line.lab } : {}),
    ...(line.decimals !== undefined ? { decimals: line.decimals } : {}),
    ...(line.doc !== undefined ? { doc: line.doc } : {}),
    ...(line.page !== undefined ? { page: line.page } : {}),
    ...(line.row !== undefined ? { row: line.row } : {}),
    ...(line.corrected !== undefined ? { corrected: line.corrected } : {}),
    ...(line.imported !== undefined ? { imported: line.imported } : {}),
  };
}

// `toReading` copies every field of the schema (see schemas.ts).
type _Copied = Expect<NamesAll<ReturnType<typeof toReading>, StoreLine>>;

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * Why a line cannot be a JSON object, when that is plain without parsing it
 * (a thrown `JSON.parse` costs about 16 µs, which a file of binary junk pays
 * on every line); `undefined` when only parsing can tell.
 */
function notAnObject(text: string): string | undefined {
  const trimmed = text.trim();
  const first = trimmed[0], last = trimmed[trimmed.length - 1];
  if (first === "{") return last === "}" ? undefined : "not valid JSON";
  if (first === "[") return last === "]" ? undefined : "not valid JSON";
  if (first === '"') return last === '"' && trimmed.length > 1 ? undefined : "not valid JSON";
  if (trimmed === "null" || trimmed === "true" || trimmed === "false") return "not a JSON object";
  return JSON_NUMBER.test(trimmed) ? "not a JSON object" : "not valid JSON";
}

/** Parses one line; returns the reading or the reason it was skipped. */
export function parseLine(text: string): Reading | string {
  if (text.length > MAX_LINE_LENGTH) {
    return `line is ${text.length} characters long; at most ${MAX_LINE_LENGTH} are read`;
  }
  const quick = notAnObject(text);
  if (quick !== undefined) return quick;
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
 * Takes one non-blank line, `text.slice(start, stop)` without its line
 * ending: returns `undefined` if the line was used, else the reason it was
 * skipped.
 */
export type LineTaker = (start: number, stop: number, line: number) => string | undefined;

/**
 * Takes the line that starts at `start`, numbered `line`, without the usual
 * scan when it can (a whole line, its line break included); returns where the
 * next line starts, or -1 to leave the line to the usual scan.
 */
export type QuickLineTaker = (start: number, line: number) => number;

/** What is left of a store file's text once every line went to a {@link LineTaker}. */
export interface ScannedLines {
  /** The first `maxProblems` skipped lines. */
  readonly problems: LineProblem[];
  /** How many lines were skipped in all. */
  readonly problemCount: number;
  /** How many lines ended with a newline: the next line is `firstLine` plus this. */
  readonly finishedLines: number;
  /** The line number of an unfinished last line, skipped quietly. */
  readonly unfinishedLine?: number;
}

const DECODER = new TextDecoder("utf-8", { ignoreBOM: true });
const ENCODER = new TextEncoder();

/** The text of a line's bytes `[from, to)`, decoded as the whole file's would be. */
export function lineText(bytes: Uint8Array, from: number, to: number): string {
  return DECODER.decode(bytes.subarray(from, to));
}

function isBlank(bytes: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = bytes[i];
    if (c === 123) return false; // {: the common case, decided at once
    if (c !== 32 && c !== 9 && c !== 13) return lineText(bytes, from, to).trim() === "";
  }
  return true;
}

/**
 * Gives every non-blank line of a store file's bytes (UTF-8) to `take`,
 * numbering lines from `firstLine`. Blank lines count in the numbering; CRLF
 * endings and a UTF-8 byte-order mark at the start of any line are accepted.
 * A skipped line is a problem, except a last line with no newline: that one
 * is taken as still being written and only noted as `unfinishedLine`.
 * `quick`, when given, is offered each line first.
 */
export function scanLines(
  bytes: Uint8Array,
  firstLine: number,
  take: LineTaker,
  maxProblems = Infinity,
  quick?: QuickLineTaker,
): ScannedLines {
  const problems: LineProblem[] = [];
  let problemCount = 0;
  let unfinishedLine: number | undefined;
  let start = 0;
  let line = firstLine;
  let finishedLines = 0;
  while (start < bytes.length) {
    if (quick !== undefined) {
      const next = quick(start, line);
      if (next >= 0) {
        finishedLines++;
        start = next;
        line++;
        continue;
      }
    }
    let end = bytes.indexOf(0x0a, start);
    // A byte-order mark opening a line (a file's first, or one appended by a
    // tool that writes one) is not part of it: the same live and after a restart.
    if (bytes[start] === 0xef && bytes[start + 1] === 0xbb && bytes[start + 2] === 0xbf) {
      start += 3;
    }
    const finished = end >= 0;
    if (finished) finishedLines++;
    else end = bytes.length;
    const stop = end > start && bytes[end - 1] === 13 ? end - 1 : end;
    if (!isBlank(bytes, start, stop)) {
      const reason = take(start, stop, line);
      if (reason !== undefined) {
        if (!finished) unfinishedLine = line;
        else if (++problemCount <= maxProblems) problems.push({ line, reason });
      }
    }
    start = end + 1;
    line++;
  }
  return unfinishedLine === undefined
    ? { problems, problemCount, finishedLines }
    : { problems, problemCount, finishedLines, unfinishedLine };
}

/**
 * Parses a store file's text into readings, following {@link scanLines}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const parsed = parseStoreText('{"code":"FE","date":"2024-01-01","value":80}\n\n{"code":"FE"}\n{"code":');
 * assert.equal(parsed.readings.length, 1);
 * assert.deepEqual(parsed.problems, [{ line: 3, reason: 'missing "date"' }]);
 * assert.equal(parsed.unfinishedLine, 4);
 * ```
 *
 * @internal tested alone: the whole-text parse that the fast row parser is checked against.
 */
export function parseStoreText(text: string, firstLine = 1): ParsedText {
  const readings: LineReading[] = [];
  const bytes = ENCODER.encode(text);
  const scanned = scanLines(bytes, firstLine, (start, stop, line) => {
    const parsed = parseLine(lineText(bytes, start, stop));
    if (typeof parsed === "string") return parsed;
    readings.push({ line, reading: parsed });
    return undefined;
  });
  const { finishedLines: _, problemCount: __, ...rest } = scanned;
  return { readings, ...rest };
}
