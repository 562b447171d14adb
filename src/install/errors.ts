/**
 * The one error type of the install tasks (`compile`, `desktop`, `mcpb`):
 * a message for the person at the terminal and the exit code it stands for.
 * The tasks print the message and exit; they never print a stack trace.
 *
 * @module
 */

/** Exit codes of the install tasks. */
export const EXIT = {
  /** Done. */
  ok: 0,
  /** The task refused or failed; nothing (more) was changed. */
  failed: 1,
  /** The command line is wrong. */
  usage: 2,
  /** `deno compile` could not obtain its `denort` runtime. */
  denortUnavailable: 3,
} as const;

/** An exit code of the install tasks. */
export type ExitCode = typeof EXIT[keyof typeof EXIT];

/**
 * A refusal or failure that the task reports as one clear message.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const error = new InstallError('Data directory "/x" does not exist');
 * assert.equal(error.exitCode, 1);
 * ```
 */
export class InstallError extends Error {
  /** The exit code the task ends with. */
  readonly exitCode: ExitCode;

  constructor(message: string, exitCode: ExitCode = EXIT.failed) {
    super(message);
    this.name = "InstallError";
    this.exitCode = exitCode;
  }
}

/** A mistake on the command line (exit code 2). */
export class UsageError extends InstallError {
  constructor(message: string) {
    super(message, EXIT.usage);
    this.name = "UsageError";
  }
}
