// Guards the unit suites (tests/units/) and the suites of tests/ (tests/suites/):
// every test file in src/ or tests/ is run by exactly one of them (or is listed
// to run alone), and `deno task test` runs the suites, not the files, so no
// test is run twice or left out; the slow tests are a folder of their
// own (tests/ext/), left out of `deno task test` and run by `deno task test:ext`.

import assert from "node:assert/strict";
import { OWN_SUITES, suiteOf, unitTestFiles } from "./units/unit_files.ts";
import {
  RUN_ALONE,
  suiteOf as testSuiteOf,
  SUITES as TEST_SUITES,
  testFiles,
} from "./suites/test_files.ts";
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

Deno.test("deno task test runs the suites (tests/units/, tests/suites/) and the files run alone", async () => {
  const { ignored, paths } = await task("test");
  assert.deepEqual(paths, ["tests/units/", "tests/suites/", ...Object.keys(RUN_ALONE)]);
  assert.deepEqual(ignored, [], "it names what it runs, so nothing is ignored");
});

Deno.test("every test file of tests/ is run by exactly one suite of tests/suites/, or alone", () => {
  const files = testFiles();
  for (const file of ["tests/e2e_test.ts", "tests/importer/realistic_test.ts"]) {
    assert.ok(files.includes(file), `the walk finds ${file}`);
  }
  assert.ok(
    !files.some((f) => /^tests\/(ext|units|suites)\//.test(f)),
    "those folders are left out",
  );
  for (const suite of TEST_SUITES) {
    assert.ok(files.some((file) => testSuiteOf(file) === suite), `suite ${suite} has no test file`);
  }
  for (const [file, why] of Object.entries(RUN_ALONE)) {
    assert.ok(files.includes(file), `${file}, listed to run alone, is a test file of tests/`);
    assert.equal(testSuiteOf(file), undefined, `${file} runs alone, in no suite`);
    assert.ok(why.length > 20, `${file} says why it runs alone`);
  }
  for (const file of files) {
    const runs = TEST_SUITES.filter((suite) => testSuiteOf(file) === suite).length +
      (file in RUN_ALONE ? 1 : 0);
    assert.equal(runs, 1, `${file} is run ${runs} times`);
  }
});

Deno.test("each suite in tests/suites/ loads its own share, and there is no other", async () => {
  const found: string[] = [];
  for await (const entry of Deno.readDir(repoPath("tests/suites"))) {
    if (entry.name.endsWith("_test.ts")) found.push(entry.name);
  }
  assert.deepEqual(found.sort(), TEST_SUITES.map((suite) => `${suite}_suite_test.ts`).sort());
  for (const suite of TEST_SUITES) {
    const text = await Deno.readTextFile(repoPath(`tests/suites/${suite}_suite_test.ts`));
    assert.match(text, new RegExp(`^await loadTests\\("${suite}"\\);$`, "m"));
  }
});

Deno.test("no test file lies outside src/ and tests/, where no suite would find it", () => {
  const outside: string[] = [];
  const skip = new Set(["src", "tests", "node_modules", "dist", ".git", "layouts-out"]);
  const walk = (dir: string, rel: string) => {
    for (const entry of Deno.readDirSync(dir)) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory) {
        if (!(rel === "" && skip.has(entry.name)) && path !== "bench/results") {
          walk(`${dir}/${entry.name}`, path);
        }
      } else if (/(^|[._])test\.(ts|tsx|js|mjs|mts|jsx)$/.test(entry.name)) outside.push(path);
    }
  };
  walk(repoPath("."), "");
  assert.deepEqual(outside, []);
});

Deno.test("deno task test:ext runs the folder tests/ext/, which holds test files", async () => {
  const { paths } = await task("test:ext");
  assert.deepEqual(paths, ["tests/ext/"]);
  const found: string[] = [];
  for await (const entry of Deno.readDir(repoPath("tests/ext/reliability"))) found.push(entry.name);
  assert.ok(found.includes("race_test.ts"), "tests/ext/reliability/race_test.ts is there");
});
