// Guards that there is no export of the product that only tests reach without a one-line
// reason (`@internal …` in its doc comment), and no test support inside `src/`, the importer
// (`src/importer/`) included.

import assert from "node:assert/strict";
import { join } from "node:path";
import { inScope, repoFiles, testOnlyExports } from "./test_only_exports.ts";

Deno.test("every export only tests reach is private or says why in an @internal line", () => {
  const unexplained = testOnlyExports(inScope)
    .filter((entry) => entry.reason === undefined && entry.importers.length > 0)
    .map((entry) => `${entry.file}: ${entry.name} ← ${entry.importers.join(", ")}`);
  assert.deepEqual(
    unexplained,
    [],
    "make these private (the test going through the public function) or add an " +
      "`@internal <why>` line to their doc comment:\n" + unexplained.join("\n"),
  );
});

Deno.test("no test support lives in src/", () => {
  const support = repoFiles().filter((file) =>
    file.startsWith("src/") && inScope(file) &&
    /(^|\/)(fixture_[^/]*|[^/]*test_support[^/]*|[^/]*_fixture)\.ts$/.test(file)
  );
  assert.deepEqual(support, []);
});

/** Writes `files` (path → text) into a fresh folder and returns it. */
function tree(files: Record<string, string>): string {
  const root = Deno.makeTempDirSync({ prefix: "bloodwork-exports-" });
  for (const [path, text] of Object.entries(files)) {
    Deno.mkdirSync(join(root, path, ".."), { recursive: true });
    Deno.writeTextFileSync(join(root, path), text);
  }
  return root;
}

Deno.test("testOnlyExports() tells test-only exports from those the product reaches", () => {
  const root = tree({
    "main.ts": [
      'import { used } from "./src/a.ts";',
      'import { viaBarrel } from "./src/mod.ts";',
      'import * as b from "./src/b.ts";',
      'const { lazy } = await import("./src/c.ts");',
      "used(); viaBarrel(); b.spaced(); lazy();",
    ].join("\n"),
    "src/mod.ts": 'export { viaBarrel } from "./a.ts";\n',
    "src/a.ts": [
      "export function used() {}",
      "export function viaBarrel() {}",
      "export function seam() { return helper(); }",
      "/**",
      " * Said once.",
      " *",
      " * @internal test seam: the clock the tests set.",
      " */",
      "export const explained = 1;",
      "export type Shape = { a: number };",
      "export function shaped(s: Shape) { return s; }",
      "export function unused() {}",
      "function helper() {}",
    ].join("\n"),
    "src/b.ts": "export function spaced() {}\nexport function notSpaced() {}\n",
    "src/c.ts": "export function lazy() {}\nexport function notLazy() {}\n",
    "src/a_test.ts":
      'import { explained, seam, shaped } from "./a.ts";\nseam(); shaped({ a: explained });',
    "tests/b_test.ts":
      'import { notSpaced } from "../src/b.ts";\nimport { notLazy } from "../src/c.ts";',
  });
  try {
    const found = testOnlyExports(() => true, root).map((entry) =>
      `${entry.file} ${entry.name} ${entry.reason ?? "-"} ${entry.importers.join(",") || "none"}`
    );
    assert.deepEqual(found.sort(), [
      "src/a.ts explained test seam: the clock the tests set. src/a_test.ts",
      "src/a.ts seam - src/a_test.ts",
      "src/a.ts shaped - src/a_test.ts",
      "src/a.ts unused - none",
      "src/b.ts notSpaced - tests/b_test.ts",
      "src/c.ts notLazy - tests/b_test.ts",
    ]);
  } finally {
    Deno.removeSync(root, { recursive: true });
  }
});
