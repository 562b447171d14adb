/**
 * Guards the house rules on size and names (the developers' guide): no product
 * file over 400 lines and no function over 150 (in `src/`, the entry points,
 * `scripts/`, `support/` and `bench/`; tests and generated code are left
 * out), and no two files of `src/` sharing a name, save the importer stages'
 * faces (`mod.ts`: the flow enters each stage by that one name,
 * `src/importer/flow_test.ts`). Functions are measured on the parsed source
 * (Deno's lint AST), from the `function` keyword or the arrow's first
 * parameter to the closing brace.
 *
 * @module
 */

import assert from "node:assert/strict";
import { repoPath } from "./plain_helpers.ts";

/** The longest a product file may be, in lines. */
const MAX_FILE_LINES = 400;
/** The longest a function may be, in lines. */
const MAX_FUNCTION_LINES = 150;

/**
 * Files allowed over the limits, each with why. Keep this list empty: an
 * entry is a file the rules and the code disagree on.
 */
const EXCEPTIONS: Readonly<Record<string, string>> = {};

/** Names several files of `src/` may share, each with why. */
const SHARED_NAMES: Readonly<Record<string, string>> = {
  "mod.ts": "the face of each importer stage: the flow enters a stage by that name",
};

/** The folders and files whose product code is held to the limits. */
const PRODUCT_ROOTS = [
  "src",
  "scripts",
  "support",
  "bench",
  "main.ts",
  "import.ts",
  "events.ts",
  "report.ts",
];

const isTest = (path: string) =>
  path.endsWith("_test.ts") || /(?:^|\/)fixture_[^/]*\.ts$|_fixture\.ts$/.test(path);

/** Every `.ts` file under `root` (a path from the repository's root), as paths from the root. */
function tsFiles(root: string): string[] {
  if (root.endsWith(".ts")) return [root];
  const found: string[] = [];
  for (const entry of Deno.readDirSync(repoPath(root))) {
    const path = `${root}/${entry.name}`;
    if (entry.isDirectory) found.push(...tsFiles(path));
    else if (entry.isFile && entry.name.endsWith(".ts")) found.push(path);
  }
  return found.sort();
}

/** A function found in a source text: its name (or how it is used) and its length in lines. */
interface FunctionLength {
  readonly name: string;
  readonly line: number;
  readonly lines: number;
}

type AnyNode = Deno.lint.Node & {
  range: [number, number];
  parent?: AnyNode;
  id?: { name?: string } | null;
  key?: { name?: string; value?: unknown };
};

/** The name a function is known by: its own, its variable's, its method's or property's. */
function nameOf(node: AnyNode): string {
  if (node.id?.name) return node.id.name;
  const parent = node.parent;
  if (parent?.type === "VariableDeclarator") return parent.id?.name ?? "(anonymous)";
  if (parent?.type === "MethodDefinition" || parent?.type === "Property") {
    return parent.key?.name ?? String(parent.key?.value ?? "(anonymous)");
  }
  return "(anonymous)";
}

/**
 * Every function of a TypeScript source longer than `over` lines (tested
 * below on a source of known lengths).
 */
function longFunctions(source: string, over: number): FunctionLength[] {
  const found: FunctionLength[] = [];
  const lineAt = (offset: number) => source.slice(0, offset).split("\n").length;
  const plugin: Deno.lint.Plugin = {
    name: "shape",
    rules: {
      "function-length": {
        create() {
          const measure = (node: Deno.lint.Node) => {
            const fn = node as AnyNode;
            const [start, end] = fn.range;
            const lines = lineAt(end) - lineAt(start) + 1;
            if (lines > over) found.push({ name: nameOf(fn), line: lineAt(start), lines });
          };
          return {
            FunctionDeclaration: measure,
            FunctionExpression: measure,
            ArrowFunctionExpression: measure,
          };
        },
      },
    },
  };
  Deno.lint.runPlugin(plugin, "source.ts", source);
  return found;
}

Deno.test("longFunctions() measures declarations, arrows and methods, and names them", () => {
  const body = (n: number) => Array.from({ length: n }, (_, i) => `  x(${i});`).join("\n");
  const source = `function short() {\n${
    body(3)
  }\n}\nexport async function long(\n  a: number,\n): Promise<void> {\n${
    body(10)
  }\n}\nconst arrow = (a: number) => {\n${body(12)}\n};\nclass C {\n  method() {\n${
    body(11)
  }\n  }\n}\n`;
  assert.deepEqual(longFunctions(source, 10), [
    { name: "long", line: 6, lines: 14 },
    { name: "arrow", line: 20, lines: 14 },
    { name: "method", line: 35, lines: 13 },
  ]);
  assert.deepEqual(longFunctions(source, 20), []);
});

Deno.test(`no product file is over ${MAX_FILE_LINES} lines, and no function over ${MAX_FUNCTION_LINES}`, () => {
  const files = PRODUCT_ROOTS.flatMap(tsFiles).filter((path) => !isTest(path));
  assert.ok(files.includes("src/importer/classify/classify.ts"), "the walk finds src/'s files");
  assert.ok(files.includes("scripts/build_dictionary.ts"), "the walk finds the scripts");
  const wrong: string[] = [];
  for (const file of files) {
    if (file in EXCEPTIONS) continue;
    const text = Deno.readTextFileSync(repoPath(file));
    const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    if (lines > MAX_FILE_LINES) wrong.push(`${file}: ${lines} lines`);
    for (const fn of longFunctions(text, MAX_FUNCTION_LINES)) {
      wrong.push(`${file}:${fn.line}: ${fn.name} is ${fn.lines} lines`);
    }
  }
  assert.deepEqual(wrong, []);
  for (const file of Object.keys(EXCEPTIONS)) assert.ok(files.includes(file), `${file} is gone`);
});

Deno.test("no two files of src/ share a name, save the importer stages' faces", () => {
  const byName = new Map<string, string[]>();
  for (const path of tsFiles("src")) {
    const name = path.slice(path.lastIndexOf("/") + 1);
    byName.set(name, [...(byName.get(name) ?? []), path]);
  }
  assert.ok((byName.get("mod.ts")?.length ?? 0) > 1, "the walk sees the faces share a name");
  const shared = [...byName].filter(([name, paths]) => paths.length > 1 && !(name in SHARED_NAMES))
    .map(([name, paths]) => `${name}: ${paths.join(", ")}`);
  assert.deepEqual(shared, []);
  for (const path of byName.get("mod.ts") ?? []) {
    assert.match(path, /^src\/importer\/[a-z]+\/mod\.ts$/, `${path} is no importer stage's face`);
  }
});
