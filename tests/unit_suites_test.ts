// Guards the unit suites (tests/units/): every test file in src/ is run by
// exactly one of them, and `deno task test` runs the suites, not the files, so
// no unit test is run twice or left out; the slow tests are a folder of their
// own (tests/ext/), left out of `deno task test` and run by `deno task test:ext`.

import assert from "node:assert/strict";
import { OWN_SUITES, suiteOf, unitTestFiles } from "./units/unit_files.ts";
import { repoPath } from "./plain_helpers.ts";

const SUITES = [...OWN_SUITES, "other"] as const;

/** The arguments of a deno.json task after `deno test` and its flags. */
async function task(name: string): Promise<{ ignored: string[]; paths: string[] }> {
  const tasks = JSON.parse(await Deno.readTextFile(repoPath("deno.json"))).tasks;
  const words = String(tasks[name]).split(/\s+/);
  return {
    ignored: words.find((w) => w.startsWith("--ignore="))?.slice(9).split(",") ?? [],
    paths: words.slice(2).filter((w) => !w.startsWith("-")),
  };
}

Deno.test("every test file in src/ is run by exactly one unit suite, and each suite has some", () => {
  const files = unitTestFiles();
  assert.ok(files.includes("src/store/store_test.ts"), "the walk finds src/'s test files");
  for (const suite of SUITES) {
    assert.ok(files.some((file) => suiteOf(file) === suite), `suite ${suite} has no test file`);
  }
});

Deno.test("each unit suite in tests/units/ loads its own share", async () => {
  for (const suite of SUITES) {
    const text = await Deno.readTextFile(repoPath(`tests/units/${suite}_units_test.ts`));
    assert.match(text, new RegExp(`^await loadUnitTests\\("${suite}"\\);$`, "m"));
  }
});

Deno.test("deno task test runs the unit suites and leaves src/ and tests/ext/ out", async () => {
  const { ignored } = await task("test");
  assert.ok(ignored.includes("src/"), "src/ is ignored: its test files run through the suites");
  assert.ok(ignored.includes("tests/ext/"), "the slow tests are left to test:ext");
  assert.ok(!ignored.some((i) => "tests/units/".startsWith(i)), "tests/units/ is not ignored");
  assert.ok(ignored.every((i) => i.endsWith("/")), `only folders are ignored: ${ignored}`);
});

Deno.test("deno task test:ext runs the folder tests/ext/, which holds test files", async () => {
  const { paths } = await task("test:ext");
  assert.deepEqual(paths, ["tests/ext/"]);
  const found: string[] = [];
  for await (const entry of Deno.readDir(repoPath("tests/ext/reliability"))) found.push(entry.name);
  assert.ok(found.includes("race_test.ts"), "tests/ext/reliability/race_test.ts is there");
});
