/**
 * Claude Desktop's config for the desktop task: the `mcpServers` entry it
 * starts, where `claude_desktop_config.json` lives, merging the entry in, and
 * writing the file safely.
 *
 * The entry: Desktop runs it from an unknown working directory with only
 * HOME, USER and PATH in the environment, so every path in it is absolute
 * and nothing depends on PATH. The config's path is a pure function of the
 * platform and two environment variables, so every OS can be tested on any
 * machine. The merge is pure: every other server and setting is kept as it
 * was; a file that is not a JSON object is refused; an entry of the same name
 * is replaced only when forced; a refusal changes nothing.
 *
 * The write: the file is read once, a timestamped backup of it is written
 * beside it, and the new text goes to a temp file in the same folder that is
 * then renamed over the config, so Desktop never sees a half-written file.
 * Everything it writes stays in the config's own folder. A config that is a
 * symbolic link (a dotfile manager's, say) stays a link: the write goes
 * through to the file it points at, in that file's folder, and a link to a
 * missing file is refused.
 *
 * @module
 */

import { serverCommand } from "../server_command.ts";
import { basename, dirname, join, posix, win32 } from "node:path";
import { InstallError } from "./install_task.ts";

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
  /** The server bundle, `<repo>/dist/server.js` (see `server_build.ts`). */
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
 *   args: ["run", "--no-prompt", "--v8-flags=--max-semi-space-size=4,--heap-growing-percent=20", "--allow-read=/d", "/r/dist/server.js", "--data", "/d"],
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

/** The file name of the Claude Desktop config. */
const CONFIG_FILE = "claude_desktop_config.json";

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

/** What merging did. */
export type MergeResult =
  | { readonly kind: "merged"; readonly text: string; readonly replaced: boolean }
  | { readonly kind: "unchanged" };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function refuse(file: string, reason: string): never {
  throw new InstallError(`Cannot update "${file}": ${reason}. Nothing was changed`);
}

/**
 * Merges `entry` under `mcpServers[name]` into `existing` (the file's text,
 * or `undefined` when there is no file yet). `file` names it in messages.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const result = mergeDesktopConfig('{"theme":"dark"}', "bw", { command: "/b", args: [] }, false, "c.json");
 * assert.equal(result.kind, "merged");
 * if (result.kind === "merged") {
 *   assert.deepEqual(JSON.parse(result.text), { theme: "dark", mcpServers: { bw: { command: "/b", args: [] } } });
 * }
 * ```
 *
 * @internal tested alone: merging into every shape of an existing config, without writing one.
 */
export function mergeDesktopConfig(
  existing: string | undefined,
  name: string,
  entry: DesktopEntry,
  force: boolean,
  file: string,
): MergeResult {
  let config: Record<string, unknown> = {};
  if (existing !== undefined) {
    const text = existing.replace(/^\uFEFF/, "");
    if (text.trim() === "") {
      refuse(file, "it is empty, which is not valid JSON. Write {} into it or delete it");
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      refuse(file, `it is not valid JSON (${(error as Error).message}). Fix it or move it away`);
    }
    if (!isObject(parsed)) refuse(file, "it is not a JSON object");
    config = parsed;
  }
  const servers = config.mcpServers ?? {};
  if (!isObject(servers)) refuse(file, '"mcpServers" is not a JSON object');
  const current = servers[name];
  if (current !== undefined) {
    if (JSON.stringify(current) === JSON.stringify(entry)) return { kind: "unchanged" };
    if (!force) {
      refuse(
        file,
        `it already has a server named "${name}". Run again with --force to replace it, or choose another --name`,
      );
    }
  }
  const merged = { ...config, mcpServers: { ...servers, [name]: entry } };
  return {
    kind: "merged",
    text: `${JSON.stringify(merged, null, 2)}\n`,
    replaced: current !== undefined,
  };
}

/** What writing did. */
export interface WriteOutcome {
  readonly kind: "created" | "added" | "replaced" | "unchanged";
  /** The backup of the previous file, when there was one and it changed. */
  readonly backup?: string;
  /** The file actually written, when the config path is a symbolic link to it. */
  readonly target?: string;
}

