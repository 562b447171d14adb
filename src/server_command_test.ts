/**
 * Tests of the server's one command line: run and compiled forms grant the
 * same, reading the data directory alone, and bake the same arguments.
 *
 * @module
 */

import assert from "node:assert/strict";
import { serverCommand } from "./server_command.ts";

const PLAN = {
  dataDir: "/home/anna/blood data",
  script: "/home/anna/bloodwork-mcp/dist/server.js",
};

/** The words that grant permissions: any `--allow-*`, `--deny-*` or `-A`. */
function grants(argv: readonly string[]): string[] {
  return argv.filter((a) => /^--(allow|deny)-|^-A$|^--unstable/.test(a));
}

Deno.test("serverCommand() compiles the bundle, and grants read on the data directory and nothing else", () => {
  const args = serverCommand({ ...PLAN, output: "/home/anna/bloodwork-mcp/dist/bloodwork-anna" });
  assert.deepEqual(args, [
    "compile",
    "--no-prompt",
    "--v8-flags=--max-semi-space-size=4,--heap-growing-percent=20",
    "--allow-read=/home/anna/blood data",
    "--no-config",
    "--output",
    "/home/anna/bloodwork-mcp/dist/bloodwork-anna",
    "/home/anna/bloodwork-mcp/dist/server.js",
    "--data",
    "/home/anna/blood data",
  ]);
  assert.deepEqual(grants(args), ["--allow-read=/home/anna/blood data"]);
});

Deno.test("serverCommand() runs with exactly the flags and baked arguments it compiles with", () => {
  const run = serverCommand(PLAN);
  const compiled = serverCommand({ ...PLAN, output: "/o", build: ["--lock=/r/deno.lock"] });
  assert.deepEqual(run, [
    "run",
    "--no-prompt",
    "--v8-flags=--max-semi-space-size=4,--heap-growing-percent=20",
    "--allow-read=/home/anna/blood data",
    "/home/anna/bloodwork-mcp/dist/server.js",
    "--data",
    "/home/anna/blood data",
  ]);
  assert.deepEqual(grants(compiled), grants(run));
  assert.deepEqual(
    compiled.slice(compiled.indexOf(PLAN.script)),
    run.slice(run.indexOf(PLAN.script)),
  );
  assert.deepEqual(compiled.slice(4, 7), ["--lock=/r/deno.lock", "--output", "/o"]);
});

Deno.test("serverCommand() puts a CLI command before --data and test-only flags before the script", () => {
  assert.deepEqual(
    serverCommand({
      dataDir: "/d",
      script: "/r/report.ts",
      args: ["report"],
      extraFlags: ["--allow-write=/v.pdf"],
    }),
    [
      "run",
      "--no-prompt",
      "--v8-flags=--max-semi-space-size=4,--heap-growing-percent=20",
      "--allow-read=/d",
      "--allow-write=/v.pdf",
      "/r/report.ts",
      "report",
      "--data",
      "/d",
    ],
  );
});
