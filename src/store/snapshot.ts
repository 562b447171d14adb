/**
 * Turning the parsed store files into per-marker series: readings grouped by
 * code in date order, exact duplicates counted once, codes missing from the
 * dictionary served under their own code, and every such finding reported.
 *
 * @module
 */

import type { Dictionary, Marker } from "../domain/dictionary.ts";
import { compareByDate, duplicateKey, type Reading } from "../domain/reading.ts";
import type { LineProblem, LineReading } from "./parse_lines.ts";

/** Something `check` reports about the data directory. */
export interface StoreProblem {
  readonly kind:
    | "bad_line"
    | "unfinished_line"
    | "duplicate"
    | "unknown_code"
    | "symlink"
    | "unreadable_file"
    | "dictionary_error"
    | "alias_dropped"
    | "pattern_invalid";
  readonly file?: string;
  readonly line?: number;
  readonly message: string;
}

/** Findings that are worth a mention but are not problems. */
export function isNote(problem: StoreProblem): boolean {
  return problem.kind === "unfinished_line";
}

/** What the indexer needs of one parsed file. */
export interface ParsedFile {
  readonly readings: readonly LineReading[];
  readonly problems: readonly LineProblem[];
  readonly tail: { readonly readings: readonly LineReading[]; readonly unfinishedLine?: number };
}

/** Readings by code, ready for queries. */
export interface IndexedReadings {
  /** The dictionary plus a bare marker for each unknown code. */
  readonly dictionary: Dictionary;
  readonly byCode: ReadonlyMap<string, readonly Reading[]>;
  /** Codes with readings: dictionary order, then unknown codes by name. */
  readonly codes: readonly string[];
  readonly problems: readonly StoreProblem[];
}

/** Maps a stored code to the dictionary's spelling of it, ignoring case. */
function canonicalCodes(dictionary: Dictionary): Map<string, string> {
  const byUpper = new Map<string, string>();
  for (const code of dictionary.markers.keys()) byUpper.set(code.toUpperCase(), code);
  return byUpper;
}

/**
 * Indexes parsed files (in name order). The first of several identical
 * measurements wins; the others are reported as duplicates.
 */
export function indexReadings(
  dictionary: Dictionary,
  files: ReadonlyMap<string, ParsedFile>,
): IndexedReadings {
  const problems: StoreProblem[] = [];
  const canonical = canonicalCodes(dictionary);
  const grouped = new Map<string, Reading[]>();
  const firstSeen = new Map<string, string>();
  const unknown = new Map<string, number>();
  for (const [file, parsed] of files) {
    for (const { line, reason } of parsed.problems) {
      problems.push({ kind: "bad_line", file, line, message: reason });
    }
    if (parsed.tail.unfinishedLine !== undefined) {
      problems.push({
        kind: "unfinished_line",
        file,
        line: parsed.tail.unfinishedLine,
        message:
          "last line has no newline and does not parse yet (an import still being written?); skipped",
      });
    }
    for (const { line, reading } of [...parsed.readings, ...parsed.tail.readings]) {
      const code = canonical.get(reading.code.toUpperCase()) ?? reading.code;
      const key = duplicateKey({ ...reading, code });
      const first = firstSeen.get(key);
      if (first !== undefined) {
        problems.push({
          kind: "duplicate",
          file,
          line,
          message: `same measurement as ${first}; counted once`,
        });
        continue;
      }
      firstSeen.set(key, `${file}:${line}`);
      if (!dictionary.markers.has(code)) unknown.set(code, (unknown.get(code) ?? 0) + 1);
      const list = grouped.get(code);
      if (list) list.push(reading);
      else grouped.set(code, [reading]);
    }
  }
  for (const list of grouped.values()) list.sort(compareByDate);
  const markers = new Map<string, Marker>(dictionary.markers);
  for (const [code, count] of [...unknown].sort(([a], [b]) => (a < b ? -1 : 1))) {
    markers.set(code, { code, label: code, aliases: [], loinc: [], patterns: [] });
    problems.push({
      kind: "unknown_code",
      message:
        `code "${code}" (${count} result(s)) is not in the dictionary; served with its code as label`,
    });
  }
  const codes = [...markers.keys()].filter((code) => grouped.has(code));
  return {
    dictionary: { markers, problems: dictionary.problems },
    byCode: grouped,
    codes,
    problems,
  };
}
