/**
 * Tests of the install tasks' shared frame: the option parser and the guard
 * that turns errors into messages and exit codes.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  capturedIo,
  EXIT,
  guarded,
  InstallError,
  parseOptions,
  UsageError,
} from "./install_task.ts";

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

const SPEC = { values: ["--data", "--name"], flags: ["--write", "--force"] };

Deno.test('parseOptions() ignores every "--" that deno task passes on', () => {
  const parsed = parseOptions(["--", "--data", "/d", "--", "--write"], SPEC);
  assert.equal(parsed.values.get("--data"), "/d");
  assert.deepEqual([...parsed.flags], ["--write"]);
  assert.equal(parsed.help, false);
});

Deno.test("parseOptions() takes the last of repeated values and both spellings", () => {
  const parsed = parseOptions(["--name", "a", "--name=b", "--data=/x=y"], SPEC);
  assert.equal(parsed.values.get("--name"), "b");
  assert.equal(parsed.values.get("--data"), "/x=y");
});

Deno.test("parseOptions() takes a value that starts with a dash only as --name=value", () => {
  // As every command line of the product: "--data -odd" reads as a missing value.
  assert.equal(parseOptions(["--data=-odd"], SPEC).values.get("--data"), "-odd");
  assert.throws(() => parseOptions(["--data", "-odd"], SPEC), /Option "--data" needs a value/);
});

Deno.test("parseOptions() notes --help and -h", () => {
  assert.equal(parseOptions(["-h"], SPEC).help, true);
  assert.equal(parseOptions(["--data", "/d", "--help"], SPEC).help, true);
});

Deno.test("parseOptions() rejects each kind of mistake with a usage error naming it", () => {
  const cases: [string[], string][] = [
    [["--data"], 'Option "--data" needs a value'],
    [["--data", "--write"], 'Option "--data" needs a value'],
    [["--data="], 'Option "--data" needs a value'],
    [["--write=yes"], 'Option "--write" takes no value'],
    [["--bogus"], 'Unknown option "--bogus"'],
    [["stray"], 'Unexpected argument "stray"'],
  ];
  for (const [argv, message] of cases) {
    assert.throws(() => parseOptions(argv, SPEC), (error: unknown) => {
      assert.ok(error instanceof UsageError);
      assert.equal(error.message, message);
      assert.equal(error.exitCode, 2);
      return true;
    });
  }
});
