/**
 * Finds the exports of the product that only tests reach: an export of a
 * product file (`src/**` but its `*_test.ts`, the entry files at the root,
 * `scripts/`) that no other product file imports, directly or through a
 * re-export, while a test, `tests/`, `support/` or `bench/` does. Such an
 * export either goes private, its test going through the public function, or
 * carries a one-line reason in its doc comment: an `@internal` tag
 * (`@internal test seam: the clock the tests set`). An export of a product
 * file that nothing imports at all is listed too (it is dead, or private).
 *
 * Exempt: a type or interface named elsewhere in its own file (it is part of
 * the shape of what the file exports); `default` exports.
 *
 * The imports are read from the text (`import … from`, `export … from`,
 * `import * as ns` with its `ns.name` uses, `const { a } = await import(…)`);
 * an import the reader cannot follow marks every export of its file as used.
 *
 * `deno run --allow-read tests/test_only_exports.ts [--all]` lists them
 * (`--all` includes the explained ones); `test_only_exports_test.ts` fails on
 * an unexplained one.
 *
 * @module
 */

import { join, relative } from "node:path";

/** The repository's root folder. */
const ROOT = decodeURIComponent(new URL("..", import.meta.url).pathname);

/** Folders never read. */
const SKIPPED = new Set([".git", "dist", "node_modules", "layouts-out", "results"]);

/** One export of a product file. */
export interface ExportEntry {
  /** The file, from the repository's root. */
  readonly file: string;
  readonly name: string;
  /** `value` (function, constant, class) or `type` (type, interface). */
  readonly kind: "value" | "type";
  /** The `@internal` reason of its doc comment, if any. */
  readonly reason: string | undefined;
  /** Its name appears in its own file outside the export statement. */
  readonly usedInside: boolean;
}

/** A test-only (or unused) export, with the files that import it. */
export interface TestOnlyExport extends ExportEntry {
  /** The non-product files that import it (empty: nothing imports it). */
  readonly importers: readonly string[];
}

/** Whether a file (a path from the root) is product code. */
export function isProduct(file: string): boolean {
  if (file.endsWith("_test.ts")) return false;
  if (file.startsWith("src/") || file.startsWith("scripts/")) return true;
  return !file.includes("/"); // main.ts, import.ts, events.ts, report.ts
}

/** Every `.ts` file of the repository, as paths from the root, sorted. */
export function repoFiles(root = ROOT): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of Deno.readDirSync(dir)) {
      if (SKIPPED.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory) walk(path);
      else if (entry.isFile && entry.name.endsWith(".ts")) {
        found.push(relative(root, path).replaceAll("\\", "/"));
      }
    }
  };
  walk(root);
  return found.sort();
}

/** Resolves a relative `specifier` against the folder of `from`, both from the root. */
function resolve(from: string, specifier: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/** The names of a `{ a, b as c, type d }` list: the exported (left) names. */
function listNames(list: string): string[] {
  return list.split(",")
    .map((item) => item.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0]!.trim())
    .filter((name) => /^[\w$]+$/.test(name));
}

/** The names a `{ a, b as c, type d }` list exports under (the right names). */
function listAliases(list: string): Array<[string, string]> {
  return list.split(",").map((item) => item.trim().replace(/^type\s+/, ""))
    .filter((item) => item !== "")
    .map((item) => {
      const [name, alias] = item.split(/\s+as\s+/).map((part) => part.trim());
      return [name!, alias ?? name!];
    });
}

/** The text of the doc comment that ends right before `index`, if any. */
function docBefore(text: string, index: number): string {
  const before = text.slice(0, index).trimEnd();
  if (!before.endsWith("*/")) return "";
  const start = before.lastIndexOf("/**");
  return start < 0 ? "" : before.slice(start);
}

/** The exports a product file declares itself (not those it re-exports). */
export function declaredExports(file: string, text: string): ExportEntry[] {
  const entries: ExportEntry[] = [];
  const add = (name: string, kind: "value" | "type", at: number, declaration: string) => {
    const doc = docBefore(text, at);
    const reason = /@internal\b[ \t]*:?[ \t]*([^\n]*)/.exec(doc)?.[1]?.replace(/\*\/$/, "").trim();
    const rest = text.slice(0, at) + text.slice(at + declaration.length);
    const usedInside = new RegExp(`(?<![\\w$])(?<![^.]\\.)${name.replace("$", "\\$")}(?![\\w$])`)
      .test(rest);
    entries.push({
      file,
      name,
      kind,
      reason: reason === undefined ? undefined : reason,
      usedInside,
    });
  };
  const declaration =
    /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(function\*?|const|let|var|abstract\s+class|class|type|interface|enum|namespace)\s+([\w$]+)/gm;
  for (const match of text.matchAll(declaration)) {
    const kind = /^(type|interface)$/.test(match[1]!) ? "type" : "value";
    const line = text.slice(match.index, text.indexOf("\n", match.index));
    add(match[2]!, kind, match.index, line);
  }
  for (const match of text.matchAll(/^export\s+(type\s+)?\{([^}]*)\}\s*(from\b)?/gm)) {
    if (match[3] !== undefined) continue; // a re-export: followed through the graph
    for (const [, alias] of listAliases(match[2]!)) {
      add(alias, match[1] === undefined ? "value" : "type", match.index, match[0]);
    }
  }
  return entries;
}

/** What one file takes from the files it imports or re-exports. */
interface Edges {
  /** Target file → names it imports (`*` for all). */
  readonly imports: Map<string, Set<string>>;
  /** Target file → [name there, name here] it re-exports (`*` for all). */
  readonly reexports: Map<string, Array<[string, string]>>;
}

