/**
 * Every entry point, and re-running one as a sandboxed child. A `deno task`
 * line cannot name the paths a run may touch (they come from the command line
 * and the folder the user ran the task from), so four entry points start as a
 * launcher with almost no permission, work out the exact paths, and re-run
 * themselves (or their writer) as a worker with `--worker` and exactly those
 * grants: the importer (`import.ts`), the report writer
 * (`scripts/write_cli.ts` → `report.ts`), the desktop installer
 * (`scripts/desktop.ts`) and `events.ts`. The runtime, not our code, then
 * enforces the boundary. Each launcher states only what its worker may read,
 * write, run and see of the environment; this module turns that into flags,
 * the same way for all of them, and refuses what a flag cannot express.
 *
 * Every entry point has one shape: `if (import.meta.main)
 * runEntryPoint(import.meta.url, entry)`, where the entry's `launch` plans the
 * worker's command (or answers alone) and its `work` is the worker; the
 * others (`main.ts`, `report.ts`, `scripts/compile.ts`, `scripts/mcpb.ts`)
 * are a `work` alone. Each is told its data directory by
 * {@link defaultDataDir}, the one definition of it.
 *
 * @module
 */

/**
 * The first argument that makes an entry point run as its sandboxed worker.
 *
 * @internal test seam: tests start an entry point as its worker directly.
 */
export const WORKER_FLAG = "--worker";

/**
 * What a child may touch. A list grants exactly its items; `"all"` grants
 * the whole kind; an absent or empty list grants nothing (no flag at all).
 */
export interface Grants {
  readonly read?: readonly string[] | "all";
  readonly write?: readonly string[];
  readonly run?: readonly string[] | "all";
  readonly env?: readonly string[];
}

/** A path that Deno's permission flags cannot express. */
export class UnsafePathError extends Error {
  constructor(path: string) {
    super(
      `Path "${path}" contains a comma, which Deno's permission flags cannot express; rename or move it`,
    );
    this.name = "UnsafePathError";
  }
}

/**
 * The first of `paths` a permission flag cannot express (it holds a comma,
 * the flag's separator), or `undefined`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(unsafePath(["/a", "/b,c"]), "/b,c");
 * assert.equal(unsafePath(["/a"]), undefined);
 * ```
 */
export function unsafePath(paths: readonly string[]): string | undefined {
  return paths.find((path) => path.includes(","));
}

function flag(name: string, grant: readonly string[] | "all" | undefined): string[] {
  if (grant === "all") return [`--allow-${name}`];
  if (grant === undefined || grant.length === 0) return [];
  const unsafe = unsafePath(grant);
  if (unsafe !== undefined) throw new UnsafePathError(unsafe);
  return [`--allow-${name}=${grant.join(",")}`];
}

/**
 * The `deno` arguments that run `script` with exactly `grants`: `run
 * --no-prompt`, the flags in the order read, write, run, env, then the
 * script and its `args`. `config` names the deno.json to use. Throws an
 * {@link UnsafePathError} for a granted path with a comma.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(
 *   sandboxedArgs("/r/report.ts", { read: ["/d", "/v.pdf"], write: ["/v.pdf"] }, ["report"]),
 *   ["run", "--no-prompt", "--allow-read=/d,/v.pdf", "--allow-write=/v.pdf", "/r/report.ts", "report"],
 * );
 * assert.throws(() => sandboxedArgs("/app/x.ts", { read: ["/a,b"] }, []), /contains a comma/);
 * ```
 */
export function sandboxedArgs(
  script: string,
  grants: Grants,
  args: readonly string[],
  options: { readonly config?: string } = {},
): string[] {
  return [
    "run",
    "--no-prompt",
    ...(options.config === undefined ? [] : ["--config", options.config]),
    ...flag("read", grants.read),
    ...flag("write", grants.write),
    ...flag("run", grants.run),
    ...flag("env", grants.env),
    script,
    ...args,
  ];
}

/**
 * {@link sandboxedArgs} for an entry point that re-runs itself: `script`
 * gets {@link WORKER_FLAG} first, then `args`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(
 *   workerArgs("/app/import.ts", { read: ["/in.csv", "/d"], write: ["/d"] }, ["--data", "/d"]),
 *   ["run", "--no-prompt", "--allow-read=/in.csv,/d", "--allow-write=/d", "/app/import.ts", "--worker", "--data", "/d"],
 * );
 * ```
 */
export function workerArgs(
  script: string,
  grants: Grants,
  args: readonly string[],
  options: { readonly config?: string } = {},
): string[] {
  return sandboxedArgs(script, grants, [WORKER_FLAG, ...args], options);
}

/**
 * Resolves a path against a base folder, without touching the file system.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(resolvePath("in/../a.csv", "/home/u"), "/home/u/a.csv");
 * assert.equal(resolvePath("/tmp/x/", "/home/u"), "/tmp/x");
 * ```
 */
