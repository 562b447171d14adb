/**
 * The `deno compile` command line that builds the sandboxed server binary,
 * and the `deno run` line with the very same permissions and arguments (what
 * the tests run here, where `deno compile` cannot obtain its runtime). Pure.
 *
 * The binary may read one directory, the data directory's real path, and
 * nothing else: no write, net, env, run, ffi or sys. The same spelling goes
 * into `--allow-read` and `--data`, both absolute, so the binary needs no
 * arguments, no working directory and no PATH. It resolves its packages
 * from `deno.server.lock`, the lock of the server's module graph alone
 * (frozen), so the binary carries the server's npm packages and none of the
 * importer's or the tests' (`deno compile` packs every package of the lock
 * it is given).
 *
 * @module
 */

/** What one build needs: all paths absolute. */
export interface CompilePlan {
  /** The data directory's real path. */
  readonly dataDir: string;
  /** The server's entry point, `<repo>/main.ts`. */
  readonly main: string;
  /** Where `deno compile` writes the binary. */
  readonly output: string;
}

/** The lock file of the server's module graph alone, beside `main.ts`. */
export const SERVER_LOCK = "deno.server.lock";

/** `<folder of main>/deno.server.lock`. */
export function serverLockOf(main: string): string {
  const slash = Math.max(main.lastIndexOf("/"), main.lastIndexOf("\\"));
  return `${main.slice(0, slash + 1)}${SERVER_LOCK}`;
}

/**
 * The arguments of `deno compile` (after the `deno` program itself).
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(
 *   compileArgs({ dataDir: "/d", main: "/repo/main.ts", output: "/repo/dist/bloodwork" }),
 *   ["compile", "--no-prompt", "--allow-read=/d", "--lock=/repo/deno.server.lock", "--frozen", "--output", "/repo/dist/bloodwork", "/repo/main.ts", "--data", "/d"],
 * );
 * ```
 */
export function compileArgs(plan: CompilePlan): string[] {
  return [
    "compile",
    "--no-prompt",
    `--allow-read=${plan.dataDir}`,
    `--lock=${serverLockOf(plan.main)}`,
    "--frozen",
    "--output",
    plan.output,
    plan.main,
    "--data",
    plan.dataDir,
  ];
}

/**
 * The `deno run` arguments equivalent to compile arguments: the same
 * permission flags and the same baked script arguments, without `--output`.
 * Throws if `args` is not a `compile` command line.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(
 *   runArgsFor(["compile", "--no-prompt", "--allow-read=/d", "--output", "/o", "/m.ts", "--data", "/d"]),
 *   ["run", "--no-prompt", "--allow-read=/d", "/m.ts", "--data", "/d"],
 * );
 * ```
 */
export function runArgsFor(args: readonly string[]): string[] {
  const [command, ...rest] = args;
  if (command !== "compile") {
    throw new Error(`Expected a "compile" command line, got ${JSON.stringify(command)}`);
  }
  const run = ["run"];
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === "--output") i++;
    else run.push(rest[i]!);
  }
  return run;
}

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
