/**
 * Helpers for the importer's end-to-end tests: run `deno task import` as a
 * user does (from their own folder, so `INIT_CWD` is that folder), or the
 * same launcher and worker code in this process when a test's subject is
 * the importer's logic rather than the process boundary, and read back
 * everything written to a data directory.
 *
 * @module
 */

import { launch, type WorkerStarter } from "../../src/importer/run/launcher.ts";
import type { Output } from "../../src/importer/run/output.ts";
import { runWorker } from "../../src/importer/run/worker.ts";
import { WORKER_FLAG } from "../../src/sandboxed_child.ts";
import { builtinLayer } from "../../src/store/builtin.ts";
import { ResultStore } from "../../src/store/store.ts";
import { type CommandResult, runCommand } from "../../support/command.ts";

/** Absolute path of a file in this repository. */
export function repoPath(relative: string): string {
  return decodeURIComponent(new URL(`../../${relative}`, import.meta.url).pathname);
}

/**
 * The words of the `import` task's command line in `deno.json`, after its
 * `deno`: the task's own permissions, whatever they are today. Refuses a
 * line that needs a shell.
 */
function importTaskWords(): string[] {
  const config = JSON.parse(Deno.readTextFileSync(repoPath("deno.json")));
  const line: string = config.tasks.import;
  if (/[$"'&|;<>`\\]/.test(line)) throw new Error(`the import task needs a shell: ${line}`);
  const [deno, ...words] = line.trim().split(/\s+/);
  if (deno !== "deno") throw new Error(`the import task does not start with deno: ${line}`);
  return words;
}

/**
 * Runs `deno task import ARGS` from `cwd` as a user does in a shell there,
 * without the `deno task` process in between: the task's command line from
 * `deno.json`, run as `deno task` runs it (from the repository, with
 * `INIT_CWD` the user's folder). {@link runImportThroughDenoTask} goes
 * through `deno task` itself.
 */
export async function runImportTask(cwd: string, args: readonly string[]): Promise<CommandResult> {
  return await runCommand(Deno.execPath(), {
    args: [...importTaskWords(), ...args],
    cwd: repoPath(""),
    stdin: "null",
    env: { NO_COLOR: "1", INIT_CWD: cwd },
  });
}

/**
 * Runs `deno task import ARGS` from `cwd` through `deno task` itself.
 * `INIT_CWD` is set to `cwd` because `deno task` keeps an inherited one (as
 * when these tests themselves run under `deno task test`).
 */
export async function runImportThroughDenoTask(
  cwd: string,
  args: readonly string[],
): Promise<CommandResult> {
  return await runCommand(Deno.execPath(), {
    args: ["task", "--quiet", "--config", repoPath("deno.json"), "import", ...args],
    cwd,
    stdin: "null",
    env: { NO_COLOR: "1", INIT_CWD: cwd },
  });
}

/**
 * The worker's own arguments (after {@link WORKER_FLAG}) in the `deno`
 * arguments the launcher built for it; throws unless they run `import.ts`.
 */
function workerArgv(denoArgs: readonly string[]): string[] {
  const at = denoArgs.indexOf(WORKER_FLAG);
  if (at < 1 || denoArgs[at - 1] !== repoPath("import.ts")) {
    throw new Error(`not a worker of import.ts: ${denoArgs.join(" ")}`);
  }
  return denoArgs.slice(at + 1);
}

/**
 * Runs `deno task import ARGS` from `cwd` in this process: the launcher's
 * code (parsing, refusals, paths resolved against `cwd` as against
 * `INIT_CWD`, the worker's command line and its OCR probe), then the
 * worker's code with the arguments the launcher gave it, each message a
 * line of stdout or stderr as the processes print them. What it skips is
 * the process boundary: the worker runs with this test's permissions, not
 * its sandbox, so the tests of the sandbox use {@link runImportTask}.
 */
export async function importInProcess(
  cwd: string,
  args: readonly string[],
): Promise<CommandResult> {
  let stdout = "";
  let stderr = "";
  const output: Output = {
    out: (text) => void (stdout += `${text}\n`),
    err: (text) => void (stderr += `${text}\n`),
  };
  const starter: WorkerStarter = {
    run: (denoArgs) => runWorker(workerArgv(denoArgs), output),
    probe: async (denoArgs) => {
      let printed = "";
      const code = await runWorker(workerArgv(denoArgs), {
        out: (text) => void (printed += `${text}\n`),
        err: output.err,
      });
      return { code, stdout: printed };
    },
  };
  const script = repoPath("import.ts");
  const context = { script, baseDir: cwd, deno: Deno.execPath(), dataDir: repoPath("data") };
  const code = await launch(args, context, output, starter);
  return { code, stdout, stderr };
}

/** The fields of an `import-log.jsonl` import entry, sorted: it holds these and nothing else. */
export const IMPORT_LOG_KEYS: readonly string[] = [
  "at",
  "document",
  "event",
  "file",
  "format",
  "held",
  "imported",
  "in_store",
  "ocr_review",
  "proposed",
  "rows",
  "unreadable",
  "withheld",
];

/** The fields of the other log entries (`recovered`, `forget`), sorted. */
export const OTHER_LOG_KEYS: Readonly<Record<string, readonly string[]>> = {
  recovered: ["at", "document", "event", "file", "imported"],
  forget: ["at", "document", "event", "file", "file_removed", "removed"],
  correct: ["at", "changes", "document", "event", "row"],
  date: ["at", "date", "document", "event", "rows"],
};

/** A fresh working folder with copies of the named importer fixtures in `in/`. */
export async function workspace(...fixtures: string[]): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "bwimp-" });
  await Deno.mkdir(`${dir}/in`);
  for (const name of fixtures) {
    await Deno.copyFile(repoPath(`tests/fixtures/importer/${name}`), `${dir}/in/${name}`);
  }
  return dir;
}

/** Every file in a folder with its text, by name. */
export async function filesIn(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  try {
    for await (const entry of Deno.readDir(dir)) {
      if (entry.isFile) files.set(entry.name, await Deno.readTextFile(`${dir}/${entry.name}`));
    }
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  return files;
}

/** The store lines (parsed JSON) of every `*.ndjson` file in a data directory. */
export async function storeLines(dataDir: string): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  for (const [name, text] of [...await filesIn(dataDir)].sort()) {
    if (!name.endsWith(".ndjson")) continue;
    for (const line of text.split("\n")) if (line.trim() !== "") lines.push(JSON.parse(line));
  }
  return lines;
}

/** The store as the server sees it: value lists per code, and the problems `check` reports. */
export async function serverView(dataDir: string) {
  const snapshot = await new ResultStore(dataDir, builtinLayer()).snapshot();
  const byCode = new Map<string, unknown[]>();
  for (const code of snapshot.codes()) {
    const readings = snapshot.readings(code);
    const values: unknown[] = [];
    for (let i = 0; i < readings.length; i++) values.push(readings.at(i)?.value);
    byCode.set(code, values);
  }
  return { byCode, problems: snapshot.problems };
}