export function resolvePath(path: string, base: string): string {
  const windows = /^[A-Za-z]:[\\/]/.test(path) || path.startsWith("\\\\");
  if (windows) return path;
  const absolute = path.startsWith("/") ? path : `${base.replace(/\/+$/, "")}/${path}`;
  const parts: string[] = [];
  for (const part of absolute.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") parts.pop();
    else parts.push(part);
  }
  return `/${parts.join("/")}`;
}

/**
 * The folder a user's relative paths mean: `INIT_CWD` (the folder `deno
 * task` was started from), else the current directory. Reading `INIT_CWD`
 * needs `--allow-env=INIT_CWD`, which every launcher's task line grants.
 */
function userFolder(): string {
  return Deno.env.get("INIT_CWD") || Deno.cwd();
}

/** Runs `deno` with `args`, stdio inherited (stdin closed); returns its exit code. */
export async function runSandboxedChild(deno: string, args: readonly string[]): Promise<number> {
  const child = new Deno.Command(deno, {
    args: [...args],
    stdin: "null",
    stdout: "inherit",
    stderr: "inherit",
  }).spawn();
  return (await child.status).code;
}

/**
 * `data/` beside the entry point at `entryUrl`: the default data directory of
 * every entry point. Not a `file:` URL (a compiled binary's or a bundle's
 * odd one): the relative `data`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.equal(defaultDataDir("file:///app/main.ts"), "/app/data");
 * assert.equal(defaultDataDir("file:///my%20app/import.ts"), "/my app/data");
 * assert.equal(defaultDataDir("https://example.invalid/main.ts"), "data");
 * ```
 */
export function defaultDataDir(entryUrl: string): string {
  const url = new URL("./data", entryUrl);
  return url.protocol === "file:" ? decodeURIComponent(url.pathname) : "data";
}

/** What a worker is told of its entry point: its path and its default data directory. */
export interface WorkContext {
  /** The entry point's own file, absolute. */
  readonly script: string;
  /** {@link defaultDataDir} of the entry point. */
  readonly dataDir: string;
}

/** What a launcher is told: also the runtime and the folder relative paths mean. */
export interface LaunchContext extends WorkContext {
  /** `Deno.execPath()`. */
  readonly deno: string;
  /** {@link userFolder}. */
  readonly baseDir: string;
}

/** What a launcher decided: run a child with these `deno` arguments, or exit now with a code. */
export type Launch = { readonly child: readonly string[] } | { readonly exit: number };

/**
 * An entry point's two roles. With both, it runs as the launcher, or as the
 * worker when its first argument is {@link WORKER_FLAG}; with `work` alone
 * (a writer another file launches, a task that needs no sandbox of its own)
 * it is always the worker, with `launch` alone always the launcher.
 */
export interface SandboxedEntry {
  launch?(argv: readonly string[], here: LaunchContext): Launch | Promise<Launch>;
  work?(argv: readonly string[], here: WorkContext): number | Promise<number>;
}

/**
 * Runs `entry`, the entry point at `entryUrl`, on `argv`; resolves to the exit
 * code. A launcher's error (a path no flag can express, a child that cannot
 * start) is printed as one line, exit code 1.
 *
 * @internal test seam: tests run an entry point on given arguments without exiting.
 */
export async function runEntry(
  entryUrl: string,
  entry: SandboxedEntry,
  argv: readonly string[],
): Promise<number> {
  const script = decodeURIComponent(new URL(entryUrl).pathname);
  const work = { script, dataDir: defaultDataDir(entryUrl) };
  if (entry.work !== undefined && (entry.launch === undefined || argv[0] === WORKER_FLAG)) {
    return await entry.work(entry.launch === undefined ? argv : argv.slice(1), work);
  }
  if (entry.launch === undefined) throw new Error(`${script} has neither launch nor work`);
  try {
    const deno = Deno.execPath();
    // Read only when asked: a launcher that resolves no path is not granted INIT_CWD.
    const here: LaunchContext = {
      ...work,
      deno,
      get baseDir() {
        return userFolder();
      },
    };
    const launch = await entry.launch(argv, here);
    return "exit" in launch ? launch.exit : await runSandboxedChild(deno, launch.child);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

/**
 * {@link runEntry} on `Deno.args`, then exits with its code: the last line of
 * every entry point. The work starts in a microtask, once the entry module
 * has finished evaluating: while a module's top-level frame is live, every
 * stack trace (each failed `lstat` of a missing side file takes one) makes V8
 * re-parse the whole module for its source positions, and in the server's
 * one-file bundle that is the whole 2-3 MB script: about 20 ms of each start
 * (`docs/performance.md`, "Start-up").
 */
export function runEntryPoint(entryUrl: string, entry: SandboxedEntry): void {
  Promise.resolve().then(() => runEntry(entryUrl, entry, Deno.args)).then((code) =>
    Deno.exit(code)
  );
}

/** Where an entry point's messages go: the console. */
export const CONSOLE_OUTPUT = {
  out: (text: string): void => console.log(text),
  err: (text: string): void => console.error(text),
} as const;
