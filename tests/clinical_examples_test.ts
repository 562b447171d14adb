/**
 * Guards the examples of docs/clinical.md ("Examples, read aloud"): each
 * block there is the text a tool gives for a store (the demo store, or one of
 * tests/fixtures/clinical/), written by this test, never by hand. A block
 * opens with a comment naming its store, tool and arguments:
 *
 *     <!-- example: clinical/diabetes changes_since {} -->
 *
 * (then a blank line and a `text` block)
 * and this test fails when the tool's text differs from the block. After an
 * intended change of the text, rewrite the blocks with
 * `UPDATE_EXAMPLES=1 deno test --no-prompt -A tests/clinical_examples_test.ts`
 * and read them again before committing.
 *
 * @module
 */

import assert from "node:assert/strict";
import { call, connectInProcess } from "./helpers.ts";
import { fixtureDataDir, repoPath } from "./plain_helpers.ts";

const DOC = repoPath("docs/clinical.md");
const EXAMPLE = /<!-- example: (\S+) (\S+) (\{.*?\}) -->\n\n```text\n([\s\S]*?)```/g;

/** The data directory of an example's store: `demo` is data/demo, else a fixture. */
async function storeOf(name: string): Promise<string> {
  return name === "demo" ? repoPath("data/demo") : await fixtureDataDir(name);
}

Deno.test("the examples in docs/clinical.md are the tools' own text for their stores", async () => {
  const doc = await Deno.readTextFile(DOC);
  const examples = [...doc.matchAll(EXAMPLE)];
  assert.ok(examples.length >= 4, "docs/clinical.md has its examples");
  let updated = doc;
  for (const [block, store, tool, args, shown] of examples) {
    await using client = await connectInProcess(await storeOf(store!));
    const answer = await call(client, tool!, JSON.parse(args!));
    assert.equal(answer.isError, false, answer.text);
    if (Deno.env.get("UPDATE_EXAMPLES") === "1") {
      const fresh =
        `<!-- example: ${store} ${tool} ${args} -->\n\n\`\`\`text\n${answer.text}\n\`\`\``;
      updated = updated.replace(block, () => fresh);
    } else {
      assert.equal(shown, `${answer.text}\n`, `the example of ${tool} for ${store} is stale`);
    }
  }
  if (updated !== doc) await Deno.writeTextFile(DOC, updated);
});

Deno.test("the README's tool table and docs/clinical.md name the digest's and the personal interval's fields as the tools give them", async () => {
  const readme = await Deno.readTextFile(repoPath("README.md"));
  const doc = await Deno.readTextFile(DOC);
  const row = (tool: string) => readme.split("\n").find((line) => line.startsWith(`| \`${tool}\``));
  assert.match(row("get_trend") ?? "", /personal interval \("normal for you"\)/);
  assert.match(row("changes_since") ?? "", /`not_repeated`/);
  await using client = await connectInProcess(await fixtureDataDir("clinical/diabetes"));
  const digest = await call(client, "changes_since", { since: "2024-03-19" });
  const fields = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        fields.add(key);
        walk(inner);
      }
    }
  };
  walk(digest.body);
  walk((await call(client, "changes_since")).body);
  walk((await call(client, "get_trend", { marker: "CREA" })).body);
  const section = (heading: string) => doc.split(`\n## ${heading}`)[1]?.split("\n## ")[0] ?? "";
  const named = [...section("What changed since").matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!);
  // A field the digest's section names in backticks is one the answers carry (tool names aside).
  const prose = new Set(["changes_since", "visit_summary", "get_trend", "get_results", "latest"]);
  const missing = [...new Set(named)].filter((name) => !fields.has(name) && !prose.has(name));
  assert.deepEqual(missing, [], "fields docs/clinical.md names that no answer carries");
  for (const field of ["not_repeated", "age_days", "from_unit", "from_equivalent"]) {
    assert.ok(fields.has(field), `the answers carry ${field}`);
    assert.ok(named.includes(field), `docs/clinical.md names ${field}`);
  }
  assert.ok(fields.has("personal_interval"), "get_trend carries personal_interval");
  assert.match(doc, /`personal_interval`/);
});
