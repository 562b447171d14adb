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
