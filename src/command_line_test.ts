/**
 * Tests of the shared command-line parser: the two meanings of `--`, the
 * last value winning, typed and repeated values, and a named problem for
 * every mistake (never a throw), as each entry point relies on.
 *
 * @module
 */

import assert from "node:assert/strict";
import { parseCommandLine, problemMessage, withLastOptions } from "./command_line.ts";

const SPEC = {
  data: { type: "string" },
  accept: { type: "string", multiple: true },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

Deno.test("parseCommandLine() drops a leading -- and reads both spellings, the last value winning", () => {
  const line = parseCommandLine(["--", "--", "--data", "a", "x", "--data=b"], SPEC, "ends_options");
  assert.deepEqual(line, { values: { data: "b" }, positionals: ["x"], problems: [] });
});

Deno.test("parseCommandLine() ends the options at a later -- only when asked to", () => {
  const argv = ["add", "--", "-5 kg", "--json"];
  assert.deepEqual(parseCommandLine(argv, SPEC, "ends_options").positionals, [
    "add",
    "-5 kg",
    "--json",
  ]);
  const ignored = parseCommandLine(["demo", "--data", "d", "--", "--json"], SPEC, "ignored");
  assert.deepEqual(ignored.values, { data: "d", json: true });
  assert.deepEqual(ignored.positionals, ["demo"]);
});

Deno.test("parseCommandLine() keeps every value of a repeated option, in order", () => {
  const line = parseCommandLine(["--accept", "a", "--accept=b"], SPEC, "ends_options");
  assert.deepEqual(line.values.accept, ["a", "b"]);
});

Deno.test("parseCommandLine() names an unknown option as written, long or short", () => {
  const line = parseCommandLine(["--jsn", "-x", "-h", "word"], SPEC, "ignored");
  assert.deepEqual(line.problems, [
    { kind: "unknown_option", option: "--jsn" },
    { kind: "unknown_option", option: "-x" },
  ]);
  assert.deepEqual(line.values, { help: true });
  assert.deepEqual(line.positionals, ["word"]);
});

Deno.test("parseCommandLine() knows a one-letter option only by its declared short form", () => {
  const line = parseCommandLine(["-d", "x"], SPEC, "ignored");
  assert.deepEqual(line.problems, [{ kind: "unknown_option", option: "-d" }]);
});

Deno.test("parseCommandLine() refuses a missing, empty or option-like value, and a flag's value", () => {
  const problems = (argv: string[]) => parseCommandLine(argv, SPEC, "ignored").problems;
  assert.deepEqual(problems(["--data"]), [{ kind: "needs_value", option: "--data" }]);
  assert.deepEqual(problems(["--data="]), [{ kind: "needs_value", option: "--data" }]);
  assert.deepEqual(problems(["--data", ""]), [{ kind: "needs_value", option: "--data" }]);
  assert.deepEqual(problems(["--data", "--json"]), [{ kind: "needs_value", option: "--data" }]);
  assert.deepEqual(problems(["--data=-d"]), []);
  assert.deepEqual(problems(["--json=yes"]), [{ kind: "takes_no_value", option: "--json" }]);
});

Deno.test("problemMessage() names the option in each kind of mistake", () => {
  assert.equal(
    problemMessage({ kind: "unknown_option", option: "--form" }),
    'Unknown option "--form"',
  );
  assert.equal(
    problemMessage({ kind: "takes_no_value", option: "--json" }),
    'Option "--json" takes no value',
  );
});

Deno.test("withLastOptions() puts a launcher's options where they still count, and win", () => {
  assert.deepEqual(withLastOptions(["add", "x"], ["--data", "/d"], "ends_options"), [
    "add",
    "x",
    "--data",
    "/d",
  ]);
  const argv = ["--", "add", "--data", "rel", "--", "2024-01-01", "-5 kg"];
  const child = withLastOptions(argv, ["--data", "/abs"], "ends_options");
  assert.deepEqual(child, ["add", "--data", "rel", "--data", "/abs", "--", "2024-01-01", "-5 kg"]);
  const parsed = parseCommandLine(child, SPEC, "ends_options");
  assert.deepEqual(parsed.values, { data: "/abs" });
  assert.deepEqual(parsed.positionals, ["add", "2024-01-01", "-5 kg"]);
});
