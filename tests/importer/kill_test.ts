/**
 * End-to-end: a process killed in the middle of an import leaves the store
 * exactly as it was (or, killed after the store file is in place, has its
 * log line written by the next run), and the next run cleans up and
 * imports. The import runs in-process in a test entry with the worker's
 * exact permission flags, and pauses (a test seam, not a command-line
 * option) at the stage where it is then killed. The imports that race for
 * the lock are real processes too; the runs before and after a kill are the
 * launcher's and the worker's code in process (`importInProcess`).
 */

import assert from "node:assert/strict";
import { parseImporterArgs } from "../../src/importer/run/importer_args.ts";
import { workerCommand } from "../../src/importer/run/launcher.ts";
import { WORKER_FLAG } from "../../src/sandboxed_child.ts";
import {
  filesIn,
  importInProcess,
  repoPath,
  runImportTask,
  storeLines,
  workspace,
} from "./helpers.ts";

/** Starts an import paused at `stage` with the worker's flags, waits for the pause, kills it. */
async function killedAt(
  stage: "before_rename" | "before_log",
  argv: string[],
): Promise<string> {
  const command = workerCommand(parseImporterArgs(argv, ""), [], {
    script: repoPath("tests/importer/paused_import.ts"),
  });
  command.splice(command.indexOf(WORKER_FLAG) + 1, 0, stage);
  const child = new Deno.Command(Deno.execPath(), {
    args: command,
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  }).spawn();
  const reader = child.stderr.pipeThrough(new TextDecoderStream()).getReader();
  let stderr = "";
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  while (!stderr.includes("paused ")) {
    const { value, done } = await reader.read();
    if (done) break;
    stderr += value;
  }
  child.kill("SIGKILL");
  await child.status;
  clearTimeout(timer);
  await reader.cancel();
  return stderr;
}

Deno.test("an import killed between write and rename changes nothing; the next run recovers", async () => {
  const dir = await workspace("wyniki_pl.csv", "results_en.csv");
  assert.equal((await importInProcess(dir, ["--data", "data", "in/results_en.csv"])).code, 0);
  const before = await filesIn(`${dir}/data`);

  const stderr = await killedAt(
    "before_rename",
    ["--data", `${dir}/data`, `${dir}/in/wyniki_pl.csv`],
  );
  assert.match(stderr, /paused before rename: .*\.import-[0-9a-f]+\.tmp/);

  const after = await filesIn(`${dir}/data`);
  const temps = [...after.keys()].filter((n) => n.startsWith(".import-") && n.endsWith(".tmp"));
  assert.equal(temps.length, 1);
  for (const [name, text] of before) assert.equal(after.get(name), text, name);
  assert.deepEqual([...after.keys()].filter((n) => !before.has(n)), temps);

  const next = await importInProcess(dir, ["--data", "data", "in/wyniki_pl.csv"]);
  assert.equal(next.code, 0, next.stderr);
  assert.match(next.stderr, /Removed 1 temp file/);
  const final = await filesIn(`${dir}/data`);
  assert.ok(![...final.keys()].some((n) => n.endsWith(".tmp")));
  assert.equal((await storeLines(`${dir}/data`)).length, 3 + 4);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("a store file written by an import killed before it logged is logged by the next run", async () => {
  const dir = await workspace("wyniki_pl.csv", "results_en.csv");
  const stderr = await killedAt(
    "before_log",
    ["--data", `${dir}/data`, `${dir}/in/wyniki_pl.csv`],
  );
  const file = /paused before log: (\S+\.ndjson)/.exec(stderr)?.[1];
  assert.ok(file, stderr);
  const files = await filesIn(`${dir}/data`);
  assert.ok(files.has(file));
  assert.ok(!files.has("import-log.jsonl"));

  const next = await importInProcess(dir, ["--data", "data", "in/results_en.csv"]);
  assert.equal(next.code, 0, next.stderr);
  assert.match(
    next.stderr,
    new RegExp(`Logged 1 store file\\(s\\) written by an interrupted import: ${file}`),
  );
  const log = (await Deno.readTextFile(`${dir}/data/import-log.jsonl`)).trim().split("\n")
    .map((line) => JSON.parse(line));
  const recovered = log.filter((e) => e.event === "recovered");
  assert.equal(recovered.length, 1);
  assert.equal(recovered[0].file, file);
  assert.equal(recovered[0].imported, 4);
  assert.match(recovered[0].document, /^[0-9a-f]{64}$/);
  assert.equal(log.filter((e) => e.event === "import").length, 1);

  const again = await importInProcess(dir, ["--data", "data", "in/results_en.csv"]);
  assert.doesNotMatch(again.stderr, /interrupted import/);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("two imports at once serialise on the lock: no duplicates, an intact log", async () => {
  const dir = await workspace("wyniki_pl.csv", "results_en.csv");
  const runs = await Promise.all([
    runImportTask(dir, ["--data", "data", "in/wyniki_pl.csv", "in/results_en.csv"]),
    runImportTask(dir, ["--data", "data", "in/results_en.csv", "in/wyniki_pl.csv"]),
    runImportTask(dir, ["--data", "data", "in/wyniki_pl.csv"]),
  ]);
  for (const run of runs) assert.equal(run.code, 0, run.stderr);
  const lines = await storeLines(`${dir}/data`);
  assert.equal(lines.length, 7);
  const keys = lines.map((l) => JSON.stringify([l.code, l.date, l.value]));
  assert.equal(new Set(keys).size, keys.length);
  const log = (await Deno.readTextFile(`${dir}/data/import-log.jsonl`)).trim().split("\n");
  for (const line of log) JSON.parse(line);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("the test hook --pause-before-rename is not an option of the user's command line", async () => {
  const dir = await workspace("results_en.csv");
  const run = await importInProcess(dir, [
    "--data",
    "data",
    "--dry-run",
    "--pause-before-rename",
    "in/results_en.csv",
  ]);
  assert.equal(run.code, 2, run.stdout);
  assert.match(run.stderr, /Unknown option "--pause-before-rename"/);
  await Deno.remove(dir, { recursive: true });
});
