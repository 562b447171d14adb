/**
 * Finds the test files of `tests/` (every `tests/**\/*_test.ts` outside
 * `tests/ext/`, `tests/units/` and this folder) when the test run starts, and
 * loads a share of them into the calling suite's module: `deno task test` runs
 * the suites of this folder and of `tests/units/`, not each file, so the ~80
 * files share four isolates instead of one each (each isolate loads the
 * server, the importer and their libraries once; `docs/performance.md`, "The
 * test run"). A new test file is found with no step by hand; a failure still
 * names its own file and line (the location `Deno.test` records is the
 * caller's), and a file still runs alone (`deno test -A tests/e2e_test.ts`).
 *
 * Files in one suite run one after another in one isolate and share its
 * globals, so a file that cannot (one that changes the working folder, stubs
 * `fetch` or `console`, or needs a fresh isolate) goes in {@link RUN_ALONE}
 * with its reason; `deno task test` names those files itself.
 *
 * @module
 */

import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";

/** The repository's root folder. */
const ROOT = decodeURIComponent(new URL("../..", import.meta.url).pathname);

/** The folders of `tests/` left to other runs: the slow tests and the unit suites, and this one. */
const NOT_HERE = ["tests/ext/", "tests/units/", "tests/suites/"];

/**
 * Test files that cannot share an isolate, each with its reason; `deno task
 * test` names them after the suites. None today: the one file that changes the
 * environment (`tests/plain_helpers_test.ts`, `DENO_DIR`) sets and restores it
 * inside one synchronous test, and the environment is the whole process's
 * either way (`--parallel` runs every isolate in one process).
 */
export const RUN_ALONE: Readonly<Record<string, string>> = {};

/** Which folders of `tests/` each suite runs; `repo` is the files at the top of `tests/`. */
export const SUITE_FOLDERS = {
  importer: ["tests/importer/"],
  app: ["tests/app/", "tests/install/", "tests/events/", "tests/support/"],
  reliability: ["tests/reliability/"],
} as const;

/** A suite: one of {@link SUITE_FOLDERS}, or `repo` for the rest of `tests/`. */
export type Suite = keyof typeof SUITE_FOLDERS | "repo";

/** Every suite's name. */
export const SUITES: readonly Suite[] = [
  ...(Object.keys(SUITE_FOLDERS) as (keyof typeof SUITE_FOLDERS)[]),
  "repo",
];

/**
 * Which suite runs a test file (a path from the root), or `undefined` for a
 * file listed in {@link RUN_ALONE}.
 */
export function suiteOf(file: string): Suite | undefined {
  if (file in RUN_ALONE) return undefined;
  for (const [suite, folders] of Object.entries(SUITE_FOLDERS)) {
    if (folders.some((folder) => file.startsWith(folder))) return suite as Suite;
  }
  return "repo";
}

/** Every `*_test.ts` under `tests/` but its folders {@link NOT_HERE}, as paths from the root, sorted. */
export function testFiles(root = ROOT): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of Deno.readDirSync(dir)) {
      const path = join(dir, entry.name);
      const file = relative(root, path).replaceAll("\\", "/"); // one spelling on every system
      if (entry.isDirectory) {
        if (!NOT_HERE.includes(`${file}/`)) walk(path);
      } else if (entry.isFile && entry.name.endsWith("_test.ts")) found.push(file);
    }
  };
  walk(join(root, "tests"));
  return found.sort();
}

/** Loads every test file of `suite`, one after another, so their tests register here. */
export async function loadTests(suite: Suite): Promise<string[]> {
  const files = testFiles().filter((file) => suiteOf(file) === suite);
  for (const file of files) await import(pathToFileURL(join(ROOT, file)).href);
  return files;
}
