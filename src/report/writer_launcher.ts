/**
 * The launcher behind `deno task report` and `deno task chart`: the same
 * pattern as the importer's. The CLI's `report --out FILE` and
 * `trend MARKER --chart FILE` are the only commands that write, and only
 * that one file; a `deno task` line cannot name it, so the launcher parses
 * the command line, resolves the data directory and the output file against
 * `INIT_CWD`, and re-runs `report.ts` (the writer entry point) with exactly
 * `--allow-read=<data>,<file>,<file>.part` and `--allow-write=<file>,<file>.part`
 * (reading the file only to see whether it exists or is a symlink, and the
 * temp file because a rename needs it). A file
 * inside the data directory is refused. The server itself never gets write access.
 *
 * @module
 */

import { CLI_DASH_DASH, parseArgs } from "../cli/cli_args.ts";
import { writerUsage } from "../cli/usage.ts";
import { withLastOptions } from "../command_line.ts";
import { insideDataDir, partPath } from "../output_file.ts";
import {
  defaultDataDir,
  type LaunchContext,
  resolvePath,
  sandboxedArgs,
  type SandboxedEntry,
  unsafePath,
  UnsafePathError,
} from "../sandboxed_child.ts";

/**
 * What the writer's command needs of a {@link LaunchContext}, the one every
 * entry point's launcher is given: here `script` and `dataDir` are the
 * writer's (`report.ts` and its default data directory), not the launcher's.
 */
export type WriterContext = Pick<LaunchContext, "script" | "dataDir" | "baseDir">;

/** The child's `deno` arguments, or why there are none (and the exit code). */
export type WriterCommand =
  | { readonly args: readonly string[] }
  | { readonly error: string; readonly code: number };

/**
 * The sandboxed command for a CLI command line that writes one file.
 * Repeated options: the last wins, so the absolute paths are appended.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * const context = { script: "/r/report.ts", baseDir: "/home/u", dataDir: "/r/data" };
 * const command = writerCommand(["report", "--out", "visit.pdf"], context);
 * assert.deepEqual("args" in command && command.args.slice(0, 4), [
 *   "run", "--no-prompt", "--allow-read=/r/data,/home/u/visit.pdf,/home/u/visit.pdf.part",
 *   "--allow-write=/home/u/visit.pdf,/home/u/visit.pdf.part",
 * ]);
 * ```
 *
 * @internal tested alone: the worker's exact flags for each command line, without starting it.
 */
export function writerCommand(argv: readonly string[], context: WriterContext): WriterCommand {
  const parsed = parseArgs(argv, context.dataDir);
  if (parsed.kind === "usage_error") return { error: parsed.message, code: 2 };
  let option: "--out" | "--chart";
  let file: string;
  if (parsed.kind === "report") [option, file] = ["--out", parsed.out];
  else if (parsed.kind === "trend" && parsed.chart !== undefined) {
    [option, file] = ["--chart", parsed.chart];
  } else {
    return {
      error: 'This task runs "report --out FILE.pdf" or "trend MARKER --chart FILE.svg" only',
      code: 2,
    };
  }
  const dataDir = resolvePath(parsed.dataDir, context.baseDir);
  const out = resolvePath(file, context.baseDir);
  const unsafe = unsafePath([dataDir, out]);
  if (unsafe !== undefined) return { error: new UnsafePathError(unsafe).message, code: 1 };
  const inside = insideDataDir(out, dataDir);
  if (inside !== undefined) {
    return { error: `Cannot write to ${JSON.stringify(out)}: ${inside}`, code: 1 };
  }
  return {
    args: sandboxedArgs(
      context.script,
      { read: [dataDir, out, partPath(out)], write: [out, partPath(out)] },
      withLastOptions(argv, ["--data", dataDir, option, out], CLI_DASH_DASH),
    ),
  };
}

/**
 * `scripts/write_cli.ts` as a launcher of the writer at `writer` (`report.ts`):
 * its help alone, named as the user runs it (`deno task report --help`), or
 * the writer re-run sandboxed by {@link writerCommand}.
 */
export function writerEntry(writer: URL): SandboxedEntry {
  return {
    launch(argv, here) {
      if (parseArgs(argv, "").kind === "help") {
        console.log(writerUsage(argv[0] === "trend" ? "trend" : "report").trimEnd());
        return { exit: 0 };
      }
      const command = writerCommand(argv, {
        ...here,
        script: decodeURIComponent(writer.pathname),
        dataDir: defaultDataDir(writer.href),
      });
      if ("args" in command) return { child: command.args };
      console.error(`bloodwork-mcp: ${command.error}`);
      return { exit: command.code };
    },
  };
}
