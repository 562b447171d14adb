/**
 * Guards the tools' contract with the model: each tool's name, title,
 * description, input and output schemas, annotations and `_meta` are kept in
 * `tests/__toolsnaps__/<tool>.json`, so any change to them shows in review,
 * one file per tool. SDK noise (the JSON Schema dialect line) is stripped.
 * After an intended change, rewrite them with
 * `UPDATE_TOOLSNAPS=1 deno task test tests/toolsnaps_test.ts`.
 *
 * @module
 */

import assert from "node:assert/strict";
import { connectInProcess } from "./helpers.ts";
import { fixtureDataDir, repoPath } from "./plain_helpers.ts";

const SNAPS = repoPath("tests/__toolsnaps__");

/** A tool as snapshotted: keys sorted, the `$schema` dialect lines removed. */
function snapshotOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snapshotOf);
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([key]) => key !== "$schema")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, inner]) => [key, snapshotOf(inner)]));
}

Deno.test("every tool matches its reviewed snapshot in tests/__toolsnaps__", async () => {
  await using client = await connectInProcess(await fixtureDataDir("basic"));
  const { tools } = await client.listTools();
  const update = Deno.env.get("UPDATE_TOOLSNAPS") === "1";
  if (update) await Deno.mkdir(SNAPS, { recursive: true });
  const stale = new Set(
    [...Deno.readDirSync(SNAPS)].map((entry) => entry.name).filter((name) =>
      name.endsWith(".json")
    ),
  );
  for (const tool of tools) {
    const file = `${SNAPS}/${tool.name}.json`;
    const actual = `${JSON.stringify(snapshotOf(tool), null, 2)}\n`;
    stale.delete(`${tool.name}.json`);
    if (update) {
      await Deno.writeTextFile(file, actual);
      continue;
    }
    const expected = await Deno.readTextFile(file).catch(() => "(missing)");
    assert.equal(actual, expected, `${tool.name} differs from ${file}; review, then update`);
  }
  if (update) { for (const name of stale) await Deno.remove(`${SNAPS}/${name}`); }
  else assert.deepEqual([...stale], [], "snapshots of tools that no longer exist");
});
