// Guards the YAML dictionaries against `deno fmt`: a flow list too long for its line
// (`aliases: [a, b, …]` past 100 characters) is broken by fmt over lines with its closing `]`
// back at the key's indentation, which js-yaml refuses ("deficient indentation"), so every
// dictionary load fails. Short flow lists are left alone by fmt and are fine; a long list must be
// a block list (`- name` a line).

import assert from "node:assert/strict";
import { load } from "js-yaml";
import { denoFmt } from "../support/deno_fmt.ts";
import { repoPath } from "./plain_helpers.ts";

const FILES = ["markers.yaml", "clinical.yaml", "loinc.yaml"];

/** Lines holding a flow list that runs past fmt's line width (100), which fmt would break. */
function longFlowLists(text: string): string[] {
  return text.split("\n").flatMap((line, i) =>
    /^\s*[\w-]+:\s*\[/.test(line) && line.length > 100 ? [`line ${i + 1}: ${line.trim()}`] : []
  );
}

Deno.test("the YAML dictionaries hold no flow list that deno fmt would break into a form js-yaml refuses", async () => {
  for (const file of FILES) {
    const text = await Deno.readTextFile(repoPath(file));
    assert.deepEqual(
      longFlowLists(text),
      [],
      `${file}: write these lists as block lists ("- name" a line); deno fmt breaks a long flow list so that js-yaml cannot read it`,
    );
    // The property itself: what fmt makes of the file is the same data.
    assert.deepEqual(
      load(await denoFmt(text, "yaml")),
      load(text),
      `${file} reads the same after fmt`,
    );
  }
});

Deno.test("deno fmt breaks a long flow list into a form js-yaml refuses (why the check above exists)", async () => {
  const names = Array.from({ length: 8 }, (_, i) => `alias number ${i + 1}`).join(", ");
  const text = `X:\n  label: Test\n  aliases: [${names}]\n  group: G\n`;
  assert.equal(longFlowLists(text).length, 1);
  const after = await denoFmt(text, "yaml");
  assert.notEqual(after, text, "fmt rewrites the long list");
  assert.throws(() => load(after), /deficient indentation/);
  // The same names as a block list survive fmt.
  const block = `X:\n  label: Test\n  aliases:\n${
    names.split(", ").map((n) => `    - ${n}\n`).join("")
  }  group: G\n`;
  assert.deepEqual(load(await denoFmt(block, "yaml")), load(text));
});
