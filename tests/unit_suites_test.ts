// Guards the unit suites (tests/units/, written by `deno task build:units`):
// every test file in src/ is run by exactly one of them, and `deno task test`
// runs the suites, not the files, so no unit test is run twice or left out.

import assert from "node:assert/strict";
import { UNIT_SUITES, unitSuites, unitTestFiles } from "../scripts/write_unit_suites.ts";
import { repoPath } from "./plain_helpers.ts";

Deno.test("the unit suites are what deno task build:units writes (else: run it)", async () => {
  for (const [path, text] of unitSuites()) {
    assert.equal(
      await Deno.readTextFile(repoPath(path)),
      text,
      `${path}: run deno task build:units`,
    );
  }
});

Deno.test("every test file in src/ is imported by exactly one unit suite", async () => {
  const imported: string[] = [];
  for (const { path } of UNIT_SUITES) {
    const text = await Deno.readTextFile(repoPath(path));
    for (const match of text.matchAll(/^import "\.\.\/\.\.\/(.+)";$/gm)) imported.push(match[1]!);
  }
  assert.deepEqual(imported.toSorted(), unitTestFiles());
  assert.equal(new Set(imported).size, imported.length, "a file is imported twice");
});

Deno.test("deno task test runs the unit suites and leaves the files in src/ to them", async () => {
  const tasks = JSON.parse(await Deno.readTextFile(repoPath("deno.json"))).tasks;
  const ignored = String(tasks.test).match(/--ignore=(\S+)/)?.[1]?.split(",") ?? [];
  assert.ok(ignored.includes("src/"), "src/ is ignored: its test files run through the suites");
  for (const { path } of UNIT_SUITES) {
    assert.ok(!ignored.some((i) => path.startsWith(i)), `${path} is not ignored`);
  }
});
