/**
 * Where Claude Desktop keeps `claude_desktop_config.json` on each OS. The
 * path is a pure function of the platform and two environment variables, so
 * every OS can be tested on any machine.
 *
 * @module
 */

import { posix, win32 } from "node:path";
import { InstallError } from "./task.ts";

/** The file name of the Claude Desktop config. */
export const CONFIG_FILE = "claude_desktop_config.json";

/** The only environment variables the config path depends on. */
export interface ClaudeEnv {
  readonly HOME?: string | undefined;
  readonly APPDATA?: string | undefined;
}

function required(env: ClaudeEnv, name: keyof ClaudeEnv): string {
  const value = env[name];
  if (value === undefined || value === "") {
    throw new InstallError(
      `Cannot locate the Claude Desktop config: ${name} is not set. Pass the file with --config FILE`,
    );
  }
  return value;
}

/**
 * The Claude Desktop config file for `os`: macOS
 * `~/Library/Application Support/Claude/…`, Windows `%APPDATA%\Claude\…`,
 * otherwise `~/.config/Claude/…`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(
 *   claudeConfigPath("windows", { APPDATA: "C:\\Users\\anna\\AppData\\Roaming" }),
 *   "C:\\Users\\anna\\AppData\\Roaming\\Claude\\claude_desktop_config.json",
 * );
 * assert.equal(
 *   claudeConfigPath("linux", { HOME: "/home/anna" }),
 *   "/home/anna/.config/Claude/claude_desktop_config.json",
 * );
 * ```
 */
export function claudeConfigPath(os: typeof Deno.build.os, env: ClaudeEnv): string {
  const folder = claudeConfigFolder(os, env);
  return os === "windows" ? win32.join(folder, CONFIG_FILE) : posix.join(folder, CONFIG_FILE);
}

/**
 * The folder that holds the Claude Desktop config for `os`: the one folder
 * the `desktop` task may write (the config, its backup and its temp file).
 * Throws an `InstallError` when HOME (or APPDATA on Windows) is not set, so
 * an unset variable can never turn into a folder such as `/Claude`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(claudeConfigFolder("linux", { HOME: "/home/anna" }), "/home/anna/.config/Claude");
 * assert.throws(() => claudeConfigFolder("windows", { HOME: "/home/anna" }), /APPDATA is not set/);
 * ```
 */
export function claudeConfigFolder(os: typeof Deno.build.os, env: ClaudeEnv): string {
  if (os === "windows") return win32.join(required(env, "APPDATA"), "Claude");
  const home = required(env, "HOME");
  if (os === "darwin") return posix.join(home, "Library", "Application Support", "Claude");
  return posix.join(home, ".config", "Claude");
}

/** Reads HOME and APPDATA, the only variables the `desktop` task may read. */
export function claudeEnv(): ClaudeEnv {
  return { HOME: Deno.env.get("HOME"), APPDATA: Deno.env.get("APPDATA") };
}
