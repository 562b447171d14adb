/**
 * End-to-end: a process killed in the middle of an import leaves the store
 * exactly as it was, and the next run cleans up and imports. The worker is
 * started with the launcher's exact flags and paused (test-only hook)
 * between writing its temp file and renaming it, then killed.
 */

import assert from "node:assert/strict";
import { parseImporterArgs } from "../../src/importer/args.ts";
import { workerCommand } from "../../src/importer/launcher.ts";
import { filesIn, repoPath, runImportTask, storeLines, workspace } from "./helpers.ts";

Deno.test("an import killed between write and rename changes nothing; the next run recovers", async () => {
  const dir = await workspace("wyniki_pl.csv", "results_en.csv");
  assert.equal((await runImportTask(dir, ["--data", "data", "in/results_en.csv"])).code, 0);
  const before = await filesIn(`${dir}/data`);

  const args = parseImporterArgs(
    ["--data", `${dir}/data`, "--pause-before-rename", `${dir}/in/wyniki_pl.csv`],
    "",
  );
  const command = workerCommand(args, false, {
    script: repoPath("import.ts"),
    baseDir: dir,
    deno: Deno.execPath(),
  });
  const child = new Deno.Command(Deno.execPath(), {
    args: command,
    stdin: "null",
    stdout: "null",
    stderr: "piped",
  }).spawn();
  const reader = child.stderr.pipeThrough(new TextDecoderStream()).getReader();
  let stderr = "";
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  while (!stderr.includes("paused before rename")) {
    const { value, done } = await reader.read();
    if (done) break;
    stderr += value;
  }
  child.kill("SIGKILL");
  await child.status;
  clearTimeout(timer);
  await reader.cancel();
  assert.match(stderr, /paused before rename: .*\.import-[0-9a-f]+\.tmp/);

  const after = await filesIn(`${dir}/data`);
  const temps = [...after.keys()].filter((n) => n.startsWith(".import-") && n.endsWith(".tmp"));
  assert.equal(temps.length, 1);
  for (const [name, text] of before) assert.equal(after.get(name), text, name);
  assert.deepEqual([...after.keys()].filter((n) => !before.has(n)), temps);

  const next = await runImportTask(dir, ["--data", "data", "in/wyniki_pl.csv"]);
  assert.equal(next.code, 0, next.stderr);
  assert.match(next.stderr, /Removed 1 temp file/);
  const final = await filesIn(`${dir}/data`);
  assert.ok(![...final.keys()].some((n) => n.endsWith(".tmp")));
  assert.equal((await storeLines(`${dir}/data`)).length, 3 + 4);
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

Deno.test("the test-only --pause-before-rename is refused on the user's command line", async () => {
  const dir = await workspace("results_en.csv");
  const run = await runImportTask(dir, [
    "--data",
    "data",
    "--dry-run",
    "--pause-before-rename",
    "in/results_en.csv",
  ]);
  assert.equal(run.code, 2, run.stdout);
  assert.match(run.stderr, /--pause-before-rename.*internal/);
  await Deno.remove(dir, { recursive: true });
});
