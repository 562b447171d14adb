/**
 * Tests of the command-line parser: every command, the leading `--` that
 * `deno task` passes on, last `--data` wins, and a specific message for
 * every usage mistake.
 *
 * @module
 */

import assert from "node:assert/strict";
import { parseArgs, type ParsedArgs } from "./cli_args.ts";

const DATA = "/default/data";

function usageMessage(argv: string[]): string {
  const parsed = parseArgs(argv, DATA);
  assert.equal(parsed.kind, "usage_error", `expected a usage error for ${JSON.stringify(argv)}`);
  return parsed.kind === "usage_error" ? parsed.message : "";
}

Deno.test("parseArgs() serves the default data directory when no command is given", () => {
  assert.deepEqual(parseArgs([], DATA), { kind: "serve", dataDir: DATA });
  assert.deepEqual(parseArgs(["serve", "--data", "/d"], DATA), { kind: "serve", dataDir: "/d" });
});

Deno.test('parseArgs() accepts a leading "--" from deno task', () => {
  assert.deepEqual(parseArgs(["--", "markers"], DATA), {
    kind: "markers",
    dataDir: DATA,
    json: false,
  });
});

Deno.test('parseArgs() ignores a "--" between the baked and the user\'s arguments', () => {
  assert.deepEqual(parseArgs(["demo", "--data", "./data/demo", "--", "--json"], DATA), {
    kind: "demo",
    dataDir: "./data/demo",
    json: true,
  });
});

Deno.test("parseArgs() lets the last --data win, in either spelling", () => {
  const parsed = parseArgs(["--data", "/baked", "check", "--data=/mine"], DATA);
  assert.deepEqual(parsed, { kind: "check", dataDir: "/mine", json: false });
  assert.deepEqual(parseArgs(["--data=/baked", "--data", "/mine"], DATA), {
    kind: "serve",
    dataDir: "/mine",
  });
});

Deno.test("parseArgs() reads markers with an optional --query", () => {
  assert.deepEqual(parseArgs(["markers", "--query", "żelazo", "--json"], DATA), {
    kind: "markers",
    dataDir: DATA,
    json: true,
    query: "żelazo",
  });
});

Deno.test("parseArgs() reads trend with its marker, range and point budget", () => {
  const parsed = parseArgs(
    ["trend", "white blood cells", "--from", "2024-01-01", "--to=2025-01-01", "--max-points", "20"],
    DATA,
  );
  assert.deepEqual(parsed, {
    kind: "trend",
    dataDir: DATA,
    json: false,
    marker: "white blood cells",
    from: "2024-01-01",
    to: "2025-01-01",
    maxPoints: 20,
  });
});

Deno.test("parseArgs() reads trend --around, and refuses it elsewhere", () => {
  const parsed = parseArgs(["trend", "LDL", "--around", "atorwastatyna"], DATA);
  assert.equal(parsed.kind === "trend" && parsed.around, "atorwastatyna");
  assert.equal(
    usageMessage(["results", "--around", "x"]),
    'Option "--around" does not apply to "results"',
  );
});

Deno.test("parseArgs() reads compare with two to six markers", () => {
  const parsed = parseArgs(["compare", "FERR", "FE", "--from", "2024-01-01"], DATA);
  assert.deepEqual(parsed, {
    kind: "compare",
    dataDir: DATA,
    json: false,
    markers: ["FERR", "FE"],
    from: "2024-01-01",
  });
  const six = parseArgs(["compare", "A", "B", "C", "D", "E", "F"], DATA);
  assert.equal(six.kind === "compare" && six.markers.length, 6);
});

Deno.test("parseArgs() refuses compare with one marker or seven", () => {
  assert.equal(usageMessage(["compare", "FERR"]), '"compare" needs 2 to 6 markers, got 1: "FERR"');
  assert.match(usageMessage(["compare", "A", "B", "C", "D", "E", "F", "G"]), /got 7/);
});

Deno.test("parseArgs() reads results with --abnormal and a range", () => {
  assert.deepEqual(parseArgs(["results", "--abnormal", "--to", "2024-12-31"], DATA), {
    kind: "results",
    dataDir: DATA,
    json: false,
    to: "2024-12-31",
    abnormal: true,
  });
  const plain = parseArgs(["results"], DATA);
  assert.equal(plain.kind === "results" && plain.abnormal, false);
});

Deno.test("parseArgs() reads check and demo with --json", () => {
  const check: ParsedArgs = { kind: "check", dataDir: DATA, json: true };
  assert.deepEqual(parseArgs(["check", "--json"], DATA), check);
  assert.deepEqual(parseArgs(["--json", "demo"], DATA), { ...check, kind: "demo" });
});

