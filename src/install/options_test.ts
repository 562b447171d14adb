/**
 * Tests of the install tasks' option parser: the literal `--` of
 * `deno task`, both spellings of a value, last one wins, and a clear usage
 * error for each mistake.
 *
 * @module
 */

import assert from "node:assert/strict";
import { UsageError } from "./errors.ts";
import { parseOptions } from "./options.ts";

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

Deno.test("parseOptions() accepts a value that starts with a single dash", () => {
  assert.equal(parseOptions(["--data", "-odd"], SPEC).values.get("--data"), "-odd");
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
