/**
 * The `mcpServers` entry that Claude Desktop starts. Desktop runs it from an
 * unknown working directory with only HOME, USER and PATH in the
 * environment, so every path in it is absolute and nothing depends on PATH.
 * Pure.
 *
 * @module
 */

import { serverCommand } from "../server_command.ts";

/** One `mcpServers.NAME` value of `claude_desktop_config.json`. */
export interface DesktopEntry {
  readonly command: string;
  readonly args: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
}

/** What the `deno run` entry is made of; all paths absolute. */
export interface DenoEntryPlan {
  /** The absolute path of the deno executable (`Deno.execPath()`). */
  readonly deno: string;
  /** The server bundle, `<repo>/dist/server.js` (see `server_bundle.ts`). */
  readonly bundle: string;
  /** The data directory's real path. */
  readonly dataDir: string;
}

/**
 * The entry for people who don't compile: `deno run` of the server bundle
 * with exactly the binary's sandbox (`--no-prompt --allow-read=<data>`,
 * nothing else). The bundle imports nothing, so it needs no lock file and
 * no npm cache. `DENO_NO_UPDATE_CHECK` keeps deno itself from looking for
 * updates.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(denoEntry({ deno: "/usr/bin/deno", bundle: "/r/dist/server.js", dataDir: "/d" }), {
 *   command: "/usr/bin/deno",
 *   args: ["run", "--no-prompt", "--allow-read=/d", "/r/dist/server.js", "--data", "/d"],
 *   env: { DENO_NO_UPDATE_CHECK: "1" },
 * });
 * ```
 */
export function denoEntry(plan: DenoEntryPlan): DesktopEntry {
  return {
    command: plan.deno,
    args: serverCommand({ dataDir: plan.dataDir, script: plan.bundle }),
    env: { DENO_NO_UPDATE_CHECK: "1" },
  };
}

/**
 * The entry for a compiled binary: everything is baked into it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(binaryEntry("/r/dist/bloodwork"), { command: "/r/dist/bloodwork", args: [] });
 * ```
 */
export function binaryEntry(binary: string): DesktopEntry {
  return { command: binary, args: [] };
}

/**
 * The config snippet holding one entry, as pasted into
 * `claude_desktop_config.json`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(JSON.parse(snippet("bloodwork", { command: "/b", args: [] })), {
 *   mcpServers: { bloodwork: { command: "/b", args: [] } },
 * });
 * ```
 */
export function snippet(name: string, entry: DesktopEntry): string {
  return JSON.stringify({ mcpServers: { [name]: entry } }, null, 2);
}

/**
 * Whether a deno executable path looks like a temporary copy (an `npx`
 * cache) that may vanish and leave the entry broken.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(isTransientDeno("/home/a/.npm/_npx/1f2e/node_modules/deno/deno"), true);
 * assert.equal(isTransientDeno("/usr/local/bin/deno"), false);
 * ```
 */
export function isTransientDeno(path: string): boolean {
  return /[\\/]_npx[\\/]/.test(path);
}
