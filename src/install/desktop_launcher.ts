/**
 * The launcher of `deno task desktop`. A fixed task line cannot name the one
 * folder the task may write, because it depends on the OS and on HOME or
 * APPDATA (a line such as `--allow-write=$APPDATA/Claude` turns into
 * `/Claude` where APPDATA is unset). So the task line grants no write at
 * all; the launcher computes Claude Desktop's config folder with the same
 * pure function the task uses, and re-runs `scripts/desktop.ts` as the
 * worker, with `Deno.execPath()`, and `--allow-write=<that one folder>`,
 * only when `--write` is given. The runtime, not our code, then refuses any
 * write elsewhere, including a `--config FILE` outside that folder.
 *
 * @module
 */

import { isAbsolute as posixAbsolute } from "node:path/posix";
import { isAbsolute as windowsAbsolute } from "node:path/win32";
import { claudeConfigFolder, type ClaudeEnv } from "./config_path.ts";
import { DESKTOP_SPEC } from "./desktop_task.ts";
import { unsafePath, workerArgs } from "../sandboxed_child.ts";
import { parseOptions } from "./task.ts";

/** Where the launcher runs: the OS, HOME/APPDATA, the worker script and deno. */
export interface DesktopLaunch {
  readonly os: typeof Deno.build.os;
  readonly env: ClaudeEnv;
  /** Absolute path of `scripts/desktop.ts`. */
  readonly script: string;
  /** Absolute path of the repository's deno.json. */
  readonly config: string;
}

/**
 * The one folder the worker may write, or `undefined` for none: without
 * `--write` (or with `--help`, or options the worker will reject) nothing is
 * written, and when HOME/APPDATA is unset, empty, relative or holds a comma
 * (which a permission flag cannot express) there is no folder to grant.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(
 *   desktopWriteFolder(["--data", "d", "--write"], "linux", { HOME: "/home/anna" }),
 *   "/home/anna/.config/Claude",
 * );
 * assert.equal(desktopWriteFolder(["--data", "d"], "linux", { HOME: "/home/anna" }), undefined);
 * assert.equal(desktopWriteFolder(["--data", "d", "--write"], "windows", {}), undefined);
 * ```
 */
export function desktopWriteFolder(
  argv: readonly string[],
  os: typeof Deno.build.os,
  env: ClaudeEnv,
): string | undefined {
  let write: boolean;
  try {
    const options = parseOptions(argv, DESKTOP_SPEC);
    write = !options.help && options.flags.has("--write");
  } catch {
    return undefined;
  }
  if (!write) return undefined;
  let folder: string;
  try {
    folder = claudeConfigFolder(os, env);
  } catch {
    return undefined;
  }
  const absolute = os === "windows" ? windowsAbsolute(folder) : posixAbsolute(folder);
  if (!absolute || unsafePath([folder]) !== undefined) return undefined;
  return folder;
}

/**
 * The worker's `deno` arguments: read (the data directory, the binary), run
 * (the binary's `--version`), HOME and APPDATA, and write only on
 * {@link desktopWriteFolder}.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const launch = {
 *   os: "linux" as const,
 *   env: { HOME: "/home/anna" },
 *   script: "/app/scripts/desktop.ts",
 *   config: "/app/deno.json",
 * };
 * assert.deepEqual(desktopWorkerCommand(["--data", "d", "--write"], launch), [
 *   "run", "--no-prompt", "--config", "/app/deno.json",
 *   "--allow-read", "--allow-write=/home/anna/.config/Claude",
 *   "--allow-run", "--allow-env=HOME,APPDATA",
 *   "/app/scripts/desktop.ts", "--worker", "--data", "d", "--write",
 * ]);
 * ```
 */
export function desktopWorkerCommand(argv: readonly string[], launch: DesktopLaunch): string[] {
  const folder = desktopWriteFolder(argv, launch.os, launch.env);
  const grants = {
    read: "all",
    write: folder === undefined ? [] : [folder],
    run: "all",
    env: ["HOME", "APPDATA"],
  } as const;
  return workerArgs(launch.script, grants, argv, { config: launch.config });
}
