/**
 * Finds the unit tests beside the code (every `src/**\/*_test.ts`) when the
 * test run starts, and loads a share of them into the calling suite's module:
 * `deno task test` ignores `src/` and runs the four suites of this folder, so
 * the ~1,100 unit tests share four isolates instead of one per file (about
 * half the CPU, `docs/performance.md`, "The test run"). A new test file in
 * `src/` is found with no step by hand; a failure still names its own file
 * and line (the location `Deno.test` records is the caller's), and a file
 * still runs alone (`deno test src/store/store_test.ts`).
 *
 * @module
 */

import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";

/** The repository's root folder. */
const ROOT = decodeURIComponent(new URL("../..", import.meta.url).pathname);

/** The folders of `src/` with a suite of their own; the rest of `src/` is `other`. */
export const OWN_SUITES = ["importer", "domain", "store"] as const;

/** A suite: one of {@link OWN_SUITES}, or `other` for the rest of `src/`. */
export type Suite = (typeof OWN_SUITES)[number] | "other";

/** Which suite runs a test file (a path from the root): a few of similar size. */
export function suiteOf(file: string): Suite {
  return OWN_SUITES.find((folder) => file.startsWith(`src/${folder}/`)) ?? "other";
}

/** Every `*_test.ts` under `src/`, as paths from the root, sorted. */
export function unitTestFiles(root = ROOT): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of Deno.readDirSync(dir)) {
      const path = join(dir, entry.name);
      if (entry.isDirectory) walk(path);
      else if (entry.isFile && entry.name.endsWith("_test.ts")) {
        found.push(relative(root, path).replaceAll("\\", "/")); // one spelling on every system
      }
    }
  };
  walk(join(root, "src"));
  return found.sort();
}

/** Loads every unit test file of `suite`, one after another, so their tests register here. */
export async function loadUnitTests(suite: Suite): Promise<string[]> {
  const files = unitTestFiles().filter((file) => suiteOf(file) === suite);
  for (const file of files) await import(pathToFileURL(join(ROOT, file)).href);
  return files;
}