/** Reads the imports and re-exports of `file` whose targets are relative paths. */
export function edgesOf(file: string, text: string): Edges {
  const imports = new Map<string, Set<string>>();
  const reexports = new Map<string, Array<[string, string]>>();
  const take = (specifier: string, names: Iterable<string>) => {
    if (!specifier.startsWith(".")) return;
    const target = resolve(file, specifier);
    const set = imports.get(target) ?? new Set<string>();
    for (const name of names) set.add(name);
    imports.set(target, set);
  };
  const statement = /^[ \t]*import\s+(type\s+)?([^;"'`]*?)\s*from\s*["']([^"']+)["']/gm;
  for (const match of text.matchAll(statement)) {
    const clause = match[2]!;
    const names: string[] = [];
    const braces = /\{([^}]*)\}/.exec(clause);
    if (braces !== null) names.push(...listNames(braces[1]!));
    const namespace = /\*\s+as\s+([\w$]+)/.exec(clause);
    if (namespace !== null) {
      const uses = text.matchAll(new RegExp(`(?<![\\w$.])${namespace[1]}\\.([\\w$]+)`, "g"));
      names.push(...[...uses].map((use) => use[1]!));
      if (
        new RegExp(`(?<![\\w$.])${namespace[1]}(?![\\w$.])`).test(
          text.slice(match.index + match[0].length),
        )
      ) {
        names.push("*"); // the namespace itself is passed around
      }
    }
    const defaultName = /^([\w$]+)\s*(,|$)/.exec(clause);
    if (defaultName !== null) names.push("default");
    take(match[3]!, names);
  }
  for (
    const match of text.matchAll(
      /^[ \t]*export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/gm,
    )
  ) {
    if (!match[2]!.startsWith(".")) continue;
    const target = resolve(file, match[2]!);
    reexports.set(target, [...(reexports.get(target) ?? []), ...listAliases(match[1]!)]);
  }
  for (const match of text.matchAll(/^[ \t]*export\s+\*\s+from\s*["']([^"']+)["']/gm)) {
    if (!match[1]!.startsWith(".")) continue;
    const target = resolve(file, match[1]!);
    reexports.set(target, [...(reexports.get(target) ?? []), ["*", "*"]]);
  }
  for (const match of text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) {
    const before = text.slice(Math.max(0, match.index - 200), match.index);
    const destructured = /\{([^{}]*)\}\s*=\s*await\s*$/.exec(before);
    const then = /^\)\.then\(\(\{([^}]*)\}/.exec(text.slice(match.index + match[0].length - 1));
    const list = destructured?.[1] ?? then?.[1];
    take(match[1]!, list === undefined ? ["*"] : listNames(list.replace(/:\s*[\w$]+/g, "")));
  }
  return { imports, reexports };
}

/** The files that use each export: `file\u0000name` → the importing files. */
function usersOf(texts: ReadonlyMap<string, string>): (file: string, name: string) => Set<string> {
  const edges = new Map<string, Edges>();
  for (const [file, text] of texts) edges.set(file, edgesOf(file, text));
  const users = (file: string, name: string, seen: Set<string>): Set<string> => {
    const key = `${file}\u0000${name}`;
    const found = new Set<string>();
    if (seen.has(key)) return found;
    seen.add(key);
    for (const [user, edge] of edges) {
      const names = edge.imports.get(file);
      if (names !== undefined && (names.has(name) || names.has("*"))) found.add(user);
      for (const [there, here] of edge.reexports.get(file) ?? []) {
        if (there === "*" && name !== "default") {
          for (const further of users(user, name, seen)) found.add(further);
        } else if (there === name) {
          for (const further of users(user, here, seen)) found.add(further);
        }
      }
    }
    return found;
  };
  return (file, name) => users(file, name, new Set());
}

/**
 * The exports of the product files under `scope` (paths from the root) that
 * no other product file uses: test-only, or used by nothing.
 */
export function testOnlyExports(scope: (file: string) => boolean, root = ROOT): TestOnlyExport[] {
  const texts = new Map<string, string>();
  for (const file of repoFiles(root)) texts.set(file, Deno.readTextFileSync(join(root, file)));
  const users = usersOf(texts);
  const found: TestOnlyExport[] = [];
  for (const [file, text] of texts) {
    if (!isProduct(file) || !scope(file)) continue;
    for (const entry of declaredExports(file, text)) {
      if (entry.kind === "type" && entry.usedInside) continue;
      const importers = [...users(file, entry.name)].filter((user) => user !== file);
      if (importers.some(isProduct)) continue;
      found.push({ ...entry, importers: importers.sort() });
    }
  }
  return found;
}

/** What `testOnlyExports` covers: every product file, the importer's included. */
export function inScope(file: string): boolean {
  return isProduct(file);
}

if (import.meta.main) {
  const all = Deno.args.includes("--all");
  const listed = testOnlyExports(inScope)
    .filter((entry) => all || entry.reason === undefined);
  for (const entry of listed) {
    const where = entry.importers.length === 0 ? "(nothing)" : entry.importers.join(", ");
    const inside = entry.usedInside ? "used inside" : "not used inside";
    const reason = entry.reason === undefined ? "" : `  @internal ${entry.reason}`;
    console.log(`${entry.file}: ${entry.kind} ${entry.name} (${inside}) ← ${where}${reason}`);
  }
  console.log(`${listed.length} export(s)`);
}
