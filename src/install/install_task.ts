/**
 * Running an install task: {@link runInstallTask} parses its command line,
 * checks the server's name and resolves the person's data directory (made
 * absolute, then to its real path) before the task's body runs; and the
 * paths a task works with, the repository's own files (from this module's
 * URL, so no permission and no working directory are needed) and a
 * binary's file name.
 *
 * @module
 */

import { fileURLToPath } from "node:url";
import {
  EXIT,
  guarded,
  InstallError,
  type OptionSpec,
  type ParsedOptions,
  parseOptions,
  type TaskIo,
  UsageError,
} from "./task.ts";
import { isAbsolute, resolve } from "node:path";

/** The absolute path of `relative` (a path from the repository root). */
export function repoPath(relative: string): string {
  return fileURLToPath(new URL(`../../${relative}`, import.meta.url));
}

/** Where built binaries and bundles go by default, `<repo>/dist`. */
export function defaultDistDir(): string {
  return repoPath("dist");
}

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

/** A data directory, as given and as it will be baked. */
export interface DataDir {
  /** As given on the command line. */
  readonly given: string;
  /** Made absolute against the base directory. */
  readonly absolute: string;
  /** The real path (symlinks resolved): the spelling that is baked. */
  readonly real: string;
}

/**
 * `path` made absolute against `base` (already absolute paths are only
 * normalised). Pure.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(absolutePath("data/anna", "/home/anna/bloodwork"), "/home/anna/bloodwork/data/anna");
 * assert.equal(absolutePath("/srv/data/", "/elsewhere"), "/srv/data");
 * ```
 */
export function absolutePath(path: string, base: string): string {
  return isAbsolute(path) ? resolve(path) : resolve(base, path);
}

/**
 * Resolves and checks a data directory. Throws an `InstallError` when it does
 * not exist, is not a directory, cannot be read, or its path holds a comma
 * (which `--allow-read=` would split into other paths).
 */
export async function resolveDataDir(given: string, base: string): Promise<DataDir> {
  const absolute = absolutePath(given, base);
  let real: string;
  try {
    real = await Deno.realPath(absolute);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) {
      throw new InstallError(
        `Data directory "${absolute}" does not exist. Create it and put your *.ndjson result files in it, then run this again`,
      );
    }
    throw new InstallError(
      `Data directory "${absolute}" cannot be read: ${(error as Error).message}`,
    );
  }
  const info = await Deno.stat(real);
  if (!info.isDirectory) {
    throw new InstallError(
      `Data directory "${absolute}" is not a directory. Give the folder that holds your *.ndjson files`,
    );
  }
  const comma = [absolute, real].find((path) => path.includes(","));
  if (comma !== undefined) {
    throw new InstallError(
      `Data directory "${comma}" contains a comma, which Deno's permission flags cannot express (the flag would grant other paths and not this one); rename or move it`,
    );
  }
  return { given, absolute, real };
}

/** The line that tells the person which directory will be baked, and why it differs from what they typed. */
export function describeDataDir(dir: DataDir): string {
  if (dir.real !== dir.absolute) {
    return `Data directory: ${dir.real} (the real path of "${dir.given}")`;
  }
  return dir.given === dir.real
    ? `Data directory: ${dir.real}`
    : `Data directory: ${dir.real} (resolved from "${dir.given}")`;
}

/** One install task: how `deno task NAME` is called and explained. */
export interface InstallTask {
  /** Its name in `deno task NAME`. */
  readonly task: string;
  /** The options it accepts. */
  readonly spec: OptionSpec;
  /** What `--help` prints. */
  readonly help: string;
  /** Its own usage rules, checked after `--data`; throws a `UsageError`. */
  readonly check?: (options: ParsedOptions) => void;
}

/** What a task's body starts from. */
export interface TaskStart {
  readonly options: ParsedOptions;
  /** The checked server name. */
  readonly name: string;
  /** The base of relative paths: `--cwd`, else the working directory. */
  readonly base: string;
  readonly dataDir: DataDir;
}

/** Runs `task` on `argv` and returns its exit code; `body` runs unless help was asked for. */
export function runInstallTask(
  argv: readonly string[],
  io: TaskIo,
  task: InstallTask,
  body: (start: TaskStart) => Promise<number>,
): Promise<number> {
  return guarded(io, task.task, async () => {
    const options = parseOptions(argv, task.spec);
    if (options.help) {
      io.stdout(task.help);
      return EXIT.ok;
    }
    const given = options.values.get("--data");
    if (given === undefined) {
      throw new UsageError('Option "--data DIR" is required: the directory with your results');
    }
    task.check?.(options);
    const name = checkName(options.values.get("--name") ?? DEFAULT_NAME);
    const base = options.values.get("--cwd") ?? Deno.cwd();
    const dataDir = await resolveDataDir(given, base);
    io.stderr(describeDataDir(dataDir));
    return await body({ options, name, base, dataDir });
  });
}
