/**
 * Store problems as MCP log messages: each problem a refresh of the store
 * finds (a bad line, a refused or unreadable file, a broken overlay) is sent
 * to the client once, as `notifications/message` at level `warning`, so a
 * host can show it. A problem that goes away and comes back is sent again.
 * Notes that are not problems (an unfinished last line) are not sent.
 *
 * @module
 */

import { cleanProblem, isNote, type StoreProblem } from "../store/store_problem.ts";

/**
 * At most this many warnings per refresh; the rest are counted in one more.
 *
 * @internal test seam: the test reaches the cap without repeating the number.
 */
export const MAX_WARNINGS_PER_REFRESH = 20;

/** Something that sends one warning to the client. */
export type SendWarning = (text: string) => void;

/** A store view that may carry the problems its refresh found. */
export interface WithProblems {
  readonly problems?: readonly StoreProblem[];
}

/**
 * The one-line text of a problem: where, then what. The file name and the
 * message are cleaned as `check` cleans them (no terminal escapes, bells,
 * direction overrides or line breaks reach the client) and the name is quoted.
 */
function problemText(raw: StoreProblem): string {
  const problem = cleanProblem(raw);
  const where = problem.file === undefined
    ? "data directory"
    : `${JSON.stringify(problem.file)}${problem.line === undefined ? "" : ` line ${problem.line}`}`;
  return `Store problem (${problem.kind}) in ${where}: ${problem.message}`;
}

/**
 * Remembers which problems were sent. Call {@link StoreWarnings.report} with
 * each fresh view; it sends the new ones.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const sent: string[] = [];
 * const warnings = new StoreWarnings((text) => sent.push(text));
 * const problem = { kind: "bad_line", file: "a.ndjson", line: 3, message: "not JSON" } as const;
 * warnings.report({ problems: [problem] });
 * warnings.report({ problems: [problem] });
 * assert.deepEqual(sent, ['Store problem (bad_line) in "a.ndjson" line 3: not JSON']);
 * ```
 */
export class StoreWarnings {
  readonly #send: SendWarning;
  #sent = new Set<string>();

  constructor(send: SendWarning) {
    this.#send = send;
  }

  /** Sends the problems of `view` not sent before, and forgets those that are gone. */
  report(view: WithProblems): void {
    const current = new Set<string>();
    const fresh: string[] = [];
    for (const problem of view.problems ?? []) {
      if (isNote(problem)) continue;
      const text = problemText(problem);
      current.add(text);
      if (!this.#sent.has(text)) fresh.push(text);
    }
    this.#sent = current;
    for (const text of fresh.slice(0, MAX_WARNINGS_PER_REFRESH)) this.#send(text);
    const more = fresh.length - MAX_WARNINGS_PER_REFRESH;
    if (more > 0) {
      this.#send(
        `Store problems: ${more} more not shown; run the CLI's "check" command to see all`,
      );
    }
  }
}
