/**
 * The server name a person picks with `--name` (default `bloodwork`): the key
 * of the Claude Desktop entry, the binary's file name and the bundle's name.
 * One name per person lets several people share a computer.
 *
 * @module
 */

import { UsageError } from "./errors.ts";

/** The name used when `--name` is not given. */
export const DEFAULT_NAME = "bloodwork";

const NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/**
 * Returns `name` if it can be a server, file and bundle name, else throws a
 * `UsageError`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(checkName("bloodwork-anna"), "bloodwork-anna");
 * assert.throws(() => checkName("Anna K"));
 * ```
 */
export function checkName(name: string): string {
  if (NAME.test(name)) return name;
  throw new UsageError(
    `Name ${
      JSON.stringify(name)
    } is not allowed: use up to 64 lowercase letters, digits, "-" and "_", e.g. "bloodwork-anna"`,
  );
}

/**
 * The file name of a compiled binary called `name` on `os`: `deno compile`
 * adds `.exe` on Windows.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(binaryFileName("bloodwork", "windows"), "bloodwork.exe");
 * assert.equal(binaryFileName("bloodwork", "darwin"), "bloodwork");
 * ```
 */
export function binaryFileName(name: string, os: typeof Deno.build.os): string {
  return os === "windows" ? `${name}.exe` : name;
}

/**
 * The path `deno compile --output path` really writes on `os` (it appends
 * `.exe` on Windows unless the path already ends with it).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(compiledPath("C:\\out\\bw", "windows"), "C:\\out\\bw.exe");
 * assert.equal(compiledPath("/out/bw", "linux"), "/out/bw");
 * ```
 */
export function compiledPath(output: string, os: typeof Deno.build.os): string {
  return os === "windows" && !output.toLowerCase().endsWith(".exe") ? `${output}.exe` : output;
}
