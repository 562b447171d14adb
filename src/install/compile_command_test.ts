/**
 * Tests of the compile command line: the exact flags, absolute paths, no
 * permission beyond reading the data directory, and a `deno run` twin with
 * identical permissions and baked arguments.
 *
 * @module
 */

import assert from "node:assert/strict";
import { commandLine, compileArgs, runArgsFor } from "./compile_command.ts";

const PLAN = {
  dataDir: "/home/anna/blood data",
  main: "/home/anna/bloodwork-mcp/main.ts",
  output: "/home/anna/bloodwork-mcp/dist/bloodwork-anna",
};

Deno.test("compileArgs() grants read on the data directory and nothing else", () => {
  const args = compileArgs(PLAN);
  assert.deepEqual(args, [
    "compile",
    "--no-prompt",
    "--allow-read=/home/anna/blood data",
    "--lock=/home/anna/bloodwork-mcp/deno.server.lock",
    "--frozen",
    "--output",
    "/home/anna/bloodwork-mcp/dist/bloodwork-anna",
    "/home/anna/bloodwork-mcp/main.ts",
    "--data",
    "/home/anna/blood data",
  ]);
  const permissions = args.filter((a) => /^--(allow|deny)-|^-A$|^--unstable/.test(a));
  assert.deepEqual(permissions, ["--allow-read=/home/anna/blood data"]);
});

Deno.test("runArgsFor() keeps every permission flag and baked argument of the compile line", () => {
  const run = runArgsFor(compileArgs(PLAN));
  assert.deepEqual(run, [
    "run",
    "--no-prompt",
    "--allow-read=/home/anna/blood data",
    "--lock=/home/anna/bloodwork-mcp/deno.server.lock",
    "--frozen",
    "/home/anna/bloodwork-mcp/main.ts",
    "--data",
    "/home/anna/blood data",
  ]);
  assert.throws(() => runArgsFor(["run", "x.ts"]), /Expected a "compile" command line, got "run"/);
});

Deno.test("commandLine() quotes what the shell would split or expand", () => {
  assert.equal(
    commandLine(["/usr/bin/deno", ...compileArgs(PLAN)], "linux"),
    "/usr/bin/deno compile --no-prompt '--allow-read=/home/anna/blood data' " +
      "--lock=/home/anna/bloodwork-mcp/deno.server.lock --frozen --output " +
      "/home/anna/bloodwork-mcp/dist/bloodwork-anna /home/anna/bloodwork-mcp/main.ts --data '/home/anna/blood data'",
  );
  assert.equal(commandLine(["it's", "$HOME", ""], "darwin"), `'it'\\''s' '$HOME' ''`);
  assert.equal(
    commandLine(["C:\\Program Files\\deno.exe", "C:\\data"], "windows"),
    '"C:\\Program Files\\deno.exe" C:\\data',
  );
});
