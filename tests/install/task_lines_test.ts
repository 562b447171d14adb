/**
 * The permission lines of the install tasks in deno.json: each task gets
 * only what it needs, stated where a reviewer sees it. `desktop` may write
 * only the Claude Desktop config folders and read only HOME and APPDATA;
 * `compile` and `mcpb` may write only `./dist`; none gets net, env beyond
 * that, sys, ffi or all permissions.
 *
 * @module
 */

import assert from "node:assert/strict";
import { REPO } from "./helpers.ts";

/** Splits a task line into words, honouring double quotes (as deno task's shell does). */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
}

async function taskLine(name: string): Promise<string[]> {
  const config = JSON.parse(await Deno.readTextFile(`${REPO}/deno.json`)) as {
    tasks: Record<string, string>;
  };
  const line = config.tasks[name];
  assert.ok(line, `deno.json has a "${name}" task`);
  return words(line);
}

function permissions(argv: string[]): string[] {
  return argv.filter((w) => /^(--allow-|--deny-|-A$|--no-prompt$|-P$|--permission-set)/.test(w));
}

Deno.test("the compile task may read, run deno and the binary it built, and write only ./dist", async () => {
  const argv = await taskLine("compile");
  assert.deepEqual(argv.slice(0, 2), ["deno", "run"]);
  assert.deepEqual(permissions(argv), [
    "--no-prompt",
    "--allow-read",
    "--allow-run",
    "--allow-write=./dist",
  ]);
  assert.deepEqual(argv.slice(-3), ["scripts/compile.ts", "--cwd", "$INIT_CWD"]);
});

Deno.test("the desktop task may write only the Claude config folders and read only HOME and APPDATA", async () => {
  const argv = await taskLine("desktop");
  assert.deepEqual(permissions(argv), [
    "--no-prompt",
    "--allow-read",
    "--allow-run",
    "--allow-write=$HOME/Library/Application Support/Claude,$HOME/.config/Claude,$APPDATA/Claude",
    "--allow-env=HOME,APPDATA",
  ]);
  assert.deepEqual(argv.slice(-3), ["scripts/desktop.ts", "--cwd", "$INIT_CWD"]);
});

Deno.test("the mcpb task may write only ./dist and reads no environment variable", async () => {
  const argv = await taskLine("mcpb");
  assert.deepEqual(permissions(argv), [
    "--no-prompt",
    "--allow-read",
    "--allow-run",
    "--allow-write=./dist",
  ]);
  assert.deepEqual(argv.slice(-3), ["scripts/mcpb.ts", "--cwd", "$INIT_CWD"]);
});
