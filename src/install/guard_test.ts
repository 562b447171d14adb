/**
 * Tests of the task guard: each expected failure becomes one message and its
 * exit code; an unexpected bug is not swallowed.
 *
 * @module
 */

import assert from "node:assert/strict";
import { EXIT, InstallError, UsageError } from "./errors.ts";
import { guarded } from "./guard.ts";
import { capturedIo } from "./task_io.ts";

Deno.test("guarded() passes the body's exit code through", async () => {
  const io = capturedIo();
  assert.equal(await guarded(io, "desktop", () => Promise.resolve(0)), 0);
  assert.deepEqual(io.err, []);
});

Deno.test("guarded() prints a refusal, a usage error with the help hint, and a sandbox denial", async () => {
  const io = capturedIo();
  assert.equal(
    await guarded(
      io,
      "mcpb",
      () => Promise.reject(new InstallError("Refused", EXIT.denortUnavailable)),
    ),
    3,
  );
  assert.equal(
    await guarded(io, "mcpb", () => Promise.reject(new UsageError('Unknown option "--x"'))),
    2,
  );
  assert.equal(
    await guarded(
      io,
      "desktop",
      () => Promise.reject(new Deno.errors.NotCapable('Requires write access to "/etc"')),
    ),
    1,
  );
  assert.deepEqual(io.err, [
    "Refused",
    'Unknown option "--x"\nRun "deno task mcpb --help" for usage',
    'The desktop task is not allowed to do that: Requires write access to "/etc"',
  ]);
});

Deno.test("guarded() rethrows an unexpected error", async () => {
  await assert.rejects(
    guarded(capturedIo(), "compile", () => Promise.reject(new TypeError("bug"))),
    TypeError,
  );
});
