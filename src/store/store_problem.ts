/**
 * What `check` reports about a data directory: the kinds of problem and
 * note, how many are listed per file, and a problem made safe to show.
 *
 * @module
 */

import type { DictionaryProblem } from "../domain/markers/dictionary.ts";
import { cleanText } from "../domain/text.ts";

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
    | "pattern_invalid"
    | "marker_shadowed"
    | "events_error";
  readonly file?: string;
  readonly line?: number;
  readonly message: string;
  /**
   * How many problems this entry stands for, when more than one: the entry
   * that sums up what a capped list left out.
   */
  readonly count?: number;
}

/**
 * How many bad lines, and how many duplicates, are listed per file; the rest
 * are counted in one entry. This bounds the memory and the size of `check`
 * for a file of binary junk or three copies of a long export.
 */
export const MAX_LISTED_PER_FILE = 100;

/** Findings that are worth a mention but are not problems. */
export function isNote(problem: StoreProblem): boolean {
  return problem.kind === "unfinished_line" || problem.kind === "marker_shadowed";
}

/** The longest problem message shown; messages quote data, so they are cleaned too. */
const MAX_PROBLEM_MESSAGE = 500;

/**
 * A problem made safe to show: its file name and message (both may quote a
 * file's name or content) stripped of control and invisible characters and
 * capped, for `check` and for the log messages sent to the client alike.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const raw = { kind: "bad_line", file: "a\u001b[2J\u0007\u202e.ndjson", line: 1, message: "x\ny" } as const;
 * assert.deepEqual(cleanProblem(raw), { kind: "bad_line", file: "a.ndjson", line: 1, message: "xy" });
 * ```
 */
export function cleanProblem(problem: StoreProblem): StoreProblem {
  return {
    kind: problem.kind,
    ...(problem.file !== undefined ? { file: cleanText(problem.file) } : {}),
    ...(problem.line !== undefined ? { line: problem.line } : {}),
    message: cleanText(problem.message, MAX_PROBLEM_MESSAGE),
    ...(problem.count !== undefined ? { count: problem.count } : {}),
  };
}

/** A problem of the merged dictionary, reported against the overlay `file`. */
export function dictionaryProblem(p: DictionaryProblem, file: string): StoreProblem {
  return {
    kind: p.kind,
    file,
    message: p.kind === "marker_shadowed"
      ? `marker "${p.code}" (${JSON.stringify(p.text)}) ${p.reason}`
      : `${p.kind === "alias_dropped" ? "alias" : "pattern"} ${
        JSON.stringify(p.text)
      } of "${p.code}" ${p.kind === "alias_dropped" ? "dropped: " : "ignored: "}${p.reason}`,
  };
}

/** A reading that was counted once because an earlier one is the same measurement. */
export interface Duplicate {
  /** File slot (index in name order) and line of the duplicate. */
  readonly file: number;
  readonly line: number;
  /** The reading that counts, by file slot and line. */
  firstFile: number;
  firstLine: number;
}
