/**
 * Tests of building the server: the shown command line, the compile
 * failure's classification and the binary's identity check.
 *
 * @module
 */

import assert from "node:assert/strict";
import {
  askBinary,
  classifyCompileFailure,
  commandLine,
  denortUnavailableMessage,
  parseVersionOutput,
  requireOurs,
} from "./server_build.ts";
import { InstallError } from "./install_task.ts";
import { serverCommand } from "../server_command.ts";

const PLAN = {
  dataDir: "/home/anna/blood data",
  script: "/home/anna/bloodwork-mcp/dist/server.js",
  output: "/home/anna/bloodwork-mcp/dist/bloodwork-anna",
};

Deno.test("commandLine() quotes what the shell would split or expand", () => {
  assert.equal(
    commandLine(["/usr/bin/deno", ...serverCommand(PLAN)], "linux"),
    "/usr/bin/deno compile --no-prompt --v8-flags=--max-semi-space-size=4,--heap-growing-percent=20 '--allow-read=/home/anna/blood data' " +
      "--no-config --output /home/anna/bloodwork-mcp/dist/bloodwork-anna " +
      "/home/anna/bloodwork-mcp/dist/server.js --data '/home/anna/blood data'",
  );
  assert.equal(commandLine(["it's", "$HOME", ""], "darwin"), `'it'\\''s' '$HOME' ''`);
  assert.equal(
    commandLine(["C:\\Program Files\\deno.exe", "C:\\data"], "windows"),
    '"C:\\Program Files\\deno.exe" C:\\data',
  );
});

const OFFLINE = "\x1b[0m\x1b[32mCompile\x1b[0m main.ts to dist/bw\n" +
  "\x1b[0m\x1b[32mDownload\x1b[0m https://example.invalid/denort-x86_64-unknown-linux-gnu.zip\n" +
  "\x1b[1m\x1b[31merror\x1b[0m: Writing deno compile executable to temporary file 'dist/bw.tmp-1'\n\n" +
  "Caused by:\n    0: Setting up base binary.\n    1: error sending request for url: client error (Connect): dns error\n";

Deno.test("classifyCompileFailure() recognises an offline denort download", () => {
  assert.deepEqual(classifyCompileFailure(OFFLINE), {
    kind: "denort_unavailable",
    reason: "it could not be downloaded (no network access)",
  });
});

Deno.test("classifyCompileFailure() names a DENORT_BIN that does not exist", () => {
  const stderr =
    "error: Writing deno compile executable\n\nCaused by:\n    0: Could not find denort at '/no/denort'\n" +
    "    1: No such file or directory (os error 2)\n";
  assert.deepEqual(classifyCompileFailure(stderr), {
    kind: "denort_unavailable",
    reason: 'DENORT_BIN points at "/no/denort", which does not exist',
  });
});

Deno.test("classifyCompileFailure() keeps other errors, without colour codes", () => {
  const failure = classifyCompileFailure(
    "\x1b[31merror\x1b[0m: TS2322 [ERROR]: Type 'string' is not assignable\n",
  );
  assert.deepEqual(failure, {
    kind: "other",
    detail: "error: TS2322 [ERROR]: Type 'string' is not assignable",
  });
});

Deno.test("denortUnavailableMessage() gives both ways out and warns about the plain deno binary", () => {
  const message = denortUnavailableMessage(
    "it could not be downloaded (no network access)",
    "2.9.6",
  );
  assert.match(message, /and it could not be downloaded \(no network access\)\./);
  assert.match(message, /computer with internet access/);
  assert.match(message, /set DENORT_BIN to a denort binary of Deno 2\.9\.6/);
  assert.match(message, /not at|plain deno binary/);
  assert.doesNotMatch(message, /Caused by|at \w+ \(/);
});

Deno.test("parseVersionOutput() reads our version and baked data directory", () => {
  assert.deepEqual(parseVersionOutput("bloodwork-mcp 0.1.0\r\ndata: /Users/Anna Nowak/data\r\n"), {
    kind: "ours",
    version: "0.1.0",
    dataDir: "/Users/Anna Nowak/data",
  });
});

Deno.test("parseVersionOutput() calls the plain Deno CLI and empty output foreign", () => {
  assert.deepEqual(
    parseVersionOutput("deno 2.9.6 (stable, release, x86_64-unknown-linux-gnu)\nv8 15.0\n"),
    {
      kind: "foreign",
      said: '"deno 2.9.6 (stable, release, x86_64-unknown-linux-gnu)"',
    },
  );
  assert.deepEqual(parseVersionOutput(""), { kind: "foreign", said: "nothing" });
  assert.equal(parseVersionOutput("bloodwork-mcp-fake 1\ndata: /x").kind, "foreign");
});

Deno.test("parseVersionOutput() notices a binary of ours that does not report its data directory", () => {
  assert.deepEqual(parseVersionOutput("bloodwork-mcp 0.0.9\n"), {
    kind: "ours_without_data",
    version: "0.0.9",
  });
});

Deno.test("requireOurs() refuses a foreign binary, one without a data line and another person's", () => {
  const refusal = (fn: () => unknown, pattern: RegExp) =>
    assert.throws(fn, (e: unknown) => e instanceof InstallError && pattern.test(e.message));
  refusal(
    () =>
      requireOurs(
        "/d/bw",
        { kind: "foreign", said: '"deno 2.9.6"' },
        undefined,
        "Check DENORT_BIN",
      ),
    /^"\/d\/bw" is not a bloodwork-mcp server: "--version" gave "deno 2\.9\.6"\. Check DENORT_BIN$/,
  );
  refusal(
    () => requireOurs("/d/bw", { kind: "ours_without_data", version: "0.0.9" }),
    /does not report its data/,
  );
  refusal(
    () => requireOurs("/d/bw", { kind: "ours", version: "1", dataDir: "/home/anna" }, "/home/jan"),
    /reads "\/home\/anna", not "\/home\/jan": an entry must never serve another person's data/,
  );
  assert.equal(requireOurs("/d/bw", { kind: "ours", version: "1", dataDir: "/a" }), "/a");
});

Deno.test({
  name: "askBinary() runs the binary with no environment and reads its answer",
  ignore: Deno.build.os === "windows",
  fn: async () => {
    const dir = await Deno.makeTempDir({ prefix: "bloodwork-install-" });
    const fake = `${dir}/fake`;
    await Deno.writeTextFile(
      fake,
      '#!/bin/sh\necho "bloodwork-mcp 9.9.9"\necho "data: ${HOME:-no-home}$PWD"\n',
    );
    await Deno.chmod(fake, 0o755);
    assert.deepEqual(await askBinary(fake), {
      kind: "ours",
      version: "9.9.9",
      dataDir: "no-home/",
    });
    await Deno.writeTextFile(fake, "#!/bin/sh\necho oops\nexit 3\n");
    assert.deepEqual(await askBinary(fake), { kind: "foreign", said: 'exit code 3 and "oops"' });
    await assert.rejects(askBinary(`${dir}/missing`), { message: `No binary at "${dir}/missing"` });
    await Deno.remove(dir, { recursive: true });
  },
});
