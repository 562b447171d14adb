/**
 * The one command line that starts the server: `deno run --no-prompt
 * --v8-flags=--max-semi-space-size=4,--heap-growing-percent=20
 * --allow-read=<data> <script> --data <data>`, or its compiled form, `deno
 * compile` with the same flags and the same arguments baked in. Claude
 * Desktop's `deno run` entry, `deno task compile`, the tests, the fuzzer and
 * the benchmark all build it here, so the binary and every other way of
 * starting the server have the same sandbox: reading the data directory,
 * nothing else, and never a prompt (one would corrupt the stdio protocol).
 *
 * The V8 flags grant nothing; they size the heap of a small, long-running
 * server. `--max-semi-space-size=4` caps the young generation (V8's default
 * lets it grow to 16 MB per semi-space on the garbage of the answers), and
 * `--heap-growing-percent=20` sets the old generation's next collection at a
 * fifth above what the last one kept. They replace `--optimize-for-size`,
 * which kept the memory as low but put a compacting collection and slower
 * first runs of code into the first call (`docs/performance.md`, "Memory").
 *
 * @module
 */

/**
 * The V8 flags every server process runs with.
 *
 * @internal test seam: the bundle test checks the manifest starts the server with these flags.
 */
export const SERVER_V8_FLAGS = "--v8-flags=--max-semi-space-size=4,--heap-growing-percent=20";

/** What to start, and how. Every path absolute. */
export interface ServerPlan {
  /** The data directory: the one folder the server may read, and its `--data`. */
  readonly dataDir: string;
  /** The entry point: the server bundle, `main.ts`, or a stand-in in tests. */
  readonly script: string;
  /** The script's words before `--data` (a CLI command, say). */
  readonly args?: readonly string[];
  /** Compile into this file (`deno compile --output`) instead of running. */
  readonly output?: string;
  /**
   * Build options of `deno compile` that grant nothing (which config or
   * lock file to use); `--no-config` unless given: the bundle needs neither
   * the repository's deno.json nor its lock.
   */
  readonly build?: readonly string[];
  /** Permission flags on top of the read (tests only: a writer's `--allow-write`, a `--deny-*`). */
  readonly extraFlags?: readonly string[];
}

/**
 * The `deno` arguments (after the program) that start or compile the server.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(
 *   serverCommand({ dataDir: "/d", script: "/r/dist/server.js" }),
 *   ["run", "--no-prompt", "--v8-flags=--max-semi-space-size=4,--heap-growing-percent=20", "--allow-read=/d", "/r/dist/server.js", "--data", "/d"],
 * );
 * assert.deepEqual(
 *   serverCommand({ dataDir: "/d", script: "/r/dist/server.js", output: "/r/dist/bw" }),
 *   ["compile", "--no-prompt", "--v8-flags=--max-semi-space-size=4,--heap-growing-percent=20", "--allow-read=/d", "--no-config", "--output", "/r/dist/bw", "/r/dist/server.js", "--data", "/d"],
 * );
 * ```
 */
export function serverCommand(plan: ServerPlan): string[] {
  const flags = [
    "--no-prompt",
    SERVER_V8_FLAGS,
    `--allow-read=${plan.dataDir}`,
    ...(plan.extraFlags ?? []),
  ];
  const compile = plan.output === undefined
    ? []
    : [...(plan.build ?? ["--no-config"]), "--output", plan.output];
  return [
    plan.output === undefined ? "run" : "compile",
    ...flags,
    ...compile,
    plan.script,
    ...(plan.args ?? []),
    "--data",
    plan.dataDir,
  ];
}
