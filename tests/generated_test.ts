/**
 * Guards `generated/`: each committed module is the build of today's sources
 * (a source changed without running its task, or a hand edit of a built
 * file, fails here), and the folder holds nothing else but its README, so
 * every file in it has a builder this test runs.
 *
 * @module
 */

import assert from "node:assert/strict";
import { buildViewHtml, moduleText, OUTPUT as VIEW } from "../scripts/build_view.ts";
import { OUTPUT as DICTIONARY } from "../scripts/build_dictionary.ts";
import { builtinLayerModule } from "../src/store/builtin.ts";
import { repoPath } from "./plain_helpers.ts";

/** Each generated module: its file, the task that builds it, and its text built now. */
const MODULES: readonly { file: URL; task: string; build: () => Promise<string> }[] = [
  { file: VIEW, task: "build:view", build: async () => await moduleText(await buildViewHtml()) },
  {
    file: DICTIONARY,
    task: "build:dictionary",
    build: () => Promise.resolve(builtinLayerModule()),
  },
];

for (const { file, task, build } of MODULES) {
  const name = file.pathname.split("/").pop()!;
  Deno.test(`generated/${name} is up to date with its sources (else: deno task ${task})`, async () => {
    const committed = await Deno.readTextFile(file);
    const built = await build();
    // Not deepEqual: a diff of 850 KB on one line helps nobody.
    assert.ok(committed === built, `run "deno task ${task}" and commit generated/${name}`);
  });
}

Deno.test("generated/ holds only the modules built above and its README", async () => {
  const names: string[] = [];
  for await (const entry of Deno.readDir(repoPath("generated"))) names.push(entry.name);
  const expected = [...MODULES.map(({ file }) => file.pathname.split("/").pop()!), "README.md"];
  assert.deepEqual(names.sort(), expected.sort());
  const readme = await Deno.readTextFile(repoPath("generated/README.md"));
  for (const { file, task } of MODULES) {
    assert.ok(readme.includes(file.pathname.split("/").pop()!), `README names ${file}`);
    assert.ok(readme.includes(`deno task ${task}`), `README names deno task ${task}`);
  }
});
