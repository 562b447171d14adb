/**
 * `deno task build:units`: writes the files through which `deno task
 * test` runs the unit tests beside the code in `src/` (`tests/units/`): one
 * for each of `src/importer/`, `src/domain/` and `src/store/`, one for the
 * rest. Each test file run on its own costs an isolate and a load of its
 * module graph; run through a few suites the same 1,100 tests took about
 * half the CPU (`docs/performance.md`, "The test run"). A test
 * file run alone (`deno test src/domain/text_test.ts`) works as before.
 * `tests/unit_suites_test.ts` fails when the suites are not what this
 * writes, so a new test file is never left out.
 *
 * @module
 */

import { join, relative } from "node:path";

/** The repository's root folder. */
const ROOT = decodeURIComponent(new URL("..", import.meta.url).pathname);

/** The folders of `src/` with a suite of their own; the rest of `src/` is `other_units`. */
const OWN_SUITES = ["importer", "domain", "store"] as const;

/**
 * The suites, by path from the repository root, and which test files each
 * takes: a few of similar size, so that none is left running alone at the
 * end of a parallel run.
 */
export const UNIT_SUITES: readonly { path: string; takes: (file: string) => boolean }[] = [
  ...OWN_SUITES.map((folder) => ({
    path: `tests/units/${folder}_units_test.ts`,
    takes: (file: string) => file.startsWith(`src/${folder}/`),
  })),
  {
    path: "tests/units/other_units_test.ts",
    takes: (file: string) => !OWN_SUITES.some((folder) => file.startsWith(`src/${folder}/`)),
  },
];

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

/** The text of each suite, by its path from the root. */
export function unitSuites(root = ROOT): Map<string, string> {
  const files = unitTestFiles(root);
  return new Map(UNIT_SUITES.map(({ path, takes }) => {
    const imports = files.filter(takes).map((file) => `import "../../${file}";\n`).join("");
    return [
      path,
      "// Written by `deno task build:units` (scripts/write_unit_suites.ts); do not edit.\n" +
      "// Runs these unit tests in one isolate: see that script's doc.\n\n" + imports,
    ];
  }));
}

if (import.meta.main) {
  for (const [path, text] of unitSuites()) {
    await Deno.writeTextFile(join(ROOT, path), text);
    console.log(`wrote ${path}`);
  }
}
