/**
 * `deno task compile`: one person's sandboxed server binary. Running the
 * `deno compile` command line of `../server_command.ts` (the data directory
 * baked in as the one read permission), telling a missing `denort` from a real failure,
 * and asking the built binary who it is before anything trusts it.
 *
 * The binary is compiled from the server bundle (`dist/server.js`, see
 * `server_bundle.ts`), not from `main.ts`: the bundle imports nothing, so
 * the binary carries the server and nothing else (no npm folder, none of the
 * importer's packages; `docs/performance.md` has the measured payload).
 *
 * @module
 */

import { EXIT, InstallError, type TaskIo } from "./task.ts";
import {
  absolutePath,
  compiledPath,
  DEFAULT_NAME,
  defaultDistDir,
  type InstallTask,
  repoPath,
  runInstallTask,
} from "./install_task.ts";
import { bundleServer, serverBundlePath } from "./server_bundle.ts";
import { serverCommand, type ServerPlan } from "../server_command.ts";

/** What one build needs: all paths absolute, the script being the server bundle. */
export type CompilePlan = ServerPlan & { readonly output: string };

const PLAIN = /^[A-Za-z0-9_@%+=:,./\\-]+$/;

/**
 * One command line, quoted for the shell of `os`, to show (e.g. `--dry-run`)
 * and to paste.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(commandLine(["/bin/deno", "--allow-read=/a b"], "linux"), "/bin/deno '--allow-read=/a b'");
 * assert.equal(commandLine(["deno.exe", "C:\\a b"], "windows"), 'deno.exe "C:\\a b"');
 * ```
 */
export function commandLine(argv: readonly string[], os: typeof Deno.build.os): string {
  return argv.map((arg) => {
    if (arg !== "" && PLAIN.test(arg)) return arg;
    return os === "windows"
      ? `"${arg.replaceAll('"', '\\"')}"`
      : `'${arg.replaceAll("'", "'\\''")}'`;
  }).join(" ");
}

/** Why `deno compile` failed. */
export type CompileFailure =
  | { readonly kind: "denort_unavailable"; readonly reason: string }
  | { readonly kind: "other"; readonly detail: string };

/** Removes terminal colour codes. */
export function stripAnsi(text: string): string {
  // deno-lint-ignore no-control-regex -- matching the escape character is the point
  return text.replace(/\x1b\[[0-9;]*m/g, "");
}

/**
 * Classifies the stderr of a failed `deno compile`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const failure = classifyCompileFailure("error: Writing deno compile executable\n" +
 *   "Caused by:\n    0: Could not find denort at '/opt/denort'\n");
 * assert.deepEqual(failure, {
 *   kind: "denort_unavailable",
 *   reason: 'DENORT_BIN points at "/opt/denort", which does not exist',
 * });
 * ```
 */
export function classifyCompileFailure(stderr: string): CompileFailure {
  const text = stripAnsi(stderr);
  const missing = /Could not find denort at '([^']*)'/.exec(text);
  if (missing) {
    return {
      kind: "denort_unavailable",
      reason: `DENORT_BIN points at "${missing[1]}", which does not exist`,
    };
  }
  if (/denort|Setting up base binary/i.test(text)) {
    const offline = /error sending request|dns error|Connect|timed out|network/i.test(text);
    return {
      kind: "denort_unavailable",
      reason: offline ? "it could not be downloaded (no network access)" : "it could not be set up",
    };
  }
  const lines = text.split("\n").map((l) => l.trimEnd()).filter((l) => l !== "");
  return { kind: "other", detail: lines.slice(-20).join("\n") };
}

/**
 * The one message shown when `denort` is unavailable: what happened and the
 * two ways out. `denoVersion` is the running Deno's version.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const message = denortUnavailableMessage("it could not be downloaded (no network access)", "2.9.6");
 * assert.match(message, /^Cannot build the binary: deno compile needs its "denort" runtime/);
 * assert.match(message, /DENORT_BIN/);
 * ```
 */
export function denortUnavailableMessage(reason: string, denoVersion: string): string {
  return [
    `Cannot build the binary: deno compile needs its "denort" runtime, and ${reason}.`,
    "To build it, either:",
    "  - run this on a computer with internet access (Deno downloads denort once and caches it), or",
    `  - set DENORT_BIN to a denort binary of Deno ${denoVersion} for this platform, then run this again.`,
    "DENORT_BIN must point at denort itself: the plain deno binary builds the Deno CLI, not this server.",
    'Until then, "deno task desktop --deno --data DIR" sets up Claude Desktop without a binary',
  ].join("\n");
}

