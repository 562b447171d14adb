/**
 * The launcher: the paths to read and write arrive at run time, so a fixed
 * `deno task` line cannot state them. The launcher resolves them (relative
 * to `INIT_CWD`, the folder the user ran `deno task` from) and re-runs the
 * importer as a worker with exactly `--allow-read=<inputs>,<data>
 * --allow-write=<data>`, plus `--allow-run=tesseract,pdftoppm` only when an
 * input needs OCR. The runtime, not our code, then enforces the boundary.
 * The launcher itself never reads a document or writes a file. How it
 * starts the worker is a {@link WorkerStarter}: child processes in
 * `import.ts`, the worker's own function in process in the tests whose
 * subject is the importer's logic rather than the process boundary.
 *
 * @module
 */

import {
  type LaunchContext,
  resolvePath,
  runSandboxedChild,
  workerArgs,
} from "../../sandboxed_child.ts";
import { type ImporterArgs, parseImporterArgs, USAGE } from "./importer_args.ts";
import { correctionArgument } from "./corrections.ts";
import { documentDateArgument } from "./document_dates.ts";
import type { Output } from "./output.ts";

/** What the worker's command needs of the launcher's {@link LaunchContext}: the script it re-runs. */
export type WorkerScript = Pick<LaunchContext, "script">;

/**
 * How the launcher starts its worker, given the worker's `deno` arguments
 * (from {@link workerCommand} or {@link probeCommand}).
 */
export interface WorkerStarter {
  /** Runs a worker whose output is the user's; returns its exit code. */
  run(args: readonly string[]): Promise<number>;
  /** Runs the OCR probe; returns its exit code and what it printed on stdout. */
  probe(args: readonly string[]): Promise<{ readonly code: number; readonly stdout: string }>;
}

/** Starts each worker as a sandboxed `deno` child process, stdin closed, stderr inherited. */
export function childProcesses(deno: string): WorkerStarter {
  return {
    run: (args) => runSandboxedChild(deno, args),
    probe: async (args) => {
      const output = await new Deno.Command(deno, {
        args: [...args],
        stdin: "null",
        stdout: "piped",
        stderr: "inherit",
      }).output();
      return { code: output.code, stdout: new TextDecoder().decode(output.stdout) };
    },
  };
}

/**
 * The launcher: parses the user's command line (`context.dataDir` is the
 * default data directory; `context` is every entry point's
 * {@link LaunchContext}), answers `--help` and refuses bad arguments itself, makes
 * the paths absolute against `context.baseDir`, and runs the worker with
 * exactly the permissions the run needs through `starter`. Returns the exit
 * code: the worker's, 2 for a usage error, 1 when the worker cannot start.
 */
