/**
 * `deno task compile` through its own deno.json line: the exact dry-run
 * command line (absolute real paths, no permission but reading the data
 * directory), refusals of a bad data directory, the one clear message when
 * `denort` is unavailable, the DENORT_BIN-is-plain-deno trap refused, and
 * what the binary bakes in, run here through `deno run` with the identical
 * flags (the real binary is tested in compiled_binary_test.ts when it can
 * be built).
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { commandLine } from "../../../src/install/server_build.ts";
import { serverCommand } from "../../../src/server_command.ts";
import { bundleServer } from "../../../src/install/server_build.ts";
import { runCommand } from "../../../support/command.ts";
import { fixtureDataDir } from "../../plain_helpers.ts";
import { DESKTOP_PATH, REPO, runTask, tempDir } from "../../install/helpers.ts";

async function exists(path: string): Promise<boolean> {
  return await Deno.stat(path).then(() => true, () => false);
}

function uniqueName(): string {
  return `bloodwork-test-${crypto.randomUUID().slice(0, 8)}`;
}

Deno.test("compile --dry-run prints the exact deno compile line with the real data path and builds nothing", async () => {
  const home = await tempDir("bloodwork-home-");
  const data = await fixtureDataDir("basic");
  const real = await Deno.realPath(data);
  const link = join(home, "my data");
  await Deno.symlink(real, link);
  const name = uniqueName();
  const task = await runTask("compile", ["--", "--data", "my data", "--name", name, "--dry-run"], {
    home,
    cwd: home,
  });
  assert.equal(task.code, 0, task.stderr);
  const output = join(REPO, "dist", name);
  assert.equal(
    task.stdout.trim(),
    commandLine([
      Deno.execPath(),
      "compile",
      "--no-prompt",
      "--v8-flags=--max-semi-space-size=4,--heap-growing-percent=20",
      `--allow-read=${real}`,
      "--no-config",
      "--output",
      output,
      join(REPO, "dist", "server.js"),
      "--data",
      real,
    ], Deno.build.os),
  );
  assert.ok(
    task.stderr.includes(`Data directory: ${real} (the real path of "my data")`),
    task.stderr,
  );
  assert.equal(await exists(output), false);
  await Deno.remove(home, { recursive: true });
  await Deno.remove(data, { recursive: true });
});

Deno.test("compile refuses a missing data directory and a file, building nothing", async () => {
  const home = await tempDir("bloodwork-home-");
  await Deno.writeTextFile(join(home, "results.ndjson"), "");
  const output = join(home, "bw");
  const missing = await runTask("compile", ["--data", "nope", "--output", output], {
    home,
    cwd: home,
  });
  assert.equal(missing.code, 1);
  assert.match(
    missing.stderr,
    /Data directory ".*nope" does not exist\. Create it and put your \*\.ndjson result files in it/,
  );
  const file = await runTask("compile", ["--data", "results.ndjson", "--output", output], {
    home,
    cwd: home,
  });
  assert.equal(file.code, 1);
  assert.match(file.stderr, /is not a directory/);
  assert.equal(await exists(output), false);
  await Deno.remove(home, { recursive: true });
});

Deno.test("compile without a usable denort says so in one message, without a stack trace, and exits 3", async () => {
  const home = await tempDir("bloodwork-home-");
  const data = await fixtureDataDir("basic");
  const output = join(home, "out", "bw");
  const task = await runTask("compile", ["--data", data, "--output", output], {
    home,
    env: { DENORT_BIN: join(home, "no-denort-here") },
  });
  assert.equal(task.code, 3, task.stderr);
  assert.match(
    task.stderr,
    /Cannot build the binary: deno compile needs its "denort" runtime, and DENORT_BIN points at ".*no-denort-here", which does not exist\./,
  );
  assert.match(task.stderr, /computer with internet access/);
  assert.doesNotMatch(task.stderr, /Caused by|Stack backtrace|^\s+at /m);
  assert.equal(await exists(output), false);
  await Deno.remove(home, { recursive: true });
  await Deno.remove(data, { recursive: true });
});

Deno.test("compile refuses the Deno CLI that DENORT_BIN=deno produces, and removes it", async () => {
  const home = await tempDir("bloodwork-home-");
  const data = await fixtureDataDir("basic");
  const name = uniqueName();
  const task = await runTask("compile", ["--data", data, "--name", name], {
    home,
    env: { DENORT_BIN: Deno.execPath() },
  });
  const binary = join(REPO, "dist", Deno.build.os === "windows" ? `${name}.exe` : name);
  assert.equal(task.code, 1, task.stderr);
  assert.match(task.stderr, /is not a bloodwork-mcp server: "--version" gave "deno \d/);
  assert.match(task.stderr, /DENORT_BIN .* must point at denort/);
  assert.match(task.stderr, /The file was removed/);
  assert.equal(await exists(binary), false);
  await Deno.remove(home, { recursive: true });
  await Deno.remove(data, { recursive: true });
});

Deno.test("the compile line's baked flags, run through deno run from /, report the data directory and run the CLI read-only", async () => {
  const data = await Deno.realPath(await fixtureDataDir("basic"));
  const entry = (await bundleServer(Deno.execPath())).path;
  const twin = serverCommand({ dataDir: data, script: entry });
  const run = (args: string[]) =>
    runCommand(Deno.execPath(), {
      args: [...twin, ...args],
      cwd: "/",
      clearEnv: true,
      env: {
        HOME: Deno.env.get("HOME") ?? "/",
        PATH: DESKTOP_PATH,
        ...(Deno.env.get("DENO_DIR") ? { DENO_DIR: Deno.env.get("DENO_DIR")! } : {}),
      },
      stdin: "null",
    });
  const snapshot = async () =>
    (await Array.fromAsync(
      Deno.readDir(data),
      async (e) => `${e.name} ${(await Deno.stat(join(data, e.name))).mtime?.getTime()}`,
    )).sort();
  const before = await snapshot();
  const version = await run(["--version"]);
  assert.equal(version.code, 0, version.stderr);
  assert.match(
    version.stdout,
    new RegExp(`^bloodwork-mcp \\S+\\ndata: ${data.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\n?$`),
  );
  const markers = await run(["markers", "--json"]);
  assert.equal(markers.code, 0, markers.stderr);
  assert.match(markers.stdout, /"FERR"/);
  for (const command of [["trend", "FERR"], ["results"], ["compare", "HGB", "OB"], ["check"]]) {
    const result = await run(command);
    assert.ok(
      result.code === 0 || result.code === 1,
      `${command.join(" ")} exited ${result.code}: ${result.stderr}`,
    );
    assert.doesNotMatch(
      `${result.stdout}${result.stderr}`,
      /NotCapable|Requires \w+ access|PermissionDenied/,
    );
  }
  assert.deepEqual(await snapshot(), before, "the data directory is unchanged");
  await Deno.remove(data, { recursive: true });
});
