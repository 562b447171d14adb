/**
 * Guards the rule that the code and the docs never point to the issue
 * tracker's numbers: the tracker is not part of the repository, so "issue 22"
 * in a comment tells a reader nothing. A comment names the bug it guards, and
 * points to `docs/…` where more is needed.
 *
 * @module
 */

import assert from "node:assert/strict";
import { repoPath } from "./plain_helpers.ts";

/** Folders (and root files) whose text must not name a tracker number. */
const ROOTS = ["src", "tests", "bench", "scripts", "support", "docs", "README.md", "main.ts"];
const TEXT = /\.(ts|md|txt|yaml|json)$/;
/** Generated files are not ours to word; this file names the pattern it looks for. */
const SKIP = /^generated\/|^tests\/tracker_free_test\.ts$/;

/** Lines that point to a tracker number ("issue 22", "Issue #9", "issues 20 and 21"). */
export function trackerPointers(text: string): string[] {
  return text.split("\n").filter((line) => /\b[Ii]ssues? #?\d+/.test(line));
}

async function* textFiles(path: string): AsyncGenerator<string> {
  const info = await Deno.stat(repoPath(path));
  if (info.isFile) {
    if (TEXT.test(path) && !SKIP.test(path)) yield path;
    return;
  }
  for await (const entry of Deno.readDir(repoPath(path))) {
    yield* textFiles(`${path}/${entry.name}`);
  }
}

Deno.test("trackerPointers() finds a tracker number and leaves other numbers alone", () => {
  assert.deepEqual(trackerPointers("// Issue 22: the axis\n// 22 issues of a journal\n"), [
    "// Issue 22: the axis",
  ]);
  assert.deepEqual(trackerPointers("see issue #9"), ["see issue #9"]);
  assert.deepEqual(trackerPointers("an issue with 3 rows"), []);
});

Deno.test("no code, test or doc points to an issue number of the tracker", async () => {
  const found: string[] = [];
  for (const root of ROOTS) {
    for await (const file of textFiles(root)) {
      const text = await Deno.readTextFile(repoPath(file));
      for (const line of trackerPointers(text)) found.push(`${file}: ${line.trim()}`);
    }
  }
  assert.deepEqual(found, [], "point to docs/ instead");
});