Deno.test("parseArgs() answers --help and --version wherever they appear", () => {
  assert.deepEqual(parseArgs(["trend", "--help"], DATA), { kind: "help", dataDir: DATA });
  assert.deepEqual(parseArgs(["-h", "--data", "/d"], DATA), { kind: "help", dataDir: "/d" });
  assert.deepEqual(parseArgs(["compare", "--bogus", "-V"], DATA), {
    kind: "version",
    dataDir: DATA,
  });
  assert.deepEqual(parseArgs(["--version", "--data", "/a", "--data", "/b"], DATA), {
    kind: "version",
    dataDir: "/b",
  });
});

Deno.test("parseArgs() suggests the option meant by a misspelt one", () => {
  assert.equal(
    usageMessage(["trend", "FERR", "--form", "2024-01-01"]),
    'Unknown option "--form" for "trend". Did you mean "--from"?',
  );
  assert.equal(
    usageMessage(["--form", "x", "trend"]),
    'Unknown option "--form". Did you mean "--from"?',
  );
  assert.equal(usageMessage(["check", "-x"]), 'Unknown option "-x" for "check"');
});

Deno.test("parseArgs() suggests the command meant by a misspelt one", () => {
  assert.equal(usageMessage(["trnd", "FERR"]), 'Unknown command "trnd". Did you mean "trend"?');
  assert.equal(usageMessage(["zzz"]), 'Unknown command "zzz"');
});

Deno.test("parseArgs() names an option that does not apply to the command", () => {
  assert.equal(
    usageMessage(["check", "--abnormal"]),
    'Option "--abnormal" does not apply to "check"',
  );
  assert.equal(usageMessage(["serve", "--json"]), 'Option "--json" does not apply to "serve"');
  assert.equal(
    usageMessage(["markers", "--from", "2024-01-01"]),
    'Option "--from" does not apply to "markers"',
  );
});

Deno.test("parseArgs() refuses an option with no value, and a flag with one", () => {
  assert.equal(usageMessage(["trend", "FERR", "--from"]), 'Option "--from" needs a value');
  assert.equal(usageMessage(["--data", "--json", "check"]), 'Option "--data" needs a value');
  assert.equal(usageMessage(["check", "--data="]), 'Option "--data" needs a value');
  assert.equal(usageMessage(["check", "--json=yes"]), 'Option "--json" takes no value');
});

Deno.test("parseArgs() refuses a date that is malformed, unreal or out of order", () => {
  assert.equal(
    usageMessage(["results", "--from", "2024-1-5"]),
    'Option "--from" expects a date as YYYY-MM-DD, got "2024-1-5"',
  );
  assert.equal(
    usageMessage(["trend", "FERR", "--to", "2023-02-29"]),
    'Option "--to" 2023-02-29 is not a real date: day 29 does not exist in 2023-02',
  );
  assert.equal(
    usageMessage(["compare", "A", "B", "--from", "2025-01-01", "--to", "2024-01-01"]),
    '"--to" 2024-01-01 is before "--from" 2025-01-01',
  );
});

Deno.test("parseArgs() refuses a point budget that is not a whole number from 4 to 1000", () => {
  for (const bad of ["abc", "3", "1001", "2.5"]) {
    assert.equal(
      usageMessage(["trend", "FERR", "--max-points", bad]),
      `Option "--max-points" expects a whole number from 4 to 1000, got "${bad}"`,
    );
  }
});

Deno.test("parseArgs() explains missing and extra words", () => {
  assert.equal(usageMessage(["trend"]), '"trend" needs a marker, e.g. "bloodwork-mcp trend FERR"');
  assert.match(usageMessage(["trend", "white", "blood"]), /takes one marker, got 2.*Quote a name/);
  assert.equal(
    usageMessage(["markers", "ferr"]),
    'Unexpected argument "ferr" for "markers". To search, use --query "ferr"',
  );
  assert.equal(usageMessage(["check", "now"]), 'Unexpected argument "now" for "check"');
});

Deno.test("parseArgs() answers a common word for a command with the command that does it", () => {
  // `latest` was unknown with no hint that the command is `results`.
  const latest = parseArgs(["latest"], "data");
  assert.equal(latest.kind, "usage_error");
  assert.match(
    (latest as { message: string }).message,
    /Unknown command "latest"; for that, use "results"/,
  );
  const constructor = parseArgs(["constructor"], "data");
  assert.equal(constructor.kind, "usage_error");
  assert.doesNotMatch((constructor as { message: string }).message, /use "function/);
});
