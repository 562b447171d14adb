/**
 * Tests of the Claude Desktop entry: the `deno run` entry has exactly the
 * compiled binary's sandbox, the binary entry needs no arguments, and the
 * snippet is the shape Desktop reads.
 *
 * @module
 */

import assert from "node:assert/strict";
import { serverCommand } from "../server_command.ts";
import { binaryEntry, denoEntry, isTransientDeno, snippet } from "./desktop_config.ts";

const PLAN = {
  deno: "/opt/deno/bin/deno",
  bundle: "/home/anna/bloodwork-mcp/dist/server.js",
  dataDir: "/home/anna/wyniki",
};

Deno.test("denoEntry() runs the bundle with the permissions and arguments the binary has baked in", () => {
  const entry = denoEntry(PLAN);
  const compiled = serverCommand({
    dataDir: PLAN.dataDir,
    script: PLAN.bundle,
    output: "/x/dist/bloodwork",
  });
  // The compile line less its verb and build options is the run line: the same
  // flags before the script and the same baked arguments after it.
  const [, ...rest] = compiled;
  const runPart = rest.filter((a, i) =>
    a !== "--no-config" && a !== "--output" && rest[i - 1] !== "--output"
  );
  assert.deepEqual(entry.args, ["run", ...runPart]);
  assert.equal(entry.command, PLAN.deno);
});

Deno.test("denoEntry() uses only absolute paths and grants nothing but reading the data directory", () => {
  const entry = denoEntry(PLAN);
  assert.ok(entry.command.startsWith("/"));
  const flags = entry.args.filter((a) => a.startsWith("-"));
  assert.deepEqual(flags, ["--no-prompt", "--allow-read=/home/anna/wyniki", "--data"]);
  assert.deepEqual(entry.env, { DENO_NO_UPDATE_CHECK: "1" });
});

Deno.test("snippet() nests the entry under mcpServers by name, for a binary with no arguments", () => {
  assert.equal(
    snippet("bloodwork-anna", binaryEntry("C:\\bw\\dist\\bloodwork-anna.exe")),
    '{\n  "mcpServers": {\n    "bloodwork-anna": {\n      "command": "C:\\\\bw\\\\dist\\\\bloodwork-anna.exe",\n' +
      '      "args": []\n    }\n  }\n}',
  );
});

Deno.test("isTransientDeno() flags a deno that lives in an npx cache, on any OS", () => {
  assert.equal(
    isTransientDeno(
      "C:\\Users\\a\\AppData\\Local\\npm-cache\\_npx\\ab\\node_modules\\deno\\deno.exe",
    ),
    true,
  );
  assert.equal(isTransientDeno("/usr/lib/node_modules/deno/deno"), false);
});