/** What `--version` says about a binary. */
export type Identity =
  | { readonly kind: "ours"; readonly version: string; readonly dataDir: string }
  | { readonly kind: "ours_without_data"; readonly version: string }
  | { readonly kind: "foreign"; readonly said: string };

const OURS = /^bloodwork-mcp (\S+)$/;

/**
 * Reads the output of `<binary> --version`. Pure.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(parseVersionOutput("bloodwork-mcp 0.1.0\ndata: /home/anna/data\n"), {
 *   kind: "ours", version: "0.1.0", dataDir: "/home/anna/data",
 * });
 * assert.equal(parseVersionOutput("deno 2.9.6 (stable)\nv8 15.0\n").kind, "foreign");
 * ```
 */
export function parseVersionOutput(stdout: string): Identity {
  const lines = stdout.split(/\r?\n/).map((line) => line.trimEnd()).filter((line) => line !== "");
  const first = lines[0] ?? "";
  const ours = OURS.exec(first);
  if (!ours) return { kind: "foreign", said: first === "" ? "nothing" : JSON.stringify(first) };
  const dataLine = lines.slice(1).find((line) => line.startsWith("data: "));
  return dataLine === undefined
    ? { kind: "ours_without_data", version: ours[1]! }
    : { kind: "ours", version: ours[1]!, dataDir: dataLine.slice("data: ".length) };
}

/**
 * Runs `<binary> --version` with no environment, no stdin and cwd `/`, the
 * way a stranger would, and parses the answer. Throws an `InstallError` when
 * the binary is missing or cannot be run.
 */
export async function askBinary(binary: string, timeoutMs = 15_000): Promise<Identity> {
  const windows = Deno.build.os === "windows";
  let output: Deno.CommandOutput;
  try {
    output = await new Deno.Command(binary, {
      args: ["--version"],
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
      ...(windows ? {} : { cwd: "/", clearEnv: true, env: {} }),
      signal: AbortSignal.timeout(timeoutMs),
    }).output();
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) throw new InstallError(`No binary at "${binary}"`);
    if (error instanceof Deno.errors.NotCapable) throw error;
    throw new InstallError(`Cannot run "${binary}": ${(error as Error).message}`);
  }
  if (!output.success) {
    const said = new TextDecoder().decode(output.stdout).trim().split("\n")[0] ?? "";
    return {
      kind: "foreign",
      said: `exit code ${output.code}${said ? ` and ${JSON.stringify(said)}` : ""}`,
    };
  }
  return parseVersionOutput(new TextDecoder().decode(output.stdout));
}

/**
 * Returns the baked data directory of `binary` if the identity is ours and,
 * when `expectedDataDir` is given, reads exactly that directory. Otherwise
 * throws an `InstallError` that says what the binary is and what to do;
 * `hint` is added for a foreign binary.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const id = { kind: "ours", version: "0.1.0", dataDir: "/a" } as const;
 * assert.equal(requireOurs("/bin/bw", id, "/a"), "/a");
 * assert.throws(() => requireOurs("/bin/bw", id, "/b"), /reads "\/a", not "\/b"/);
 * ```
 */
export function requireOurs(
  binary: string,
  identity: Identity,
  expectedDataDir?: string,
  hint = "",
): string {
  if (identity.kind === "foreign") {
    throw new InstallError(
      `"${binary}" is not a bloodwork-mcp server: "--version" gave ${identity.said}${
        hint ? `. ${hint}` : ""
      }`,
    );
  }
  if (identity.kind === "ours_without_data") {
    throw new InstallError(
      `"${binary}" is bloodwork-mcp ${identity.version} but does not report its data directory. ` +
        'Build it again with "deno task compile --data DIR"',
    );
  }
  if (expectedDataDir !== undefined && identity.dataDir !== expectedDataDir) {
    throw new InstallError(
      `"${binary}" reads "${identity.dataDir}", not "${expectedDataDir}": ` +
        "an entry must never serve another person's data. " +
        `Build a binary for "${expectedDataDir}" with "deno task compile --data DIR --name NAME"`,
    );
  }
  return identity.dataDir;
}

/** A binary that was built and checked. */
export interface BuiltBinary {
  /** Its path (with `.exe` on Windows). */
  readonly binary: string;
  /** Its version, as it reports it. */
  readonly version: string;
  /** The data directory baked into it. */
  readonly dataDir: string;
}

