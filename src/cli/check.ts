/**
 * The `check` report: every problem the store found (bad lines, duplicates,
 * unknown codes, dropped aliases, a broken `markers.yaml`...), each at its
 * file and line, and a summary of what was loaded.
 *
 * @module
 */

import { cleanProblem, isNote, type StoreProblem } from "../store/store_problem.ts";
import type { StoreSnapshot } from "../store/store.ts";
import { plural } from "../domain/readings/format.ts";

/** What `check` found, as printed with `--json`. */
export interface CheckReport {
  readonly file_count: number;
  readonly result_count: number;
  readonly marker_count: number;
  /** Problems that are not notes; any makes `check` fail. */
  readonly problem_count: number;
  readonly note_count: number;
  readonly problems: readonly StoreProblem[];
}

/** Counts what a snapshot holds and collects its problems, cleaned for showing. */
export function checkReport(snapshot: StoreSnapshot): CheckReport {
  const codes = snapshot.codes();
  const notes = snapshot.problems.filter(isNote).length;
  // An entry that sums up a capped list counts for every problem it stands for.
  const total = snapshot.problems.reduce((sum, p) => sum + (p.count ?? 1), 0);
  return {
    file_count: snapshot.fileCount,
    result_count: codes.reduce((sum, code) => sum + snapshot.readings(code).length, 0),
    marker_count: codes.length,
    problem_count: total - notes,
    note_count: notes,
    problems: snapshot.problems.map(cleanProblem),
  };
}

/** `file:line: message`, `file: message`, or the message alone. */
function problemLine(problem: StoreProblem): string {
  const where = problem.file === undefined
    ? ""
    : problem.line === undefined
    ? `${problem.file}: `
    : `${problem.file}:${problem.line}: `;
  return `${where}${isNote(problem) ? "note: " : ""}${problem.message}`;
}

/**
 * Renders the report: one line per problem, then the summary.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const text = renderCheck({
 *   file_count: 1, result_count: 2, marker_count: 1, problem_count: 1, note_count: 0,
 *   problems: [{ kind: "bad_line", file: "a.ndjson", line: 3, message: "not valid JSON" }],
 * });
 * assert.equal(text, "a.ndjson:3: not valid JSON\n1 file, 2 results, 1 marker: 1 problem\n");
 * ```
 */
export function renderCheck(report: CheckReport): string {
  const found = [
    ...(report.problem_count > 0 ? [plural(report.problem_count, "problem")] : []),
    ...(report.note_count > 0 ? [plural(report.note_count, "note")] : []),
  ];
  const summary = `${plural(report.file_count, "file")}, ${
    plural(report.result_count, "result")
  }, ${plural(report.marker_count, "marker")}: ${
    report.problem_count === 0 && found.length === 0 ? "no problems" : found.join(", ")
  }`;
  return [...report.problems.map(problemLine), summary].join("\n") + "\n";
}
