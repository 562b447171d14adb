/**
 * The frame every install task runs in: its exit codes and errors, where it
 * writes (the console, or captured for tests), its command line, and the
 * guard that turns every expected error into one message and an exit code
 * (a usage error prints the help).
 *
 * @module
 */

import { parseCommandLine, problemMessage } from "../command_line.ts";

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
 * import { capturedIo, InstallError } from "./task.ts";
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
