/**
 * Running a task body so that every expected failure ends as one message on
 * stderr and an exit code, never a stack trace: an `InstallError` prints its
 * message, a usage mistake adds where the help is, and a permission the task
 * does not hold (its sandbox at work) says which task refused what.
 *
 * @module
 */

import { EXIT, InstallError, UsageError } from "./errors.ts";
import type { TaskIo } from "./task_io.ts";

/**
 * Runs `body` and returns its exit code, or the code of the failure it threw.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { InstallError } from "./errors.ts";
 * import { capturedIo } from "./task_io.ts";
 * const io = capturedIo();
 * const code = await guarded(io, "compile", () => Promise.reject(new InstallError("No")));
 * assert.equal(code, 1);
 * assert.deepEqual(io.err, ["No"]);
 * ```
 */
export async function guarded(
  io: TaskIo,
  task: string,
  body: () => Promise<number>,
): Promise<number> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\nRun "deno task ${task} --help" for usage`);
      return error.exitCode;
    }
    if (error instanceof InstallError) {
      io.stderr(error.message);
      return error.exitCode;
    }
    if (error instanceof Deno.errors.NotCapable || error instanceof Deno.errors.PermissionDenied) {
      io.stderr(`The ${task} task is not allowed to do that: ${error.message}`);
      return EXIT.failed;
    }
    throw error;
  }
}