/**
 * The file that writing `file` must change: `file` itself, or the final
 * target when it is a symbolic link. Throws an `InstallError` for a link to a
 * missing file.
 */
export async function configTarget(file: string): Promise<string> {
  let link: Deno.FileInfo;
  try {
    link = await Deno.lstat(file);
  } catch {
    return file; // Missing or unreadable: the read below says which.
  }
  if (!link.isSymlink) return file;
  try {
    return await Deno.realPath(file);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
    const dest = await Deno.readLink(file).catch(() => "?");
    throw new InstallError(
      `Config "${file}" is a symbolic link to "${dest}", which does not exist. ` +
        "Create that file or remove the link. Nothing was changed",
    );
  }
}

/**
 * The backup file name for `file` at `when` (local time). Pure.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(
 *   backupPath("/c/claude_desktop_config.json", new Date(2025, 0, 31, 9, 5, 7)),
 *   "/c/claude_desktop_config.json.20250131-090507.bak",
 * );
 * ```
 *
 * @internal tested alone: the backup's name for a given moment.
 */
export function backupPath(file: string, when: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const stamp = `${when.getFullYear()}${two(when.getMonth() + 1)}${two(when.getDate())}-` +
    `${two(when.getHours())}${two(when.getMinutes())}${two(when.getSeconds())}`;
  return join(dirname(file), `${basename(file)}.${stamp}.bak`);
}

async function readExisting(
  file: string,
): Promise<{ text: string; mode: number | null } | undefined> {
  try {
    const [text, info] = await Promise.all([Deno.readTextFile(file), Deno.stat(file)]);
    return { text, mode: info.mode };
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return undefined;
    if (error instanceof Deno.errors.NotCapable) throw error;
    throw new InstallError(
      `Cannot read "${file}": ${(error as Error).message}. Nothing was changed`,
    );
  }
}

async function writeBackup(file: string, text: string, when: Date): Promise<string> {
  const first = backupPath(file, when);
  for (let attempt = 1;; attempt++) {
    const path = attempt === 1 ? first : first.replace(/\.bak$/, `-${attempt}.bak`);
    try {
      await Deno.writeTextFile(path, text, { createNew: true });
      return path;
    } catch (error) {
      if (!(error instanceof Deno.errors.AlreadyExists) || attempt >= 100) throw error;
    }
  }
}

/**
 * Merges `entry` as `mcpServers[name]` into the config `file` (created if
 * missing) and writes it atomically, after a backup of the old file. Throws
 * an `InstallError`, having changed nothing, when the file cannot be read,
 * is not a JSON object, or already has `name` and `force` is false. When
 * `file` is a symbolic link, its target is written and the link is kept.
 */
export async function writeDesktopConfig(
  file: string,
  name: string,
  entry: DesktopEntry,
  options: { readonly force: boolean; readonly now?: Date },
): Promise<WriteOutcome> {
  const target = await configTarget(file);
  const through = target === file ? {} : { target };
  const outcome = await writeFile(target, name, entry, options);
  return { ...outcome, ...through };
}

async function writeFile(
  file: string,
  name: string,
  entry: DesktopEntry,
  options: { readonly force: boolean; readonly now?: Date },
): Promise<WriteOutcome> {
  const existing = await readExisting(file);
  const result = mergeDesktopConfig(existing?.text, name, entry, options.force, file);
  if (result.kind === "unchanged") return { kind: "unchanged" };
  await Deno.mkdir(dirname(file), { recursive: true });
  const backup = existing === undefined
    ? undefined
    : await writeBackup(file, existing.text, options.now ?? new Date());
  const temp = join(dirname(file), `.${basename(file)}.${crypto.randomUUID()}.tmp`);
  const mode = existing?.mode === null || existing?.mode === undefined
    ? 0o644
    : existing.mode & 0o777;
  try {
    await Deno.writeTextFile(temp, result.text, { createNew: true, mode });
    await Deno.rename(temp, file);
  } catch (error) {
    await Deno.remove(temp).catch(() => {});
    throw error;
  }
  const kind = existing === undefined ? "created" : result.replaced ? "replaced" : "added";
  return backup === undefined ? { kind } : { kind, backup };
}
