/**
 * Guards what the model pays for: `tools/list` stays within 1,200 tokens for
 * names, descriptions and input schemas (what a model is usually given) and
 * 3,400 for the whole payload (3,000 held four tools; the fifth,
 * `changes_since`, declares its output loosely and adds about 300, and each
 * judged change's output now names its CVI, CVA and their sources, about
 * 150 more), and a three-year trend's text, with its judged changes, within
 * 500 (tokens counted as characters / 4, as the benchmark does).
 *
 * @module
 */

import assert from "node:assert/strict";
import { call, connectInProcess } from "./helpers.ts";
import { repoPath } from "./plain_helpers.ts";

const tokens = (text: string) => Math.round(text.length / 4);

Deno.test("tools/list stays within 1,200 tokens lean and 3,400 whole", async () => {
  await using client = await connectInProcess(repoPath("data/demo"));
  const result = await client.listTools();
  const lean = result.tools.map((t) => ({
    name: t.name,
    description: t.description,
    inputSchema: t.inputSchema,
  }));
  const leanTokens = tokens(JSON.stringify(lean));
  const wholeTokens = tokens(JSON.stringify(result));
  console.log(`tools/list: ${leanTokens} tokens lean, ${wholeTokens} whole`);
  assert.ok(leanTokens <= 1200, `lean ${leanTokens}`);
  assert.ok(wholeTokens <= 3400, `whole ${wholeTokens}`);
});

Deno.test("a three-year trend's text, with its judged changes, stays within 500 tokens", async () => {
  await using client = await connectInProcess(repoPath("data/demo"));
  for (const marker of ["HGB", "FERR", "GLU", "CRP", "LDL"]) {
    const { text, body } = await call(client, "get_trend", { marker });
    const series = body.series[0];
    assert.ok(series.summary.first.date <= "2023-03-01", `${marker} spans three years`);
    assert.ok(tokens(text) <= 500, `${marker}: ${tokens(text)} tokens`);
  }
});
