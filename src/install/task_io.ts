/**
 * Where an install task writes: stdout for its result (a JSON snippet, a
 * command line, a path), stderr for everything said to the person. Tasks
 * take it as a parameter so tests can capture both.
 *
 * @module
 */

/** The two output streams of a task. */
export interface TaskIo {
  /** Writes one line (or block) of the task's result. */
  readonly stdout: (text: string) => void;
  /** Writes one line (or block) of guidance or error. */
  readonly stderr: (text: string) => void;
}

/**
 * The real terminal.
 *
 * @example
 * ```ts
 * const io = consoleIo();
 * io.stderr("Building dist/bloodwork");
 * ```
 */
export function consoleIo(): TaskIo {
  return {
    stdout: (text) => console.log(text),
    stderr: (text) => console.error(text),
  };
}

/** A `TaskIo` that keeps what was written, for tests. */
export interface CapturedIo extends TaskIo {
  readonly out: string[];
  readonly err: string[];
}

/**
 * An in-memory `TaskIo`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const io = capturedIo();
 * io.stdout("{}");
 * assert.deepEqual(io.out, ["{}"]);
 * ```
 */
export function capturedIo(): CapturedIo {
  const out: string[] = [], err: string[] = [];
  return { out, err, stdout: (text) => void out.push(text), stderr: (text) => void err.push(text) };
}
