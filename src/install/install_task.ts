/**
 * The frame every install task (`compile`, `desktop`, `mcpb`) runs in: its
 * exit codes and errors, where it writes (the console, or captured for
 * tests), its command line, and the guard that turns every expected error
 * into one message and an exit code (a usage error prints the help).
 * {@link runInstallTask} parses the command line, checks the server's name
 * and resolves the person's data directory (made absolute, then to its real
 * path) before the task's body runs. And the paths a task works with: the
 * repository's own files (from this module's URL, so no permission and no
 * working directory are needed) and a binary's file name.
 *
 * @module
 */

import { unsafePath } from "../sandboxed_child.ts";
import { parseCommandLine, problemMessage } from "../command_line.ts";
import { fileURLToPath } from "node:url";
import { isAbsolute, resolve } from "node:path";

/** Exit codes of the install tasks. */
export const EXIT = {
  /** Done. */
  ok: 0,
  /** The task refused or failed; nothing (more) was changed. */
  failed: 1,
  /** The command line is wrong. */
  usage: 2,
  /** `deno compile` could not obtain its `denort` runtime. */
  denortUnavailable: 3,
} as const;

/** An exit code of the install tasks. */
export type ExitCode = typeof EXIT[keyof typeof EXIT];

/**
 * A refusal or failure that the task reports as one clear message.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const error = new InstallError('Data directory "/x" does not exist');
 * assert.equal(error.exitCode, 1);
 * ```
 */
export class InstallError extends Error {
  /** The exit code the task ends with. */
  readonly exitCode: ExitCode;

  constructor(message: string, exitCode: ExitCode = EXIT.failed) {
    super(message);
    this.name = "InstallError";
    this.exitCode = exitCode;
  }
}

/** A mistake on the command line (exit code 2). */
export class UsageError extends InstallError {
  constructor(message: string) {
    super(message, EXIT.usage);
    this.name = "UsageError";
  }
}

/** The two output streams of a task. */
export interface TaskIo {
  /** Writes one line (or block) of the task's result. */
  readonly stdout: (text: string) => void;
  /** Writes one line (or block) of guidance or error. */
  readonly stderr: (text: string) => void;
}

/**
 * The real terminal.
 *
 * @example
 * ```ts
 * const io = consoleIo();
 * io.stderr("Building dist/bloodwork");
 * ```
 */
export function consoleIo(): TaskIo {
  return {
    stdout: (text) => console.log(text),
    stderr: (text) => console.error(text),
  };
}

/** A `TaskIo` that keeps what was written, for tests. */
export interface CapturedIo extends TaskIo {
  readonly out: string[];
  readonly err: string[];
}

/**
 * An in-memory `TaskIo`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const io = capturedIo();
 * io.stdout("{}");
 * assert.deepEqual(io.out, ["{}"]);
 * ```
 *
 * @internal test seam: an output the install tests read back.
 */
export function capturedIo(): CapturedIo {
  const out: string[] = [], err: string[] = [];
  return { out, err, stdout: (text) => void out.push(text), stderr: (text) => void err.push(text) };
}

/**
 * Runs `body` and returns its exit code, or the code of the failure it threw.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { capturedIo, InstallError } from "./install_task.ts";
 * const io = capturedIo();
 * const code = await guarded(io, "compile", () => Promise.reject(new InstallError("No")));
 * assert.equal(code, 1);
 * assert.deepEqual(io.err, ["No"]);
 * ```
 */
export async function guarded(
  io: TaskIo,
  task: string,
  body: () => Promise<number>,
): Promise<number> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\nRun "deno task ${task} --help" for usage`);
      return error.exitCode;
    }
    if (error instanceof InstallError) {
      io.stderr(error.message);
      return error.exitCode;
    }
    if (error instanceof Deno.errors.NotCapable || error instanceof Deno.errors.PermissionDenied) {
      io.stderr(`The ${task} task is not allowed to do that: ${error.message}`);
      return EXIT.failed;
    }
    throw error;
  }
}

/** The options one task accepts. */
export interface OptionSpec {
  /** Options that take a value, e.g. `--data`. */
  readonly values: readonly string[];
  /** Options that take none, e.g. `--write`. */
  readonly flags: readonly string[];
}

/** What was given on the command line. */
export interface ParsedOptions {
  /** The last value given for each value option. */
  readonly values: ReadonlyMap<string, string>;
  /** The flags that were given. */
  readonly flags: ReadonlySet<string>;
  /** Whether `-h` or `--help` was given. */
  readonly help: boolean;
}

/**
 * Parses `argv` (without the program name) against `spec`, with the one
 * parser of every command line (`src/command_line.ts`): every `--` is
 * ignored (`deno task NAME -- args` passes it on literally), a repeated
 * option's last value wins, and each mistake is a `UsageError` naming it.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const parsed = parseOptions(["--", "--data", "d1", "--data=d2", "--write"], {
 *   values: ["--data"],
 *   flags: ["--write"],
 * });
 * assert.equal(parsed.values.get("--data"), "d2");
 * assert.ok(parsed.flags.has("--write"));
 * ```
 */
export function parseOptions(argv: readonly string[], spec: OptionSpec): ParsedOptions {
  const options: Record<string, { type: "string" | "boolean"; short?: string }> = {
    help: { type: "boolean", short: "h" },
  };
  for (const name of spec.values) options[name.slice(2)] = { type: "string" };
  for (const name of spec.flags) options[name.slice(2)] = { type: "boolean" };
  const line = parseCommandLine(argv, options, "ignored");
  const [problem] = line.problems;
  if (problem !== undefined) throw new UsageError(problemMessage(problem));
  const [word] = line.positionals;
  if (word !== undefined) throw new UsageError(`Unexpected argument ${JSON.stringify(word)}`);
  const values = new Map<string, string>();
  for (const name of spec.values) {
    const value = line.values[name.slice(2)];
    if (typeof value === "string") values.set(name, value);
  }
  const flags = new Set(spec.flags.filter((name) => line.values[name.slice(2)] === true));
  return { values, flags, help: line.values.help === true };
}

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
 *
 * @internal tested alone: every name refused, without running a task.
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
 *
 * @internal tested alone: every folder refused, without running a task.
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
  const comma = unsafePath([absolute, real]);
  if (comma !== undefined) {
    throw new InstallError(
      `Data directory "${comma}" contains a comma, which Deno's permission flags cannot express (the flag would grant other paths and not this one); rename or move it`,
    );
  }
  return { given, absolute, real };
}

/**
 * The line that tells the person which directory will be baked, and why it differs from what they typed.
 *
 * @internal tested alone: the line for each way the folder differs from the one typed.
 */
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