/** Said when a freshly built binary is not our server. */
export const NOT_OURS_HINT =
  "If DENORT_BIN is set, it must point at denort: the plain deno binary makes a copy of the Deno CLI";

async function removeQuietly(path: string): Promise<boolean> {
  try {
    await Deno.remove(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `deno compile` for `plan` from `cwd` and checks the result. Throws an
 * `InstallError`: exit code 3 when `denort` is unavailable, 1 when the build
 * fails or produces something that is not our server (then removed, if this
 * task may write there).
 */
export async function buildBinary(plan: CompilePlan, cwd: string): Promise<BuiltBinary> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: serverCommand(plan),
    cwd,
    env: { RUST_BACKTRACE: "0", NO_COLOR: "1" },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!output.success) {
    const failure = classifyCompileFailure(new TextDecoder().decode(output.stderr));
    if (failure.kind === "denort_unavailable") {
      throw new InstallError(
        denortUnavailableMessage(failure.reason, Deno.version.deno),
        EXIT.denortUnavailable,
      );
    }
    throw new InstallError(`deno compile failed (exit code ${output.code}):\n${failure.detail}`);
  }
  const binary = compiledPath(plan.output, Deno.build.os);
  try {
    const identity = await askBinary(binary);
    const dataDir = requireOurs(binary, identity, plan.dataDir, NOT_OURS_HINT);
    return { binary, version: identity.kind === "ours" ? identity.version : "", dataDir };
  } catch (error) {
    if (!(error instanceof InstallError)) throw error;
    const removed = await removeQuietly(binary);
    throw new InstallError(
      `${error.message}\n${removed ? "The file was removed" : `Delete "${binary}"; do not use it`}`,
    );
  }
}

/** The help of `deno task compile`. */
export const COMPILE_HELP = `deno task compile: build one person's sandboxed server binary

Usage:
  deno task compile --data DIR [--output FILE] [--name NAME] [--dry-run]

Options:
  --data DIR     The person's data directory (required). It is resolved to its
                 real path, which is baked into the binary twice: as the only
                 directory it may read (--allow-read) and as its --data.
  --output FILE  Where to write the binary (default: dist/NAME; .exe is added
                 on Windows)
  --name NAME    The binary's name (default: ${DEFAULT_NAME}); one per person,
                 e.g. bloodwork-anna
  --dry-run      Print the exact deno compile command line and change nothing
                 (a real run first brings dist/server.js, the server
                 bundle it compiles, up to date)
  -h, --help     Show this help

The binary needs no arguments, no working directory and no PATH, and has no
permission but reading DIR: no write, net, env, run, ffi or sys. Every command
of the server works on it (e.g. "dist/${DEFAULT_NAME} markers"). A --data you add
when running it comes after the baked one and wins, but the sandbox still denies
anything outside the baked directory.

deno compile needs its "denort" runtime, which Deno downloads on first use.
Offline, set DENORT_BIN to a denort binary of the same Deno version, or build
on a computer with internet access.`;

const COMPILE: InstallTask = {
  task: "compile",
  spec: { values: ["--data", "--output", "--name", "--cwd"], flags: ["--dry-run"] },
  help: COMPILE_HELP,
};

/**
 * Runs the compile task and returns its exit code. `--cwd DIR` (passed by the
 * task line as the directory `deno task` was started from) is the base of
 * relative paths.
 */
export function runCompileTask(argv: readonly string[], io: TaskIo): Promise<number> {
  return runInstallTask(argv, io, COMPILE, async ({ options, name, base, dataDir }) => {
    const output = absolutePath(
      options.values.get("--output") ?? `${defaultDistDir()}/${name}`,
      base,
    );
    const plan = { dataDir: dataDir.real, script: serverBundlePath(), output };
    if (options.flags.has("--dry-run")) {
      io.stdout(commandLine([Deno.execPath(), ...serverCommand(plan)], Deno.build.os));
      return EXIT.ok;
    }
    io.stderr(`Building ${output} (this takes a few seconds)`);
    await bundleServer(Deno.execPath());
    const built = await buildBinary(plan, repoPath("."));
    io.stdout(built.binary);
    io.stderr(
      `Built ${built.binary}: bloodwork-mcp ${built.version}, which may read only ${built.dataDir}\n` +
        `Next: deno task desktop --data ${commandLine([built.dataDir], Deno.build.os)} --binary ${
          commandLine([built.binary], Deno.build.os)
        } --name ${name} --write`,
    );
    return EXIT.ok;
  });
}