export async function launch(
  argv: readonly string[],
  context: LaunchContext,
  output: Output,
  starter: WorkerStarter,
): Promise<number> {
  const parsed = parseImporterArgs(argv, context.dataDir);
  if (parsed.kind === "help") {
    output.out(USAGE);
    return 0;
  }
  const refusal = launcherRefusal(parsed);
  if (refusal !== undefined) {
    output.err(refusal);
    return 2;
  }
  try {
    const args = absolutise(parsed, context.baseDir);
    // The read face is loaded only when OCR is granted: a launcher reads no document.
    const ocr = args.kind === "import" &&
      await inputsNeedOcr(
        [...args.inputs, ...(args.against ? [args.against] : [])],
        context,
        starter,
      );
    const programs = ocr ? (await import("../read/mod.ts")).OCR_PROGRAMS : [];
    return await starter.run(workerCommand(args, programs, context));
  } catch (error) {
    output.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

/**
 * Why the launcher refuses arguments a user typed, or `undefined`: the
 * internal `--probe` is for the worker only.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { parseImporterArgs } from "./importer_args.ts";
 * assert.match(launcherRefusal(parseImporterArgs(["--probe", "a.csv"], "d"))!, /internal/);
 * assert.equal(launcherRefusal(parseImporterArgs(["a.csv"], "d")), undefined);
 * ```
 *
 * @internal doc test: its example shows the refusal of `--probe` without starting the launcher.
 */
export function launcherRefusal(args: ImporterArgs): string | undefined {
  if (args.kind === "usage_error") return args.message;
  if (args.kind === "probe") return 'Option "--probe" is internal';
  return undefined;
}

/**
 * The worker's `deno` arguments for a probe: read the inputs, nothing else.
 *
 * @internal test seam: tests check the probe's command and permission flags without starting a process.
 */
export function probeCommand(inputs: readonly string[], context: WorkerScript): string[] {
  return workerArgs(context.script, { read: inputs }, ["--probe", ...inputs]);
}

/**
 * The worker's `deno` arguments, with paths already absolute: exact read and
 * write permissions, run permission only for `programs` (OCR's, when an
 * input needs OCR; none otherwise), and no write permission at all for a
 * dry run. `approve`, `forget` and `index` read and write the
 * data directory only.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const args = workerCommand(
 *   { kind: "import", dataDir: "/d", inputs: ["/in/a.pdf"], dryRun: false, acceptOcr: false, acceptHeld: false, accept: [] },
 *   ["tesseract", "pdftoppm"],
 *   { script: "/app/import.ts" },
 * );
 * assert.deepEqual(args, ["run", "--no-prompt", "--allow-read=/in/a.pdf,/d", "--allow-write=/d", "--allow-run=tesseract,pdftoppm", "/app/import.ts", "--worker", "--data", "/d", "/in/a.pdf"]);
 * ```
 *
 * @internal test seam: tests check the worker's permission flags, and start a worker directly, without the launcher.
 */
export function workerCommand(
  args: ImporterArgs,
  programs: readonly string[],
  context: WorkerScript,
): string[] {
  // approve, forget and index read and write the data directory only.
  const onData = (command: string, data: string, rest: readonly string[]) =>
    workerArgs(context.script, { read: [data], write: [data] }, [
      command,
      "--data",
      data,
      ...rest,
    ]);
  if (args.kind === "approve") {
    return onData("approve", args.dataDir, [
      ...(args.label !== undefined ? ["--label", args.label] : []),
      "--",
      args.name,
      args.code,
    ]);
  }
  if (args.kind === "forget") return onData("forget", args.dataDir, ["--", args.prefix]);
  if (args.kind === "index") return onData("index", args.dataDir, []);
  if (args.kind !== "import") throw new Error(`No worker for "${args.kind}"`);
  const data = args.dataDir;
  const grants = {
    read: [...args.inputs, ...(args.against !== undefined ? [args.against] : []), data],
    write: args.dryRun ? [] : [data],
    run: programs,
  };
  return workerArgs(context.script, grants, [
    "--data",
    data,
    ...(args.dryRun ? ["--dry-run"] : []),
    ...(args.acceptOcr ? ["--accept-ocr"] : []),
    ...(args.acceptHeld ? ["--accept-held"] : []),
    ...(args.accept.length > 0 ? ["--accept", args.accept.join(",")] : []),
    ...(args.corrections ?? []).flatMap((c) => ["--set", correctionArgument(c)]),
    ...(args.dates ?? []).flatMap((d) => ["--date", documentDateArgument(d)]),
    ...(args.against !== undefined ? ["--against", args.against] : []),
    ...args.inputs,
  ]);
}

/**
 * Makes every path of the arguments absolute, against the user's folder.
 *
 * @internal test seam: tests make the arguments absolute as `launch()` does before building the worker's command.
 */
export function absolutise(args: ImporterArgs, base: string): ImporterArgs {
  switch (args.kind) {
    case "import":
      return {
        ...args,
        dataDir: resolvePath(args.dataDir, base),
        inputs: args.inputs.map((p) => resolvePath(p, base)),
        ...(args.against !== undefined ? { against: resolvePath(args.against, base) } : {}),
      };
    case "approve":
    case "forget":
    case "index":
      return { ...args, dataDir: resolvePath(args.dataDir, base) };
    case "probe":
      return { ...args, inputs: args.inputs.map((p) => resolvePath(p, base)) };
    default:
      return args;
  }
}

const IMAGE = /\.(png|jpe?g|tiff?|bmp|webp)$/i;
const TEXT_ONLY = /\.(csv|tsv|json)$/i;

/**
 * Whether the worker needs run permission for OCR. Named images do; CSV and
 * JSON never do; for PDFs and folders a probe worker (read-only on the
 * inputs), started by `starter`, looks for images and PDFs without a text
 * layer.
 */
async function inputsNeedOcr(
  inputs: readonly string[],
  context: WorkerScript,
  starter: WorkerStarter,
): Promise<boolean> {
  if (inputs.some((p) => IMAGE.test(p))) return true;
  if (inputs.every((p) => TEXT_ONLY.test(p))) return false;
  const output = await starter.probe(probeCommand(inputs, context));
  if (output.code !== 0) throw new Error(`The OCR probe failed (exit ${output.code})`);
  return output.stdout.trim() === "ocr";
}
