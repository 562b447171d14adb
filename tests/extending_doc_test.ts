/**
 * Keeps `docs/extending.md` true: every path it names in backticks exists (a
 * `<name>` part stands for a file still to be written, so its folder must
 * exist), every name it says is in a file is in it, every section of another
 * page it points to is there, every `deno task` it names is a task of `deno.json`, every
 * `UPDATE_…=1` command names a test file that reads that variable, and the
 * five things it explains each have their section.
 *
 * @module
 */

import assert from "node:assert/strict";
import { repoPath } from "./plain_helpers.ts";

const PAGE = "docs/extending.md";

/** The page's text. */
function page(): string {
  return Deno.readTextFileSync(repoPath(PAGE));
}

function exists(path: string): boolean {
  try {
    Deno.statSync(repoPath(path));
    return true;
  } catch {
    return false;
  }
}

/**
 * The repository paths a text names in backticks: a code span with no space
 * under one of the repository's folders (`src/…`, `tests/…`, `.ci/…`) or a
 * file of its root (`markers.yaml`); a `<…>` part is cut off with what
 * follows it. Built output (`dist/`) and method names (`tools/list`) are not
 * paths of the repository.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(namedPaths("see `src/tools/<name>.ts` and `deno task ok`, `.ci/run`"), [
 *   "src/tools/",
 *   ".ci/run",
 * ]);
 * ```
 */
export function namedPaths(text: string): string[] {
  const paths: string[] = [];
  for (const [, span] of text.matchAll(/`([^`\s]+)`/g)) {
    const inFolder = /^(src|tests|docs|generated|support|bench|scripts|\.ci)\//.test(span!);
    if (!inFolder && !/^[\w.-]+\.(ts|yaml|md|json)$/.test(span!)) continue;
    const cut = span!.indexOf("<");
    paths.push(cut < 0 ? span! : span!.slice(0, span!.lastIndexOf("/", cut) + 1));
  }
  return paths;
}

Deno.test("namedPaths() reads backticked paths and leaves commands alone", () => {
  assert.deepEqual(
    namedPaths("`src/b.ts`, `deno task x`, `tools/list`, `dist/g/`, `<name>_test.ts`, `x.yaml`"),
    ["src/b.ts", "x.yaml"],
  );
});

Deno.test("every file and folder docs/extending.md names exists", () => {
  const paths = namedPaths(page()).filter((path) => path !== "");
  assert.ok(paths.length >= 30, `only ${paths.length} paths found: the page or the reader broke`);
  const missing = paths.filter((path) => !exists(path));
  assert.deepEqual(missing, [], `${PAGE} names files that are not there`);
});

/**
 * The names the page says are in a file: "`name` in `file`" (a few words may
 * come between: "`InputKind` and its table in `…`") and "`file` (`name`)".
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * assert.deepEqual(namesInFiles("`A` in `src/a.ts`, `.ci/run` (`pkgs`)"), [
 *   ["A", "src/a.ts"],
 *   ["pkgs", ".ci/run"],
 * ]);
 * ```
 */
export function namesInFiles(text: string): [string, string][] {
  const flat = text.replace(/\s+/g, " ");
  return [
    ...[...flat.matchAll(/`(\w+)`[^`)]{0,20}? in `([^`\s]+)`/g)].map((m) => [m[1]!, m[2]!]),
    ...[...flat.matchAll(/`([^`\s]+)` \(`(\w+)`\)/g)].map((m) => [m[2]!, m[1]!]),
  ] as [string, string][];
}

Deno.test("every name docs/extending.md says is in a file is in it", () => {
  const named = namesInFiles(page());
  assert.ok(named.length >= 5, `only ${named.length} found: the page or the reader broke`);
  const absent = named.filter(([name, file]) =>
    !exists(file) || !new RegExp(`\\b${name}\\b`).test(Deno.readTextFileSync(repoPath(file)))
  );
  assert.deepEqual(absent, [], "names not (or no longer) in the file the page says");
});

Deno.test("every section of another page docs/extending.md points to is there", () => {
  const flat = page().replace(/\s+/g, " ");
  const pointers = [...flat.matchAll(/\]\((\w+\.md)\),? \(?"([^"]+)"/g)];
  assert.ok(pointers.length >= 2, "import.md's OCR languages and Adding a language");
  for (const [, file, section] of pointers) {
    const text = Deno.readTextFileSync(repoPath(`docs/${file}`)).replace(/\s+/g, " ");
    assert.ok(text.includes(section!), `docs/${file} has no "${section}"`);
  }
});

Deno.test("every deno task docs/extending.md names is in deno.json", async () => {
  const tasks = JSON.parse(await Deno.readTextFile(repoPath("deno.json"))).tasks;
  const named = [...page().matchAll(/deno task ([a-z:]+)/g)].map((match) => match[1]!);
  assert.ok(named.includes("build:dictionary") && named.includes("build:view"));
  assert.deepEqual(named.filter((name) => !(name in tasks)), []);
});

Deno.test("every UPDATE_ command of docs/extending.md names a test that reads its variable", () => {
  const commands = [...page().matchAll(/(UPDATE_[A-Z]+)=1 deno test -A (\S+?\.ts)/g)];
  assert.equal(commands.length, 2, "the tool snapshots and the clinical examples");
  for (const [, variable, file] of commands) {
    assert.ok(exists(file!), `${file} is not there`);
    assert.match(Deno.readTextFileSync(repoPath(file!)), new RegExp(`"${variable}"`));
  }
});

Deno.test("docs/extending.md explains a tool, a marker, a language, a document kind and a picture", () => {
  const headings = [...page().matchAll(/^## (.+)$/gm)].map((match) => match[1]!);
  for (const thing of ["A tool", "A marker", "A language", "A document kind", "A picture"]) {
    assert.ok(headings.some((heading) => heading.startsWith(thing)), `no section "${thing}"`);
  }
});
