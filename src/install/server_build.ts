/**
 * Building the server for an install task, and checking what was built.
 *
 * The bundle, `dist/server.js`: what `deno task desktop --deno` points Claude
 * Desktop at and what `deno task compile` compiles. `scripts/build_server.ts`
 * builds it in a child process of its own whose only write permission is
 * the `dist` folder (the desktop task itself may write only Claude Desktop's
 * config folder). A bundle newer than every file it is built from is used as
 * it is.
 *
 * The binary: running the `deno compile` command line of
 * `../server_command.ts` (the data directory baked in as the one read
 * permission), telling a missing `denort` from a real failure, and asking
 * the built binary who it is before anything trusts it. It is compiled from
 * the bundle, not from `main.ts`: the bundle imports nothing, so the binary
 * carries the server and nothing else (no npm folder, none of the importer's
 * packages; `docs/performance.md` has the measured payload).
 *
 * @module
 */

import { compiledPath, defaultDistDir, EXIT, InstallError, repoPath } from "./install_task.ts";
import { serverCommand, type ServerPlan } from "../server_command.ts";

/** The server bundle's path, `<repo>/dist/server.js`. */
export function serverBundlePath(): string {
  return `${defaultDistDir()}/server.js`;
}

/** The files a bundle is built from, besides the TypeScript under `src/` and `generated/`. */
const INPUTS = ["main.ts", "deno.json", "deno.server.lock", "markers.yaml", "clinical.yaml"];

/** The latest modification time of the bundle's inputs, in ms. */
async function newestInput(): Promise<number> {
  let newest = 0;
  const note = (info: Deno.FileInfo) =>
    newest = Math.max(newest, info.mtime?.getTime() ?? Infinity);
  for (const name of INPUTS) note(await Deno.stat(repoPath(name)));
  const walk = async (dir: string): Promise<void> => {
    for await (const entry of Deno.readDir(dir)) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory) await walk(path);
      else if (entry.name.endsWith(".ts")) note(await Deno.lstat(path));
    }
  };
  await walk(repoPath("src"));
  await walk(repoPath("generated"));
  return newest;
}

/** Whether `dist/server.js` exists and is newer than everything it is built from. */
async function upToDate(output: string): Promise<boolean> {
  const built = await Deno.stat(output).then((info) => info.mtime?.getTime(), () => undefined);
  return built !== undefined && built > await newestInput();
}

/**
 * The server bundle, built with `deno` unless it is up to date; returns its
 * path and whether it was built, or throws an {@link InstallError}.
 */
export async function bundleServer(deno: string): Promise<{ path: string; built: boolean }> {
  const output = serverBundlePath();
  if (await upToDate(output)) return { path: output, built: false };
  const result = await new Deno.Command(deno, {
    args: [
      "run",
      "--no-prompt",
      "--allow-read",
      `--allow-write=${defaultDistDir()}`,
      `--allow-run=${deno}`,
      repoPath("scripts/build_server.ts"),
      "--out",
      output,
    ],
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!result.success) {
    throw new InstallError(
      `Could not build the server bundle "${output}": ${
        new TextDecoder().decode(result.stderr).trim()
      }`,
    );
  }
  return { path: output, built: true };
}

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
function stripAnsi(text: string): string {
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
 *
 * @internal tested alone: each failure deno compile prints, without compiling.
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
 *
 * @internal tested alone: the message when no runtime can be had, without compiling.
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
 *
 * @internal tested alone: every version output, without running another deno.
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
