/**
 * Guards the layering: no import circle among the files of `src/`. A circle
 * (a imports b, b imports a, directly or through others) means two files
 * cannot be understood, tested or moved apart; it is broken by moving the
 * shared piece into a file of its own. The graph is built from the static
 * `import … from`, `import "…"` and `export … from` specifiers that are
 * relative (type-only imports included: they tie files together as much);
 * a dynamic `import()` is a deliberate lazy edge and is left out.
 *
 * @module
 */

import assert from "node:assert/strict";
import { repoPath } from "./plain_helpers.ts";

/** The relative specifiers a module's text imports or re-exports statically. */
export function staticSpecifiers(text: string): string[] {
  const found: string[] = [];
  const statement =
    /^[ \t]*(?:import|export)\b(?:[^;"'`]|"[^"]*"|'[^']*')*?\bfrom[ \t\n]*["']([^"']+)["']/gm;
  for (const match of text.matchAll(statement)) found.push(match[1]!);
  const bare = /^[ \t]*import[ \t]*["']([^"']+)["']/gm;
  for (const match of text.matchAll(bare)) found.push(match[1]!);
  return found.filter((specifier) => specifier.startsWith("."));
}

/** Every `.ts` file under `dir` (a path relative to the repository), recursively. */
async function tsFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for await (const entry of Deno.readDir(repoPath(dir))) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory) files.push(...await tsFiles(path));
    else if (entry.isFile && entry.name.endsWith(".ts")) files.push(path);
  }
  return files;
}

/** Resolves `specifier` against the folder of `from`, both relative to the repository. */
function resolve(from: string, specifier: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** The import graph of the files under `dir`: each file to the files it imports, within `dir`. */
async function importGraph(dir: string): Promise<Map<string, string[]>> {
  const files = await tsFiles(dir);
  const inside = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = await Deno.readTextFile(repoPath(file));
    const targets = staticSpecifiers(text).map((specifier) => resolve(file, specifier));
    graph.set(file, [...new Set(targets.filter((target) => inside.has(target)))]);
  }
  return graph;
}

/**
 * One circle per strongly connected group of the graph (Tarjan), each as the
 * path `a → b → … → a`; an empty list when the graph has none.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      const selfLoop = (graph.get(node) ?? []).includes(node);
      if (group.length > 1 || selfLoop) groups.push(group);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((group) => circleWithin(graph, new Set(group)));
}

/** A shortest circle through the first (sorted) member of a strongly connected group. */
function circleWithin(graph: ReadonlyMap<string, readonly string[]>, group: Set<string>): string[] {
  const start = [...group].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

Deno.test("no import circle among the files of src/", async () => {
  const graph = await importGraph("src");
  assert.ok(graph.size > 100, `only ${graph.size} files found under src/`);
  const cycles = findCycles(graph);
  assert.deepEqual(
    cycles.map((cycle) => cycle.join(" → ")),
    [],
    "import circles: break each by moving the shared piece into a file of its own",
  );
});

Deno.test("findCycles() names a circle, through others too, and passes a tree", () => {
  const graph = new Map([
    ["a.ts", ["b.ts"]],
    ["b.ts", ["c.ts", "d.ts"]],
    ["c.ts", ["a.ts"]],
    ["d.ts", []],
    ["e.ts", ["e.ts"]],
  ]);
  assert.deepEqual(findCycles(graph).map((cycle) => cycle.join(" → ")).sort(), [
    "a.ts → b.ts → c.ts → a.ts",
    "e.ts → e.ts",
  ]);
  assert.deepEqual(findCycles(new Map([["a.ts", ["b.ts"]], ["b.ts", []]])), []);
});

Deno.test("staticSpecifiers() reads imports and re-exports, multi-line and type-only, not doc examples or dynamic imports", () => {
  const text = [
    `import { a } from "./a.ts";`,
    `import type {`,
    `  B,`,
    `  C,`,
    `} from "../b.ts";`,
    `export { d } from "./d.ts";`,
    `export * from './e.ts';`,
    `import "./side.ts";`,
    `import { z } from "zod";`,
    ` * import { example } from "./doc_example.ts";`,
    `const lazy = await import("./lazy.ts");`,
    `export const x = 1;`,
  ].join("\n");
  assert.deepEqual(staticSpecifiers(text).sort(), [
    "../b.ts",
    "./a.ts",
    "./d.ts",
    "./e.ts",
    "./side.ts",
  ]);
});
